import { calculationsForQuote, QUOTE_DEFAULTS } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { describe, expect, it } from 'vitest';
import { dayOf } from '../../../functions/src/data/keys';
import { countIndex, leads, stats } from '../../../functions/src/data/repositories';
import { countersSettled } from '../../support/counters';
import { api } from '../../support/http';
import { applicationBody, contactBody, createdLead, newKey, post, quoteBody, viewer } from './support';

const leadCount = () => countIndex('GSI2', 'LEAD');
const SARAH = 'agent-sarah-chen';
const INACTIVE = 'agent-daniel-wright';

describe('POST /api/leads', () => {
  it('stores a purchase quote with status new, source mortgage_calculator and server-side figures', async () => {
    const body = quoteBody();
    const lead = await createdLead(body);
    expect(lead).toMatchObject({
      type: 'rate_quote',
      source: 'mortgage_calculator',
      status: 'new',
      agent_id: null,
      client_name: 'Jamie Test',
      client_email: 'jamie@example.com',
      client_phone: '(416) 555-0100',
      message: null,
      notes: null,
      metadata: { ...body.metadata, calculations: calculationsForQuote(body.metadata as never) },
    });
    expect(lead.metadata?.calculations?.cmhcInsurance).toBeGreaterThan(0);
    expect(Date.parse(lead.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores a quote with name and email only: every figure 0, the dialog defaults for the rest', async () => {
    const lead = await createdLead({
      type: 'rate_quote',
      client_name: 'Just Call Me',
      client_email: 'call@example.com',
    });
    expect(lead).toMatchObject({
      type: 'rate_quote',
      status: 'new',
      client_name: 'Just Call Me',
      client_email: 'call@example.com',
      client_phone: null,
      agent_id: null,
      metadata: {
        price: 0,
        downPayment: 0,
        ...QUOTE_DEFAULTS,
        calculations: { cmhcInsurance: 0, totalMortgage: 0, monthlyPayment: 0, paymentPerPeriod: 0 },
      },
    });
  });

  it('recomputes the calculations a client sends instead of trusting them', async () => {
    const body = quoteBody({ type: 'refinance' });
    const tampered = {
      ...body,
      metadata: { ...body.metadata, calculations: { cmhcInsurance: 0, totalMortgage: 1, monthlyPayment: 1 } },
    };
    const lead = await createdLead(tampered);
    expect(lead.type).toBe('refinance');
    expect(lead.metadata?.calculations).toEqual(calculationsForQuote(body.metadata as never));
    expect(lead.metadata?.calculations?.monthlyPayment).toBeGreaterThan(1000);
  });

  it('stores an application (source website) and a contact message (source contact_form, consent kept)', async () => {
    const application = await createdLead(applicationBody());
    expect(application).toMatchObject({
      type: 'application',
      source: 'website',
      status: 'new',
      agent_id: null,
      message: 'Looking to buy in spring.',
      metadata: { mortgage_amount: 450_000, property_address: '12 King St W, Toronto' },
    });
    const contact = await createdLead(contactBody({ agent_id: SARAH }));
    expect(contact).toMatchObject({
      type: 'contact',
      source: 'contact_form',
      status: 'new',
      agent_id: SARAH,
      message: 'Please call me about renewing.',
      metadata: { phoneType: 'Work', postalCode: 'H3B 4W8', consent: true },
    });
  });

  it('assigns an active agent and counts the lead for that agent and the day once the stream drains', async () => {
    const day = dayOf(new Date().toISOString());
    await countersSettled();
    const [agentBefore, dayBefore] = await Promise.all([stats.agentTotals(SARAH), stats.day(day)]);
    const lead = await createdLead(quoteBody({ agent_id: SARAH }));
    expect(lead.agent_id).toBe(SARAH);
    expect((await leads.listByAgent(SARAH)).map((l) => l.id)).toContain(lead.id);
    await countersSettled();
    const [agentAfter, dayAfter] = await Promise.all([stats.agentTotals(SARAH), stats.day(day)]);
    expect(agentAfter.leads).toBe(agentBefore.leads + 1);
    expect(dayAfter.leads).toBe(dayBefore.leads + 1);
    expect(dayAfter.leads_rate_quote).toBe((dayBefore.leads_rate_quote ?? 0) + 1);
  });

  it.each([
    ['none', 'none'],
    ['empty', ''],
    ['unknown', 'agent-nobody'],
    ['inactive', INACTIVE],
  ])('leaves the lead unassigned when the agent id is %s', async (_, agentId) => {
    const inactiveBefore = await stats.agentTotals(INACTIVE);
    const lead = await createdLead(applicationBody({ agent_id: agentId }));
    expect(lead.agent_id).toBeNull();
    expect((await leads.listByAgent(INACTIVE)).map((l) => l.id)).not.toContain(lead.id);
    await countersSettled();
    expect((await stats.agentTotals(INACTIVE)).leads).toBe(inactiveBefore.leads);
  });

  it('answers a retry with the same Idempotency-Key with the same id and writes nothing new', async () => {
    const key = newKey();
    const body = quoteBody({ agent_id: SARAH });
    const before = await leadCount();
    await countersSettled();
    const agentBefore = await stats.agentTotals(SARAH);
    const first = await post<{ id: string }>('/api/leads', body, { 'idempotency-key': key });
    const retries = await Promise.all(
      [1, 2, 3].map(() => post<{ id: string }>('/api/leads', body, { 'idempotency-key': key })),
    );
    expect(first.status).toBe(201);
    for (const retry of retries) expect(retry).toMatchObject({ status: 201, body: { id: first.body.id } });
    expect(await leadCount()).toBe(before + 1);
    await countersSettled();
    expect((await stats.agentTotals(SARAH)).leads).toBe(agentBefore.leads + 1);
  });

  it('refuses an Idempotency-Key reused for a different request (409) and one that is not a UUID (400)', async () => {
    const key = newKey();
    expect((await post('/api/leads', quoteBody(), { 'idempotency-key': key })).status).toBe(201);
    const before = await leadCount();
    const reused = await post('/api/leads', quoteBody({ client_name: 'Someone Else' }), {
      'idempotency-key': key,
    });
    expect(reused).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });
    const invalid = await post('/api/leads', quoteBody(), { 'idempotency-key': 'not-a-uuid' });
    expect(invalid).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', message: 'Idempotency-Key must be a UUID' } },
    });
    expect(await leadCount()).toBe(before);
  });

  it('answers a bot that fills the honeypot with 201 and a plausible id, and stores nothing', async () => {
    const before = await leadCount();
    const answer = await post<{ id: string }>('/api/leads', contactBody({ website: 'http://spam.example' }));
    expect(answer.status).toBe(201);
    expect(answer.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await leads.get(answer.body.id)).toBeUndefined();
    expect(await leadCount()).toBe(before);
  });

  it('rejects bad input with 400 and the catalogue text, writing nothing', async () => {
    const before = await leadCount();
    const cases: [unknown, string | RegExp][] = [
      [contactBody({ consent: false }), commonWords.consentMissing],
      [contactBody({ consent: undefined }), commonWords.consentMissing],
      [quoteBody({ client_name: '' }), commonWords.required],
      [quoteBody({ client_email: undefined }), commonWords.required],
      [quoteBody({ client_email: 'not-an-email' }), commonWords.invalidEmail],
      [applicationBody({ client_phone: undefined }), commonWords.required],
      [quoteBody({ client_name: 'x'.repeat(101) }), commonWords.tooLong(100)],
      [quoteBody({ metadata: { ...quoteBody().metadata, price: '600000' } }), commonWords.invalidNumber],
      [
        quoteBody({ metadata: { ...quoteBody().metadata, amortization: 22 } }),
        commonWords.amortizationChoice,
      ],
      [
        quoteBody({ metadata: { ...quoteBody().metadata, downPayment: 700_000 } }),
        commonWords.downPaymentExceedsPrice,
      ],
      [quoteBody({ status: 'closed' }), /./],
      [quoteBody({ type: 'chat' }), /./],
      [{ ...contactBody(), source: 'AI Chatbot' }, /./],
      [[], /./],
      ['lead', /./],
      [null, /./],
    ];
    for (const [body, message] of cases) {
      const answer = await post<{ error: { code: string; message: string } }>('/api/leads', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
      expect(answer.body.error.message).toMatch(message);
    }
    expect(await leadCount()).toBe(before);
  });

  it('rejects invalid JSON, a wrong content type and a missing body with 400', async () => {
    const before = await leadCount();
    const headers = viewer();
    const invalidJson = await api('POST', '/api/leads', {
      rawBody: '{"type": "contact",',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(invalidJson).toMatchObject({ status: 400, body: { error: { code: 'invalid_json' } } });
    const formEncoded = await api('POST', '/api/leads', {
      rawBody: 'type=contact&client_name=x',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(formEncoded).toMatchObject({ status: 400, body: { error: { code: 'unsupported_media_type' } } });
    const empty = await api('POST', '/api/leads', { headers });
    expect(empty.status).toBe(400);
    expect(await leadCount()).toBe(before);
  });

  it('limits each client to its per-minute quota with 429 and Retry-After', async () => {
    const headers = viewer();
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof post>> | undefined;
    // 21 requests span at most two fixed windows of 10, so one of them must be refused.
    while (!limited && statuses.length < 21) {
      const answer = await post('/api/leads', applicationBody(), headers);
      statuses.push(answer.status);
      if (answer.status === 429) limited = answer;
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(limited).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
    const retryAfter = Number(limited!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another client is not affected.
    expect((await post('/api/leads', applicationBody())).status).toBe(201);
  });
});
