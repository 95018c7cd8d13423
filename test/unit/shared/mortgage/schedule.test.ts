import { amortizationSchedule } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';

const base = { principal: 400_000, annualRatePct: 5, amortizationYears: 25 };

describe('amortizationSchedule', () => {
  it('monthly: 300 payments, total interest ≈ $297,925.98 (DOMAIN.md), balance 0 at the end', () => {
    const schedule = amortizationSchedule({ ...base, frequency: 'monthly' });
    expect(schedule.totals.payments).toBe(300);
    expect(schedule.totals.interest).toBe(297_925.98);
    expect(schedule.totals.years).toBe(25);
    expect(schedule.rows).toHaveLength(25);
    expect(schedule.rows.at(-1)?.endingBalance).toBe(0);
    expect(schedule.rows[0]).toMatchObject({ year: 1, payments: 12 });
  });

  it('accelerated bi-weekly pays off in 21.5 years and saves about $48,349 (DOMAIN.md)', () => {
    const monthly = amortizationSchedule({ ...base, frequency: 'monthly' });
    const rapid = amortizationSchedule({ ...base, frequency: 'accelerated-bi-weekly' });
    expect(rapid.totals.payments).toBe(559);
    expect(rapid.totals.years).toBeCloseTo(21.5, 1);
    expect(rapid.totals.interest).toBe(249_577.3);
    expect(Math.round(monthly.totals.interest - rapid.totals.interest)).toBe(48_349);
    expect(rapid.rows.at(-1)?.endingBalance).toBe(0);
  });

  it('rows add up to the totals and balances fall every year', () => {
    const schedule = amortizationSchedule({ ...base, frequency: 'weekly', compounding: 'monthly' });
    const interest = schedule.rows.reduce((sum, row) => sum + row.interest, 0);
    const principal = schedule.rows.reduce((sum, row) => sum + row.principal, 0);
    expect(interest).toBeCloseTo(schedule.totals.interest, 1);
    expect(principal).toBeCloseTo(400_000, 1);
    for (let i = 1; i < schedule.rows.length; i++) {
      expect(schedule.rows[i]?.endingBalance).toBeLessThan(schedule.rows[i - 1]?.endingBalance ?? 0);
    }
  });

  it('at 0 % there is no interest', () => {
    const schedule = amortizationSchedule({ ...base, annualRatePct: 0, frequency: 'monthly' });
    expect(schedule.totals.interest).toBe(0);
    expect(schedule.totals.payments).toBe(300);
  });

  it('is empty for invalid input', () => {
    expect(amortizationSchedule({ ...base, principal: Number.NaN, frequency: 'monthly' }).rows).toEqual([]);
    expect(
      amortizationSchedule({ ...base, amortizationYears: 0, frequency: 'monthly' }).totals.payments,
    ).toBe(0);
  });
});
