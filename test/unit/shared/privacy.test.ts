import {
  ANONYMISED,
  adminMessages,
  anonymisedLeadFields,
  privacyContactQuerySchema,
  privacyDaysLeft,
  privacyDueOn,
  privacyRequestCreateSchema,
  QUOTE_DEFAULTS,
  retentionHold,
} from '@maplestone/shared';
import { describe, expect, it } from 'vitest';

/** Privacy requests (ADR 072): the pure rules. */

describe('anonymisedLeadFields', () => {
  const now = '2026-11-23T12:00:00.000Z';
  /** The metadata's figures (a quote with the dialog's defaults): all that anonymisation keeps of it. */
  const figures = {
    price: 600_000,
    downPayment: 60_000,
    ...QUOTE_DEFAULTS,
    calculations: { cmhcInsurance: 16_740, totalMortgage: 556_740, monthlyPayment: 2904.79 },
    mortgage_amount: 450_000,
  };

  it('replaces the name, clears contact details, message and notes, keeps only the figures of the metadata', () => {
    const fields = anonymisedLeadFields(
      {
        metadata: {
          ...figures,
          property_address: '12 King St W, Toronto',
          postalCode: 'M5V 2T6',
          phoneType: 'Mobile',
          // A field added later, free text: it goes too.
          referrer_note: 'my neighbour Pat, pat@example.com',
        },
      },
      now,
    );
    expect(fields).toEqual({
      client_name: ANONYMISED,
      client_email: null,
      client_phone: null,
      message: null,
      notes: null,
      metadata: figures,
      anonymised_at: now,
      updated_at: now,
    });
  });

  it('leaves type, source, status, agent and dates alone: they are not among the fields it sets', () => {
    const fields = anonymisedLeadFields({ metadata: null }, now);
    expect(fields.metadata).toBeNull();
    for (const kept of ['id', 'type', 'source', 'status', 'agent_id', 'created_at', 'first_contacted_at'])
      expect(fields).not.toHaveProperty(kept);
  });
});

describe('retentionHold (FINTRAC: five years)', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  const lead = (
    id: string,
    type: 'application' | 'rate_quote' | 'contact',
    created_at: string,
    chat = false,
  ) => ({
    id,
    type,
    source: chat
      ? ('AI Chatbot' as const)
      : type === 'application'
        ? ('website' as const)
        : ('contact_form' as const),
    created_at,
  });
  /** The hold that application 'a' puts on a lead, until the given time. */
  const heldBy = (reason: 'application' | 'applicant', until: string) => ({
    reason,
    until,
    application_id: 'a',
  });

  it('holds an application younger than five years until its fifth anniversary', () => {
    const application = lead('a', 'application', '2024-03-01T10:00:00.000Z');
    expect(retentionHold(application, [application], now)).toEqual(
      heldBy('application', '2029-03-01T10:00:00.000Z'),
    );
  });

  it("holds the same person's other leads until the earlier of their own and the application's fifth year", () => {
    const application = lead('a', 'application', '2024-03-01T10:00:00.000Z');
    const earlier = lead('q', 'rate_quote', '2023-01-15T10:00:00.000Z');
    const later = lead('c', 'contact', '2025-06-01T10:00:00.000Z');
    const all = [earlier, application, later];
    expect(retentionHold(earlier, all, now)).toEqual(heldBy('applicant', '2028-01-15T10:00:00.000Z'));
    expect(retentionHold(later, all, now)).toEqual(heldBy('applicant', '2029-03-01T10:00:00.000Z'));
  });

  it('holds nothing five years after the application, nor a lead older than five years, nor without an application', () => {
    const old = lead('a', 'application', '2021-11-23T11:59:59.000Z');
    const recent = lead('q', 'rate_quote', '2026-01-01T00:00:00.000Z');
    expect(retentionHold(old, [old, recent], now)).toBeNull();
    expect(retentionHold(recent, [old, recent], now)).toBeNull();
    const application = lead('b', 'application', '2026-01-01T00:00:00.000Z');
    const ancient = lead('x', 'contact', '2020-01-01T00:00:00.000Z');
    expect(retentionHold(ancient, [ancient, application], now)).toBeNull();
    expect(retentionHold(recent, [recent], now)).toBeNull();
  });

  it('does not count a chat lead (stored as an application) as a mortgage application', () => {
    const chat = lead('v', 'application', '2026-10-01T00:00:00.000Z', true);
    const quote = lead('q', 'rate_quote', '2026-10-02T00:00:00.000Z');
    expect(retentionHold(chat, [chat, quote], now)).toBeNull();
    expect(retentionHold(quote, [chat, quote], now)).toBeNull();
  });
});

describe('due dates (PIPEDA: 30 days)', () => {
  it('is 30 calendar days after the day received, across months and years', () => {
    expect(privacyDueOn('2026-11-23')).toBe('2026-12-23');
    expect(privacyDueOn('2026-12-15')).toBe('2027-01-14');
    expect(privacyDueOn('2028-02-10')).toBe('2028-03-11');
  });

  it('counts the days left, negative once overdue', () => {
    expect(privacyDaysLeft('2026-12-23', '2026-11-23')).toBe(30);
    expect(privacyDaysLeft('2026-12-23', '2026-12-23')).toBe(0);
    expect(privacyDaysLeft('2026-12-23', '2026-12-26')).toBe(-3);
  });
});

describe('privacy inputs', () => {
  it('needs an e-mail or a phone, each well formed', () => {
    const refused = privacyContactQuerySchema.safeParse({ email: '', phone: '' });
    expect(refused.error?.issues[0]?.message).toBe(adminMessages.privacy.contactRequired);
    expect(privacyContactQuerySchema.safeParse({ email: 'nope' }).success).toBe(false);
    expect(privacyContactQuerySchema.safeParse({ phone: '555' }).success).toBe(false);
    expect(privacyContactQuerySchema.parse({ phone: '+1 (416) 555-0100' })).toEqual({
      phone: '+1 (416) 555-0100',
    });
  });

  it('refuses a request received in the future', () => {
    const parsed = privacyRequestCreateSchema.safeParse({
      email: 'a@example.com',
      kind: 'access',
      received_on: '2999-01-01',
    });
    expect(parsed.error?.issues[0]?.message).toBe(adminMessages.privacy.receivedInFuture);
  });
});
