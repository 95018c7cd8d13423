import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { dayOf } from '../../../functions/src/data/keys';
import { countIndex, stats } from '../../../functions/src/data/repositories';
import { countersSettled } from '../../support/counters';
import { applicationBody, contactBody, post } from './support';

/**
 * Random bodies against each POST route: whatever arrives, the answer is never a 5xx, and a rejected
 * request leaves nothing behind (counted on the partitions the route writes, before and after).
 * 50 runs of 20 concurrent requests = 1000 bodies per route; requests in a batch run in parallel.
 */
const RUNS = 50;
const BATCH = 20;
const ACTIVE_AGENTS = ['agent-sarah-chen', 'agent-marc-tremblay', 'agent-priya-patel'];

const agentId = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ACTIVE_AGENTS, 'agent-daniel-wright', 'none', '', null) },
  { weight: 1, arbitrary: fc.string({ maxLength: 70 }) },
);
const text = (valid: string) =>
  fc.oneof(
    { weight: 24, arbitrary: fc.constant(valid) },
    fc.string({ maxLength: 40 }),
    fc.string({ minLength: 5001, maxLength: 5100 }),
    fc.constant(''),
    fc.jsonValue(),
  );
const honeypot = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  fc.constantFrom('', 'http://spam.example'),
  fc.jsonValue(),
);

/** A body that starts valid, then maybe loses a field, gains one, or has one replaced by anything. */
function mutated(base: fc.Arbitrary<Record<string, unknown>>) {
  return fc
    .tuple(
      base,
      fc.constantFrom('keep', 'keep', 'keep', 'keep', 'drop', 'extra', 'replace'),
      fc.nat(),
      fc.jsonValue(),
      honeypot,
    )
    .map(([body, mutation, pick, value, website]) => {
      const fields = Object.keys(body);
      const field = fields[pick % fields.length]!;
      const next: Record<string, unknown> = { ...body };
      if (website !== undefined) next.website = website;
      if (mutation === 'drop') delete next[field];
      if (mutation === 'extra') next[`x_${pick % 7}`] = value;
      if (mutation === 'replace') next[field] = value;
      return next;
    });
}

const quoteMetadata = fc.record({
  price: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 600_000, max: 3_000_000 }) }, fc.jsonValue()),
  downPayment: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 0, max: 700_000 }) }, fc.jsonValue()),
  location: fc.constantFrom('Ontario', 'Quebec', 'Alberta', 'Manitoba', 'Ontario', 'Yukon'),
  amortization: fc.constantFrom(15, 20, 25, 30, 15, 20, 25, 30, 22, '25'),
  // Mostly rates as typed (2 decimals); any double (subnormals, 17 digits) sometimes, refused when too precise.
  mortgageRate: fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 0, max: 2600 }).map((hundredths) => hundredths / 100) },
    fc.double({ min: 0, max: 26, noNaN: true }),
    fc.jsonValue(),
  ),
  paymentFrequency: fc.constantFrom('monthly', 'bi-weekly', 'weekly'),
});

const leadBodies = fc.oneof(
  { weight: 1, arbitrary: fc.jsonValue() },
  {
    weight: 3,
    arbitrary: mutated(
      fc.record({
        type: fc.constantFrom('rate_quote', 'refinance'),
        client_name: text('Pat Quote'),
        client_email: text('pat@example.com'),
        client_phone: fc.oneof(fc.constant(null), text('(416) 555-0199')),
        agent_id: agentId,
        metadata: quoteMetadata,
      }),
    ),
  },
  { weight: 2, arbitrary: mutated(fc.record({ ...fieldsOf(applicationBody()), agent_id: agentId })) },
  {
    weight: 2,
    arbitrary: mutated(
      fc.record({
        ...fieldsOf(contactBody()),
        consent: fc.constantFrom(true, true, false, 'yes'),
        agent_id: agentId,
      }),
    ),
  },
);

function fieldsOf(body: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(body).map(([field, value]) => [
      field,
      typeof value === 'string'
        ? text(value)
        : fc.oneof({ weight: 24, arbitrary: fc.constant(value) }, fc.jsonValue()),
    ]),
  ) as Record<string, fc.Arbitrary<unknown>>;
}

const isBot = (body: unknown) => {
  const website = (body as { website?: unknown } | null)?.website;
  return typeof website === 'string' && website.trim() !== '';
};

/** How many requests each route accepted and rejected over all runs: both must happen for the test to mean anything. */
const tally: Record<string, { accepted: number; rejected: number }> = {};

