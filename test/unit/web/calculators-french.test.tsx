// @vitest-environment jsdom
import {
  affordability,
  amortizationSchedule,
  CALCULATOR_DEFAULTS,
  formatCad,
  formatRate,
  LAND_TRANSFER_RULES_AS_OF,
  landTransferTax,
  PROVINCIAL_LAND_TRANSFER_RULES,
  paymentPerPeriod,
  purchaseCostMessages,
  quoteCalculation,
  TORONTO_MUNICIPAL_LAND_TRANSFER_TAX,
} from '@maplestone/shared';
import {
  calculatorsLandTransferRulesWords,
  calculatorsQuoteWords,
} from '@maplestone/shared/i18n/en/calculators';
import { french } from '@maplestone/shared/i18n/fr/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AffordabilityPage from '../../../web/src/features/calculators/routes/affordability-page';
import CalculatorsPage from '../../../web/src/features/calculators/routes/calculators-page';
import ClosingCostsPage from '../../../web/src/features/calculators/routes/closing-costs-page';
import LandTransferTaxPage from '../../../web/src/features/calculators/routes/land-transfer-tax-page';
import MortgageCalculatorPage from '../../../web/src/features/calculators/routes/mortgage-calculator-page';
import QuoteDialog from '../../../web/src/features/quote/components/quote-dialog';
import { plain } from '../../support/french';
import { renderScreen } from './support/render';

// Issue 20, ADR 085: every calculator and the quote dialog in French at their French paths, figures in fr-CA.

const FR = french.calculators;
const FR_COST = french.purchaseCost;
const figure = (testId: string) => plain(screen.getByTestId(testId).textContent);
const fr = (amount: number, decimals?: number) => plain(formatCad(amount, { decimals, locale: 'fr' }));
const escapeText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

/** Answers the API as the calculators and the dialog call it: the rates of a province, the brokers. */
function serveApi(rates: unknown[] = []) {
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.startsWith('/api/rates')) return Response.json(rates);
    if (url.startsWith('/api/agents/options')) return Response.json([{ id: 'a1', name: 'Sarah Chen' }]);
    return Response.json({}, { status: 404 });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the land transfer tax calculator in French', () => {
  it('reads « 500 000 » and shows Ontario’s tax, its brackets and its source in fr-CA', async () => {
    const user = userEvent.setup();
    renderScreen(<LandTransferTaxPage />, '/fr/calculatrice-droits-de-mutation');
    expect(heading()).toBe(french.calculators.common.landTransferTitle);
    const price = screen.getByLabelText(FR_COST.purchase.price);
    expect(price.getAttribute('inputmode')).toBe('decimal');
    await user.clear(price);
    await user.type(price, '500 000');
    expect(figure('ltt-total')).toBe('6 475,00 $');
    expect(figure('ltt-rebate')).toBe('0,00 $');
    const table = screen.getByRole('table');
    // The range, and under it on a phone the part taxed.
    expect(plain(within(table).getByText(FR_COST.landTransfer.rangeTo('0 $', '55 000 $')).textContent)).toBe(
      `0 $ à 55 000 $${plain(FR_COST.landTransfer.taxedPart('55 000,00 $'))}`,
    );
    expect(plain(table.textContent)).toContain('0,50 %');
    expect(figure('ltt-table-total')).toBe('6 475,00 $');
    const rule = FR.landTransferRules.rules.ON;
    expect(screen.getByText(rule.name, { selector: 'span' })).toBeTruthy();
    expect(
      within(table).getByRole('rowheader', { name: FR_COST.landTransfer.subtotal(rule.name) }),
    ).toBeTruthy();
    expect(screen.getByText(/Loi sur les droits de cession immobilière/).textContent).toContain(
      FR_COST.landTransfer.asOf('23 novembre 2026'),
    );
    // No English left from the rules or the page.
    expect(document.body.textContent).not.toContain('Ontario land transfer tax');
    expect(document.body.textContent).not.toContain(purchaseCostMessages.landTransfer.breakdownTitle);
  });

  it('explains in French why Nova Scotia has no figure, with the rules’ reason in French', async () => {
    const user = userEvent.setup();
    renderScreen(<LandTransferTaxPage />, '/fr/calculatrice-droits-de-mutation');
    await user.selectOptions(screen.getByLabelText(FR_COST.purchase.province), 'NS');
    const panel = screen.getByTestId('ltt-unavailable');
    expect(
      within(panel).getByText(
        plain(FR_COST.landTransfer.unavailable['municipal-rate-varies'](FR_COST.landTransfer.chargeOf.NS)),
      ),
    ).toBeTruthy();
    expect(within(panel).getByText(plain(FR.landTransferRules.details.NS))).toBeTruthy();
    expect(panel.textContent).not.toMatch(/[A-Za-z]+'s /);
  });

  it('says what is wrong with a price in French, and takes Toronto with its rebates', async () => {
    const user = userEvent.setup();
    renderScreen(<LandTransferTaxPage />, '/fr/calculatrice-droits-de-mutation');
    const price = screen.getByLabelText(FR_COST.purchase.price);
    await user.clear(price);
    expect(screen.getByRole('alert').textContent).toBe(FR_COST.purchase.priceRequired);
    await user.type(price, 'abc');
    expect(screen.getByRole('alert').textContent).toBe(french.common.invalidNumber);
    await user.clear(price);
    await user.type(price, '500000');
    await user.selectOptions(screen.getByLabelText(FR_COST.purchase.city), 'toronto');
    expect(screen.getByRole('option', { name: FR_COST.purchase.elsewhereIn('Ontario') }).textContent).toBe(
      'Ailleurs en Ontario',
    );
    await user.click(screen.getByRole('checkbox', { name: new RegExp(FR_COST.purchase.firstTimeBuyer) }));
    expect(figure('ltt-rebate')).toBe('−8 475,00 $');
    expect(figure('ltt-total')).toBe('4 475,00 $');
    expect(screen.getByText(FR.landTransferRules.rules.toronto.name, { selector: 'span' })).toBeTruthy();
  });
});

