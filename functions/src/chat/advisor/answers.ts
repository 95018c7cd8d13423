import { extractContact, hasContactDetails } from '@maplestone/shared/chat/contact';
import type { Locale } from '@maplestone/shared/i18n/locale';
import { shownIn } from '@maplestone/shared/i18n/written';
import { affordability, qualifyingRate } from '@maplestone/shared/mortgage/affordability';
import {
  insurancePremium,
  minimumDownPayment,
  minimumDownPaymentParts,
  premiumSalesTax,
} from '@maplestone/shared/mortgage/insurance';
import { paymentPerPeriod } from '@maplestone/shared/mortgage/payment';
import {
  DEBT_SERVICE,
  MINIMUM_DOWN_PAYMENT,
  MORTGAGE_INSURANCE,
  STRESS_TEST,
} from '@maplestone/shared/mortgage/rules';
import { NATIONAL } from '@maplestone/shared/rates/provinces';
import {
  bestRate,
  isTerm,
  type RateLike,
  type RateType,
  ratesForView,
  TERMS,
} from '@maplestone/shared/rates/rates';
import type { ChatMessage } from '@maplestone/shared/schemas/chat';
import { premiumTaxProvinceNames } from '../facts';
import { CATALOGUE_LIMIT, catalogueName, cataloguePages, ENGLISH_MARKS } from '../prompt';
import { type ChatCatalogue, type LeadOutcome, NO_CATALOGUE } from '../provider';
import { type AdvisorWords, advisorEn, type ExampleRate } from './answers-en';
import { advisorFr } from './answers-fr';
import { fold, parseQuestion, type Question, type Topic, topicsOf, withContext } from './parse';

type AdvisorRate = RateLike & { posted_rate?: number | null };

export interface AdvisorInput {
  messages: readonly ChatMessage[];
  rates: readonly AdvisorRate[];
  /** Our products and services (issue 37); none when absent. */
  catalogue?: ChatCatalogue;
  lead: LeadOutcome;
  /** The conversation's language (the handler decides it); English when absent. */
  language?: Locale;
}

const DEFAULT_AMORTIZATION = 25;
/** The benchmark term for examples: the most common choice in Canada. */
const BENCHMARK_TERM = '5 year';
/** The mortgage the rate answer's example pays off. */
const EXAMPLE_MORTGAGE = 500_000;
export const CONTACT_ASK = advisorEn.contactAsk;

/** Each language's words: every answer below is said in the conversation's. */
const WORDS: Record<Locale, AdvisorWords> = { en: advisorEn, fr: advisorFr };

/** The rates of a type for a province (National when the province has none), and whether it fell back. */
function regionRates(rates: readonly AdvisorRate[], type: RateType, province: string | null) {
  const region = province ?? NATIONAL;
  const shown = ratesForView(rates, { type, province: region });
  const fellBack = province !== null && shown.length > 0 && shown[0]!.province !== province;
  return { shown, region: fellBack ? NATIONAL : region, fellBack };
}

/** The rate used for examples: the visitor's, else our 5-year fixed for their province, else the best. */
function exampleRate(q: Question, rates: readonly AdvisorRate[]): ExampleRate | null {
  if (q.ratePct !== null) return { ratePct: q.ratePct, ours: null };
  const type = q.rateType ?? 'fixed';
  const { shown, region } = regionRates(rates, type, q.province);
  const rate = shown.find((r) => r.term === (q.term ?? BENCHMARK_TERM)) ?? bestRate(shown);
  if (!rate) return null;
  return { ratePct: rate.our_rate, ours: { term: rate.term, type: rate.rate_type, region } };
}

