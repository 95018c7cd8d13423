import { insurancePremium, minimumDownPaymentExact } from './insurance';
import { isFiniteNumber, nonNegativeOr0, roundCents } from './money';
import { principalForPayment } from './payment';
import { DEBT_SERVICE, STRESS_TEST } from './rules';

export interface AffordabilityInput {
  annualIncome: number;
  downPayment: number;
  annualRatePct: number;
  amortizationYears: number;
  propertyTaxMonthly: number;
  heatMonthly: number;
  condoFeesMonthly: number;
  otherDebtMonthly: number;
  /** Gross debt service ratio as a fraction (default 0.32, the spec's). */
  gds?: number;
  /** Total debt service ratio as a fraction (default 0.40, the spec's). */
  tds?: number;
  /** Qualify at max(rate + 2, 5.25) (default true). */
  stressTest?: boolean;
  firstTimeBuyerOrNewBuild?: boolean;
}

export interface AffordabilityResult {
  /** Largest monthly principal and interest payment the ratios allow. */
  maxMonthlyPayment: number;
  /** Largest loan (including any insurance premium) that payment repays at the qualifying rate. */
  maxMortgage: number;
  /**
   * Largest price: the loan plus the down payment, where the down payment must also meet the legal
   * minimum and any insurance premium must fit in maxMortgage.
   */
  maxPrice: number;
  bindingRatio: 'gds' | 'tds';
  qualifyingRatePct: number;
  /** What caps maxPrice: the income (debt ratios) or the down payment (legal minimum). */
  limitedBy: 'income' | 'downPayment';
  /** Insurance premium included in the loan at maxPrice. */
  insurancePremium: number;
}

/** Qualifying rate under the stress test: max(contract rate + 2, 5.25). */
export function qualifyingRate(annualRatePct: number): number {
  const rate = nonNegativeOr0(annualRatePct);
  return Math.max(rate + STRESS_TEST.bufferPct, STRESS_TEST.floorPct);
}

function ratioOr(value: number | undefined, fallback: number): number {
  return isFiniteNumber(value) && value > 0 && value <= 1 ? value : fallback;
}

/**
 * How much a household can borrow and buy: GDS = (P&I + tax + heat + 50 % condo fees) / income,
 * TDS = GDS costs + other debts, both on monthly gross income, P&I at the qualifying rate
 * (semi-annual compounding, monthly payments). Invalid numbers count as 0; never NaN.
 */
export function affordability(input: AffordabilityInput): AffordabilityResult {
  const monthlyIncome = nonNegativeOr0(input.annualIncome) / 12;
  const downPayment = nonNegativeOr0(input.downPayment);
  const housing =
    nonNegativeOr0(input.propertyTaxMonthly) +
    nonNegativeOr0(input.heatMonthly) +
    nonNegativeOr0(input.condoFeesMonthly) * DEBT_SERVICE.condoFeeShare;
  const otherDebt = nonNegativeOr0(input.otherDebtMonthly);
  const gdsRoom = monthlyIncome * ratioOr(input.gds, DEBT_SERVICE.gds) - housing;
  const tdsRoom = monthlyIncome * ratioOr(input.tds, DEBT_SERVICE.tds) - housing - otherDebt;
  const bindingRatio = tdsRoom < gdsRoom ? 'tds' : 'gds';
  const maxMonthlyPayment = roundCents(Math.max(0, Math.min(gdsRoom, tdsRoom)));
  const contractRate = nonNegativeOr0(input.annualRatePct);
  const qualifyingRatePct = input.stressTest === false ? contractRate : qualifyingRate(contractRate);
  const amortizationYears = nonNegativeOr0(input.amortizationYears);
  const maxMortgage = roundCents(
    principalForPayment({
      payment: maxMonthlyPayment,
      annualRatePct: qualifyingRatePct,
      amortizationYears,
      frequency: 'monthly',
    }),
  );

  const premiumAt = (price: number) =>
    insurancePremium({
      price,
      downPayment,
      amortizationYears,
      firstTimeBuyerOrNewBuild: input.firstTimeBuyerOrNewBuild,
    });
  const feasibleByDown = (price: number) => minimumDownPaymentExact(price) <= downPayment + 1e-9;
  const feasibleByIncome = (price: number) =>
    price - downPayment + premiumAt(price).premium <= maxMortgage + 0.005;

  // Both conditions are monotone in the price, so the largest feasible price is found by bisection.
  let low = downPayment;
  let high = downPayment + maxMortgage;
  if (feasibleByDown(high) && feasibleByIncome(high)) {
    low = high;
  } else {
    for (let i = 0; i < 200 && high - low > 1e-7; i++) {
      const mid = (low + high) / 2;
      if (feasibleByDown(mid) && feasibleByIncome(mid)) low = mid;
      else high = mid;
    }
  }
  const maxPrice = Math.floor(low * 100 + 1e-4) / 100;
  const limitedBy = feasibleByDown(Math.min(maxPrice + 1, downPayment + maxMortgage + 1))
    ? 'income'
    : 'downPayment';
  return {
    maxMonthlyPayment,
    maxMortgage,
    maxPrice,
    bindingRatio,
    qualifyingRatePct: Math.round(qualifyingRatePct * 1e6) / 1e6,
    limitedBy,
    insurancePremium: premiumAt(maxPrice).premium,
  };
}
