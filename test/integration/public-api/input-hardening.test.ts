import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { countIndex, leads } from '../../../functions/src/data/repositories';
import { waitForMessages } from '../jobs/mailbox';
import { applicationBody, contactBody, post, quoteBody } from './support';

const { urls } = inject('stack');
const leadCount = () => countIndex('GSI2', 'LEAD');

describe('control and bidi-override characters in a lead (issue 13 item 12, ADR 060)', () => {
  it('are removed from the name before it is stored or reaches the CRM e-mail subject', async () => {
    const run = randomUUID().slice(0, 8);
    // What an attacker sends: a right-to-left override to show 'exe.pdf' reversed, a NUL, an isolate.
    const sent = `Jamie\u0000 \u202Efdp.exe\u202C \u2066Quote\u2069 ${run}`;
    const shown = `Jamie fdp.exe Quote ${run}`;
    const answer = await post<{ id: string }>('/api/leads', quoteBody({ client_name: sent }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect((await leads.get(answer.body.id))?.client_name).toBe(shown);
    const [mail] = await waitForMessages(urls.inbox, (m) => m.subject.includes(run), 1);
    expect(mail!.subject).toBe(`New lead: Rate quote (purchase) from ${shown}`);
  });

  it('keeps the line breaks of a message, and French, emoji and right-to-left names as typed', async () => {
    const answer = await post<{ id: string }>(
      '/api/leads',
      contactBody({
        client_name: 'Hélène Côté 👩‍👧 دانا',
        message: 'Bonjour,\r\n\u202Eplease call\u0007 me.\n\tThanks',
      }),
    );
    expect(answer.status).toBe(201);
    expect(await leads.get(answer.body.id)).toMatchObject({
      client_name: 'Hélène Côté 👩‍👧 دانا',
      message: 'Bonjour,\nplease call me.\n\tThanks',
    });
  });

  it('a name that is only invisible characters is a missing name: 400, nothing stored', async () => {
    const before = await leadCount();
    const answer = await post('/api/leads', quoteBody({ client_name: '\u202E\u0000\u2066' }));
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', message: 'Please fill in all required fields' } },
    });
    expect(await leadCount()).toBe(before);
  });
});

/** Finite numbers: any double (subnormals, 1e308...), the known troublemakers, and plausible values. */
const anyFiniteNumber = fc.oneof(
  { weight: 3, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 2, arbitrary: fc.constantFrom(1e-131, 5e-324, Number.MAX_VALUE, -0, 0.1 + 0.2, 1e-7, 1e126) },
  { weight: 3, arbitrary: fc.integer({ min: -100_000, max: 80_000_000 }).map((cents) => cents / 100) },
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 30 }) },
);

const numericFields: [string, (value: number) => Record<string, unknown>, string][] = [
  ['price', (price) => quoteBody({ metadata: { ...quoteBody().metadata, price } }), 'price'],
  [
    'downPayment',
    (down) => quoteBody({ metadata: { ...quoteBody().metadata, downPayment: down } }),
    'downPayment',
  ],
  [
    'mortgageRate',
    (rate) => quoteBody({ metadata: { ...quoteBody().metadata, mortgageRate: rate } }),
    'mortgageRate',
  ],
  [
    'mortgage_amount',
    (amount) => applicationBody({ metadata: { ...applicationBody().metadata, mortgage_amount: amount } }),
    'mortgage_amount',
  ],
];

describe('any finite number in a numeric field of POST /api/leads (issue 13 item 10, ADR 061)', () => {
  it.each(numericFields)(
    '%s: 201 storing the number as sent, or 400 storing nothing; never 5xx',
    async (_, body, field) => {
      let accepted = 0;
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(anyFiniteNumber, { minLength: 8, maxLength: 8 }), async (values) => {
          const before = await leadCount();
          const answers = await Promise.all(
            values.map((value) => post<{ id: string }>('/api/leads', body(value))),
          );
          for (const [i, answer] of answers.entries()) {
            const sent = `${field}=${values[i]}`;
            expect([201, 400], `${sent}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
            if (answer.status === 201) {
              accepted++;
              const stored = await leads.get(answer.body.id);
              expect((stored?.metadata as Record<string, unknown> | undefined)?.[field], sent).toBe(
                values[i] === 0 ? 0 : values[i],
              );
            } else {
              refused++;
            }
          }
          expect(await leadCount()).toBe(before + answers.filter((a) => a.status === 201).length);
        }),
        { numRuns: 12 },
      );
      expect(accepted).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);
    },
  );
});
