import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { CONSENT_TEXTS, chatTranscript, consentForNewLead, type Lead } from '@maplestone/shared';
import type { DynamoDBRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../functions/src/lib/html';
import { headerSafe, type MailMessage, mailer } from '../../../functions/src/lib/mail';
import {
  type ClaimResult,
  type ExportDeps,
  exportLeadBatch,
} from '../../../functions/src/services/lead-export/export';
import { renderLeadEmail } from '../../../functions/src/services/lead-export/lead-email';
import { plain } from '../../support/french';
import { recordingLogger } from './support';

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  id: 'lead-1',
  agent_id: null,
  client_name: 'Jane Doe',
  client_email: 'jane@example.com',
  client_phone: '416-555-0100',
  type: 'application',
  source: 'website',
  status: 'new',
  message: 'Hello',
  notes: null,
  metadata: { mortgage_amount: 450000, property_address: '12 King St W' },
  created_at: '2026-11-21T15:00:00.000Z',
  updated_at: null,
  ...overrides,
});

const record = (id: string, seq: string): DynamoDBRecord => ({
  eventName: 'INSERT',
  dynamodb: { SequenceNumber: seq, NewImage: { _et: { S: 'lead' }, id: { S: id } } },
});

function fakeDeps(
  options: { failSendFor?: Set<string>; states?: Record<string, ClaimResult['state']> } = {},
) {
  const sent: MailMessage[] = [];
  const exported = new Map<string, string>();
  const released: string[] = [];
  const deps: ExportDeps = {
    claim: async (id) => {
      const state = options.states?.[id] ?? (exported.has(id) ? 'exported' : 'claimed');
      return state === 'claimed'
        ? { state, lead: { ...lead({ id, client_name: `Client ${id}` }) } }
        : { state };
    },
    release: async (id) => {
      released.push(id);
    },
    markExported: async (id, to) => {
      exported.set(id, to);
    },
    agent: async (id) =>
      id === 'agent-1' ? { name: 'Sarah Chen', crm_email: 'sarah.crm@example.com' } : undefined,
    send: async (message) => {
      if ([...(options.failSendFor ?? [])].some((id) => message.subject.includes(`Client ${id}`)))
        throw new Error('ECONNREFUSED');
      sent.push(message);
    },
    crmEmail: 'crm@example.com',
    now: () => new Date('2026-11-21T15:00:00Z'),
    log: recordingLogger(),
  };
  return { deps, sent, exported, released };
}

describe('renderLeadEmail', () => {
  it('names type and client in the subject and lists every field', () => {
    const email = renderLeadEmail(lead());
    expect(email.subject).toBe('New lead: Mortgage application from Jane Doe');
    expect(email.text).toContain('Mortgage amount: $450,000.00');
    expect(email.text).toContain('Property address: 12 King St W');
    expect(email.text).toContain('Received: November 21, 2026 at 10:00 a.m. (Toronto time)');
    expect(email.text).toContain('Message:\nHello');
    expect(email.html).toContain('<th');
  });

  it('leaves out the figures a name-and-e-mail-only quote never gave (issue 35)', () => {
    const email = renderLeadEmail(
      lead({
        type: 'rate_quote',
        metadata: {
          price: 0,
          downPayment: 0,
          location: 'Ontario',
          calculations: { monthlyPayment: 0, totalMortgage: 0, cmhcInsurance: 0 },
        },
      }),
    );
    expect(email.text).toContain('Location: Ontario');
    expect(email.text).not.toMatch(/\$0\.00/);
  });

  it('writes the phone as staff read it, whatever way it was typed (issue 35)', () => {
    expect(renderLeadEmail(lead({ client_phone: '4165550100' })).text).toContain('Phone: (416) 555-0100');
    expect(renderLeadEmail(lead({ client_phone: '+44 20 7946 0958' })).text).toContain(
      'Phone: +44 20 7946 0958',
    );
  });

  it('escapes everything in the HTML part and keeps the subject on one line', () => {
    const email = renderLeadEmail(
      lead({
        client_name: 'Eve\r\nBcc: x@evil.example <img src=x onerror=alert(1)>',
        message: '"quoted" & <b>',
      }),
    );
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('&quot;quoted&quot; &amp; &lt;b&gt;');
    expect(escapeHtml(`<'&">`)).toBe('&lt;&#39;&amp;&quot;&gt;');
    expect(headerSafe('a\r\nb')).toBe('a b');
  });

  it('prints a chatbot lead’s transcript, and unreadable notes as they are', () => {
    const notes = JSON.stringify({
      source: 'AI Chatbot',
      conversation: [{ role: 'user', content: 'Hi <there>' }],
    });
    expect(chatTranscript(notes)).toEqual([{ role: 'user', content: 'Hi <there>' }]);
    const chat = renderLeadEmail(lead({ source: 'AI Chatbot', notes }));
    expect(chat.subject).toBe('New lead: Mortgage application via AI Chatbot from Jane Doe');
    expect(chat.text).toContain('Chat transcript:\nClient: Hi <there>');
    expect(chat.html).toContain('Hi &lt;there&gt;');
    expect(renderLeadEmail(lead({ notes: 'called twice' })).text).toContain('Notes:\ncalled twice');
  });
});

