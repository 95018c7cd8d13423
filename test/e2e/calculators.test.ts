import {
  affordability,
  amortizationSchedule,
  CALCULATOR_DEFAULTS,
  formatCad,
  formatRate,
  quoteCalculation,
} from '@maplestone/shared';
import { calculatorsCommonWords, calculatorsMortgageWords } from '@maplestone/shared/i18n/en/calculators';
import { ratesPageWords } from '@maplestone/shared/i18n/en/rates';
import { describe, expect, it } from 'vitest';
import { apiGet } from './support/api';
import { expectAccessible, openPage, screenshot, settle, useBrowser, WIDTHS } from './support/browser';

const ctx = useBrowser();

describe('rates and calculators', () => {
  it("/rates shows Today's Mortgage Rates", async () => {
    for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
      const { page, context } = await openPage(ctx.browser, '/rates', { width });
      await page.getByRole('heading', { level: 1, name: ratesPageWords.title }).waitFor();
      await page.getByTestId('rate-card').first().waitFor();
      await settle(page);
      await expectAccessible(page);
      await screenshot(page, 'rates');
      await context.close();
    }
  });

  it('/calculators estimates a payment from the hub defaults', async () => {
    const { page, context } = await openPage(ctx.browser, '/calculators');
    const hub = CALCULATOR_DEFAULTS.hub;
    const expected = quoteCalculation({
      price: hub.price,
      downPayment: hub.downPayment,
      annualRatePct: hub.rate,
      amortizationYears: CALCULATOR_DEFAULTS.amortization,
      frequency: 'monthly',
    });
    await expect
      .poll(() => page.getByTestId('hub-payment').textContent())
      .toBe(formatCad(expected.monthlyPayment, { decimals: 0 }));
    await expect(
      page
        .getByRole('link', { name: /Mortgage payment calculator/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'calculators');
    await context.close();
  });

  it('/mortgage-calculator computes the payment, schedule and saving, and nothing while a value is missing', async () => {
    for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
      const { page, context } = await openPage(ctx.browser, '/mortgage-calculator', { width });
      // Default rate: Ontario's 5-year fixed from the API.
      const rates = await apiGet<{ id: string; term: string; rate_type: string; our_rate: number }[]>(
        '/api/rates?province=Ontario',
      );
      const fiveYear = rates.find((r) => r.term === '5 year' && r.rate_type === 'fixed')!;
      const schedule = amortizationSchedule({
        principal: CALCULATOR_DEFAULTS.mortgageAmount,
        annualRatePct: fiveYear.our_rate,
        amortizationYears: CALCULATOR_DEFAULTS.amortization,
        frequency: 'monthly',
      });
      await expect
        .poll(() => page.getByTestId('calc-payment').textContent())
        .toBe(formatCad(schedule.payment));
      await expect(page.getByTestId('calc-interest').textContent()).resolves.toBe(
        formatCad(schedule.totals.interest, { decimals: 0 }),
      );
      await page.getByTestId('calc-saving').waitFor();
      // The schedule's last year; below 640 px its row header also says its payments ('25, 12': issue 35).
      await expect(page.getByRole('rowheader', { name: /^25\b/ }).isVisible()).resolves.toBe(true);
      // Every year's figures fit the width: the schedule scrolls down, never sideways.
      const scheduleBox = page.getByRole('region', { name: calculatorsMortgageWords.scheduleRegion });
      await expect(
        scheduleBox.evaluate((box) => box.scrollWidth - box.clientWidth),
      ).resolves.toBeLessThanOrEqual(0);
      await settle(page);
      await expectAccessible(page);
      await screenshot(page, 'mortgage-calculator');

      await page.getByLabel('Payment frequency').selectOption('accelerated-weekly');
      const weekly = amortizationSchedule({
        principal: CALCULATOR_DEFAULTS.mortgageAmount,
        annualRatePct: fiveYear.our_rate,
        amortizationYears: CALCULATOR_DEFAULTS.amortization,
        frequency: 'accelerated-weekly',
      });
      await expect.poll(() => page.getByTestId('calc-payment').textContent()).toBe(formatCad(weekly.payment));

      await page.getByLabel('Mortgage amount').fill('');
      await page.getByTestId('calc-empty').waitFor();
      await page.getByLabel('Mortgage amount').fill('400000');
      await page.getByLabel('Interest rate').selectOption('custom');
      await page.getByTestId('calc-empty').waitFor();
      await page.getByLabel('Custom rate').fill('5');
      await page.getByLabel('Payment frequency').selectOption('monthly');
      await expect.poll(() => page.getByTestId('calc-payment').textContent()).toBe('$2,326.42');
      await context.close();
    }
  });

  it("/affordability-calculator: 'How Much Can I Afford?' with the stress-test rate", async () => {
    const { page, context } = await openPage(ctx.browser, '/affordability-calculator', {
      width: WIDTHS.mobile,
    });
    await page.getByRole('heading', { level: 1, name: calculatorsCommonWords.affordabilityTitle }).waitFor();
    const d = CALCULATOR_DEFAULTS.affordability;
    const result = affordability({
      annualIncome: d.annualIncome,
      downPayment: d.downPayment,
      annualRatePct: d.rate,
      amortizationYears: d.amortization,
      propertyTaxMonthly: 300,
      // Heating starts at what lenders assume without a bill (issue 35).
      heatMonthly: d.heatMonthly,
      condoFeesMonthly: 0,
      otherDebtMonthly: 0,
    });
    await page.getByLabel('Property tax (monthly)').fill('300');
    await expect
      .poll(() => page.getByTestId('afford-price').textContent())
      .toBe(formatCad(result.maxPrice, { decimals: 0 }));
    await expect(page.getByTestId('afford-qualifying').textContent()).resolves.toBe(
      formatRate(result.qualifyingRatePct),
    );
    await expectAccessible(page);
    await screenshot(page, 'affordability');
    await context.close();
  });
});
