import { brand } from '@maplestone/shared/brand';
import { extractContact, hasContactDetails } from '@maplestone/shared/chat/contact';
import { affordability, qualifyingRate } from '@maplestone/shared/mortgage/affordability';
import {
  insurancePremium,
  minimumDownPayment,
  minimumDownPaymentParts,
  premiumSalesTax,
} from '@maplestone/shared/mortgage/insurance';
import { formatCad } from '@maplestone/shared/mortgage/money';
import { paymentPerPeriod } from '@maplestone/shared/mortgage/payment';
import { MINIMUM_DOWN_PAYMENT, MORTGAGE_INSURANCE, STRESS_TEST } from '@maplestone/shared/mortgage/rules';
import { NATIONAL } from '@maplestone/shared/rates/provinces';
import {
  bestRate,
  formatRate,
  isTerm,
  type RateLike,
  type RateType,
  ratesForView,
  TERMS,
} from '@maplestone/shared/rates/rates';
import type { ChatMessage } from '@maplestone/shared/schemas/chat';
import { minimumDownPaymentRule, premiumTaxProvinces } from '../facts';
import type { LeadOutcome } from '../provider';
import { parseQuestion, type Question, type Topic, topicsOf, withContext } from './parse';

type AdvisorRate = RateLike & { posted_rate?: number | null };

export interface AdvisorInput {
  messages: readonly ChatMessage[];
  rates: readonly AdvisorRate[];
  lead: LeadOutcome;
}

const DEFAULT_AMORTIZATION = 25;
/** The benchmark term for examples: the most common choice in Canada. */
const BENCHMARK_TERM = '5 year';
export const CONTACT_ASK =
  "If you'd like one of our brokers to look at your situation, just share your name and an email or phone number and we'll be in touch.";

const pct = (value: number) => formatRate(value);
const cad = (value: number) => formatCad(value);
const cad0 = (value: number) => formatCad(value, { decimals: 0 });
const termLabel = (term: string, type: string) => `${term.replace(' year', '-year')} ${type}`;

/** The rates of a type for a province (National when the province has none), and whether it fell back. */
function regionRates(rates: readonly AdvisorRate[], type: RateType, province: string | null) {
  const region = province ?? NATIONAL;
  const shown = ratesForView(rates, { type, province: region });
  const fellBack = province !== null && shown.length > 0 && shown[0]!.province !== province;
  return { shown, region: fellBack ? NATIONAL : region, fellBack };
}

function where(region: string): string {
  return region === NATIONAL ? 'nationally' : `in ${region}`;
}

/** The rate used for examples: the visitor's, else our 5-year fixed for their province, else the best. */
function exampleRate(q: Question, rates: readonly AdvisorRate[]): { ratePct: number; label: string } | null {
  if (q.ratePct !== null) return { ratePct: q.ratePct, label: `at ${pct(q.ratePct)}` };
  const type = q.rateType ?? 'fixed';
  const { shown, region } = regionRates(rates, type, q.province);
  const rate = shown.find((r) => r.term === (q.term ?? BENCHMARK_TERM)) ?? bestRate(shown);
  if (!rate) return null;
  return {
    ratePct: rate.our_rate,
    label: `at ${pct(rate.our_rate)} (our ${termLabel(rate.term, rate.rate_type)} rate ${where(region)})`,
  };
}

