import {
  adminBlogPostRequestSchema,
  agentAdminUpdateSchema,
  agentBlogPostRequestSchema,
  agentCreateRequestSchema,
  agentPublicSchema,
  agentSelfUpdateSchema,
  chatRequestSchema,
  featuresTextSchema,
  lenderRequestSchema,
  lenderSchema,
  newsQuerySchema,
  pageViewEventSchema,
  productRequestSchema,
  rateCreateRequestSchema,
  rateUpdateRequestSchema,
  scrapedRateSchema,
  serviceRequestSchema,
  testimonialRequestSchema,
  truncateServiceFields,
  uploadRequestSchema,
} from '@maplestone/shared';
import { describe, expect, it } from 'vitest';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('agentSelfUpdateSchema', () => {
  it('normalises the profile slug, and an empty one is refused with the spec message', () => {
    expect(agentSelfUpdateSchema.parse({ profile_slug: 'Jane-Doe 2024' }).profile_slug).toBe('janedoe2024');
    expect(messagesOf(agentSelfUpdateSchema.safeParse({ profile_slug: '!!!' }))).toEqual([
      'Profile slug cannot be empty',
    ]);
    expect(messagesOf(agentSelfUpdateSchema.safeParse({ profile_slug: '' }))).toEqual([
      'Profile slug cannot be empty',
    ]);
  });

  it('keeps absent fields absent (unchanged) and reads "" as cleared', () => {
    const parsed = agentSelfUpdateSchema.parse({ bio: 'Hello', calendly_link: '' });
    expect(parsed).toEqual({ bio: 'Hello', calendly_link: null });
    expect('phone' in parsed).toBe(false);
  });

  it('checks URLs and SEO lengths', () => {
    expect(agentSelfUpdateSchema.safeParse({ calendly_link: 'https://calendly.com/jane' }).success).toBe(
      true,
    );
    expect(agentSelfUpdateSchema.safeParse({ calendly_link: 'javascript:alert(1)' }).success).toBe(false);
    expect(
      agentSelfUpdateSchema.safeParse({ social_links: { facebook: 'https://facebook.com/jane' } }).success,
    ).toBe(true);
    expect(agentSelfUpdateSchema.safeParse({ social_links: { tiktok: 'https://x.y' } }).success).toBe(false);
    expect(agentSelfUpdateSchema.safeParse({ seo_settings: { meta_title: 'x'.repeat(60) } }).success).toBe(
      true,
    );
    expect(
      messagesOf(agentSelfUpdateSchema.safeParse({ seo_settings: { meta_title: 'x'.repeat(61) } })),
    ).toEqual(['Meta title must be 60 characters or fewer']);
    expect(
      messagesOf(agentSelfUpdateSchema.safeParse({ seo_settings: { meta_description: 'x'.repeat(161) } })),
    ).toEqual(['Meta description must be 160 characters or fewer']);
  });

  it('accepts storage keys for images but not paths that climb out', () => {
    expect(agentSelfUpdateSchema.safeParse({ headshot_url: 'agent_1/1700000000-me.jpg' }).success).toBe(true);
    expect(agentSelfUpdateSchema.safeParse({ headshot_url: '../secret' }).success).toBe(false);
  });

  it('refuses fields an agent may not change; the admin schema allows them', () => {
    for (const field of [
      { is_active: false },
      { email: 'x@y.co' },
      { crm_email: 'crm@y.co' },
      { user_id: 'u' },
    ]) {
      expect(agentSelfUpdateSchema.safeParse(field).success).toBe(false);
    }
    expect(agentAdminUpdateSchema.parse({ is_active: false, crm_email: '' })).toEqual({
      is_active: false,
      crm_email: null,
    });
  });

  it('create-agent needs fullName, email and a password as long as the pool asks', () => {
    expect(
      agentCreateRequestSchema.safeParse({ fullName: 'Jane', email: 'j@x.co', password: 'Secret-1234!' })
        .success,
    ).toBe(true);
    expect(
      messagesOf(agentCreateRequestSchema.safeParse({ email: 'j@x.co', password: 'Secret-1234!' })),
    ).toEqual(['Please fill in all required fields']);
    expect(
      messagesOf(
        agentCreateRequestSchema.safeParse({ fullName: 'Jane', email: 'j@x.co', password: 'Secret-123!' }),
      ),
    ).toEqual(['Password must be at least 12 characters']);
  });

  it('reads the public agent view', () => {
    const agent = agentPublicSchema.parse({
      id: 'agent_1',
      name: 'Jane',
      email: 'j@x.co',
      is_active: true,
      social_links: { facebook: 'https://facebook.com/j' },
      extra: 'dropped',
    });
    expect(agent).not.toHaveProperty('extra');
  });
});

