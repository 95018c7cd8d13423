import {
  type LandTransferTax,
  type LandTransferTaxInput,
  type LandTransferTaxResult,
  landTransferTax,
  PROVINCE_CODES,
} from '@maplestone/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** The computed result, or a failed test saying why it was not available. */
function computed(input: LandTransferTaxInput): LandTransferTax {
  const result = landTransferTax(input);
  if (!result.available) throw new Error(`expected a figure, got ${result.reason}: ${result.detail}`);
  return result;
}

/** The "not available" answer, or a failed test naming the figure given instead. */
function refused(input: LandTransferTaxInput) {
  const result = landTransferTax(input);
  if (result.available) throw new Error(`expected no figure, got ${result.total}`);
  return result;
}

function figures(result: LandTransferTax) {
  const { provincial, municipal, rebate, total } = result;
  return { provincial, municipal, rebate, total };
}

describe('landTransferTax: Ontario', () => {
  it('$500,000 → $6,475 (the issue reference)', () => {
    // 0.5 % × 55,000 = 275; 1 % × 195,000 = 1,950; 1.5 % × 150,000 = 2,250; 2 % × 100,000 = 2,000 → 6,475
    const result = computed({ province: 'ON', price: 500_000, firstTimeBuyer: false });
    expect(figures(result)).toEqual({ provincial: 6_475, municipal: 0, rebate: 0, total: 6_475 });
    expect(result.city).toBeNull();
    expect(result.charge).toBe('tax');
  });

  it('shows each bracket applied, with the part taxed and its tax', () => {
    const { lines } = computed({ province: 'ON', price: 500_000, firstTimeBuyer: false });
    expect(lines).toEqual([
      { kind: 'bracket', level: 'provincial', from: 0, to: 55_000, ratePct: 0.5, taxable: 55_000, tax: 275 },
      {
        kind: 'bracket',
        level: 'provincial',
        from: 55_000,
        to: 250_000,
        ratePct: 1,
        taxable: 195_000,
        tax: 1_950,
      },
      {
        kind: 'bracket',
        level: 'provincial',
        from: 250_000,
        to: 400_000,
        ratePct: 1.5,
        taxable: 150_000,
        tax: 2_250,
      },
      {
        kind: 'bracket',
        level: 'provincial',
        from: 400_000,
        to: 2_000_000,
        ratePct: 2,
        taxable: 100_000,
        tax: 2_000,
      },
    ]);
  });

  it('charges 2.5 % above $2,000,000', () => {
    // $2,500,000: 275 + 1,950 + 2,250 + 2 % × 1,600,000 = 32,000 + 2.5 % × 500,000 = 12,500 → 48,975
    expect(computed({ province: 'ON', price: 2_500_000, firstTimeBuyer: false }).total).toBe(48_975);
  });

  it('keeps the cents of a price with cents', () => {
    // $100,000.50: 275 + 1 % × 45,000.50 = 450.005 → 450.01 (half away from zero) → 725.01
    expect(computed({ province: 'ON', price: 100_000.5, firstTimeBuyer: false }).total).toBe(725.01);
  });

  it('understands a province name and treats a missing price as 0', () => {
    expect(computed({ province: 'Ontario', price: 500_000, firstTimeBuyer: false }).total).toBe(6_475);
    // A missing price (NaN) gives 0 in every figure: its row is in the per-province table below.
    expect(computed({ province: 'ON', price: -5, firstTimeBuyer: true }).lines).toEqual([]);
  });
});