function ratesAnswer(w: AdvisorWords, q: Question, rates: readonly AdvisorRate[]): string {
  if (rates.length === 0) return w.rates.noTable;
  const lines: string[] = [];
  if (q.otherTerm) lines.push(w.rates.otherTerm(TERMS, q.otherTerm));
  const types: RateType[] = q.rateType ? [q.rateType] : ['fixed', 'variable'];
  if (q.term) {
    for (const type of types) {
      const { shown, region, fellBack } = regionRates(rates, type, q.province);
      const rate = shown.find((r) => r.term === q.term);
      if (!rate) {
        lines.push(w.rates.none(q.term, type, region));
        continue;
      }
      const posted =
        typeof rate.posted_rate === 'number' && rate.posted_rate > rate.our_rate
          ? w.rates.belowPosted(rate.posted_rate - rate.our_rate, rate.posted_rate)
          : '';
      const note = fellBack && q.province ? w.rates.fellBack(type, q.province) : '';
      lines.push(w.rates.best(rate.term, type, q.province ?? NATIONAL, rate.our_rate, note, posted));
      if (types.length === 1 && region !== NATIONAL) {
        const lowest = bestRate(rates.filter((r) => r.province === region && r.term !== rate.term));
        if (lowest && lowest.our_rate < rate.our_rate) {
          lines.push(w.rates.lowestInRegion(region, lowest.term, lowest.rate_type, lowest.our_rate));
        }
      }
      if (types.length === 1) {
        const payment = paymentPerPeriod({
          principal: EXAMPLE_MORTGAGE,
          annualRatePct: rate.our_rate,
          amortizationYears: DEFAULT_AMORTIZATION,
          frequency: 'monthly',
        });
        lines.push(
          w.rates.example(
            EXAMPLE_MORTGAGE,
            rate.our_rate,
            DEFAULT_AMORTIZATION,
            payment,
            qualifyingRate(rate.our_rate),
          ),
        );
      }
    }
  } else {
    const listed: AdvisorRate[] = [];
    for (const type of types) {
      const { shown, region, fellBack } = regionRates(rates, type, q.province);
      if (shown.length === 0) continue;
      listed.push(...shown);
      lines.push(
        w.rates.list(
          type,
          region,
          shown.map((r) => ({ term: r.term, ratePct: r.our_rate })),
          fellBack ? q.province : null,
        ),
      );
    }
    // The lowest of what was listed; without a province, the lowest anywhere (naming where).
    const best = bestRate(
      q.province ? listed : rates.filter((r) => types.includes(r.rate_type as RateType) && isTerm(r.term)),
    );
    if (best) {
      lines.push(w.rates.lowest(best.term, best.rate_type, best.our_rate, q.province ? null : best.province));
    }
    if (!q.province) lines.push(w.rates.askProvince);
  }
  lines.push(w.rates.disclaimer);
  return lines.join(' ');
}

/** Price and down payment from a question: two amounts (the larger is the price), or one and a percent. */
function priceAndDown(q: Question): { price: number; down: number } | null {
  const [a, b] = q.amounts;
  if (a !== undefined && b !== undefined) return { price: Math.max(a, b), down: Math.min(a, b) };
  if (a !== undefined && q.downPct !== null) return { price: a, down: (a * q.downPct) / 100 };
  return null;
}

function paymentAnswer(w: AdvisorWords, q: Question, rates: readonly AdvisorRate[]): string {
  const years = q.amortizationYears ?? DEFAULT_AMORTIZATION;
  const rate = exampleRate(q, rates);
  if (!rate) return w.payment.askRate;
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
        ? w.payment.insured(
            purchase.down,
            purchase.price,
            purchase.price - purchase.down,
            insurance.premium,
            insurance.rate,
            principal,
          )
        : w.payment.uninsured(purchase.down, purchase.price, principal),
    );
    if (insurance.status === 'not-insurable') {
      notes.push(
        w.payment.notInsurable(MORTGAGE_INSURANCE.conventionalDownPct, minimumDownPayment(purchase.price)),
      );
    }
  }
  if (!principal) return w.payment.askAmount(EXAMPLE_MORTGAGE, DEFAULT_AMORTIZATION);
  const payment = (frequency: 'monthly' | 'bi-weekly' | 'accelerated-bi-weekly') =>
    paymentPerPeriod({ principal, annualRatePct: rate.ratePct, amortizationYears: years, frequency });
  const monthly = payment('monthly');
  const totalInterest = monthly * years * 12 - principal;
  return [
    ...notes,
    w.payment.summary(
      principal,
      rate,
      years,
      monthly,
      payment('bi-weekly'),
      payment('accelerated-bi-weekly'),
    ),
    w.payment.interest(totalInterest),
    w.payment.compounding,
  ].join(' ');
}

function insuranceAnswer(w: AdvisorWords, q: Question): string {
  const purchase = priceAndDown(q);
  if (!purchase) return w.insurance.general(MORTGAGE_INSURANCE, premiumTaxProvinceNames());
  const years = q.amortizationYears ?? DEFAULT_AMORTIZATION;
  const result = insurancePremium({
    price: purchase.price,
    downPayment: purchase.down,
    amortizationYears: years,
  });
  if (result.status === 'not-required') {
    return w.insurance.notRequired(
      purchase.down,
      purchase.price,
      result.downPaymentPct,
      MORTGAGE_INSURANCE.conventionalDownPct,
    );
  }
  if (result.status === 'not-insurable') {
    return w.insurance.notInsurable(
      purchase.down,
      purchase.price,
      result.downPaymentPct,
      MORTGAGE_INSURANCE.maxInsurablePrice,
      minimumDownPayment(purchase.price),
    );
  }
  const loan = purchase.price - purchase.down;
  const tax = q.province ? premiumSalesTax(q.province, result.premium) : 0;
  return [
    w.insurance.premium(
      purchase.down,
      purchase.price,
      result.downPaymentPct,
      result.rate,
      loan,
      result.premium,
    ),
    tax > 0 && q.province ? w.insurance.salesTax(q.province, tax) : '',
    q.province ? '' : w.insurance.salesTaxWhere(premiumTaxProvinceNames()),
  ]
    .filter(Boolean)
    .join(' ');
}