describe('the closing costs calculator in French', () => {
  it('shows the cash to close, the premium tax and the estimates in fr-CA', async () => {
    const user = userEvent.setup();
    renderScreen(<ClosingCostsPage />, '/fr/calculatrice-frais-de-cloture');
    expect(heading()).toBe(french.calculators.common.closingCostsTitle);
    for (const [label, value] of [
      [FR_COST.purchase.price, '500 000'],
      [FR_COST.closingCosts.downPayment, '25 000'],
    ] as const) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    }
    expect(figure('closing-premium-tax')).toBe('1 520,00 $');
    expect(figure('closing-ltt')).toBe('6 475,00 $');
    expect(figure('closing-cash')).toBe('34 895 $ – 37 395 $');
    expect(figure('closing-down')).toBe('25 000 $');
    expect(figure('closing-legalFees')).toBe('1 000 $ – 2 500 $');
    const premiumRow = screen
      .getByText(FR_COST.closingCosts.premiumSalesTax, { selector: 'p' })
      .closest('li');
    expect(plain(premiumRow?.textContent)).toContain(
      plain(FR_COST.closingCosts.premiumTax.insured('8,00 %', '19 000,00 $')),
    );
    expect(screen.getAllByText(FR_COST.closingCosts.estimate).length).toBeGreaterThan(0);
    // The link to the land transfer tax calculator stays in French.
    expect(screen.getByRole('link', { name: FR_COST.closingCosts.seeBrackets }).getAttribute('href')).toBe(
      '/fr/calculatrice-droits-de-mutation',
    );
    expect(screen.getByLabelText(FR_COST.closingCosts.amortization).textContent).toContain('30 ans');
  });

  it('names the province without a premium tax in French', async () => {
    const user = userEvent.setup();
    renderScreen(<ClosingCostsPage />, '/fr/calculatrice-frais-de-cloture');
    await user.selectOptions(screen.getByLabelText(FR_COST.purchase.province), 'AB');
    await user.clear(screen.getByLabelText(FR_COST.closingCosts.downPayment));
    await user.type(screen.getByLabelText(FR_COST.closingCosts.downPayment), '25000');
    const row = screen.getByText(FR_COST.closingCosts.premiumSalesTax, { selector: 'p' }).closest('li');
    expect(plain(row?.textContent)).toContain('Aucune taxe de vente en Alberta sur la prime de 19 000,00 $');
  });
});

