import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_WINDOW_DAYS,
  duplicateMatch,
  duplicateWindowStart,
} from '../../../functions/src/services/lead-export/duplicates';
import { renderLeadEmail } from '../../../functions/src/services/lead-export/lead-email';
import { leadRecord } from '../web/support/fixtures';

const contact = (client_email: string | null, client_phone: string | null) => ({
  client_email,
  client_phone,
});

describe('duplicate matching (ADR 073)', () => {
  it.each([
    [contact('Pat@Example.com ', null), contact('pat@example.com', '416-555-0100'), 'email'],
    [contact(null, '+1 (416) 555-0100'), contact('other@example.com', '416.555.0100'), 'phone'],
    [contact('pat@example.com', '4165550100'), contact('PAT@example.com', '1-416-555-0100'), 'both'],
    [contact('pat@example.com', '4165550100'), contact('sam@example.com', '4165550199'), null],
    [contact(null, null), contact(null, null), null],
    [contact('pat@example.com', 'no digits'), contact('sam@example.com', 'none here'), null],
  ])('%o against %o: %s', (lead, other, expected) => {
    expect(duplicateMatch(lead, other)).toBe(expected);
  });

  it('looks back 30 days from the lead’s arrival', () => {
    expect(DUPLICATE_WINDOW_DAYS).toBe(30);
    expect(duplicateWindowStart('2026-11-30T12:00:00.000Z')).toBe('2026-10-31T12:00:00.000Z');
  });
});

describe('the CRM e-mail of a flagged lead with its consent', () => {
  const lead = leadRecord({
    id: 'lead-2',
    agent_id: null,
    client_name: 'Pat Doe',
    client_email: 'pat@example.com',
    type: 'contact',
    source: 'contact_form',
    message: 'Hello',
    metadata: { phoneType: 'Mobile', postalCode: null, consent: true },
    created_at: '2026-11-21T15:00:00.000Z',
    updated_at: null,
  });

  it('says it is a possible duplicate of a lead received on a date, and the express consent with its wording', () => {
    const email = renderLeadEmail({
      ...lead,
      consent: {
        kind: 'express',
        text_version: 'contact-2025-01',
        text: 'I consent.',
        given_at: lead.created_at,
      },
      duplicate_of: { id: 'lead-1', created_at: '2026-11-03T15:00:00.000Z', match: 'email' },
    });
    expect(email.text).toContain(
      'Duplicate: Possible duplicate of a lead received on November 3, 2026 at 10:00 a.m. (Toronto time) (same e-mail; lead id lead-1)',
    );
    expect(email.text).toContain(
      'Consent: Express consent (contact form, November 21, 2026 at 10:00 a.m. (Toronto time), text contact-2025-01): "I consent."',
    );
    // The ticked box is the consent row above, not a second one.
    expect(email.text.match(/^Consent:/gm)).toHaveLength(1);
  });

  it('says an inquiry’s implied consent and its horizon, and nothing about duplicates when there is none', () => {
    const email = renderLeadEmail({
      ...lead,
      type: 'application',
      consent: {
        kind: 'implied',
        basis: 'inquiry',
        given_at: lead.created_at,
        expires_at: '2027-05-21T15:00:00.000Z',
      },
    });
    expect(email.text).toContain('Consent: Implied consent (inquiry) until May 21, 2027');
    expect(email.text).not.toContain('Possible duplicate');
  });
});
