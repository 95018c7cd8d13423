import { FREQUENCY_INFO } from './frequency';
import { isFiniteNumber, roundCents } from './money';
import { type PaymentInput, paymentPerPeriod, periodicRate } from './payment';
import { COMPOUNDING } from './rules';

export interface ScheduleYear {
  /** 1 for the first year of payments. */
  year: number;
  payments: number;
  interest: number;
  principal: number;
  endingBalance: number;
}

export interface AmortizationSchedule {
  /** The regular payment per period (unrounded); the last payment may be smaller. */
  payment: number;
  paymentsPerYear: number;
  rows: ScheduleYear[];
  totals: {
    payments: number;
    interest: number;
    principal: number;
    paid: number;
    /** Years until the balance is 0 (payments / payments per year). */
    years: number;
  };
}

const EMPTY: AmortizationSchedule = {
  payment: 0,
  paymentsPerYear: 0,
  rows: [],
  totals: { payments: 0, interest: 0, principal: 0, paid: 0, years: 0 },
};

/**
 * The amortization schedule by year: interest, principal and ending balance, and totals. Each period
 * charges interest at the frequency's own periodic rate; accelerated frequencies pay the monthly
 * payment / 2 or / 4 and so finish early. The last payment clears the balance exactly (ends at 0).
 * Money in the rows and totals is rounded to the cent; the arithmetic is not.
 */
export function amortizationSchedule(input: PaymentInput): AmortizationSchedule {
  const info = FREQUENCY_INFO[input.frequency];
  const payment = paymentPerPeriod(input);
  if (!info || payment <= 0 || !isFiniteNumber(input.principal)) return EMPTY;
  const m = info.paymentsPerYear;
  const r = periodicRate(input.annualRatePct, m, input.compounding ?? COMPOUNDING.default);
  // The level payment repays the loan in exactly this many periods; accelerated schedules stop earlier.
  const maxPeriods = Math.max(1, Math.ceil(input.amortizationYears * m - 1e-9));
  const rows: ScheduleYear[] = [];
  let balance = input.principal;
  let totalInterest = 0;
  let totalPaid = 0;
  let periods = 0;
  let row: ScheduleYear | undefined;
  while (balance > 1e-7 && periods < maxPeriods) {
    const interest = balance * r;
    // The last payment pays what is left (within half a cent of a regular payment, or the last period).
    const isLast = balance + interest <= payment + 0.005 || periods === maxPeriods - 1;
    const paid = isLast ? balance + interest : payment;
    const principal = paid - interest;
    balance = isLast ? 0 : balance - principal;
    totalInterest += interest;
    totalPaid += paid;
    periods++;
    const year = Math.ceil(periods / m);
    if (!row || row.year !== year) {
      row = { year, payments: 0, interest: 0, principal: 0, endingBalance: 0 };
      rows.push(row);
    }
    row.payments++;
    row.interest += interest;
    row.principal += principal;
    row.endingBalance = balance;
  }
  return {
    payment,
    paymentsPerYear: m,
    rows: rows.map((y) => ({
      ...y,
      interest: roundCents(y.interest),
      principal: roundCents(y.principal),
      endingBalance: roundCents(y.endingBalance),
    })),
    totals: {
      payments: periods,
      interest: roundCents(totalInterest),
      principal: roundCents(input.principal),
      paid: roundCents(totalPaid),
      years: periods / m,
    },
  };
}