describe('testimonials, lenders, posts, products, services', () => {
  it('testimonial rating is 1–5 and defaults to 5', () => {
    expect(testimonialRequestSchema.parse({ client_name: 'Bo', content: 'Great' }).rating).toBe(5);
    for (const rating of [0, 6, 4.5, Number.NaN]) {
      expect(
        messagesOf(testimonialRequestSchema.safeParse({ client_name: 'Bo', content: 'Great', rating })),
      ).toEqual(['Rating must be a whole number from 1 to 5']);
    }
  });

  it('lender accepts both type spellings, defaulting to A Lender, order 0, active', () => {
    expect(lenderRequestSchema.parse({ name: 'RBC' })).toEqual({
      name: 'RBC',
      type: 'A Lender',
      display_order: 0,
      is_active: true,
    });
    for (const type of ['A Lender', 'Alternate Lender', 'a_lender', 'alternate_lender']) {
      expect(
        lenderSchema.safeParse({
          id: 'l1',
          name: 'X',
          logo_url: null,
          type,
          display_order: 1,
          is_active: true,
        }).success,
      ).toBe(true);
    }
    expect(lenderRequestSchema.safeParse({ name: 'X', display_order: 1.5 }).success).toBe(false);
  });

  it('admin posts need title, slug, excerpt and content; agent posts title and content', () => {
    const post = { title: 'T', slug: 'my-post', excerpt: 'E', content: 'C' };
    expect(adminBlogPostRequestSchema.safeParse(post).success).toBe(true);
    expect(adminBlogPostRequestSchema.safeParse({ ...post, slug: 'My Post' }).success).toBe(false);
    expect(adminBlogPostRequestSchema.safeParse({ ...post, excerpt: '' }).success).toBe(false);
    expect(agentBlogPostRequestSchema.safeParse({ title: 'T', content: 'C' }).success).toBe(true);
    expect(messagesOf(agentBlogPostRequestSchema.safeParse({ title: 'T' }))).toEqual([
      'Please fill in all required fields',
    ]);
  });

  it('product price is optional with at most 2 decimals', () => {
    expect(productRequestSchema.parse({ name: 'HELOC' })).toEqual({ name: 'HELOC' });
    expect(productRequestSchema.parse({ name: 'HELOC', price: null }).price).toBeNull();
    expect(productRequestSchema.safeParse({ name: 'HELOC', price: 19.99 }).success).toBe(true);
    expect(messagesOf(productRequestSchema.safeParse({ name: 'HELOC', price: 19.999 }))).toEqual([
      'Price must have at most 2 decimals',
    ]);
    expect(productRequestSchema.safeParse({ name: 'HELOC', price: -1 }).success).toBe(false);
  });

  it('service features must be valid JSON (a list of strings)', () => {
    expect(featuresTextSchema.parse('["Fast approval", "Low rates"]')).toEqual([
      'Fast approval',
      'Low rates',
    ]);
    expect(featuresTextSchema.parse('  ')).toBeNull();
    for (const bad of ['[Fast approval]', '{"a":1}', '[1, 2]', '"text"']) {
      expect(messagesOf(featuresTextSchema.safeParse(bad))).toEqual(['Features must be valid JSON']);
    }
  });

  it('service name and description over 255 characters get the truncation message, and truncate reports it', () => {
    const truncatedMessage =
      'Some fields were truncated to fit database limits (255 chars). Please shorten them to avoid data loss.';
    expect(messagesOf(serviceRequestSchema.safeParse({ name: 'x'.repeat(256) }))).toEqual([truncatedMessage]);
    expect(messagesOf(serviceRequestSchema.safeParse({ name: 'ok', description: 'x'.repeat(256) }))).toEqual([
      truncatedMessage,
    ]);
    const cut = truncateServiceFields({ name: 'x'.repeat(300), description: 'short' });
    expect(cut.truncated).toBe(true);
    expect(cut.values.name).toHaveLength(255);
    expect(truncateServiceFields({ name: 'ok' }).truncated).toBe(false);
    // The French is cut the same way; an edit that sends no name (serviceToSave's '') keeps it as it came.
    const french = truncateServiceFields({ name: '', fr: { name: 'n'.repeat(256), description: null } });
    expect(french).toEqual({
      values: { name: '', fr: { name: 'n'.repeat(255), description: null } },
      truncated: true,
    });
  });
});