function ratesAnswer(q: Question, rates: readonly AdvisorRate[]): string {
  if (rates.length === 0) {
    return `I can't see our rate table right now. Please call us at ${brand.phone} and a broker will give you today's rates.`;
  }
  const lines: string[] = [];
  if (q.otherTerm) {
    lines.push(`We publish ${TERMS.join(', ')} terms; a broker can quote a ${q.otherTerm} term on request.`);
  }
  const types: RateType[] = q.rateType ? [q.rateType] : ['fixed', 'variable'];
  if (q.term) {
    for (const type of types) {
      const { shown, region, fellBack } = regionRates(rates, type, q.province);
      const rate = shown.find((r) => r.term === q.term);
      if (!rate) {
        lines.push(`We don't have a ${termLabel(q.term, type)} rate ${where(region)} today.`);
        continue;
      }
      const posted =
        typeof rate.posted_rate === 'number' && rate.posted_rate > rate.our_rate
          ? ` That's ${(rate.posted_rate - rate.our_rate).toFixed(2)} points below the banks' posted ${pct(rate.posted_rate)}.`
          : '';
      const note = fellBack ? ` (we publish National ${type} rates for ${q.province})` : '';
      lines.push(
        `Our best ${termLabel(rate.term, type)} rate ${where(q.province ?? NATIONAL)} today is ${pct(rate.our_rate)}${note}.${posted}`,
      );
      if (types.length === 1 && region !== NATIONAL) {
        const lowest = bestRate(rates.filter((r) => r.province === region && r.term !== rate.term));
        if (lowest && lowest.our_rate < rate.our_rate) {
          lines.push(
            `The lowest rate ${where(region)} right now is the ${termLabel(lowest.term, lowest.rate_type)} at ${pct(lowest.our_rate)}.`,
          );
        }
      }
      if (types.length === 1) {
        const payment = paymentPerPeriod({
          principal: 500_000,
          annualRatePct: rate.our_rate,
          amortizationYears: DEFAULT_AMORTIZATION,
          frequency: 'monthly',
        });
        lines.push(
          `For example, a $500,000 mortgage at ${pct(rate.our_rate)} over ${DEFAULT_AMORTIZATION} years is about ${cad(payment)} a month. To qualify, lenders will test you at ${pct(qualifyingRate(rate.our_rate))} (the stress test).`,
        );
      }
    }
  } else {
    const listed: AdvisorRate[] = [];
    for (const type of types) {
      const { shown, region, fellBack } = regionRates(rates, type, q.province);
      if (shown.length === 0) continue;
      listed.push(...shown);
      const list = shown.map((r) => `${r.term} ${pct(r.our_rate)}`).join(', ');
      const note = fellBack ? ` (National rates; none published for ${q.province})` : '';
      lines.push(`Our ${type} rates ${where(region)} today${note}: ${list}.`);
    }
    // The lowest of what was listed; without a province, the lowest anywhere (naming where).
    const best = bestRate(
      q.province ? listed : rates.filter((r) => types.includes(r.rate_type as RateType) && isTerm(r.term)),
    );
    if (best) {
      lines.push(
        `The lowest is the ${termLabel(best.term, best.rate_type)} at ${pct(best.our_rate)}${q.province ? '' : ` (${best.province})`}.`,
      );
    }
    if (!q.province) lines.push('Tell me your province and I can show the rates there.');
  }
  lines.push('Rates may vary and are subject to change; a broker confirms the rate for your file.');
  return lines.join(' ');
}

/** Price and down payment from a question: two amounts (the larger is the price), or one and a percent. */
function priceAndDown(q: Question): { price: number; down: number } | null {
  const [a, b] = q.amounts;
  if (a !== undefined && b !== undefined) return { price: Math.max(a, b), down: Math.min(a, b) };
  if (a !== undefined && q.downPct !== null) return { price: a, down: (a * q.downPct) / 100 };
  return null;
}

function paymentAnswer(q: Question, rates: readonly AdvisorRate[]): string {
  const years = q.amortizationYears ?? DEFAULT_AMORTIZATION;
  const rate = exampleRate(q, rates);
  if (!rate) return `Tell me the rate you have in mind and I'll work out the payment.`;
  const purchase = priceAndDown(q);
  let principal = q.amounts[0] ?? null;
  const notes: string[] = [];
  if (purchase) {
    const insurance = insurancePremium({
      price: purchase.price,
      downPayment: purchase.down,
      amortizationYears: years,
    });
    principal = purchase.price - purchase.down + insurance.premium;
    notes.push(
      insurance.status === 'insured'
        ? `With ${cad0(purchase.down)} down on ${cad0(purchase.price)}, the mortgage is ${cad0(purchase.price - purchase.down)} plus a ${cad(insurance.premium)} CMHC premium (${(insurance.rate * 100).toFixed(2)}%), so ${cad0(principal)} in total.`
        : `With ${cad0(purchase.down)} down on ${cad0(purchase.price)}, the mortgage is ${cad0(principal)}.`,
    );
    if (insurance.status === 'not-insurable') {
      notes.push(
        `Note: with under ${MORTGAGE_INSURANCE.conventionalDownPct}% down this purchase can't be insured, so lenders will want a larger down payment (at least ${cad0(minimumDownPayment(purchase.price))}).`,
      );
    }
  }
  if (!principal) {
    return `Happy to work out a payment! Tell me the mortgage amount (or the price and your down payment), and optionally the rate and amortization. For example: "What's the payment on $500,000 over 25 years?"`;
  }
  const payment = (frequency: 'monthly' | 'bi-weekly' | 'accelerated-bi-weekly') =>
    paymentPerPeriod({ principal, annualRatePct: rate.ratePct, amortizationYears: years, frequency });
  const monthly = payment('monthly');
  const totalInterest = monthly * years * 12 - principal;
  return [
    ...notes,
    `A ${cad0(principal)} mortgage ${rate.label}, amortized over ${years} years, costs about ${cad(monthly)} a month, or ${cad(payment('bi-weekly'))} every two weeks (${cad(payment('accelerated-bi-weekly'))} accelerated bi-weekly, which pays it off years sooner).`,
    `Over the full amortization that's roughly ${cad0(totalInterest)} of interest if the rate stayed the same.`,
    'Figures use semi-annual compounding, as Canadian lenders do.',
  ].join(' ');
}