describe('landTransferTax: Toronto on top of Ontario', () => {
  it('$500,000: provincial 6,475 + municipal 6,475', () => {
    const result = computed({ province: 'ON', price: 500_000, firstTimeBuyer: false, toronto: true });
    expect(figures(result)).toEqual({ provincial: 6_475, municipal: 6_475, rebate: 0, total: 12_950 });
    expect(result.city).toBe('toronto');
    expect(result.sources.map((s) => s.name)).toEqual([
      'Ontario land transfer tax',
      'Toronto municipal land transfer tax',
    ]);
  });

  it('$500,000 first-time: rebates 4,000 + 4,475', () => {
    // 12,950 − 8,475 = 4,475
    const result = computed({ province: 'ON', price: 500_000, firstTimeBuyer: true, toronto: true });
    expect(result.rebates).toEqual({ provincial: 4_000, municipal: 4_475 });
    expect(figures(result)).toEqual({ provincial: 6_475, municipal: 6_475, rebate: 8_475, total: 4_475 });
  });

  it('$4,000,000 uses the rates in force from 2026-04-01 (4.40 % from $3M to $4M)', () => {
    // Provincial: 275 + 1,950 + 2,250 + 32,000 + 2.5 % × 2,000,000 = 50,000 → 86,475
    // Municipal: 275 + 1,950 + 2,250 + 32,000 + 2.5 % × 1,000,000 = 25,000 + 4.4 % × 1,000,000 = 44,000 → 105,475
    const result = computed({ province: 'ON', price: 4_000_000, firstTimeBuyer: false, toronto: true });
    expect(figures(result)).toEqual({ provincial: 86_475, municipal: 105_475, rebate: 0, total: 191_950 });
    expect(result.lines.filter((line) => line.level === 'municipal').at(-1)).toEqual({
      kind: 'bracket',
      level: 'municipal',
      from: 3_000_000,
      to: 4_000_000,
      ratePct: 4.4,
      taxable: 1_000_000,
      tax: 44_000,
    });
  });

  it('$5,500,000 reaches the 5.45 % and 6.50 % brackets', () => {
    // Municipal: 105,475 (to $4M) + 5.45 % × 1,000,000 = 54,500 + 6.5 % × 500,000 = 32,500 → 192,475
    expect(
      computed({ province: 'ON', price: 5_500_000, firstTimeBuyer: false, toronto: true }).municipal,
    ).toBe(192_475);
  });

  it('toronto is ignored outside Ontario', () => {
    const result = computed({ province: 'MB', price: 300_000, firstTimeBuyer: false, toronto: true });
    expect(result.city).toBeNull();
    expect(result.municipal).toBe(0);
  });
});

describe('landTransferTax: British Columbia', () => {
  it('$3,500,000: 3 % above $2M and 2 % more above $3M', () => {
    // 2,000 + 2 % × 1,800,000 = 36,000 + 3 % × 1,500,000 = 45,000 → 83,000; + 2 % × 500,000 = 10,000 → 93,000
    const result = computed({ province: 'BC', price: 3_500_000, firstTimeBuyer: false });
    expect(result.total).toBe(93_000);
    expect(result.lines.at(-1)).toEqual({
      kind: 'surtax',
      level: 'provincial',
      from: 3_000_000,
      to: null,
      ratePct: 2,
      taxable: 500_000,
      tax: 10_000,
    });
  });
});