/** The price of the example in the general answer (two bands). */
const EXAMPLE_PRICE = 700_000;

function minimumDownAnswer(w: AdvisorWords, q: Question): string {
  const price = q.amounts.length > 0 ? Math.max(...q.amounts) : null;
  const conventional = MORTGAGE_INSURANCE.conventionalDownPct;
  if (!price) {
    return w.minimumDown.general(
      w.minimumDown.rule(MINIMUM_DOWN_PAYMENT),
      EXAMPLE_PRICE,
      minimumDownPayment(EXAMPLE_PRICE),
      minimumDownPaymentParts(EXAMPLE_PRICE).map((part) => part.amount),
      conventional,
    );
  }
  const uninsurable = price >= MINIMUM_DOWN_PAYMENT.uninsurableFromPrice;
  const parts = minimumDownPaymentParts(price);
  const detail = uninsurable
    ? w.minimumDown.uninsurable(
        MINIMUM_DOWN_PAYMENT.uninsurableRatePct,
        MINIMUM_DOWN_PAYMENT.uninsurableFromPrice,
      )
    : parts.length === 1
      ? w.minimumDown.single(parts[0]!.ratePct)
      : w.minimumDown.parts(
          parts.map((part, index) =>
            index === 0
              ? w.minimumDown.firstPart(part.ratePct, part.part, part.amount)
              : w.minimumDown.nextPart(part.ratePct, part.part, part.amount),
          ),
        );
  return w.minimumDown.answer(
    price,
    minimumDownPayment(price),
    detail,
    uninsurable ? null : { pct: conventional, amount: (price * conventional) / 100 },
  );
}

function stressTestAnswer(w: AdvisorWords, q: Question, rates: readonly AdvisorRate[]): string {
  const rate = exampleRate(q, rates);
  const rule = w.stress.rule(STRESS_TEST);
  if (!rate) return rule;
  const qualifying = qualifyingRate(rate.ratePct);
  const parts = [rule, w.stress.qualify(rate, qualifying)];
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
    parts.push(w.stress.payments(principal, atContract, atQualifying));
  }
  parts.push(w.stress.ratios(DEBT_SERVICE));
  return parts.join(' ');
}

function affordabilityAnswer(w: AdvisorWords, q: Question, rates: readonly AdvisorRate[]): string {
  const rate = exampleRate(q, rates);
  const income = q.income ?? (q.amounts.length > 0 ? Math.max(...q.amounts) : null);
  if (!income || !rate) return w.affordability.general(DEBT_SERVICE);
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
  return w.affordability.answer(
    income,
    down,
    rate,
    result.qualifyingRatePct,
    result.maxMortgage,
    result.maxMonthlyPayment,
    result.maxPrice,
  );
}

function renewalAnswer(w: AdvisorWords, q: Question, rates: readonly AdvisorRate[]): string {
  const { shown, region } = regionRates(rates, 'fixed', q.province);
  const five = shown.find((r) => r.term === BENCHMARK_TERM);
  return [w.renewal.renewing, w.renewal.refinancing, five ? w.renewal.rate(region, five.our_rate) : '']
    .filter(Boolean)
    .join(' ');
}

type CatalogueItem = ChatCatalogue['products'][number] | ChatCatalogue['services'][number];

/** A product's common names beside its own: "HELOC" is the home equity line of credit, in either language. */
const ITEM_ALIASES = [/\bheloc\b|\blines? of credit\b|\bmarges? de credit\b/];

/** Whether the visitor named this item: its name in either language, or a common name of it. */
function mentions(folded: string, item: CatalogueItem): boolean {
  const names = [item.name, item.fr?.name].filter((name): name is string => Boolean(name?.trim())).map(fold);
  if (names.some((name) => name.trim().length >= 4 && folded.includes(name.trim()))) return true;
  return ITEM_ALIASES.some((alias) => alias.test(folded) && names.some((name) => alias.test(name)));
}

const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/**
 * Our products and services by name, in the conversation's language (French names in French, an English one
 * marked as such), what any the visitor named is, and the pages that explain them.
 */
