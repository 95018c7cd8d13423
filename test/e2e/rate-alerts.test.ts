import { RATE_ALERT_CONSENT_TEXT, rateAlertMessages } from '@maplestone/shared/rate-alert-messages';
import { describe, expect, inject, it } from 'vitest';
import { waitForMessages } from '../integration/jobs/mailbox';
import { api, signIn } from '../support/http';
import { toastShown } from './support/back-office';
import { expectAccessible, openPage, screenshot, settle, useBrowser, WIDTHS } from './support/browser';
import { expectNoSidewaysScroll } from './support/pages';

const ctx = useBrowser();
const F = rateAlertMessages.form;
const U = rateAlertMessages.unsubscribe;
const run = Date.now().toString(36);

describe('rate alerts (issue 21)', () => {
  it('a visitor asks for an alert on /rates, a scrape meets it, the e-mail arrives, and its link unsubscribes', async () => {
    // Both widths subscribe, one scrape meets both (a scrape takes seconds), then each follows its own link.
    const visitors = [];
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      const email = `rate-alert-${run}-${width}@example.com`;
      const { page, context, errors } = await openPage(ctx.browser, '/rates', { width });
      const form = page.getByRole('form', { name: F.title });
      await form.scrollIntoViewIfNeeded();
      // National 5-year fixed: the recorded Bank of Canada copy gives 6.09 − 2.15 = 3.94 %, under 4.20 %.
      await form.getByLabel(F.province).selectOption('National');
      await form.getByLabel(F.term).selectOption('5 year');
      await form.getByLabel(F.target).fill('4.20');
      await form.getByLabel(F.email).fill(email);
      await form.screenshot({ path: `test-results/screenshots/rate-alert-form-${width}.png` });
      // Without the consent box it says so and sends nothing.
      await form.getByRole('button', { name: F.submit }).click();
      await toastShown(page, F.consentMissing);
      await form.getByLabel(RATE_ALERT_CONSENT_TEXT).check();
      await form.getByRole('button', { name: F.submit }).click();
      await toastShown(page, F.success);
      await page.getByTestId('rate-alert-sent').waitFor();
      await expect(page.getByTestId('rate-alert-sent').textContent()).resolves.toContain(
        F.sent(email, '5-year fixed (National)', 4.2),
      );
      await settle(page);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'rate-alert-sent');
      visitors.push({ email, page, context, errors });
    }

    // The scrape (the admin's "scrape now") sends the e-mails.
    const scrape = await api('POST', '/api/admin/rates/scrape', {
      token: await signIn('superadmin@example.com'),
    });
    expect(scrape.status).toBe(200);

    for (const { email, page, context, errors } of visitors) {
      const [mail] = await waitForMessages(
        inject('stack').urls.inbox,
        (message) => message.to.some((to) => to.address === email),
        1,
      );
      expect(mail!.subject).toMatch(/^Rate alert: 5-year fixed \(National\) is now \d\.\d{2}%$/);
      const link = mail!.text.match(/https?:\/\/\S+\/rate-alerts\/unsubscribe\?token=[A-Za-z0-9_-]+/)?.[0];
      expect(link, mail!.text).toBeDefined();

      // Its link: a page that asks, a button that does it, then says so.
      await page.goto(link!);
      await page.getByRole('heading', { level: 1, name: U.title }).waitFor();
      await settle(page);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: U.button }).click();
      await page.getByRole('status').filter({ hasText: U.done }).waitFor();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'rate-alert-unsubscribed');

      // A broken link says so plainly.
      await page.goto(link!.replace(/token=.*/, 'token=AAAAAAAAAAAAAAAAAAAAAA'));
      await page.getByRole('button', { name: U.button }).click();
      await page.getByRole('alert').filter({ hasText: rateAlertMessages.api.notFound }).waitFor();
      expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
      await context.close();
    }
  });
});
