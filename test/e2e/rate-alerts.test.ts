import { CONSENT_TEXTS, RATE_ALERT_CONSENT_VERSIONS } from '@maplestone/shared/consent';
import { rateAlertMessages } from '@maplestone/shared/i18n/en/rate-alert';
import { subscriptionMessages } from '@maplestone/shared/i18n/en/subscription';
import { describe, expect, inject, it } from 'vitest';
import { type InboxMessage, waitForMessages } from '../integration/jobs/mailbox';
import { api, signIn } from '../support/http';
import { toastShown } from './support/back-office';
import { expectAccessible, openPage, screenshot, settle, useBrowser, WIDTHS } from './support/browser';
import { expectNoSidewaysScroll } from './support/pages';

const ctx = useBrowser();
const F = rateAlertMessages.form;
const U = rateAlertMessages.unsubscribe;
const S = subscriptionMessages;
const run = Date.now().toString(36);
const inbox = inject('stack').urls.inbox;
const to = (email: string) => (message: InboxMessage) =>
  message.to.some((recipient) => recipient.address === email);

describe('rate alerts (issue 21), confirmed from the e-mail (issue 34, ADR 095)', () => {
  it('a visitor asks for an alert on /rates, confirms it from the e-mail (no JavaScript needed), a scrape meets it, and its link unsubscribes; an unconfirmed one never fires', async () => {
    // Both widths ask; only the phone's visitor confirms. One scrape (seconds) then meets both targets.
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
      await form.getByLabel(CONSENT_TEXTS[RATE_ALERT_CONSENT_VERSIONS.en]).check();
      await form.getByRole('button', { name: F.submit }).click();
      // The form says what happens next: nothing is set until the e-mail's link is followed.
      await toastShown(page, F.checkInbox);
      await page.getByTestId('rate-alert-sent').getByText(F.sentTitle).waitFor();
      await expect(page.getByTestId('rate-alert-sent').textContent()).resolves.toContain(
        F.sent(email, '5-year fixed (National)', 4.2),
      );
      await settle(page);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'rate-alert-check-inbox');
      visitors.push({ email, page, context, errors });
    }
    const [confirming, unconfirmed] = visitors as [(typeof visitors)[0], (typeof visitors)[0]];

    // The confirmation e-mail, and its link opened where JavaScript is off: a page, then its button.
    const [confirmation] = await waitForMessages(inbox, to(confirming.email), 1);
    expect(confirmation!.subject).toBe(S.title.rate_alert);
    const confirmLink = confirmation!.text.match(
      /https?:\/\/\S+\/api\/subscriptions\/[A-Za-z0-9_-]{22}/,
    )?.[0];
    expect(confirmLink, confirmation!.text).toBeDefined();
    // The page holds no script: axe (which needs one of its own) checks it where scripts run, before anything
    // is pressed (opening the link changes nothing).
    await confirming.page.goto(confirmLink!);
    await confirming.page.getByRole('heading', { level: 1, name: S.title.rate_alert }).waitFor();
    await expectAccessible(confirming.page);
    await expectNoSidewaysScroll(confirming.page);
    await confirming.page.screenshot({
      path: `test-results/screenshots/subscription-confirm-${WIDTHS.mobile}.png`,
      fullPage: true,
    });
    const noScript = await ctx.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: WIDTHS.mobile, height: 900 },
    });
    const plain = await noScript.newPage();
    await plain.goto(confirmLink!);
    await plain.getByText(CONSENT_TEXTS[RATE_ALERT_CONSENT_VERSIONS.en]).waitFor();
    await plain.getByRole('button', { name: S.page.button }).click();
    await plain.getByRole('heading', { level: 1, name: S.page.doneTitle.rate_alert }).waitFor();
    await plain.getByText(F.success).waitFor();
    await noScript.close();
    // The link again: done already, said on a page as accessible as the first.
    await confirming.page.goto(confirmLink!);
    await confirming.page.getByText(S.page.already).waitFor();
    await expectAccessible(confirming.page);

    // The scrape (the admin's "scrape now") sends the e-mails of armed alerts only.
    const scrape = await api('POST', '/api/admin/rates/scrape', {
      token: await signIn('superadmin@example.com'),
    });
    expect(scrape.status).toBe(200);
    const [mail] = await waitForMessages(
      inbox,
      (message) => to(confirming.email)(message) && message.subject.startsWith('Rate alert:'),
      1,
    );
    expect(mail!.subject).toMatch(/^Rate alert: 5-year fixed \(National\) is now \d\.\d{2}%$/);
    // The unconfirmed visitor got the confirmation e-mail and nothing else (its alert, were it armed, would have
    // gone in the same run, a moment from the other).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const theirs = await waitForMessages(inbox, to(unconfirmed.email), 1);
    expect(theirs.map((message) => message.subject)).toEqual([S.title.rate_alert]);
    await unconfirmed.context.close();

    const { page, context, errors } = confirming;
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
  });
});
