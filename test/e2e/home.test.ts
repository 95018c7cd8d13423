import { formatRate, PROVINCES, TERMS } from '@maplestone/shared';
import { domainWords } from '@maplestone/shared/i18n/en/domain';
import { homeWords } from '@maplestone/shared/i18n/en/home';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { ratesCommonWords } from '@maplestone/shared/i18n/en/rates';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet } from './support/api';
import { expectAccessible, openPage, screenshot, settle, useBrowser, WIDTHS } from './support/browser';

const ctx = useBrowser();

interface ApiRate {
  term: string;
  rate_type: string;
  province: string;
  our_rate: number;
}

/** The cards shown: term, province and the displayed rate. */
async function cards(page: Page) {
  const list = page.getByTestId('rate-cards');
  await list.waitFor();
  return list.getByTestId('rate-card').evaluateAll((items) =>
    items.map((item) => ({
      term: item.getAttribute('data-term'),
      province: item.getAttribute('data-province'),
      rate: item.querySelector('[data-testid="rate-value"]')?.textContent,
    })),
  );
}

/** What the API says the view should show, in term order, formatted as the page formats it. */
async function expected(province: string, type: 'fixed' | 'variable') {
  const rates = await apiGet<ApiRate[]>(`/api/rates?province=${encodeURIComponent(province)}&type=${type}`);
  return TERMS.flatMap((term) =>
    rates
      .filter((r) => r.term === term && r.rate_type === type)
      .map((r) => ({ term, province: r.province, rate: formatRate(r.our_rate) })),
  );
}

describe('home', () => {
  it('shows the hero, the best rate, lenders and testimonials, accessibly, at 375 and 1280 px', async () => {
    for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
      const { page, context, errors } = await openPage(ctx.browser, '/', { width });
      await page.getByRole('heading', { level: 1, name: layoutWords.headline }).waitFor();
      await expect(page.getByText(homeWords.hero.tagline).isVisible()).resolves.toBe(true);
      for (const bullet of homeWords.hero.bullets) await page.getByText(bullet).waitFor();
      const best = await apiGet<{ our_rate: number }>('/api/rates/best');
      await expect(page.getByTestId('best-rate').textContent()).resolves.toBe(formatRate(best.our_rate));
      await page.getByTestId('a-lenders').waitFor();
      await page.getByTestId('testimonials').waitFor();
      await expect(page.getByRole('button', { name: layoutWords.tryAi }).isVisible()).resolves.toBe(true);
      await settle(page);
      await expectAccessible(page);
      await screenshot(page, 'home');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('shows the rates of the chosen province and type, sorted by term, with the National fallback', async () => {
    const { page, context } = await openPage(ctx.browser, '/');
    // Defaults: Fixed and Ontario.
    await expect(page.getByRole('radio', { name: domainWords.rateTypes.fixed }).isChecked()).resolves.toBe(
      true,
    );
    await expect(page.getByLabel('Province').inputValue()).resolves.toBe('ON');
    const ontarioFixed = await expected('Ontario', 'fixed');
    expect(ontarioFixed.length).toBeGreaterThan(0);
    await expect.poll(() => cards(page)).toEqual(ontarioFixed);
    expect(ontarioFixed.every((c) => /^\d+\.\d{2}%$/.test(c.rate))).toBe(true);

    await page.getByText(domainWords.rateTypes.variable, { exact: true }).click();
    await page.getByLabel('Province').selectOption('BC');
    await expect.poll(() => cards(page)).toEqual(await expected('British Columbia', 'variable'));

    // A territory without variable rates shows the National ones.
    const yukon = PROVINCES.find((p) => p.code === 'YT')!;
    await page.getByLabel('Province').selectOption(yukon.code);
    const yukonVariable = await expected(yukon.name, 'variable');
    expect(yukonVariable.every((c) => c.province === 'National')).toBe(true);
    await expect.poll(() => cards(page)).toEqual(yukonVariable);
    await page.getByText(`none are published for ${yukon.name}`).waitFor();

    await expect(page.getByText(ratesCommonWords.note).isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('rates-updated').textContent()).resolves.toMatch(
      /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
    await context.close();
  });
});