async function send(path: string, bodies: unknown[]) {
  const answers = await Promise.all(bodies.map((body) => post(path, body)));
  tally[path] ??= { accepted: 0, rejected: 0 };
  for (const answer of answers) tally[path]![answer.status < 300 ? 'accepted' : 'rejected']++;
  for (const [i, answer] of answers.entries()) {
    expect(answer.status, JSON.stringify(bodies[i])).toBeLessThan(500);
    expect([200, 201, 202, 400, 404], JSON.stringify(answer.body)).toContain(answer.status);
  }
  return answers.map((answer) => answer.status < 300);
}

// 1000 requests a route (each accepted lead also exported by the stream): a minute or more on a busy machine.
describe('random bodies on the public POST routes', { timeout: 300_000 }, () => {
  afterAll(() => {
    for (const [path, counts] of Object.entries(tally)) {
      expect(counts.accepted, path).toBeGreaterThan(RUNS);
      expect(counts.rejected, path).toBeGreaterThan(RUNS);
    }
  });

  it('POST /api/leads: never a 5xx; exactly the accepted, non-bot requests become leads', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(leadBodies, { minLength: BATCH, maxLength: BATCH }), async (bodies) => {
        const before = await countIndex('GSI2', 'LEAD');
        const accepted = await send('/api/leads', bodies);
        const stored = bodies.filter((body, i) => accepted[i] && !isBot(body)).length;
        expect(await countIndex('GSI2', 'LEAD')).toBe(before + stored);
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/newsletter: never a 5xx; nothing is stored as a subscriber before its e-mailed confirmation', async () => {
    // fast-check's RFC addresses are mostly exotic (and refused); ordinary ones keep enough bodies valid.
    const ordinaryEmail = fc
      .tuple(
        fc.stringMatching(/^[a-z0-9][a-z0-9.]{0,14}[a-z0-9]$/),
        fc.constantFrom('example.com', 'mail.ca'),
      )
      .map(([local, domain]) => `${local.replace(/\.{2,}/g, '.')}@${domain}`);
    const emails = fc.oneof(ordinaryEmail, fc.emailAddress(), fc.string({ maxLength: 30 }), fc.jsonValue());
    const bodies = fc.oneof(fc.jsonValue(), mutated(fc.record({ email: emails })), {
      weight: 2,
      arbitrary: fc.record({ email: ordinaryEmail }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(bodies, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const before = await countIndex('GSI2', 'SUBSCRIBER');
        await send('/api/newsletter', batch);
        // Double opt-in (ADR 095): an asking stores no subscriber; its confirmation link does.
        expect(await countIndex('GSI2', 'SUBSCRIBER')).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/events: never a 5xx; rejected events create no counter, accepted ones add exactly one view', async () => {
    // Counters of the active agents exist after one view each, so accepted events add no item.
    await Promise.all(
      ACTIVE_AGENTS.map((agent) => post('/api/events', { agent_id: agent, event_type: 'page_view' })),
    );
    await countersSettled();
    const counterItems = async () =>
      (
        await Promise.all([
          countIndex('base', 'STATS'),
          countIndex('GSI2', 'AGENT_STATS'),
          ...ACTIVE_AGENTS.map((agent) => countIndex('base', `AGENT#${agent}`)),
        ])
      ).reduce((a, b) => a + b, 0);
    const bodies = fc.oneof(
      fc.jsonValue(),
      mutated(
        fc.record({
          agent_id: fc.oneof(
            { weight: 8, arbitrary: fc.constantFrom(...ACTIVE_AGENTS) },
            { weight: 2, arbitrary: fc.constantFrom('agent-daniel-wright', 'agent-nobody', 'none') },
            fc.string({ maxLength: 70 }),
          ),
          event_type: fc.constantFrom('page_view', 'page_view', 'page_view', 'click'),
          path: fc.option(fc.string({ maxLength: 400 }), { nil: undefined }),
        }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(bodies, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const day = dayOf(new Date().toISOString());
        const [itemsBefore, viewsBefore] = [await counterItems(), (await stats.day(day)).page_views];
        const accepted = await send('/api/events', batch);
        await countersSettled();
        expect(await counterItems()).toBe(itemsBefore);
        // A day boundary mid-batch would split the views across two days: only compare within one.
        if (dayOf(new Date().toISOString()) === day) {
          expect((await stats.day(day)).page_views).toBe(viewsBefore + accepted.filter(Boolean).length);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
