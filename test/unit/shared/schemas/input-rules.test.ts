import {
  adminBlogPostRequestSchema,
  agentAdminUpdateSchema,
  agentBlogPostRequestSchema,
  agentCreateRequestSchema,
  applicationLeadRequestSchema,
  chatRequestSchema,
  contactFormSchema,
  contactLeadRequestSchema,
  documentCreateRequestSchema,
  lenderRequestSchema,
  newsletterRequestSchema,
  newsQuerySchema,
  pageViewEventSchema,
  productRequestSchema,
  quoteLeadRequestSchema,
  rateCreateRequestSchema,
  rateUpdateRequestSchema,
  serviceRequestSchema,
  staffMessages,
  testimonialRequestSchema,
  uploadRequestSchema,
} from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';

/** What no stored free text may contain (ADR 060). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this test looks for
const FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/;
// Invisible ones only: line breaks (which become spaces in single-line text) are tested apart.
const HOSTILE = '\u202E\u0000\u2066\u001B\uFEFF\u009B';

/** A valid body for every write schema: each of its strings is then made hostile in turn. */
const samples: [string, z.ZodType, Record<string, unknown>][] = [
  [
    'quote lead',
    quoteLeadRequestSchema,
    {
      type: 'rate_quote',
      client_name: 'Jane Doe',
      client_email: 'jane@example.com',
      client_phone: '(416) 555-0100',
      metadata: { price: 500_000, downPayment: 50_000 },
    },
  ],
  [
    'application lead',
    applicationLeadRequestSchema,
    {
      type: 'application',
      client_name: 'Ali Khan',
      client_email: 'ali@example.com',
      client_phone: '416-555-0101',
      metadata: { mortgage_amount: 450_000, property_address: '12 King St W' },
      message: 'Spring\nplease',
    },
  ],
  [
    'contact lead',
    contactLeadRequestSchema,
    {
      type: 'contact',
      client_name: 'Casey Contact',
      client_email: 'casey@example.com',
      client_phone: '(514) 555-0102',
      message: 'Call me',
      consent: true,
      metadata: { phoneType: 'Work', postalCode: 'H3B 4W8' },
    },
  ],
  [
    'contact form',
    contactFormSchema,
    {
      first_name: 'Casey',
      last_name: 'Contact',
      client_email: 'casey@example.com',
      client_phone: '(514) 555-0102',
      postalCode: 'H3B 4W8',
      message: 'Call me',
      consent: true,
    },
  ],
  ['newsletter', newsletterRequestSchema, { email: 'news@example.com' }],
  [
    'agent edit',
    agentAdminUpdateSchema,
    {
      name: 'Sarah Chen',
      email: 'sarah@example.com',
      phone: '416 555 0100',
      bio: 'Ten years\nin Toronto',
      calendly_link: 'https://calendly.com/sarah',
      social_links: { facebook: 'https://facebook.com/sarah' },
      application_links: { apply: 'https://example.com/apply' },
      seo_settings: { meta_title: 'Sarah', meta_description: 'Broker', meta_keywords: 'mortgage' },
      headshot_url: 'agent-1/1700000000-photo.jpg',
      contact_details: { address: '1 Bay St\nToronto' },
    },
  ],
  [
    'new agent',
    agentCreateRequestSchema,
    { fullName: 'Nadia Roy', email: 'nadia@example.com', password: 'Secret-password-1' },
  ],
  ['testimonial', testimonialRequestSchema, { client_name: 'Happy Client', content: 'Great\nservice' }],
  ['lender', lenderRequestSchema, { name: 'Big Bank', logo_url: 'https://example.com/logo.png' }],
  [
    'admin post',
    adminBlogPostRequestSchema,
    {
      title: 'Rates today',
      slug: 'rates-today',
      excerpt: 'Short',
      content: 'Long\n\ttext',
      seo_settings: { description: 'About rates', keywords: 'rates' },
    },
  ],
  ['agent post', agentBlogPostRequestSchema, { title: 'My post', content: 'Body', excerpt: 'Teaser' }],
  [
    'product',
    productRequestSchema,
    { name: 'Bridge loan', description: 'Short term', content: 'Details', price: 199.99 },
  ],
  [
    'service',
    serviceRequestSchema,
    { name: 'Refinancing', description: 'Lower payments', content: 'Details', features: ['Fast', 'Free'] },
  ],
  [
    'document',
    documentCreateRequestSchema,
    {
      name: 'Licence',
      file_url: 'agent-1/1700000000-licence.pdf',
      file_size: 1000,
      mime_type: 'application/pdf',
    },
  ],
  [
    'upload',
    uploadRequestSchema,
    { kind: 'headshot', filename: 'me.jpg', content_type: 'image/jpeg', size: 1000 },
  ],
  ['chat', chatRequestSchema, { messages: [{ role: 'user', content: 'My name is Jane' }] }],
  ['page view', pageViewEventSchema, { event_type: 'page_view', agent_id: 'agent-1', path: '/agent/jane' }],
  ['news search', newsQuerySchema, { search: 'rates' }],
];

/** Every string leaf of a body, with its path (passwords are secrets, not text: never altered). */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return path.at(-1) === 'password' ? [] : [path];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      stringPaths(child, [...path, Array.isArray(value) ? Number(key) : key]),
    );
  }
  return [];
}