function catalogueAnswer(w: AdvisorWords, q: Question, catalogue: ChatCatalogue, language: Locale): string {
  const pages = cataloguePages(language);
  const { products, services } = catalogue;
  if (products.length === 0 && services.length === 0) return w.catalogue.none(pages.products, pages.services);
  const folded = fold(q.text);
  const parts: string[] = [];
  for (const item of [...products, ...services].filter((item) => mentions(folded, item)).slice(0, 3)) {
    const description = shownIn(language, item.description?.trim() ?? '', item.fr?.description?.trim());
    if (!description.value) continue;
    const mark = language === 'fr' && description.lang === 'en' ? ENGLISH_MARKS.description : '';
    parts.push(
      sentence(
        w.catalogue.about(catalogueName(item, language), description.value.replace(/\s+/g, ' ')) + mark,
      ),
    );
  }
  // Only the kind asked of, when it is one and we have some; else both.
  const askedProducts = /\b(products?|produits?|heloc|lines? of credit|marges? de credit)\b/.test(folded);
  const askedServices = /\bservices?\b/.test(folded);
  const onlyOne = askedProducts !== askedServices;
  const showProducts = products.length > 0 && (!onlyOne || askedProducts || services.length === 0);
  const showServices = services.length > 0 && (!onlyOne || askedServices || products.length === 0);
  const names = (items: readonly CatalogueItem[]) =>
    items.slice(0, CATALOGUE_LIMIT).map((item) => catalogueName(item, language));
  const more = (items: readonly CatalogueItem[]) => Math.max(0, items.length - CATALOGUE_LIMIT);
  if (showProducts) parts.push(w.catalogue.products(names(products), more(products)));
  if (showServices) parts.push(w.catalogue.services(names(services), more(services)));
  parts.push(w.catalogue.pages(showProducts ? pages.products : null, showServices ? pages.services : null));
  return parts.join(' ');
}

interface Context {
  rates: readonly AdvisorRate[];
  catalogue: ChatCatalogue;
  language: Locale;
}

function answerFor(
  w: AdvisorWords,
  topic: Topic,
  q: Question,
  { rates, catalogue, language }: Context,
): string {
  switch (topic) {
    case 'catalogue':
      return catalogueAnswer(w, q, catalogue, language);
    case 'preapproval':
      return w.preapproval;
    case 'documents':
      return w.documents;
    case 'renewal':
      return renewalAnswer(w, q, rates);
    case 'affordability':
      return affordabilityAnswer(w, q, rates);
    case 'stress-test':
      return stressTestAnswer(w, q, rates);
    case 'insurance':
      return insuranceAnswer(w, q);
    case 'payment':
      return paymentAnswer(w, q, rates);
    case 'minimum-down':
      return minimumDownAnswer(w, q);
    case 'rates':
      return ratesAnswer(w, q, rates);
    case 'contact':
      return w.contact;
    case 'greeting':
      return w.greeting;
    case 'thanks':
      return w.thanks;
    default:
      return w.unknown;
  }
}

/** The offline advisor's whole reply to the visitor's latest message, in the conversation's language. */
export function advise(input: AdvisorInput): string {
  const language = input.language ?? 'en';
  const w = WORDS[language];
  const userMessages = input.messages.filter((m) => m.role === 'user');
  const latestText = userMessages.at(-1)?.content ?? '';
  const earlier = userMessages.slice(0, -1).map((m) => parseQuestion(m.content));
  const own = parseQuestion(latestText);
  const q = withContext(own, earlier);
  let topics = topicsOf(latestText);
  // "and variable?" / "what about BC?" after a rate question: stay on rates. Only when the latest message names
  // a province, type or term itself: one that gives a name and an e-mail is not asking for the rates again
  // (issue 35: Val repeated its whole previous answer after taking contact details).
  if (topics[0] === 'unknown' && (own.province || own.rateType || own.term) && earlier.length > 0)
    topics = ['rates'];

  const parts: string[] = [];
  const { lead } = input;
  if (lead.kind === 'saved') {
    const firstName = lead.name && lead.name !== 'Unknown' ? (lead.name.split(' ')[0] ?? null) : null;
    parts.push(
      lead.isNew
        ? w.lead.saved(firstName, lead.email, lead.phone)
        : w.lead.updated(firstName, lead.email, lead.phone),
    );
    const substantive = topics.filter((t) => t !== 'unknown' && t !== 'greeting' && t !== 'thanks');
    if (substantive.length === 0) {
      parts.push(w.lead.anythingElse);
      return parts.join(' ');
    }
    topics = substantive;
  }
  parts.push(
    answerFor(w, topics[0]!, q, {
      rates: input.rates,
      catalogue: input.catalogue ?? NO_CATALOGUE,
      language,
    }),
  );

  const previousReply = [...input.messages].reverse().find((m) => m.role === 'assistant')?.content ?? '';
  // Asked in either language: a visitor who switched languages is not asked again at once.
  const alreadyAsked = Object.values(WORDS).some((words) => previousReply.includes(words.contactAsk));
  const topic = topics[0]!;
  if (
    lead.kind === 'none' &&
    !hasContactDetails(extractContact(input.messages)) &&
    !alreadyAsked &&
    topic !== 'contact' &&
    topic !== 'greeting'
  ) {
    parts.push(w.contactAsk);
  }
  return parts.join('\n\n');
}