function insuranceAnswer(q: Question): string {
  const purchase = priceAndDown(q);
  const tiers = MORTGAGE_INSURANCE.tiers
    .map((t) => `${t.minDownPct}% to under ${t.maxDownPct}% down: ${t.ratePct.toFixed(2)}%`)
    .join('; ');
  if (!purchase) {
    return `Mortgage default insurance (CMHC, Sagen or Canada Guaranty) is required when you put less than ${MORTGAGE_INSURANCE.conventionalDownPct}% down. The premium is a share of the loan, added to the mortgage: ${tiers}. Amortizations over ${MORTGAGE_INSURANCE.maxStandardAmortizationYears} years add ${MORTGAGE_INSURANCE.extendedAmortizationSurchargePct.toFixed(2)} points. Homes of ${cad0(MORTGAGE_INSURANCE.maxInsurablePrice)} or more can't be insured. ${premiumTaxProvinces()} also charge sales tax on the premium, paid at closing. Tell me the price and your down payment and I'll calculate it.`;
  }
  const years = q.amortizationYears ?? DEFAULT_AMORTIZATION;
  const result = insurancePremium({
    price: purchase.price,
    downPayment: purchase.down,
    amortizationYears: years,
  });
  const share = `${result.downPaymentPct.toFixed(1)}%`;
  if (result.status === 'not-required') {
    return `With ${cad0(purchase.down)} down on ${cad0(purchase.price)} (${share}), you don't need mortgage default insurance: that starts below ${MORTGAGE_INSURANCE.conventionalDownPct}% down.`;
  }
  if (result.status === 'not-insurable') {
    return `With ${cad0(purchase.down)} down on ${cad0(purchase.price)} (${share}), the mortgage can't be insured (under 5% down, a price of ${cad0(MORTGAGE_INSURANCE.maxInsurablePrice)} or more, or a long amortization). The minimum down payment for that price is ${cad0(minimumDownPayment(purchase.price))}.`;
  }
  const loan = purchase.price - purchase.down;
  const tax = q.province ? premiumSalesTax(q.province, result.premium) : 0;
  return [
    `With ${cad0(purchase.down)} down on ${cad0(purchase.price)} (${share}), the CMHC premium is ${(result.rate * 100).toFixed(2)}% of the ${cad0(loan)} loan: ${cad(result.premium)}, added to your mortgage for a total of ${cad0(loan + result.premium)}.`,
    tax > 0 ? `In ${q.province} you'd also pay ${cad(tax)} of sales tax on the premium at closing.` : '',
    q.province ? '' : `In ${premiumTaxProvinces()}, sales tax on the premium is also due at closing.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The price of the example in the general answer (two bands). */
const EXAMPLE_PRICE = 700_000;

function minimumDownAnswer(q: Question): string {
  const price = q.amounts.length > 0 ? Math.max(...q.amounts) : null;
  const conventional = MORTGAGE_INSURANCE.conventionalDownPct;
  if (!price) {
    const parts = minimumDownPaymentParts(EXAMPLE_PRICE).map((part) => cad0(part.amount));
    return `In Canada the minimum down payment is ${minimumDownPaymentRule()}. For example, a ${cad0(EXAMPLE_PRICE)} home needs at least ${cad0(minimumDownPayment(EXAMPLE_PRICE))} down (${parts.join(' + ')}). With less than ${conventional}% down you'll also pay mortgage default insurance. What price are you looking at?`;
  }
  const uninsurable = price >= MINIMUM_DOWN_PAYMENT.uninsurableFromPrice;
  const parts = minimumDownPaymentParts(price);
  const detail = uninsurable
    ? `${MINIMUM_DOWN_PAYMENT.uninsurableRatePct}% of the price, since homes of ${cad0(MINIMUM_DOWN_PAYMENT.uninsurableFromPrice)} or more can't be insured`
    : parts.length === 1
      ? `${parts[0]!.ratePct}% of the price`
      : parts
          .map((part, index) =>
            index === 0
              ? `${part.ratePct}% of ${cad0(part.part)} (${cad0(part.amount)})`
              : `${part.ratePct}% of the remaining ${cad0(part.part)} (${cad0(part.amount)})`,
          )
          .join(' plus ');
  const insuredBelow = (price * conventional) / 100;
  return `For a ${cad0(price)} home the minimum down payment is ${cad0(minimumDownPayment(price))}: ${detail}. ${uninsurable ? '' : `Below ${conventional}% (${cad0(insuredBelow)}) you'll pay mortgage default insurance, added to the mortgage.`}`.trim();
}