function withHostile(body: unknown, path: (string | number)[]): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  const text = parent[last] as string;
  const middle = Math.ceil(text.length / 2);
  parent[last] = `${HOSTILE}${text.slice(0, middle)}${HOSTILE}${text.slice(middle)}${HOSTILE}`;
  return copy;
}

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];

describe('every free-text field of every write schema (ADR 060)', () => {
  it.each(samples)('%s: control and bidi-override characters never get through', (_, schema, body) => {
    const clean = schema.parse(body);
    const paths = stringPaths(body);
    expect(paths.length).toBeGreaterThan(0);
    let cleaned = 0;
    for (const path of paths) {
      const result = schema.safeParse(withHostile(body, path));
      // Constrained fields (ids, slugs, enums) may refuse instead; free text reads as the clean text.
      if (!result.success) continue;
      cleaned++;
      for (const text of strings(result.data)) expect(text, path.join('.')).not.toMatch(FORBIDDEN);
      expect(result.data, path.join('.')).toEqual(clean);
    }
    expect(cleaned).toBeGreaterThan(0);
  });

  it('keeps line breaks in messages and post content, not in names', () => {
    const lead = contactLeadRequestSchema.parse({
      ...samples[2]![2],
      client_name: 'Casey\nContact',
      message: 'Line one\r\nLine two',
    });
    expect(lead).toMatchObject({ client_name: 'Casey Contact', message: 'Line one\nLine two' });
    expect(agentBlogPostRequestSchema.parse({ title: 'A\tB', content: 'x\n\ty' })).toMatchObject({
      title: 'A B',
      content: 'x\n\ty',
    });
  });

  it('leaves passwords exactly as typed', () => {
    const password = ' Secret\u202E-1234 ';
    expect(agentCreateRequestSchema.parse({ fullName: 'N', email: 'n@example.com', password }).password).toBe(
      password,
    );
  });

  it('a name made only of invisible characters is a missing name', () => {
    const result = quoteLeadRequestSchema.safeParse({ ...samples[0]![2], client_name: '\u202E\u0000 ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([commonWords.required]);
  });
});

const firstMessage = (schema: z.ZodType, body: unknown) => schema.safeParse(body).error?.issues[0]?.message;

describe('numbers: in range, with no more decimals than they need (ADR 061)', () => {
  const rate = { rate_type: 'fixed', term: '5 year', province: 'ON', posted_rate: 5 };

  it.each([
    ['a rate DynamoDB cannot store', 1e-131, commonWords.tooManyDecimals(3)],
    ['the smallest double', 5e-324, commonWords.tooManyDecimals(3)],
    ['a rate with 4 decimals', 3.9444, commonWords.tooManyDecimals(3)],
    ['a float artefact', 0.1 + 0.2, commonWords.tooManyDecimals(3)],
    ['a negative rate', -0.5, commonWords.outOfRange],
    ['a rate above 25 %', 25.5, commonWords.outOfRange],
  ])('refuses %s (%s) as a rate', (_, value, message) => {
    expect(firstMessage(rateCreateRequestSchema, { ...rate, our_rate: value })).toBe(message);
    expect(firstMessage(rateUpdateRequestSchema, { our_rate: value })).toBe(message);
  });

  it.each([0, 0.001, 0.29, 3.94, 4.125, 25])('accepts the rate %s', (value) => {
    expect(rateCreateRequestSchema.parse({ ...rate, our_rate: value }).our_rate).toBe(value);
  });

  it.each([
    ['an amount DynamoDB cannot store', 1e-131, staffMessages.products.priceStep],
    ['the smallest double', 5e-324, staffMessages.products.priceStep],
    ['a tenth of a cent', 1.005, staffMessages.products.priceStep],
    ['17 significant digits', 12345678.901234567, staffMessages.products.priceStep],
    ['an amount above $100,000,000', 1e21, commonWords.tooLarge(100_000_000)],
  ])('refuses %s (%s) as a product price', (_, price, message) => {
    expect(firstMessage(productRequestSchema, { name: 'P', price })).toBe(message);
  });

  it.each([
    ['price', 1e-131],
    ['downPayment', 5e-324],
    ['price', 500_000.001],
    ['mortgageRate', 3.9444],
  ])('refuses a quote whose %s is %s', (field, value) => {
    const result = quoteLeadRequestSchema.safeParse({
      ...samples[0]![2],
      metadata: { price: 500_000, downPayment: 50_000, [field]: value },
    });
    expect(result.success).toBe(false);
  });

  it('refuses an application amount DynamoDB cannot store, and accepts one to the cent', () => {
    const body = samples[1]![2];
    expect(
      firstMessage(applicationLeadRequestSchema, { ...body, metadata: { mortgage_amount: 1e-200 } }),
    ).toBe(commonWords.tooManyDecimals(2));
    expect(
      applicationLeadRequestSchema.parse({ ...body, metadata: { mortgage_amount: 450_000.29 } }).metadata,
    ).toMatchObject({ mortgage_amount: 450_000.29 });
  });

  it.each([
    [lenderRequestSchema, { name: 'L', display_order: 1e-131 }],
    [lenderRequestSchema, { name: 'L', display_order: 1e300 }],
    [testimonialRequestSchema, { client_name: 'C', content: 'x', rating: 4.5 }],
    [testimonialRequestSchema, { client_name: 'C', content: 'x', rating: 5e-324 }],
  ])('refuses a whole number that is not one, or out of range: %#', (schema, body) => {
    expect(schema.safeParse(body).success).toBe(false);
  });
});
