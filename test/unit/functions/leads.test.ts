import { calculationsForQuote, leadRequestSchema } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../functions/src/lib/errors';
import {
  buildLead,
  isBot,
  leadIdFor,
  requestHash,
  withoutClientCalculations,
} from '../../../functions/src/services/leads';

const context = { id: 'lead-1', now: '2026-11-21T15:00:00.000Z', agentId: null };
const quote = {
  type: 'rate_quote',
  client_name: 'Jamie',
  client_email: 'jamie@example.com',
  metadata: {
    price: 500_000,
    downPayment: 25_000,
    location: 'Ontario',
    amortization: 25,
    mortgageRate: 3.94,
    paymentFrequency: 'bi-weekly',
  },
};
const parse = (body: unknown) => leadRequestSchema.parse(withoutClientCalculations(body));

describe('leadIdFor', () => {
  it('derives the same UUID-shaped id from the same key, whatever its case', () => {
    const key = '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b';
    const id = leadIdFor(key);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(leadIdFor(key.toUpperCase())).toBe(id);
    expect(leadIdFor(` ${key} `)).toBe(id);
    expect(leadIdFor('3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7c')).not.toBe(id);
    // Not the key itself: a lead id does not reveal the browser's key.
    expect(id).not.toBe(key);
  });

  it('makes a random id without a key and refuses a key that is not a UUID', () => {
    expect(leadIdFor(undefined)).not.toBe(leadIdFor(undefined));
    for (const key of ['', 'abc', '3f1c2a9e8b7d4c6e9a1b2c3d4e5f6a7b', `${'a'.repeat(36)}`]) {
      expect(() => leadIdFor(key)).toThrow(ValidationError);
    }
  });
});

describe('buildLead', () => {
  it('keeps the page a form was sent from when it is a site path, and drops anything else without refusing the lead', () => {
    expect(buildLead(parse({ ...quote, page: '/agent/sarahchen' }), context).page).toBe('/agent/sarahchen');
    for (const page of [
      'https://evil.example/x',
      '//evil.example',
      '/rates?province=ON',
      'rates',
      '/a b',
      'x'.repeat(400),
    ]) {
      expect(buildLead(parse({ ...quote, page }), context).page, page).toBeNull();
    }
  });

  it('stores a quote with the server-computed calculations, status new and source mortgage_calculator', () => {
    const lead = buildLead(parse(quote), context);
    expect(lead).toEqual({
      id: 'lead-1',
      agent_id: null,
      client_name: 'Jamie',
      client_email: 'jamie@example.com',
      client_phone: null,
      type: 'rate_quote',
      source: 'mortgage_calculator',
      status: 'new',
      message: null,
      notes: null,
      metadata: { ...quote.metadata, calculations: calculationsForQuote(quote.metadata as never) },
      created_at: context.now,
      updated_at: null,
      page: null,
      // No language in the request: English (issue 20).
      language: 'en',
      // A quote is an inquiry: implied consent for six months (ADR 073).
      consent: {
        kind: 'implied',
        basis: 'inquiry',
        given_at: context.now,
        expires_at: '2027-05-21T15:00:00.000Z',
      },
    });
    // 5 % down on $500,000: a 4.0 % premium on the $475,000 loan.
    expect(lead.metadata?.calculations).toMatchObject({ cmhcInsurance: 19_000, totalMortgage: 494_000 });
  });

  it('drops client calculations before validation, so they can neither fail the request nor be stored', () => {
    const tampered = { ...quote, metadata: { ...quote.metadata, calculations: { monthlyPayment: 1 } } };
    expect(buildLead(parse(tampered), context)).toEqual(buildLead(parse(quote), context));
    // Other types keep strict validation of their metadata.
    const contact = withoutClientCalculations({ type: 'contact', metadata: { calculations: {} } });
    expect(contact).toEqual({ type: 'contact', metadata: { calculations: {} } });
    expect(withoutClientCalculations('text')).toBe('text');
    expect(withoutClientCalculations(null)).toBeNull();
  });

  it.each([
    [
      'application',
      { client_phone: '4165550101', message: 'Hi', metadata: { mortgage_amount: 300_000 } },
      'website',
      { mortgage_amount: 300_000, property_address: null },
    ],
    [
      'contact',
      { client_phone: '4165550101', message: 'Call me', consent: true, metadata: { postalCode: 'm5v 1a1' } },
      'contact_form',
      { phoneType: 'Mobile', postalCode: 'M5V 1A1', consent: true },
    ],
  ])('stores an %s with its source and metadata', (type, extra, source, metadata) => {
    const body = { type, client_name: 'Sam', client_email: 'sam@example.com', ...extra };
    const lead = buildLead(parse(body), { ...context, agentId: 'agent-1' });
    expect(lead).toMatchObject({ type, source, status: 'new', agent_id: 'agent-1', metadata });
    expect(lead.message).toBe(extra.message);
  });
});

describe('isBot and requestHash', () => {
  it('treats a filled honeypot as a bot, a blank one as a person', () => {
    expect(isBot({ website: 'http://x' })).toBe(true);
    expect(isBot({ website: '  ' })).toBe(false);
    expect(isBot({})).toBe(false);
  });

  it('fingerprints a request regardless of key order', () => {
    expect(requestHash({ a: 1, b: { c: 2, d: [1, 2] } })).toBe(requestHash({ b: { d: [1, 2], c: 2 }, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });
});

describe('numbers DynamoDB can store', () => {
  it('refuses what DynamoDB cannot store and stores a valid quote as given, with figures from what is stored', () => {
    for (const metadata of [
      { ...quote.metadata, mortgageRate: 5e-324 },
      { ...quote.metadata, price: 500_000.004 },
    ]) {
      expect(leadRequestSchema.safeParse({ ...quote, metadata }).success).toBe(false);
    }
    expect(
      leadRequestSchema.safeParse({
        type: 'application',
        client_name: 'Sam',
        client_email: 'sam@example.com',
        client_phone: '4165550101',
        metadata: { mortgage_amount: 1e-200 },
      }).success,
    ).toBe(false);
    const lead = buildLead(parse({ ...quote, metadata: { ...quote.metadata, price: 500_000.05 } }), context);
    expect(lead.metadata).toMatchObject({ price: 500_000.05, mortgageRate: 3.94 });
    const { calculations, ...inputs } = lead.metadata as Record<string, unknown>;
    expect(calculations).toEqual(calculationsForQuote(inputs as never));
  });
});