function stressTestAnswer(q: Question, rates: readonly AdvisorRate[]): string {
  const rate = exampleRate(q, rates);
  const rule = `The stress test (OSFI's B-20 guideline and the federal rule for insured mortgages) checks that you could afford your payments at the higher of your contract rate plus ${STRESS_TEST.bufferPct} points and ${pct(STRESS_TEST.floorPct)}.`;
  if (!rate) return rule;
  const qualifying = qualifyingRate(rate.ratePct);
  const parts = [rule, `${rate.label.replace(/^at /, 'At ')}, you'd qualify at ${pct(qualifying)}.`];
  const principal = q.amounts[0];
  if (principal) {
    const atContract = paymentPerPeriod({
      principal,
      annualRatePct: rate.ratePct,
      amortizationYears: q.amortizationYears ?? DEFAULT_AMORTIZATION,
      frequency: 'monthly',
    });
    const atQualifying = paymentPerPeriod({
      principal,
      annualRatePct: qualifying,
      amortizationYears: q.amortizationYears ?? DEFAULT_AMORTIZATION,
      frequency: 'monthly',
    });
    parts.push(
      `On ${cad0(principal)} you'd pay about ${cad(atContract)} a month, but lenders check you can carry ${cad(atQualifying)}.`,
    );
  }
  parts.push(
    'Lenders then want housing costs within about 32% of gross income (39% for insured loans) and all debts within 40% (44%).',
  );
  return parts.join(' ');
}

function affordabilityAnswer(q: Question, rates: readonly AdvisorRate[]): string {
  const rate = exampleRate(q, rates);
  const income = q.income ?? (q.amounts.length > 0 ? Math.max(...q.amounts) : null);
  if (!income || !rate) {
    return 'What you can afford depends on your gross household income, your down payment and your debts: lenders keep housing costs (mortgage, property tax, heat, half of condo fees) within about 32% of gross income and all debts within 40%, at the stress-test rate. Tell me your yearly income and down payment and I’ll estimate it, or try our affordability calculator.';
  }
  const down = q.amounts.filter((a) => a !== income)[0] ?? 0;
  const result = affordability({
    annualIncome: income,
    downPayment: down,
    annualRatePct: rate.ratePct,
    amortizationYears: q.amortizationYears ?? DEFAULT_AMORTIZATION,
    propertyTaxMonthly: 0,
    heatMonthly: 0,
    condoFeesMonthly: 0,
    otherDebtMonthly: 0,
  });
  return `With a ${cad0(income)} household income${down ? ` and ${cad0(down)} down` : ''}, ${rate.label}, lenders would qualify you at ${pct(result.qualifyingRatePct)} for a mortgage of about ${cad0(result.maxMortgage)} (payments up to ${cad(result.maxMonthlyPayment)} a month)${down ? `, so a price of about ${cad0(result.maxPrice)}` : ''}. That's before property tax, heat and other debts, which lower it; a broker can run your exact numbers.`;
}

const DOCUMENTS = [
  'Government photo ID',
  'Proof of income: a recent employment letter and pay stubs; T4s and Notices of Assessment for the last two years (self-employed: two years of NOAs and T1 Generals, plus business financials)',
  'Proof of down payment: 90 days of statements for the accounts it comes from, or a signed gift letter',
  'For a purchase: the signed agreement of purchase and sale and the listing',
  'For a renewal or refinance: your current mortgage statement, property tax bill and home insurance',
];

