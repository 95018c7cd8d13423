import { brand } from '@maplestone/shared/brand';
import type { Words } from '@maplestone/shared/i18n/words';
import { formatCad } from '@maplestone/shared/mortgage/money';
import type {
  DEBT_SERVICE,
  MINIMUM_DOWN_PAYMENT,
  MORTGAGE_INSURANCE,
  STRESS_TEST,
} from '@maplestone/shared/mortgage/rules';
import { NATIONAL } from '@maplestone/shared/rates/provinces';
import { formatRate } from '@maplestone/shared/rates/rates';

/**
 * The offline advisor's words in English (issue 10; French in answers-fr.ts, typed from these, so every
 * answer has its French). answers.ts does the math from the live rates and shared rules; each function here
 * only says its figures, formatted en-CA. Region and province values are the stored names ('Quebec',
 * 'National'); terms are the stored ones ('5 year').
 */

/** The rate an example uses: the visitor's own, or one of ours (its term, type and region). */
export interface ExampleRate {
  ratePct: number;
  ours: { term: string; type: string; region: string } | null;
}

export interface TermRate {
  term: string;
  ratePct: number;
}

const pct = (value: number) => formatRate(value);
const cad = (value: number) => formatCad(value);
const cad0 = (value: number) => formatCad(value, { decimals: 0 });
const termLabel = (term: string, type: string) => `${term.replace(' year', '-year')} ${type}`;
const where = (region: string) => (region === NATIONAL ? 'nationally' : `in ${region}`);
const share = (ratio: number) => Math.round(ratio * 100);
const andList = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
const rateLabel = (rate: ExampleRate) =>
  rate.ours
    ? `at ${pct(rate.ratePct)} (our ${termLabel(rate.ours.term, rate.ours.type)} rate ${where(rate.ours.region)})`
    : `at ${pct(rate.ratePct)}`;

const HELP =
  'I can help with today’s rates by province and term, payments for an amount, the minimum down payment, mortgage insurance (CMHC), the stress test, what you can afford, documents you’ll need, renewing or refinancing, and our products and services.';

const DOCUMENTS = [
  'Government photo ID',
  'Proof of income: a recent employment letter and pay stubs; T4s and Notices of Assessment for the last two years (self-employed: two years of NOAs and T1 Generals, plus business financials)',
  'Proof of down payment: 90 days of statements for the accounts it comes from, or a signed gift letter',
  'For a purchase: the signed agreement of purchase and sale and the listing',
  'For a renewal or refinance: your current mortgage statement, property tax bill and home insurance',
];

const documents = `Lenders usually ask for: ${DOCUMENTS.map((d, i) => `(${i + 1}) ${d}`).join('; ')}. Your broker sends you a checklist for your lender and you can upload everything securely.`;