describe('rates', () => {
  const manual = { rate_type: 'fixed', term: '5 year', province: 'ON', posted_rate: 6.09, our_rate: 4.79 };

  it('admin rate: code read as province name, defaults', () => {
    expect(rateCreateRequestSchema.parse(manual)).toEqual({
      ...manual,
      province: 'Ontario',
      mortgage_type: 'Conventional',
      is_active: true,
    });
    expect(rateCreateRequestSchema.parse({ ...manual, province: 'National' }).province).toBe('National');
    expect(rateCreateRequestSchema.safeParse({ ...manual, province: 'Texas' }).success).toBe(false);
    expect(rateCreateRequestSchema.safeParse({ ...manual, term: '2 year' }).success).toBe(false);
    expect(messagesOf(rateCreateRequestSchema.safeParse({ ...manual, our_rate: 26 }))).toEqual([
      'Rate must be between 0 and 25%',
    ]);
    expect(messagesOf(rateCreateRequestSchema.safeParse({ ...manual, our_rate: undefined }))).toEqual([
      'Please fill in all required fields',
    ]);
  });

  it('inline edit needs at least one field', () => {
    expect(rateUpdateRequestSchema.safeParse({ our_rate: 4.5 }).success).toBe(true);
    expect(rateUpdateRequestSchema.safeParse({}).success).toBe(false);
  });

  it('scraped rates outside 0.5–15 % are refused', () => {
    const scraped = { ...manual, source_url: 'https://bank.example', scraped_at: '2025-01-01T07:00:00.000Z' };
    expect(scrapedRateSchema.safeParse(scraped).success).toBe(true);
    expect(scrapedRateSchema.safeParse({ ...scraped, our_rate: 0.2 }).success).toBe(false);
  });
});

describe('uploads, chat, analytics, news', () => {
  it('uploads follow the kind rules', () => {
    const upload = { kind: 'headshot', filename: 'me.jpg', content_type: 'image/jpeg', size: 1000 };
    expect(uploadRequestSchema.safeParse(upload).success).toBe(true);
    expect(messagesOf(uploadRequestSchema.safeParse({ ...upload, content_type: 'application/pdf' }))).toEqual(
      ['me.jpg is not an accepted file type (JPG, PNG, WebP, GIF or AVIF)'],
    );
    expect(messagesOf(uploadRequestSchema.safeParse({ ...upload, size: 6 * 1024 * 1024 }))).toEqual([
      '6 MB — the limit is 5 MB',
    ]);
    // Rounded up, so a refused file never reads as within its limit.
    expect(messagesOf(uploadRequestSchema.safeParse({ ...upload, size: 5 * 1024 * 1024 + 1 }))).toEqual([
      '5.1 MB — the limit is 5 MB',
    ]);
    expect(
      uploadRequestSchema.safeParse({
        ...upload,
        kind: 'document',
        content_type: 'application/pdf',
        size: 19e6,
      }).success,
    ).toBe(true);
  });

  it('chat requests: 1–50 messages, ending with a non-empty user message, capped content', () => {
    const ok = {
      messages: [
        { role: 'assistant', content: 'Hi!' },
        { role: 'user', content: 'Rates?' },
      ],
    };
    expect(chatRequestSchema.safeParse(ok).success).toBe(true);
    expect(chatRequestSchema.safeParse({ messages: [] }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ messages: [{ role: 'user', content: '  ' }] }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ messages: [{ role: 'system', content: 'x' }] }).success).toBe(false);
    expect(
      chatRequestSchema.safeParse({ messages: Array(51).fill({ role: 'user', content: 'x' }) }).success,
    ).toBe(false);
    expect(
      chatRequestSchema.safeParse({ messages: [{ role: 'user', content: 'x'.repeat(8001) }] }).success,
    ).toBe(false);
  });

  it('page views name an agent', () => {
    expect(pageViewEventSchema.safeParse({ event_type: 'page_view', agent_id: 'agent_1' }).success).toBe(
      true,
    );
    expect(pageViewEventSchema.safeParse({ event_type: 'click', agent_id: 'agent_1' }).success).toBe(false);
    expect(pageViewEventSchema.safeParse({ event_type: 'page_view', agent_id: 'a/b' }).success).toBe(false);
  });

  it('news query strings are coerced with defaults', () => {
    expect(newsQuerySchema.parse({})).toEqual({ count: 10, page: 1 });
    expect(newsQuerySchema.parse({ count: '20', page: '3', search: 'rates' })).toEqual({
      count: 20,
      page: 3,
      search: 'rates',
    });
    expect(newsQuerySchema.safeParse({ count: '1000' }).success).toBe(false);
  });
});
