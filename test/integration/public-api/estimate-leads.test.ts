import { randomUUID } from 'node:crypto';
import { estimateRows } from '@maplestone/shared';
import { describe, expect, inject, it } from 'vitest';
import { countIndex } from '../../../functions/src/data/repositories';
import { waitForMessages } from '../jobs/mailbox';
import { createdLead, newKey, post } from './support';

// Issue 21 (ADR 080): "Send me this estimate" on the land transfer tax and closing costs calculators, as the
// pages send it: a rate_quote carrying the calculator's inputs; the server works out the figures.
const { urls, env } = inject('stack');
const leadCount = () => countIndex('GSI2', 'LEAD');
const run = randomUUID().slice(0, 8);

const landTransfer = {
  calculator: 'land_transfer_tax',
  province: 'ON',
  city: 'toronto',
  price: 500_000,
  firstTimeBuyer: true,
};
const closing = {
  calculator: 'closing_costs',
  province: 'ON',
  price: 500_000,
  firstTimeBuyer: false,
  downPayment: 25_000,
  amortization: 25,
};

const estimateBody = (
  name: string,
  estimate: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  type: 'rate_quote',
  client_name: name,
  client_email: `estimate.${run}@example.com`,
  estimate,
  website: '',
  page: '/closing-costs-calculator',
  ...extra,
});

/** `text` as a regular expression that matches it exactly. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The lead as stored, sent with an Idempotency-Key as the pages send it. */
const createdKeyedLead = (body: unknown) => createdLead(body, { 'idempotency-key': newKey() });

describe('POST /api/leads with a calculator estimate', () => {
  it('stores a land transfer tax estimate with its source and the figures the server worked out', async () => {
    const lead = await createdKeyedLead(estimateBody(`Toronto ${run}`, landTransfer));
    expect(lead).toMatchObject({
      type: 'rate_quote',
      source: 'land_transfer_tax_calculator',
      status: 'new',
      agent_id: null,
      client_phone: null,
      page: '/closing-costs-calculator',
      consent: { kind: 'implied', basis: 'inquiry' },
    });
    // Toronto, $500,000, first home: Ontario's $6,475 less its $4,000 refund, Toronto's $6,475 less $4,475.
    expect(lead.metadata).toEqual({
      estimate: {
        ...landTransfer,
        figures: { available: true, provincial: 6475, municipal: 6475, rebate: 8475, total: 4475 },
      },
    });
  });

  it('stores a closing costs estimate with the premium tax and cash to close, ignoring figures a client sends', async () => {
    const name = `Closing ${run}`;
    const tampered = {
      ...closing,
      figures: {
        available: true,
        provincial: 1,
        municipal: 0,
        rebate: 0,
        total: 1,
        cashToClose: { low: 1, high: 2 },
      },
    };
    const lead = await createdKeyedLead(
      estimateBody(name, tampered, { metadata: { calculations: { monthlyPayment: 1 } } }),
    );
    expect(lead.source).toBe('closing_costs_calculator');
    // 5 % down on $500,000 in Ontario: $6,475 tax, 8 % on the $19,000 premium, $1,900 to $4,400 of fees.
    expect(lead.metadata).toEqual({
      estimate: {
        ...closing,
        figures: {
          available: true,
          provincial: 6475,
          municipal: 0,
          rebate: 0,
          total: 6475,
          insurancePremiumTax: 1520,
          cashToClose: { low: 34_895, high: 37_395 },
        },
      },
    });

    // The CRM mailbox gets it with every estimate row, in the text and in the HTML table.
    const [mail] = await waitForMessages(urls.inbox, (m) => m.subject.includes(name), 1);
    expect(mail!.to.map((to) => to.address)).toEqual([env.CRM_EMAIL]);
    expect(mail!.subject).toBe(`New lead: Rate quote (purchase) from ${name}`);
    expect(mail!.text).toContain('Source: closing_costs_calculator');
    const rows = estimateRows(lead.metadata!.estimate!);
    expect(rows).toContainEqual(['Cash to close (estimate)', '$34,895.00 – $37,395.00']);
    for (const [label, value] of rows) {
      expect(mail!.text).toContain(`${label}: ${value}`);
      expect(mail!.html).toMatch(new RegExp(`>${literal(label)}</th><td[^>]*>${literal(value)}</td>`));
    }
  });

  it('takes a lead for a province whose tax is not in the core yet, marked not available', async () => {
    const lead = await createdKeyedLead(
      estimateBody(`Nunavut ${run}`, {
        ...landTransfer,
        province: 'NU',
        city: undefined,
        firstTimeBuyer: false,
      }),
    );
    expect(lead.metadata?.estimate).toMatchObject({ province: 'NU', figures: { available: false } });
  });

  it('refuses an estimate the pages would not send with 400 on its field, writing nothing', async () => {
    const before = await leadCount();
    const cases: [Record<string, unknown>, string][] = [
      [estimateBody('Bad', { ...landTransfer, province: 'BC' }), 'estimate.city'],
      [estimateBody('Bad', { ...closing, downPayment: 600_000 }), 'estimate.downPayment'],
      [estimateBody('Bad', { ...landTransfer, province: 'XX' }), 'estimate.province'],
      [estimateBody('Bad', { ...landTransfer, calculator: 'mortgage' }), 'estimate.calculator'],
      [estimateBody('Bad', { ...closing, amortization: 22 }), 'estimate.amortization'],
      [estimateBody('Bad', { ...landTransfer, price: -1 }), 'estimate.price'],
      [estimateBody('Bad', { ...landTransfer, rebate: 9000 }), 'estimate'],
      [estimateBody('Bad', landTransfer, { type: 'refinance' }), 'type'],
      [estimateBody('', landTransfer), 'client_name'],
    ];
    for (const [body, field] of cases) {
      const answer = await post<{ error: { code: string; issues: { path: string }[] } }>('/api/leads', body, {
        'idempotency-key': newKey(),
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
      expect(answer.body.error.issues[0]?.path).toBe(field);
    }
    expect(await leadCount()).toBe(before);
  });
});
