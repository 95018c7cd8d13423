import {
  applicationLeadRequestSchema,
  calculationsForQuote,
  contactFormSchema,
  contactLeadRequestSchema,
  leadRequestSchema,
  leadSchema,
  newsletterRequestSchema,
  QUOTE_DEFAULTS,
  quoteLeadRequestSchema,
  toContactLeadRequest,
} from '@maplestone/shared';
import { describe, expect, it } from 'vitest';

const quote = {
  type: 'rate_quote',
  client_name: 'Jane Doe',
  client_email: 'jane@example.com',
  metadata: {
    price: 500_000,
    downPayment: 50_000,
    location: 'Ontario',
    amortization: 25,
    mortgageRate: 3.94,
    paymentFrequency: 'monthly',
  },
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('quoteLeadRequestSchema', () => {
  it('accepts the quote dialog body, trimming and reading "none" as unassigned', () => {
    const parsed = quoteLeadRequestSchema.parse({
      ...quote,
      client_name: '  Jane Doe ',
      agent_id: 'none',
      client_phone: '',
    });
    expect(parsed.client_name).toBe('Jane Doe');
    expect(parsed.agent_id).toBeNull();
    expect(parsed.client_phone).toBeNull();
    expect(quoteLeadRequestSchema.parse({ ...quote, type: 'refinance', agent_id: 'agent_01' }).agent_id).toBe(
      'agent_01',
    );
  });

  it('accepts name and email alone: the figures read as 0, the rest takes the dialog defaults', () => {
    const parsed = quoteLeadRequestSchema.parse({
      type: 'rate_quote',
      client_name: 'Jane Doe',
      client_email: 'jane@example.com',
    });
    expect(parsed.metadata).toEqual({ price: 0, downPayment: 0, ...QUOTE_DEFAULTS });
    expect(calculationsForQuote(parsed.metadata)).toEqual({
      cmhcInsurance: 0,
      totalMortgage: 0,
      monthlyPayment: 0,
      paymentPerPeriod: 0,
    });
    // Empty figures from the dialog (absent or null) are 0 too; a down payment without a price is kept.
    const partial = quoteLeadRequestSchema.parse({
      ...quote,
      metadata: { ...quote.metadata, price: null, downPayment: 20_000 },
    });
    expect(partial.metadata).toMatchObject({ price: 0, downPayment: 20_000 });
  });

  it.each([
    ['missing name', { client_name: undefined }],
    ['blank name', { client_name: '   ' }],
    ['missing email', { client_email: undefined }],
    ['empty email', { client_email: '' }],
  ])('%s → "Please fill in all required fields"', (_, override) => {
    const result = quoteLeadRequestSchema.safeParse({ ...quote, ...override });
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toEqual(['Please fill in all required fields']);
  });

  it('rejects a malformed email with a clear message', () => {
    expect(messagesOf(quoteLeadRequestSchema.safeParse({ ...quote, client_email: 'jane@' }))).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it('rejects unknown fields and client-sent calculations', () => {
    expect(quoteLeadRequestSchema.safeParse({ ...quote, status: 'closed' }).success).toBe(false);
    const withCalc = { ...quote, metadata: { ...quote.metadata, calculations: { monthlyPayment: 1 } } };
    expect(quoteLeadRequestSchema.safeParse(withCalc).success).toBe(false);
  });

  it.each([
    ['NaN price', { price: Number.NaN }, 'Please enter a valid number'],
    ['Infinity price', { price: Number.POSITIVE_INFINITY }, 'Please enter a valid number'],
    ['negative price', { price: -1 }, 'Please enter a number of 0 or more'],
    ['absurd price', { price: 100_000_001 }, 'Please enter a number no greater than 100,000,000'],
    ['price as text', { price: '500000' }, 'Please enter a valid number'],
    ['negative down payment', { downPayment: -5 }, 'Please enter a number of 0 or more'],
    [
      'down payment above price',
      { downPayment: 600_000 },
      'Down payment cannot be more than the purchase price',
    ],
    ['rate above 25 %', { mortgageRate: 25.01 }, 'Rate must be between 0 and 25%'],
    ['negative rate', { mortgageRate: -0.1 }, 'Rate must be between 0 and 25%'],
    ['amortization 22', { amortization: 22 }, 'Please choose an amortization of 15, 20, 25 or 30 years'],
    ['province outside the dialog', { location: 'Yukon' }, 'Please fill in all required fields'],
    ['weekly frequency', { paymentFrequency: 'weekly' }, 'Please fill in all required fields'],
  ])('%s is rejected: %s', (_, override, message) => {
    const result = quoteLeadRequestSchema.safeParse({
      ...quote,
      metadata: { ...quote.metadata, ...override },
    });
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toContain(message);
  });

  it('accepts the boundaries: 0 and $100,000,000, 0 % and 25 %, each amortization choice', () => {
    for (const meta of [
      { price: 0, downPayment: 0 },
      { price: 100_000_000, downPayment: 100_000_000 },
      { mortgageRate: 0 },
      { mortgageRate: 25 },
      { amortization: 15 },
      { amortization: 30 },
      { paymentFrequency: 'bi-weekly' },
    ]) {
      expect(
        quoteLeadRequestSchema.safeParse({ ...quote, metadata: { ...quote.metadata, ...meta } }).success,
      ).toBe(true);
    }
  });

  it('caps every string and accepts the honeypot', () => {
    expect(quoteLeadRequestSchema.safeParse({ ...quote, client_name: 'x'.repeat(101) }).success).toBe(false);
    expect(
      quoteLeadRequestSchema.safeParse({ ...quote, client_email: `${'x'.repeat(250)}@example.com` }).success,
    ).toBe(false);
    expect(quoteLeadRequestSchema.safeParse({ ...quote, website: '' }).success).toBe(true);
    expect(quoteLeadRequestSchema.safeParse({ ...quote, website: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('applicationLeadRequestSchema', () => {
  const application = {
    type: 'application',
    client_name: 'Ali Khan',
    client_email: 'ali@example.com',
    client_phone: '416-555-0134',
  };

  it('needs name, email and phone; the rest is optional', () => {
    const parsed = applicationLeadRequestSchema.parse({
      ...application,
      metadata: { mortgage_amount: 450_000, property_address: '1 Main St' },
      message: '',
    });
    expect(parsed.message).toBeNull();
    expect(parsed.metadata?.mortgage_amount).toBe(450_000);
    expect(
      messagesOf(applicationLeadRequestSchema.safeParse({ ...application, client_phone: undefined })),
    ).toEqual(['Please fill in all required fields']);
    expect(
      messagesOf(applicationLeadRequestSchema.safeParse({ ...application, client_phone: 'call me' })),
    ).toEqual(['Please enter a valid phone number']);
  });

  it('rejects absurd amounts', () => {
    expect(
      applicationLeadRequestSchema.safeParse({ ...application, metadata: { mortgage_amount: 1e12 } }).success,
    ).toBe(false);
  });
});

describe('contact form and request', () => {
  const form = {
    first_name: 'Marie',
    last_name: 'Tremblay',
    client_email: 'marie@example.com',
    client_phone: '(514) 555-0100',
    message: 'Please call me about renewing.',
    consent: true,
  };

  it.each([
    ['missing', undefined],
    ['false', false],
  ])('consent %s → "Please consent to receiving communications"', (_, consent) => {
    const result = contactFormSchema.safeParse({ ...form, consent });
    expect(messagesOf(result)).toEqual(['Please consent to receiving communications']);
  });

  it('turns the form into the lead request with client_name and metadata', () => {
    const parsedForm = contactFormSchema.parse({ ...form, postalCode: 'h2x 1y4' });
    expect(parsedForm.phoneType).toBe('Mobile');
    const request = contactLeadRequestSchema.parse(toContactLeadRequest(parsedForm));
    expect(request).toMatchObject({
      type: 'contact',
      client_name: 'Marie Tremblay',
      consent: true,
      metadata: { phoneType: 'Mobile', postalCode: 'H2X 1Y4' },
    });
  });

  it('needs the comments and a phone type of the three', () => {
    const request = toContactLeadRequest(contactFormSchema.parse(form));
    expect(contactLeadRequestSchema.safeParse({ ...request, message: ' ' }).success).toBe(false);
    expect(contactLeadRequestSchema.safeParse({ ...request, metadata: { phoneType: 'Fax' } }).success).toBe(
      false,
    );
    expect(contactLeadRequestSchema.safeParse({ ...request, consent: false }).success).toBe(false);
  });
});

describe('leadRequestSchema', () => {
  it('dispatches on type', () => {
    expect(leadRequestSchema.parse(quote).type).toBe('rate_quote');
    expect(leadRequestSchema.safeParse({ ...quote, type: 'spam' }).success).toBe(false);
    expect(
      leadRequestSchema.parse({
        type: 'application',
        client_name: 'A',
        client_email: 'a@b.co',
        client_phone: '4165550134',
      }).type,
    ).toBe('application');
  });
});

describe('newsletter and stored leads', () => {
  it('newsletter takes an email (and the honeypot) only', () => {
    expect(newsletterRequestSchema.parse({ email: ' a@b.co ' }).email).toBe('a@b.co');
    expect(newsletterRequestSchema.safeParse({ email: 'a@b.co', name: 'x' }).success).toBe(false);
    expect(messagesOf(newsletterRequestSchema.safeParse({}))).toEqual(['Please fill in all required fields']);
  });

  it('reads a stored chat lead with no email', () => {
    const lead = leadSchema.parse({
      id: 'lead_1',
      agent_id: null,
      client_name: 'Unknown',
      client_email: null,
      client_phone: '(416) 555-0134',
      type: 'application',
      source: 'AI Chatbot',
      status: 'new',
      message: null,
      notes: '{"source":"AI Chatbot","conversation":[]}',
      metadata: null,
      created_at: '2025-01-02T03:04:05.000Z',
    });
    expect(lead.source).toBe('AI Chatbot');
  });
});

describe('calculationsForQuote', () => {
  it('recomputes the stored figures from the request metadata', () => {
    const request = quoteLeadRequestSchema.parse(quote);
    expect(calculationsForQuote(request.metadata)).toEqual({
      cmhcInsurance: 13_950,
      totalMortgage: 463_950,
      monthlyPayment: 2425.4,
      paymentPerPeriod: 2425.4,
    });
  });
});