describe('renderLeadEmail of a French lead (issue 20)', () => {
  const given = '2026-11-21T15:00:00.000Z';
  const french = (overrides: Partial<Lead> = {}) =>
    lead({ language: 'fr', consent: consentForNewLead('contact', given, 'fr'), ...overrides });

  it('is written in French: subject, labels, consent, fr-CA money, dates and rates', () => {
    const email = renderLeadEmail(
      french({
        type: 'rate_quote',
        metadata: {
          price: 600_000,
          location: 'Quebec',
          amortization: 25,
          mortgageRate: 4.79,
          paymentFrequency: 'bi-weekly',
          calculations: { cmhcInsurance: 21_600, totalMortgage: 561_600, monthlyPayment: 3_201.5 },
        },
      }),
    );
    expect(email.subject).toBe('Nouvelle piste\u00a0: Soumission de taux (achat) de Jane Doe');
    expect(email.text.split('\n')[0]).toBe('Maplestone Mortgage\u00a0: nouvelle piste');
    const lines = plain(email.text).split('\n');
    for (const line of [
      'Nom du client : Jane Doe',
      'Courriel : jane@example.com',
      'Statut : Nouvelle',
      'Courtier : Non assignée',
      'Reçue : 21 novembre 2026 à 10 h 00 (heure de Toronto)',
      `Consentement : Consentement exprès (formulaire Nous joindre, 21 novembre 2026 à 10 h 00 (heure de Toronto), texte contact-2026-11-fr) : « ${CONSENT_TEXTS['contact-2026-11-fr']} »`,
      'Prix d’achat : 600 000,00 $',
      'Province : Québec',
      'Période d’amortissement : 25 ans',
      'Taux hypothécaire : 4,79 %',
      'Fréquence des versements : Aux deux semaines',
      'Assurance prêt hypothécaire (SCHL) : 21 600,00 $',
      'Versement mensuel : 3 201,50 $',
      'Message :',
    ])
      expect(lines).toContain(line);
    expect(email.text).not.toMatch(/Client name|Received|Purchase price|\$600/);
    expect(email.html).toContain('<html lang="fr-CA">');
    expect(email.html).toContain('<h2 style="font-size:16px">Message</h2>');
  });

  it('says a duplicate, an implied consent, an estimate and a chat in French', () => {
    const notes = JSON.stringify({
      source: 'AI Chatbot',
      conversation: [{ role: 'user', content: 'Salut' }],
    });
    const email = renderLeadEmail(
      french({
        source: 'AI Chatbot',
        notes,
        consent: consentForNewLead('rate_quote', given),
        duplicate_of: { id: 'lead-0', created_at: '2026-11-20T15:00:00.000Z', match: 'email' },
        metadata: {
          estimate: {
            calculator: 'land_transfer_tax',
            province: 'QC',
            city: 'montreal',
            price: 500_000,
            firstTimeBuyer: true,
            figures: { available: true, provincial: 5_000, municipal: 100, rebate: 0, total: 5_100 },
          },
        },
      }),
    );
    expect(email.subject).toBe(
      'Nouvelle piste\u00a0: Demande de prêt hypothécaire de Jane Doe (agent conversationnel IA)',
    );
    const text = plain(email.text);
    expect(text).toContain(
      'Consentement : Consentement tacite (demande de renseignements) jusqu’au 21 mai 2027',
    );
    expect(text).toContain(
      'Doublon : Doublon possible d’une piste reçue le 20 novembre 2026 à 10 h 00 (heure de Toronto) (même courriel; identifiant de la piste : lead-0)',
    );
    expect(text).toContain('Calculatrice : Droits de mutation immobilière');
    expect(text).toContain('Premier acheteur : Oui');
    expect(text).toContain('Droits de mutation à payer : 5 100,00 $');
    expect(text).toContain('Transcription du clavardage :\nClient : Salut');
  });

  it('stays in English for an English lead, one from before issue 20 and an unknown language', () => {
    const english = renderLeadEmail(lead());
    expect(renderLeadEmail(lead({ language: 'en' }))).toEqual(english);
    expect(renderLeadEmail(lead({ language: 'de' as never }))).toEqual(english);
    expect(english.subject).toBe('New lead: Mortgage application from Jane Doe');
    expect(english.html).toContain('<!doctype html><html><body');
  });
});

