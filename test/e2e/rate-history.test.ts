import { join } from 'node:path';
import { rateAlertMessages as alerts } from '@maplestone/shared/i18n/en/rate-alert';
import { rateHistoryMessages as t } from '@maplestone/shared/i18n/en/rate-history';
import { beforeAll, describe, expect, it } from 'vitest';
import { runScrape } from '../../functions/src/jobs/scrape-rates';
import { expectAccessible, openPage, SCREENSHOT_DIR, settle, useBrowser, WIDTHS } from './support/browser';
import { expectNoSidewaysScroll } from './support/pages';

const ctx = useBrowser();

describe('rate history on /rates', () => {
  // A scrape keeps today's rates and backfills the posted 5-year (the recorded Valet copy).
  beforeAll(async () => {
    await runScrape();
  });

  it('shows the chart and its table, and the range buttons change them, on a phone and a desktop', async () => {
    for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
      const { page, context } = await openPage(ctx.browser, '/rates', { width });
      const history = page.getByTestId('rate-history');
      await page.getByRole('heading', { level: 2, name: t.title }).waitFor();
      await page.locator('[data-testid="rate-history"][data-range="5y"]').waitFor();
      await expect(page.getByRole('img', { name: t.chartLabel(t.ranges['5y']) }).count()).resolves.toBe(1);
      const table = page.getByTestId('rate-history-table');
      await page.getByText(t.tableSummary).click();
      const fiveYears = await table.locator('tbody tr').count();
      expect(fiveYears).toBeGreaterThan(250);

      await page.getByRole('button', { name: t.ranges['1y'], exact: true }).click();
      await page.locator('[data-testid="rate-history"][data-range="1y"]').waitFor();
      await expect(
        page.getByRole('button', { name: t.ranges['1y'], exact: true }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      const oneYear = await table.locator('tbody tr').count();
      expect(oneYear).toBeGreaterThan(50);
      expect(oneYear).toBeLessThan(fiveYears);

      // One province for the page: the board's choice drives the history and the alert form's default.
      await page.getByLabel('Province', { exact: true }).first().selectOption('BC');
      await expect(page.getByTestId('rate-history-region').textContent()).resolves.toBe(
        t.region('British Columbia'),
      );
      await page.locator('[data-testid="rate-history"][aria-busy="false"]').waitFor();
      await expect(
        page.getByRole('form', { name: alerts.form.title }).getByLabel(alerts.form.province).inputValue(),
      ).resolves.toBe('British Columbia');

      await settle(page);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await history.screenshot({ path: join(SCREENSHOT_DIR, `rate-history-${width}.png`) });
      await context.close();
    }
  });
});