export const advisorEn = {
  /** "The visitor's rate" or "our 5-year fixed rate in Ontario", as the examples name it. */
  rateLabel,
  rates: {
    noTable: `I can't see our rate table right now. Please call us at ${brand.phone} and a broker will give you today's rates.`,
    otherTerm: (terms: readonly string[], other: string) =>
      `We publish ${terms.join(', ')} terms; a broker can quote a ${other} term on request.`,
    none: (term: string, type: string, region: string) =>
      `We don't have a ${termLabel(term, type)} rate ${where(region)} today.`,
    belowPosted: (points: number, postedPct: number) =>
      ` That's ${points.toFixed(2)} points below the banks' posted ${pct(postedPct)}.`,
    fellBack: (type: string, province: string) => ` (we publish National ${type} rates for ${province})`,
    best: (term: string, type: string, region: string, ratePct: number, note: string, posted: string) =>
      `Our best ${termLabel(term, type)} rate ${where(region)} today is ${pct(ratePct)}${note}.${posted}`,
    lowestInRegion: (region: string, term: string, type: string, ratePct: number) =>
      `The lowest rate ${where(region)} right now is the ${termLabel(term, type)} at ${pct(ratePct)}.`,
    example: (principal: number, ratePct: number, years: number, monthly: number, qualifyingPct: number) =>
      `For example, a ${cad0(principal)} mortgage at ${pct(ratePct)} over ${years} years is about ${cad(monthly)} a month. To qualify, lenders will test you at ${pct(qualifyingPct)} (the stress test).`,
    list: (type: string, region: string, rates: readonly TermRate[], noneFor: string | null) =>
      `Our ${type} rates ${where(region)} today${noneFor ? ` (National rates; none published for ${noneFor})` : ''}: ${rates.map((r) => `${r.term} ${pct(r.ratePct)}`).join(', ')}.`,
    /** The lowest of those listed; `region` named when the visitor gave no province. */
    lowest: (term: string, type: string, ratePct: number, region: string | null) =>
      `The lowest is the ${termLabel(term, type)} at ${pct(ratePct)}${region ? ` (${region})` : ''}.`,
    askProvince: 'Tell me your province and I can show the rates there.',
    disclaimer: 'Rates may vary and are subject to change; a broker confirms the rate for your file.',
  },
  payment: {
    askRate: `Tell me the rate you have in mind and I'll work out the payment.`,
    insured: (
      down: number,
      price: number,
      loan: number,
      premium: number,
      premiumRate: number,
      total: number,
    ) =>
      `With ${cad0(down)} down on ${cad0(price)}, the mortgage is ${cad0(loan)} plus a ${cad(premium)} CMHC premium (${(premiumRate * 100).toFixed(2)}%), so ${cad0(total)} in total.`,
    uninsured: (down: number, price: number, total: number) =>
      `With ${cad0(down)} down on ${cad0(price)}, the mortgage is ${cad0(total)}.`,
    notInsurable: (conventionalPct: number, minimumDown: number) =>
      `Note: with under ${conventionalPct}% down this purchase can't be insured, so lenders will want a larger down payment (at least ${cad0(minimumDown)}).`,
    askAmount: (amount: number, years: number) =>
      `Happy to work out a payment! Tell me the mortgage amount (or the price and your down payment), and optionally the rate and amortization. For example: "What's the payment on ${cad0(amount)} over ${years} years?"`,
    summary: (
      principal: number,
      rate: ExampleRate,
      years: number,
      monthly: number,
      biWeekly: number,
      accelerated: number,
    ) =>
      `A ${cad0(principal)} mortgage ${rateLabel(rate)}, amortized over ${years} years, costs about ${cad(monthly)} a month, or ${cad(biWeekly)} every two weeks (${cad(accelerated)} accelerated bi-weekly, which pays it off years sooner).`,
    interest: (total: number) =>
      `Over the full amortization that's roughly ${cad0(total)} of interest if the rate stayed the same.`,
    compounding: 'Figures use semi-annual compounding, as Canadian lenders do.',
  },
  insurance: {
    general: (rules: typeof MORTGAGE_INSURANCE, taxProvinces: readonly string[]) => {
      const tiers = rules.tiers
        .map((t) => `${t.minDownPct}% to under ${t.maxDownPct}% down: ${t.ratePct.toFixed(2)}%`)
        .join('; ');
      return `Mortgage default insurance (CMHC, Sagen or Canada Guaranty) is required when you put less than ${rules.conventionalDownPct}% down. The premium is a share of the loan, added to the mortgage: ${tiers}. Amortizations over ${rules.maxStandardAmortizationYears} years add ${rules.extendedAmortizationSurchargePct.toFixed(2)} points. Homes of ${cad0(rules.maxInsurablePrice)} or more can't be insured. ${andList(taxProvinces)} also charge sales tax on the premium, paid at closing. Tell me the price and your down payment and I'll calculate it.`;
    },
    notRequired: (down: number, price: number, downPct: number, conventionalPct: number) =>
      `With ${cad0(down)} down on ${cad0(price)} (${downPct.toFixed(1)}%), you don't need mortgage default insurance: that starts below ${conventionalPct}% down.`,
    notInsurable: (down: number, price: number, downPct: number, maxPrice: number, minimumDown: number) =>
      `With ${cad0(down)} down on ${cad0(price)} (${downPct.toFixed(1)}%), the mortgage can't be insured (under 5% down, a price of ${cad0(maxPrice)} or more, or a long amortization). The minimum down payment for that price is ${cad0(minimumDown)}.`,
    premium: (
      down: number,
      price: number,
      downPct: number,
      premiumRate: number,
      loan: number,
      premium: number,
    ) =>
      `With ${cad0(down)} down on ${cad0(price)} (${downPct.toFixed(1)}%), the CMHC premium is ${(premiumRate * 100).toFixed(2)}% of the ${cad0(loan)} loan: ${cad(premium)}, added to your mortgage for a total of ${cad0(loan + premium)}.`,
    salesTax: (province: string, tax: number) =>
      `In ${province} you'd also pay ${cad(tax)} of sales tax on the premium at closing.`,
    salesTaxWhere: (provinces: readonly string[]) =>
      `In ${andList(provinces)}, sales tax on the premium is also due at closing.`,
  },
  minimumDown: {
    /** The rule from the shared bands: the model's prompt and the offline advisor say the same. */
    rule: (rules: typeof MINIMUM_DOWN_PAYMENT) => {
      const bands = rules.bands.map((band) =>
        band.from === 0
          ? `${band.ratePct}% of the first ${cad0(band.to)}`
          : `${band.ratePct}% of the part between ${cad0(band.from)} and ${cad0(band.to)}`,
      );
      return `${bands.join(' and ')}; from ${cad0(rules.uninsurableFromPrice)} it's ${rules.uninsurableRatePct}% of the price`;
    },
    general: (
      rule: string,
      price: number,
      minimum: number,
      parts: readonly number[],
      conventionalPct: number,
    ) =>
      `In Canada the minimum down payment is ${rule}. For example, a ${cad0(price)} home needs at least ${cad0(minimum)} down (${parts.map(cad0).join(' + ')}). With less than ${conventionalPct}% down you'll also pay mortgage default insurance. What price are you looking at?`,
    uninsurable: (ratePct: number, fromPrice: number) =>
      `${ratePct}% of the price, since homes of ${cad0(fromPrice)} or more can't be insured`,
    single: (ratePct: number) => `${ratePct}% of the price`,
    firstPart: (ratePct: number, part: number, amount: number) =>
      `${ratePct}% of ${cad0(part)} (${cad0(amount)})`,
    nextPart: (ratePct: number, part: number, amount: number) =>
      `${ratePct}% of the remaining ${cad0(part)} (${cad0(amount)})`,
    parts: (parts: readonly string[]) => parts.join(' plus '),
    answer: (
      price: number,
      minimum: number,
      detail: string,
      insuredBelow: { pct: number; amount: number } | null,
    ) =>
      `For a ${cad0(price)} home the minimum down payment is ${cad0(minimum)}: ${detail}. ${insuredBelow ? `Below ${insuredBelow.pct}% (${cad0(insuredBelow.amount)}) you'll pay mortgage default insurance, added to the mortgage.` : ''}`.trim(),
  },
  stress: {
    rule: (rules: typeof STRESS_TEST) =>
      `The stress test (OSFI's B-20 guideline and the federal rule for insured mortgages) checks that you could afford your payments at the higher of your contract rate plus ${rules.bufferPct} points and ${pct(rules.floorPct)}.`,
    qualify: (rate: ExampleRate, qualifyingPct: number) =>
      `${rateLabel(rate).replace(/^at /, 'At ')}, you'd qualify at ${pct(qualifyingPct)}.`,
    payments: (principal: number, atContract: number, atQualifying: number) =>
      `On ${cad0(principal)} you'd pay about ${cad(atContract)} a month, but lenders check you can carry ${cad(atQualifying)}.`,
    ratios: (limits: typeof DEBT_SERVICE) =>
      `Lenders then want housing costs within about ${share(limits.gds)}% of gross income (${share(limits.maxInsuredGds)}% for insured loans) and all debts within ${share(limits.tds)}% (${share(limits.maxInsuredTds)}%).`,
  },
  affordability: {
    general: (limits: typeof DEBT_SERVICE) =>
      `What you can afford depends on your gross household income, your down payment and your debts: lenders keep housing costs (mortgage, property tax, heat, half of condo fees) within about ${share(limits.gds)}% of gross income and all debts within ${share(limits.tds)}%, at the stress-test rate. Tell me your yearly income and down payment and I’ll estimate it, or try our affordability calculator.`,
    answer: (
      income: number,
      down: number,
      rate: ExampleRate,
      qualifyingPct: number,
      maxMortgage: number,
      maxPayment: number,
      maxPrice: number,
    ) =>
      `With a ${cad0(income)} household income${down ? ` and ${cad0(down)} down` : ''}, ${rateLabel(rate)}, lenders would qualify you at ${pct(qualifyingPct)} for a mortgage of about ${cad0(maxMortgage)} (payments up to ${cad(maxPayment)} a month)${down ? `, so a price of about ${cad0(maxPrice)}` : ''}. That's before property tax, heat and other debts, which lower it; a broker can run your exact numbers.`,
  },
  documents,
  preapproval: `A pre-approval is a lender's first look at your income, debts, credit and down payment: it tells you how much you could borrow before you make an offer (it isn't a final approval). A broker arranges it at no cost to you. ${documents}`,
  renewal: {
    renewing:
      'Renewing means signing a new term when yours ends: same balance, a new rate and term, and at maturity you can switch lenders without a penalty (start shopping about 120 days before).',
    refinancing:
      'Refinancing changes the mortgage itself: borrowing more of your home equity (up to 80% of its value), consolidating debt or changing the amortization. You re-qualify with the stress test, and breaking a term early costs a penalty (three months of interest, or the interest rate differential on fixed terms).',
    rate: (region: string, ratePct: number) => `Our 5-year fixed ${where(region)} is ${pct(ratePct)} today.`,
  },
  catalogue: {
    /** One product or service the visitor named, with what it is. */
    about: (name: string, description: string) => `${name}: ${description}`,
    products: (names: readonly string[], more: number) =>
      `Our products: ${andList(more > 0 ? [...names, `${more} more`] : names)}.`,
    services: (names: readonly string[], more: number) =>
      `Our mortgage services: ${andList(more > 0 ? [...names, `${more} more`] : names)}.`,
    /** The pages of the kinds listed (null: not listed). */
    pages: (products: string | null, services: string | null) =>
      `You’ll find each one explained on our ${andList(
        [products && `Products page (${products})`, services && `Services page (${services})`].filter(
          (page): page is string => Boolean(page),
        ),
      )}.`,
    none: (products: string, services: string) =>
      `I can’t see our list of products and services right now: you’ll find them on our Products page (${products}) and Services page (${services}), or a broker can walk you through them.`,
  },
  contact: `You can reach our brokers at ${brand.phone} (toll-free ${brand.tollFree}) or ${brand.supportEmail}, or visit our Contact page. Easiest of all: share your name and an email or phone number here and a broker will reach out.`,
  greeting: `Hi! I'm ${brand.assistantName}, ${brand.name}'s mortgage advisor. ${HELP} What would you like to know?`,
  thanks: 'You’re welcome! Anything else I can help with?',
  unknown: `I'm ${brand.assistantName}, and I stick to mortgages and home financing. ${HELP}`,
  lead: {
    saved: (firstName: string | null, email: string | null, phone: string | null) =>
      `Thank you${firstName ? `, ${firstName}` : ''}! I've passed your details to our team, and a broker will contact you at ${[email, phone].filter(Boolean).join(' or ')} shortly.`,
    updated: (firstName: string | null, email: string | null, phone: string | null) =>
      `Thanks${firstName ? `, ${firstName}` : ''}, I've updated your details: a broker will reach you at ${[email, phone].filter(Boolean).join(' or ')}.`,
    anythingElse: 'In the meantime, is there anything else I can help you with?',
  },
  /** Asked once: not again while the previous reply asked it. */
  contactAsk:
    "If you'd like one of our brokers to look at your situation, just share your name and an email or phone number and we'll be in touch.",
} as const;

/** The advisor's words in any language: every key of the English, each function with its parameters. */
export type AdvisorWords = Words<typeof advisorEn>;