describe('landTransferTax: each province computed', () => {
  it.each([
    // [province, price, first-time, provincial, rebate, total]
    // Ontario: first-time buyers get up to $4,000 back. $500,000: 6,475 − 4,000 = 2,475
    ['ON', 500_000, true, 6_475, 4_000, 2_475],
    // Ontario $300,000: 275 + 1,950 + 1.5 % × 50,000 = 750 → 2,975, all of it refunded
    ['ON', 300_000, true, 2_975, 2_975, 0],
    // Ontario: a missing price is taken as 0
    ['ON', Number.NaN, false, 0, 0, 0],
    // British Columbia, the issue reference: $700,000 first-time buyer → $4,000 due.
    // 1 % × 200,000 = 2,000; 2 % × 500,000 = 10,000 → 12,000; exempt on the first $500,000: 2,000 + 6,000 = 8,000
    ['BC', 700_000, true, 12_000, 8_000, 4_000],
    // BC phases the exemption out between $835,000 and $860,000.
    // $835,000: 2,000 + 2 % × 635,000 = 12,700 → 14,700; full 8,000 exemption → 6,700
    ['BC', 835_000, true, 14_700, 8_000, 6_700],
    // $850,000: 2,000 + 2 % × 650,000 = 13,000 → 15,000; 8,000 × (860,000 − 850,000) / 25,000 = 3,200 → 11,800
    ['BC', 850_000, true, 15_000, 3_200, 11_800],
    // $860,000: no exemption left; 2,000 + 2 % × 660,000 = 13,200 → 15,200
    ['BC', 860_000, true, 15_200, 0, 15_200],
    // BC exempts the whole tax below $500,000. $400,000: 2,000 + 2 % × 200,000 = 4,000 → 6,000, all exempt
    ['BC', 400_000, true, 6_000, 6_000, 0],
    // Manitoba: 0 to 30k; 0.5 % × 60,000 = 300; 1 % × 60,000 = 600; 1.5 % × 50,000 = 750; 2 % × 100,000 = 2,000
    ['MB', 300_000, false, 3_650, 0, 3_650],
    // Manitoba: 0.5 % × 60,000 = 300; 1 % × 10,000 = 100; no first-time rebate
    ['MB', 100_000, true, 400, 0, 400],
    // New Brunswick: 1 % of the price, no first-time rebate
    ['NB', 300_000, false, 3_000, 0, 3_000],
    ['NB', 300_000, true, 3_000, 0, 3_000],
    // PEI: 1 % of the whole price above $30,000; first-time buyers exempt
    ['PE', 300_000, false, 3_000, 0, 3_000],
    ['PE', 300_000, true, 3_000, 3_000, 0],
    ['PE', 30_000, false, 0, 0, 0],
    ['PE', 30_000.01, false, 300, 0, 300], // 1 % × 30,000.01 = 300.0001 → 300.00
    // Quebec (2026 scale): 0.5 % × 62,900 = 314.50; 1 % × 252,100 = 2,521; 1.5 % × 85,000 = 1,275
    ['QC', 400_000, false, 4_110.5, 0, 4_110.5],
    // Quebec: 314.50 + 2,521 + 1.5 % × 185,000 = 2,775 → 5,610.50
    ['QC', 500_000, false, 5_610.5, 0, 5_610.5],
    // Alberta (fee): $50 + $5 × 100 steps of $5,000
    ['AB', 500_000, false, 550, 0, 550],
    // Alberta: $500,001 is 100 steps and part of one more → 101 × $5
    ['AB', 500_001, true, 555, 0, 555],
    // Saskatchewan (fee): 0.4 % of the value above $6,300
    ['SK', 400_000, false, 1_600, 0, 1_600],
    ['SK', 5_000, false, 25, 0, 25],
    ['SK', 500, false, 0, 0, 0],
  ] as const)(
    '%s $%s (first-time %s) → provincial %s, rebate %s, due %s',
    (province, price, firstTimeBuyer, provincial, rebate, total) => {
      expect(figures(computed({ province, price, firstTimeBuyer }))).toEqual({
        provincial,
        municipal: 0,
        rebate,
        total,
      });
    },
  );

  it('Alberta and Saskatchewan say their figure is a registration fee', () => {
    expect(computed({ province: 'AB', price: 500_000, firstTimeBuyer: false }).charge).toBe(
      'registration-fee',
    );
    expect(computed({ province: 'SK', price: 500_000, firstTimeBuyer: false }).charge).toBe(
      'registration-fee',
    );
  });

  it('every computed figure names its source and as-of date', () => {
    for (const province of ['ON', 'BC', 'MB', 'NB', 'PE', 'QC', 'AB', 'SK']) {
      const { sources } = computed({ province, price: 400_000, firstTimeBuyer: false });
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) {
        expect(source.source.length).toBeGreaterThan(20);
        expect(source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});

describe('landTransferTax: "not available" rather than a number we are not sure of', () => {
  it.each([
    ['NS', 'municipal-rate-varies'],
    ['NL', 'no-rule-yet'],
    ['NT', 'no-rule-yet'],
    ['NU', 'no-rule-yet'],
    ['YT', 'no-rule-yet'],
  ] as const)('%s → %s', (province, reason) => {
    const result = landTransferTax({ province, price: 400_000, firstTimeBuyer: false });
    expect(result).toMatchObject({ available: false, province, reason });
    expect(result).not.toHaveProperty('total');
  });

  it('Quebec above $500,000, where each municipality may set its own rate', () => {
    expect(refused({ province: 'QC', price: 500_000.01, firstTimeBuyer: false }).reason).toBe(
      'municipal-rate-varies',
    );
  });

  it("Quebec first-time buyers, whose relief we have not confirmed, and Montréal's own brackets", () => {
    expect(refused({ province: 'QC', price: 300_000, firstTimeBuyer: true }).reason).toBe(
      'first-time-buyer-relief-unconfirmed',
    );
    const montreal = refused({ province: 'QC', price: 300_000, firstTimeBuyer: false, montreal: true });
    expect(montreal).toMatchObject({ city: 'montreal', reason: 'rates-unconfirmed' });
  });

  it('an unknown province code', () => {
    const unknown = refused({ province: 'XX', price: 300_000, firstTimeBuyer: false });
    expect(unknown).toMatchObject({ province: null, reason: 'unknown-province' });
  });

  it('a price above the $100,000,000 the calculators accept', () => {
    expect(refused({ province: 'ON', price: 100_000_000.01, firstTimeBuyer: false }).reason).toBe(
      'price-out-of-range',
    );
    expect(computed({ province: 'ON', price: 100_000_000, firstTimeBuyer: false }).total).toBeGreaterThan(0);
  });

  it('every province and territory gives either a figure or a reason', () => {
    for (const province of PROVINCE_CODES) {
      const result: LandTransferTaxResult = landTransferTax({
        province,
        price: 400_000,
        firstTimeBuyer: false,
      });
      if (result.available) expect(result.total).toBeGreaterThan(0);
      else expect(result.detail.length).toBeGreaterThan(20);
    }
  });
});

/** Every place and option combination that computes, for the properties below. */
const places = fc.constantFrom(
  { province: 'ON' },
  { province: 'ON', toronto: true },
  { province: 'BC' },
  { province: 'MB' },
  { province: 'NB' },
  { province: 'PE' },
  { province: 'QC' },
  { province: 'AB' },
  { province: 'SK' },
);
/** Prices to the cent, up to the schemas' $100M limit. */
const price = fc.integer({ min: 0, max: 10_000_000_000 }).map((cents) => cents / 100);

/** True when the amount is exactly a whole number of cents (no float dust such as 0.30000000000000004). */
function isWholeCents(amount: number): boolean {
  return amount === Math.round(amount * 100) / 100;
}

describe('landTransferTax properties', () => {
  it('the tax never decreases as the price rises (first-time or not)', () => {
    fc.assert(
      fc.property(places, price, price, fc.boolean(), (place, a, b, firstTimeBuyer) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const atLow = landTransferTax({ ...place, price: low, firstTimeBuyer });
        const atHigh = landTransferTax({ ...place, price: high, firstTimeBuyer });
        if (!atLow.available || !atHigh.available) return; // Quebec above $500,000 or first-time
        expect(atHigh.provincial + atHigh.municipal).toBeGreaterThanOrEqual(
          atLow.provincial + atLow.municipal,
        );
        // Rebates only shrink as prices rise (BC's phase-out), so what is due never decreases either.
        expect(atHigh.total).toBeGreaterThanOrEqual(atLow.total);
      }),
      { numRuns: 500 },
    );
  });

  it('the rebate is never above the tax, and the total never negative', () => {
    fc.assert(
      fc.property(places, price, (place, p) => {
        const result = landTransferTax({ ...place, price: p, firstTimeBuyer: true });
        if (!result.available) return;
        expect(result.rebates.provincial).toBeLessThanOrEqual(result.provincial);
        expect(result.rebates.municipal).toBeLessThanOrEqual(result.municipal);
        expect(result.rebate).toBeLessThanOrEqual(result.provincial + result.municipal);
        expect(result.rebate).toBeGreaterThanOrEqual(0);
        expect(result.total).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('every figure is exact to the cent, and total = provincial + municipal − rebate', () => {
    fc.assert(
      fc.property(places, price, fc.boolean(), (place, p, firstTimeBuyer) => {
        const result = landTransferTax({ ...place, price: p, firstTimeBuyer });
        if (!result.available) return;
        const { provincial, municipal, rebate, total } = result;
        for (const amount of [
          provincial,
          municipal,
          rebate,
          total,
          ...result.lines.map((line) => line.tax),
        ]) {
          expect(isWholeCents(amount)).toBe(true);
        }
        expect(Math.round(total * 100)).toBe(
          Math.round(provincial * 100) + Math.round(municipal * 100) - Math.round(rebate * 100),
        );
        // The lines add up to the figures a page shows beside them.
        const lineCents = result.lines.reduce((sum, line) => sum + Math.round(line.tax * 100), 0);
        expect(lineCents).toBe(Math.round(provincial * 100) + Math.round(municipal * 100));
      }),
      { numRuns: 500 },
    );
  });

  it('no NaN whatever the price', () => {
    fc.assert(
      fc.property(places, fc.double(), fc.boolean(), (place, p, firstTimeBuyer) => {
        const result = landTransferTax({ ...place, price: p, firstTimeBuyer });
        if (!result.available) return;
        for (const amount of [result.provincial, result.municipal, result.rebate, result.total]) {
          expect(Number.isFinite(amount)).toBe(true);
        }
      }),
    );
  });
});
