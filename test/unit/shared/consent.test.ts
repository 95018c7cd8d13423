import {
  addMonths,
  CONSENT_TEXTS,
  CONTACT_CONSENT_VERSION,
  consentForNewLead,
  consentState,
  IMPLIED_CONSENT_MONTHS,
  leadConsentSchema,
} from '@maplestone/shared';
import { describe, expect, it } from 'vitest';

describe('the consent a new lead records (CASL, ADR 073)', () => {
  const at = '2026-11-05T14:30:00.000Z';

  it('records the contact form as express consent, with the exact wording shown and its version', () => {
    const consent = consentForNewLead('contact', at);
    expect(consent).toEqual({
      kind: 'express',
      text_version: 'contact-2025-01',
      text: 'I consent to receiving communications from Maplestone Mortgage and its brokers about my enquiry. You can unsubscribe at any time.',
      given_at: at,
    });
    expect(consent).toMatchObject({ text: CONSENT_TEXTS[CONTACT_CONSENT_VERSION] });
    expect(leadConsentSchema.parse(consent)).toEqual(consent);
  });

  it.each(['rate_quote', 'refinance', 'application'] as const)(
    'records a %s as an inquiry: implied consent for six months',
    (type) => {
      const consent = consentForNewLead(type, at);
      expect(consent).toEqual({
        kind: 'implied',
        basis: 'inquiry',
        given_at: at,
        expires_at: '2027-05-05T14:30:00.000Z',
      });
      expect(leadConsentSchema.parse(consent)).toEqual(consent);
    },
  );

  it.each([
    ['2026-11-05T14:30:00.000Z', 6, '2027-05-05T14:30:00.000Z'],
    // The last day of a shorter month, not the first days of the next one.
    ['2026-08-31T10:00:00.000Z', 6, '2027-02-28T10:00:00.000Z'],
    ['2027-08-31T10:00:00.000Z', 6, '2028-02-29T10:00:00.000Z'],
    ['2026-12-31T23:59:59.999Z', 2, '2027-02-28T23:59:59.999Z'],
    ['2026-07-15T00:00:00.000Z', 6, '2027-01-15T00:00:00.000Z'],
  ])('%s plus %d months is %s', (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected);
  });

  it('says what the consent allows now: express, implied until its horizon, expired, withdrawn', () => {
    const implied = consentForNewLead('application', at);
    const express = consentForNewLead('contact', at);
    const dayBefore = new Date(Date.parse(addMonths(at, IMPLIED_CONSENT_MONTHS)) - 86_400_000);
    const dayAfter = new Date(Date.parse(addMonths(at, IMPLIED_CONSENT_MONTHS)) + 86_400_000);
    expect(consentState(implied, dayBefore)).toBe('implied');
    expect(consentState(implied, dayAfter)).toBe('expired');
    expect(consentState(express, dayAfter)).toBe('express');
    const actor = { id: 'u1', name: 'Sarah', role: 'agent' as const };
    expect(consentState({ ...express, withdrawn_at: at, withdrawn_by: actor }, dayBefore)).toBe('withdrawn');
    expect(consentState({ kind: 'unrecorded', withdrawn_at: at, withdrawn_by: actor })).toBe('withdrawn');
    expect(consentState(undefined)).toBeNull();
  });
});
