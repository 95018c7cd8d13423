import { estimateRows, leadRequestSchema } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';
import { renderLeadEmail } from '../../../functions/src/services/lead-export/lead-email';
import { buildLead, withoutClientCalculations } from '../../../functions/src/services/leads';

// Issue 21: "send me this estimate" on the purchase-cost calculators (ADR 080).
const context = { id: 'lead-1', now: '2026-11-23T15:00:00.000Z', agentId: null };
const visitor = { type: 'rate_quote', client_name: 'Jamie', client_email: 'jamie@example.com' };
const parse = (body: unknown) => leadRequestSchema.safeParse(withoutClientCalculations(body));
const build = (body: unknown) => buildLead(leadRequestSchema.parse(withoutClientCalculations(body)), context);
/** The lead a visitor's "send me this estimate" makes. */
const estimateLead = (estimate: Record<string, unknown>) => build({ ...visitor, estimate });
/** The land transfer tax of a first home in Toronto, as the calculator page sends it. */
const torontoFirstHome = {
  calculator: 'land_transfer_tax',
  province: 'ON',
  city: 'toronto',
  price: 500_000,
  firstTimeBuyer: true,
};

describe('estimate lead requests', () => {
  it('takes a calculator’s inputs and refuses what the pages would not send, with a message on the field', () => {
    const good = torontoFirstHome;
    expect(parse({ ...visitor, estimate: good }).success).toBe(true);
    const refused: [Record<string, unknown>, string][] = [
      [{ ...good, province: 'XX' }, 'province'],
      [{ ...good, city: 'montreal' }, 'city'],
      [{ ...good, price: -1 }, 'price'],
      [{ ...good, price: 100_000_001 }, 'price'],
      [{ ...good, price: 'lots' }, 'price'],
      [{ ...good, calculator: 'mortgage' }, 'calculator'],
      [{ ...good, calculator: 'closing_costs', downPayment: 600_000 }, 'downPayment'],
      [{ ...good, amortization: 17 }, 'amortization'],
      [{ ...good, extra: 1 }, ''],
    ];
    for (const [estimate, field] of refused) {
      const result = parse({ ...visitor, estimate });
      expect(result.success, JSON.stringify(estimate)).toBe(false);
      expect(result.error?.issues[0]?.path.join('.')).toContain(`estimate${field ? `.${field}` : ''}`);
      expect(result.error?.issues[0]?.message).toBeTruthy();
    }
    // A renewal is not a purchase estimate.
    expect(parse({ ...visitor, type: 'refinance', estimate: good }).success).toBe(false);
  });
});

describe('buildLead for an estimate', () => {
  it('sets the calculator’s source and stores the server’s figures, never the browser’s', () => {
    const lead = estimateLead({
      calculator: 'land_transfer_tax',
      province: 'ON',
      price: 500_000,
      firstTimeBuyer: false,
      figures: { available: true, total: 1 },
    });
    expect(lead.type).toBe('rate_quote');
    expect(lead.source).toBe('land_transfer_tax_calculator');
    expect(lead.consent?.kind).toBe('implied');
    // Ontario, $500,000: 275 + 1,950 + 2,250 + 2,000 = $6,475 (the issue's reference value).
    expect(lead.metadata?.estimate?.figures).toEqual({
      available: true,
      provincial: 6475,
      municipal: 0,
      rebate: 0,
      total: 6475,
    });
  });

  it('adds the premium tax and cash to close for closing costs, and takes a lead without figures where the province has none', () => {
    const closing = estimateLead({
      calculator: 'closing_costs',
      province: 'BC',
      price: 700_000,
      downPayment: 35_000,
      firstTimeBuyer: true,
      amortization: 25,
    });
    expect(closing.source).toBe('closing_costs_calculator');
    const figures = closing.metadata?.estimate?.figures;
    // BC first-time buyer, $700,000: 2,000 + 10,000 = 12,000 tax, 8,000 exempt on the first $500,000.
    expect(figures).toMatchObject({ available: true, total: 4000, insurancePremiumTax: 0 });
    expect(figures?.cashToClose?.low).toBeGreaterThan(35_000 + 4000);
    expect(figures?.cashToClose?.high).toBeGreaterThan(figures?.cashToClose?.low ?? 0);

    const unavailable = estimateLead({
      calculator: 'land_transfer_tax',
      province: 'NU',
      price: 400_000,
      firstTimeBuyer: false,
    });
    expect(unavailable.metadata?.estimate).toMatchObject({ province: 'NU', price: 400_000 });
    expect(unavailable.metadata?.estimate?.figures).toEqual({ available: false });
  });

  it('lists the estimate in the CRM e-mail and the lead dialog’s rows', () => {
    const lead = estimateLead(torontoFirstHome);
    const rows = estimateRows(lead.metadata!.estimate!);
    expect(rows).toContainEqual(['Calculator', 'Land transfer tax']);
    expect(rows).toContainEqual(['Province / city', 'ON / Toronto']);
    expect(rows).toContainEqual(['First-time buyer', 'Yes']);
    const email = renderLeadEmail(lead);
    expect(email.text).toContain('Source: land_transfer_tax_calculator');
    expect(email.text).toContain('Purchase price: $500,000.00');
    expect(email.text).toMatch(/Land transfer tax due: \$[\d,]+\.\d\d/);
  });
});