describe('exportLeadBatch', () => {
  it('sends each new lead once and skips exported ones', async () => {
    const { deps, sent, exported } = fakeDeps();
    const first = await exportLeadBatch([record('a', '1'), record('b', '2')], deps);
    expect(first).toEqual({ batchItemFailures: [], sent: 2 });
    const again = await exportLeadBatch([record('a', '1'), record('b', '2')], deps);
    expect(again).toEqual({ batchItemFailures: [], sent: 0 });
    expect(sent).toHaveLength(2);
    expect(exported.get('a')).toBe('crm@example.com');
  });

  it('reports the first failed send and every later record, and gives the lease back', async () => {
    const { deps, sent, released } = fakeDeps({ failSendFor: new Set(['b']) });
    const answer = await exportLeadBatch([record('a', '1'), record('b', '2'), record('c', '3')], deps);
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: '2' }, { itemIdentifier: '3' }]);
    // c went out alongside a; on the retry it is already exported and is not sent again.
    expect(sent.map((m) => m.subject).sort()).toEqual([
      'New lead: Mortgage application from Client a',
      'New lead: Mortgage application from Client c',
    ]);
    expect(released).toEqual(['b']);
    const retry = await exportLeadBatch([record('b', '2'), record('c', '3')], {
      ...deps,
      send: async (m) => void sent.push(m),
    });
    expect(retry.batchItemFailures).toEqual([]);
    expect(sent).toHaveLength(3);
  });

  it('retries a lead another delivery is sending, and skips deleted leads and unreadable records', async () => {
    const { deps } = fakeDeps({ states: { busy: 'busy', gone: 'missing' } });
    const answer = await exportLeadBatch(
      [{ eventName: 'INSERT', dynamodb: { SequenceNumber: '0' } }, record('gone', '1'), record('busy', '2')],
      deps,
    );
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: '2' }], sent: 0 });
  });
});

describe('mailer', () => {
  const ses = mockClient(SESv2Client);
  afterEach(() => ses.reset());

  it('sends through SES v2 when SES_FROM_ADDRESS is set', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    await mailer({ SES_FROM_ADDRESS: 'leads@maplestone.example', STAGE: 'prod' }).send({
      to: 'crm@example.com',
      subject: 'New lead:\nX',
      text: 'plain',
      html: '<p>html</p>',
      replyTo: 'jane@example.com',
    });
    const input = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(input).toMatchObject({
      FromEmailAddress: 'leads@maplestone.example',
      Destination: { ToAddresses: ['crm@example.com'] },
      ReplyToAddresses: ['jane@example.com'],
      Content: {
        Simple: {
          Subject: { Data: 'New lead: X' },
          Body: { Text: { Data: 'plain' }, Html: { Data: '<p>html</p>' } },
        },
      },
    });
  });

  it('uses SMTP locally and fails fast without any transport configured', () => {
    expect(mailer({ SMTP_URL: 'smtp://127.0.0.1:1025' }).kind).toBe('smtp');
    expect(() => mailer({ STAGE: 'prod' })).toThrow(/SES_FROM_ADDRESS/);
  });
});