function documentsAnswer(): string {
  return `Lenders usually ask for: ${DOCUMENTS.map((d, i) => `(${i + 1}) ${d}`).join('; ')}. Your broker sends you a checklist for your lender and you can upload everything securely.`;
}

function renewalAnswer(q: Question, rates: readonly AdvisorRate[]): string {
  const { shown, region } = regionRates(rates, 'fixed', q.province);
  const five = shown.find((r) => r.term === BENCHMARK_TERM);
  return [
    'Renewing means signing a new term when yours ends: same balance, a new rate and term, and at maturity you can switch lenders without a penalty (start shopping about 120 days before).',
    'Refinancing changes the mortgage itself: borrowing more of your home equity (up to 80% of its value), consolidating debt or changing the amortization. You re-qualify with the stress test, and breaking a term early costs a penalty (three months of interest, or the interest rate differential on fixed terms).',
    five ? `Our 5-year fixed ${where(region)} is ${pct(five.our_rate)} today.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function contactAnswer(): string {
  return `You can reach our brokers at ${brand.phone} (toll-free ${brand.tollFree}) or ${brand.supportEmail}, or visit our Contact page. Easiest of all: share your name and an email or phone number here and a broker will reach out.`;
}

const HELP =
  'I can help with today’s rates by province and term, payments for an amount, the minimum down payment, mortgage insurance (CMHC), the stress test, what you can afford, documents you’ll need, and renewing or refinancing.';

function answerFor(topic: Topic, q: Question, rates: readonly AdvisorRate[]): string {
  switch (topic) {
    case 'documents':
      return documentsAnswer();
    case 'renewal':
      return renewalAnswer(q, rates);
    case 'affordability':
      return affordabilityAnswer(q, rates);
    case 'stress-test':
      return stressTestAnswer(q, rates);
    case 'insurance':
      return insuranceAnswer(q);
    case 'payment':
      return paymentAnswer(q, rates);
    case 'minimum-down':
      return minimumDownAnswer(q);
    case 'rates':
      return ratesAnswer(q, rates);
    case 'contact':
      return contactAnswer();
    case 'greeting':
      return `Hi! I'm ${brand.assistantName}, ${brand.name}'s mortgage advisor. ${HELP} What would you like to know?`;
    case 'thanks':
      return 'You’re welcome! Anything else I can help with?';
    default:
      return `I'm ${brand.assistantName}, and I stick to mortgages and home financing. ${HELP}`;
  }
}

/** The offline advisor's whole reply to the visitor's latest message. */
export function advise(input: AdvisorInput): string {
  const userMessages = input.messages.filter((m) => m.role === 'user');
  const latestText = userMessages.at(-1)?.content ?? '';
  const earlier = userMessages.slice(0, -1).map((m) => parseQuestion(m.content));
  const q = withContext(parseQuestion(latestText), earlier);
  let topics = topicsOf(latestText);
  // "and variable?" / "what about BC?" after a rate question: stay on rates.
  if (topics[0] === 'unknown' && (q.province || q.rateType || q.term) && earlier.length > 0)
    topics = ['rates'];

  const parts: string[] = [];
  const { lead } = input;
  if (lead.kind === 'saved') {
    const reachBy = [lead.email, lead.phone].filter(Boolean).join(' or ');
    const name = lead.name && lead.name !== 'Unknown' ? `, ${lead.name.split(' ')[0]}` : '';
    parts.push(
      lead.isNew
        ? `Thank you${name}! I've passed your details to our team, and a broker will contact you at ${reachBy} shortly.`
        : `Thanks${name}, I've updated your details: a broker will reach you at ${reachBy}.`,
    );
    const substantive = topics.filter((t) => t !== 'unknown' && t !== 'greeting' && t !== 'thanks');
    if (substantive.length === 0) {
      parts.push('In the meantime, is there anything else I can help you with?');
      return parts.join(' ');
    }
    topics = substantive;
  }
  parts.push(answerFor(topics[0]!, q, input.rates));

  const previousReply = [...input.messages].reverse().find((m) => m.role === 'assistant')?.content ?? '';
  const alreadyAsked = previousReply.includes(CONTACT_ASK);
  const topic = topics[0]!;
  if (
    lead.kind === 'none' &&
    !hasContactDetails(extractContact(input.messages)) &&
    !alreadyAsked &&
    topic !== 'contact' &&
    topic !== 'greeting'
  ) {
    parts.push(CONTACT_ASK);
  }
  return parts.join('\n\n');
}
