import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../functions/src/lib/mail';
import {
  DUPLICATE_WINDOW_DAYS,
  duplicateMatch,
  duplicateWindowStart,
} from '../../../functions/src/services/lead-export/duplicates';
import { type ExportDeps, exportLead } from '../../../functions/src/services/lead-export/export';
import { renderLeadEmail } from '../../../functions/src/services/lead-export/lead-email';
import { leadRecord } from '../web/support/fixtures';
import { recordingLogger } from './support';

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

describe('who hears of a duplicate in the CRM e-mail (issue 34, ADR 097)', () => {
  /** Sends lead-2, held by `agentId`, flagged as repeating lead-1, which `holder` holds now. */
  async function sent(agentId: string | null, holder: string | null | undefined) {
    const mail: MailMessage[] = [];
    const asked: string[] = [];
    const deps: ExportDeps = {
      claim: async () => ({
        state: 'claimed',
        lead: leadRecord({ id: 'lead-2', client_name: 'Pat Doe', agent_id: agentId }),
      }),
      release: async () => {},
      markExported: async () => {},
      agent: async (id) => ({
        name: 'Agent Two',
        crm_email: id === 'agent-2' ? 'two.crm@example.com' : null,
      }),
      flagDuplicate: async () => ({ id: 'lead-1', created_at: '2026-11-03T15:00:00.000Z', match: 'phone' }),
      leadHolder: async (id) => {
        asked.push(id);
        return holder;
      },
      send: async (message) => {
        mail.push(message);
      },
      crmEmail: 'crm@example.com',
      now: () => new Date('2026-11-21T15:00:00Z'),
      log: recordingLogger(),
    };
    expect(await exportLead('lead-2', deps)).toBe('sent');
    expect(mail).toHaveLength(1);
    return { to: mail[0]!.to, text: mail[0]!.text, asked };
  }

  it("to an agent's own CRM address: not when another agent, or nobody, holds the earlier lead", async () => {
    for (const holder of ['agent-1', null, undefined]) {
      const mail = await sent('agent-2', holder);
      expect(mail.to).toBe('two.crm@example.com');
      expect(mail.text).not.toContain('Possible duplicate');
      expect(mail.text).not.toContain('lead-1');
      expect(mail.asked).toEqual(['lead-1']);
    }
  });

  it("to an agent's own CRM address: when that agent holds the earlier lead now", async () => {
    const mail = await sent('agent-2', 'agent-2');
    expect(mail.text).toContain('Possible duplicate of a lead received on');
  });

  it("to the brokerage's CRM (an unassigned lead, an agent without an address of its own): always", async () => {
    for (const agentId of [null, 'agent-3']) {
      const mail = await sent(agentId, 'agent-1');
      expect(mail.to).toBe('crm@example.com');
      expect(mail.text).toContain('Possible duplicate of a lead received on');
      expect(mail.asked).toEqual([]);
    }
  });
});