describe('the mortgage calculator in French', () => {
  it('offers the province’s rates in French, and reads a custom rate typed « 4,74 » or « 4.74 »', async () => {
    serveApi([{ id: 'r5', term: '5 year', rate_type: 'fixed', province: 'Ontario', our_rate: 4.79 }]);
    const user = userEvent.setup();
    renderScreen(<MortgageCalculatorPage />, '/fr/calculatrice-hypothecaire');
    expect(heading()).toBe(FR.mortgage.title);
    const rate = screen.getByLabelText(FR.mortgage.interestRate);
    await screen.findByRole('option', { name: /5 ans, fixe/ });
    expect(plain((rate as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe('5 ans, fixe · 4,79 %');
    expect((screen.getByLabelText(FR.mortgage.amount) as HTMLInputElement).value.replace(/\s/g, ' ')).toBe(
      '500 000',
    );

    await user.selectOptions(rate, 'custom');
    const custom = screen.getByLabelText(FR.mortgage.customRate);
    expect(custom.getAttribute('placeholder')).toBe('4,50');
    await user.type(custom, '4,74');
    const expected = amortizationSchedule({
      principal: CALCULATOR_DEFAULTS.mortgageAmount,
      annualRatePct: 4.74,
      amortizationYears: CALCULATOR_DEFAULTS.amortization,
      frequency: 'monthly',
    });
    expect(figure('calc-payment')).toBe(fr(expected.payment));
    expect(figure('calc-interest')).toBe(fr(expected.totals.interest, 0));
    expect(screen.getByText(FR.common.paymentAt(french.domain.frequencies.monthly))).toBeTruthy();
    expect(plain(screen.getByTestId('calc-payment').parentElement?.textContent)).toContain(
      'à 4,74 % sur 25 ans',
    );

    await user.clear(custom);
    await user.type(custom, '4.74');
    expect(figure('calc-payment')).toBe(fr(expected.payment));
    expect(screen.getByRole('table', { name: FR.mortgage.scheduleCaption })).toBeTruthy();
  });
});

describe('the calculators hub and the affordability calculator in French', () => {
  it('links to the French calculators and estimates a payment in fr-CA', async () => {
    const user = userEvent.setup();
    renderScreen(<CalculatorsPage />, '/fr/calculatrices');
    expect(heading()).toBe(FR.hub.title);
    expect(screen.getByRole('link', { name: new RegExp(FR.hub.payment.title) }).getAttribute('href')).toBe(
      '/fr/calculatrice-hypothecaire',
    );
    const rate = screen.getByLabelText(FR.hub.interestRate);
    await user.clear(rate);
    await user.type(rate, '5,5');
    const hub = CALCULATOR_DEFAULTS.hub;
    const expected = quoteCalculation({
      price: hub.price,
      downPayment: hub.downPayment,
      annualRatePct: 5.5,
      amortizationYears: CALCULATOR_DEFAULTS.amortization,
      frequency: 'monthly',
    });
    expect(figure('hub-payment')).toBe(fr(expected.monthlyPayment, 0));
  });

  it('shows what a household can afford in fr-CA, with the ratios’ French names', () => {
    renderScreen(<AffordabilityPage />, '/fr/calculatrice-capacite-emprunt');
    expect(heading()).toBe(french.calculators.common.affordabilityTitle);
    const d = CALCULATOR_DEFAULTS.affordability;
    const expected = affordability({
      annualIncome: d.annualIncome,
      downPayment: d.downPayment,
      annualRatePct: d.rate,
      amortizationYears: d.amortization,
      propertyTaxMonthly: 0,
      heatMonthly: d.heatMonthly,
      condoFeesMonthly: 0,
      otherDebtMonthly: 0,
    });
    expect(figure('afford-price')).toBe(fr(expected.maxPrice, 0));
    expect(figure('afford-qualifying')).toBe(plain(formatRate(expected.qualifyingRatePct, 'public', 'fr')));
    // The payment the ratios allow is the stress-test rate's; beside it, the largest mortgage's at the rate entered.
    expect(figure('afford-payment-at-rate')).toBe(
      fr(
        paymentPerPeriod({
          principal: expected.maxMortgage,
          annualRatePct: d.rate,
          amortizationYears: d.amortization,
          frequency: 'monthly',
        }),
        0,
      ),
    );
    expect(plain(document.body.textContent)).toContain(plain(FR.affordability.paymentAtRate('4,84 %')));
    expect((screen.getByLabelText(FR.affordability.heat) as HTMLInputElement).value).toBe('100');
    expect(plain(document.body.textContent)).toContain('jusqu’à 32 % du revenu brut (ABD)');
    expect((screen.getByLabelText(FR.affordability.rate) as HTMLInputElement).value).toBe('4,84');
  });
});

describe('the quote dialog in French', () => {
  /** The quote dialog for a `kind` of mortgage, open at `path` (its page's language). */
  async function openQuote(kind: ComponentProps<typeof QuoteDialog>['kind'], path: string) {
    serveApi();
    const user = userEvent.setup();
    renderScreen(<QuoteDialog kind={kind} open onOpenChange={() => {}} />, path);
    return { user, dialog: await screen.findByRole('dialog') };
  }

  it('computes the same figures as in English from « 500 000 » and « 4,74 », shown in fr-CA', async () => {
    const { user, dialog } = await openQuote('purchase', '/fr');
    expect(
      within(dialog).getByRole('heading', { name: french.calculators.quote.purchaseTitle }),
    ).toBeTruthy();
    const rate = within(dialog).getByLabelText(FR.quote.mortgageRate) as HTMLInputElement;
    expect(rate.value).toBe('3,94');
    await user.type(within(dialog).getByLabelText(new RegExp(FR.quote.purchase.price)), '500 000');
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${escapeText(FR.quote.purchase.down)}`)),
      '25 000',
    );
    await user.clear(rate);
    await user.type(rate, '4,74');

    const expected = quoteCalculation(expectedInput());
    expect(figure('quote-insurance')).toBe(fr(expected.cmhcInsurance, 0));
    expect(figure('quote-total')).toBe(fr(expected.totalMortgage, 0));
    expect(figure('quote-payment')).toBe(fr(expected.paymentPerPeriod, 0));
    expect(figure('quote-insurance')).toBe('19 000 $');
    expect(figure('quote-total')).toBe('494 000 $');
    expect(within(dialog).getByText(FR.common.paymentAt(french.domain.frequencies.monthly))).toBeTruthy();

    // Labels in French, values as stored: the location is still 'Quebec', the frequency 'bi-weekly'.
    const location = within(dialog).getByLabelText(FR.quote.location) as HTMLSelectElement;
    await user.selectOptions(location, 'Quebec');
    expect(location.selectedOptions[0]?.textContent).toBe('Québec');
    await user.click(within(dialog).getByRole('radio', { name: french.domain.frequencies['bi-weekly'] }));
    const biWeekly = quoteCalculation({ ...expectedInput(), frequency: 'bi-weekly' });
    await waitFor(() => expect(figure('quote-payment')).toBe(fr(biWeekly.paymentPerPeriod, 0)));
    expect(within(dialog).getByRole('button', { name: FR.quote.submit })).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'Sarah Chen' })).toBeTruthy();
  });

  it('shows the same figures in English from « 500,000 » and « 4.74 »', async () => {
    const { user, dialog } = await openQuote('renewal', '/');
    expect(within(dialog).getByRole('heading', { name: calculatorsQuoteWords.renewalTitle })).toBeTruthy();
    const words = calculatorsQuoteWords;
    const rate = within(dialog).getByLabelText(words.mortgageRate) as HTMLInputElement;
    expect(rate.value).toBe('3.94');
    await user.type(within(dialog).getByLabelText(new RegExp(words.renewal.price)), '500,000');
    await user.type(within(dialog).getByLabelText(new RegExp(`^${escapeText(words.renewal.down)}`)), '25000');
    await user.clear(rate);
    await user.type(rate, '4.74');
    expect(figure('quote-insurance')).toBe('$19,000');
    expect(figure('quote-total')).toBe('$494,000');
    expect(screen.getByTestId('quote-payment').textContent).toBe(
      formatCad(quoteCalculation(expectedInput()).paymentPerPeriod, { decimals: 0 }),
    );
    expect(within(dialog).getByText('Monthly payment')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Get My Quote' })).toBeTruthy();
  });

  it('says in French what is missing when sent empty', async () => {
    const { user, dialog } = await openQuote('purchase', '/fr');
    await user.click(within(dialog).getByRole('button', { name: FR.quote.submit }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toContain(french.common.required),
    );
  });
});

function expectedInput() {
  return {
    price: 500_000,
    downPayment: 25_000,
    amortizationYears: 25,
    annualRatePct: 4.74,
    frequency: 'monthly' as const,
  };
}

describe('the land transfer rules’ words', () => {
  it('name every rule the pages can show, in English as the rules write it', () => {
    const rules = calculatorsLandTransferRulesWords;
    for (const [code, entry] of Object.entries(PROVINCIAL_LAND_TRANSFER_RULES)) {
      if (entry.available) {
        expect(rules.rules[code as keyof typeof rules.rules]).toEqual({
          name: entry.rule.name,
          source: entry.rule.source,
        });
      } else {
        expect(rules.details[code as keyof typeof rules.details]).toBe(entry.detail);
      }
    }
    expect(rules.rules.toronto.name).toBe(TORONTO_MUNICIPAL_LAND_TRANSFER_TAX.name);
    const quebec = landTransferTax({ province: 'QC', price: 600_000, firstTimeBuyer: false });
    expect(quebec.available ? '' : quebec.detail).toBe(rules.details.quebecAbove);
    const montreal = landTransferTax({
      province: 'QC',
      price: 300_000,
      firstTimeBuyer: false,
      montreal: true,
    });
    expect(montreal.available ? '' : montreal.asOf).toBe(LAND_TRANSFER_RULES_AS_OF);
    expect(montreal.available ? '' : montreal.detail).toBe(rules.details.montreal);
  });
});
