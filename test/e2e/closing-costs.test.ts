import { purchaseCostMessages, staffMessages } from '@maplestone/shared';
import { calculatorsCommonWords } from '@maplestone/shared/i18n/en/calculators';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, toastShown } from './support/back-office';
import {
  expectAccessible,
  openPage,
  screenshot,
  settle,
  siteUrl,
  useBrowser,
  WIDTHS,
} from './support/browser';
import { expectNoSidewaysScroll } from './support/pages';

const ctx = useBrowser();
const LTT = purchaseCostMessages.landTransfer;
const CC = purchaseCostMessages.closingCosts;
const P = purchaseCostMessages.purchase;
const E = purchaseCostMessages.estimateLead;
const run = Date.now().toString(36);

/** Presses Tab until the control labelled `label` has focus (at most 60 presses); returns whether it did. */
async function tabToControl(page: Page, label: string): Promise<boolean> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const active = document.activeElement as HTMLInputElement | null;
      return active?.labels?.[0]?.textContent?.trim() ?? '';
    });
    if (focused.startsWith(label)) return true;
  }
  return false;
}

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

describe('land transfer tax and closing costs calculators', () => {
  it('land transfer tax: from the hub, by keyboard, Ontario $500,000 and a BC first-time buyer at $700,000', async () => {
    for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
      const { page, context, errors } = await openPage(ctx.browser, '/calculators', { width });
      await page.getByRole('link', { name: new RegExp(calculatorsCommonWords.landTransferTitle) }).click();
      await page.waitForURL(siteUrl('/land-transfer-tax-calculator'));
      await page.getByRole('heading', { level: 1, name: calculatorsCommonWords.landTransferTitle }).waitFor();

      // Keyboard only: clear the price, see why there is no figure, enter $500,000.
      expect(await tabToControl(page, P.price)).toBe(true);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await page.getByRole('alert').filter({ hasText: P.priceRequired }).waitFor();
      await expect(text(page, 'ltt-empty')).resolves.toBe(LTT.empty);
      await page.keyboard.type('500000');
      await expect.poll(() => text(page, 'ltt-total')).toBe('$6,475.00');
      // The first-time buyer box is next: Ontario's refund, up to $4,000.
      expect(await tabToControl(page, P.firstTimeBuyer)).toBe(true);
      await page.keyboard.press('Space');
      await expect.poll(() => text(page, 'ltt-rebate')).toBe('−$4,000.00');
      await expect(text(page, 'ltt-total')).resolves.toBe('$2,475.00');

      await page.getByLabel(P.province).selectOption('BC');
      await page.getByLabel(P.price).fill('700000');
      await expect.poll(() => text(page, 'ltt-total')).toBe('$4,000.00');
      await expect(page.getByRole('rowheader', { name: '$200,000 to $2,000,000' }).isVisible()).resolves.toBe(
        true,
      );
      await settle(page);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      // The purchase card is as tall as its fields, not stretched to the results column (issue 35).
      const card = page.getByRole('heading', { level: 2, name: P.formTitle }).locator('..');
      const fields = card.getByText(P.firstTimeBuyer);
      const [cardBox, lastBox] = [await card.boundingBox(), await fields.boundingBox()];
      expect(cardBox!.y + cardBox!.height - (lastBox!.y + lastBox!.height)).toBeLessThan(80);
      await screenshot(page, 'land-transfer-tax');

      await page.getByLabel(P.province).selectOption('NS');
      await page.getByTestId('ltt-unavailable').waitFor();
      await expect(text(page, 'ltt-unavailable')).resolves.toContain(
        "We can't calculate Nova Scotia's deed transfer tax yet: each municipality sets its own rate.",
      );
      await expectAccessible(page);
      if (width === WIDTHS.mobile) await screenshot(page, 'land-transfer-tax-unavailable');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("closing costs: from the header's Mortgages menu, the premium's sales tax, the cash needed, and the estimate sent to the super admin's leads", async () => {
    for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
      const { page, context, errors } = await openPage(ctx.browser, '/calculators', { width });
      // The header's menu on a wide screen, the side drawer's on a phone.
      if (width === WIDTHS.mobile) await page.getByRole('button', { name: 'Open menu' }).click();
      const menu =
        width === WIDTHS.mobile ? page.getByRole('dialog') : page.getByRole('navigation', { name: 'Main' });
      await menu.getByRole('button', { name: layoutWords.nav.mortgages }).click();
      await menu.getByRole('link', { name: new RegExp(layoutWords.links.closingCosts.label) }).click();
      await page.waitForURL(siteUrl('/closing-costs-calculator'));
      await page.getByRole('heading', { level: 1, name: calculatorsCommonWords.closingCostsTitle }).waitFor();

      await page.getByLabel(P.price).fill('500000');
      await page.getByLabel(CC.downPayment).fill('25000');
      // 5 % down: a 4 % premium of $19,000 goes into the loan; Ontario's 8 % sales tax on it is paid in cash.
      await expect.poll(() => text(page, 'closing-premium-tax')).toBe('$1,520.00');
      await expect(text(page, 'closing-ltt')).resolves.toBe('$6,475.00');
      await expect(text(page, 'closing-legalFees')).resolves.toBe('$1,000 – $2,500');
      await expect(text(page, 'closing-cash')).resolves.toBe('$34,895 – $37,395');
      await expect(text(page, 'closing-down')).resolves.toBe('$25,000');
      await settle(page);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'closing-costs');

      // 20 % down: no insurance, no tax on it.
      await page.getByLabel(CC.downPayment).fill('100000');
      await expect.poll(() => text(page, 'closing-premium-tax')).toBe('$0.00');
      await expect(text(page, 'closing-cash')).resolves.toBe('$108,375 – $110,875');

      // "Send me this estimate" (issue 21): the form under the figures, sent, then its confirmation.
      const form = page.getByRole('form', { name: E.title });
      await form.getByLabel(E.name).fill(`Estimate ${run} ${width}`);
      await form.getByLabel(E.email).fill(`estimate-${run}@example.com`);
      await form.getByRole('button', { name: E.submit }).click();
      await toastShown(page, E.success);
      await page
        .getByTestId('estimate-sent')
        .getByText(E.sent(`estimate-${run}@example.com`))
        .waitFor();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      if (width === WIDTHS.mobile) await screenshot(page, 'closing-costs-estimate-sent', { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    }

    // The super admin finds it in the leads, from its calculator, with the figures the server worked out.
    const client = `Estimate ${run} ${WIDTHS.desktop}`;
    const { page, context } = await openPage(ctx.browser, '/');
    await signIn(page, 'superadmin@example.com', '/super-admin/leads');
    // Its name's button, as a person would: the row's middle may be its e-mail link or its status menu, depending
    // on the other rows' widths (a full run's dialog once never opened).
    await page
      .getByRole('row')
      .filter({ hasText: client })
      .getByRole('button', { name: staffMessages.leads.viewDetails(client) })
      .click();
    const dialog = page.getByRole('dialog', { name: client });
    await dialog
      .getByText(staffMessages.leads.sourceLabels.closing_costs_calculator, { exact: true })
      .waitFor();
    const estimate = staffMessages.leads.estimate;
    for (const [label, value] of [
      [estimate.total, '$6,475.00'],
      [estimate.insurancePremiumTax, '$0.00'],
      [estimate.cashToClose, '$108,375.00 – $110,875.00'],
    ] as const) {
      await expect(dialog.getByText(label, { exact: true }).locator('+ dd').textContent()).resolves.toBe(
        value,
      );
    }
    await settle(page);
    await context.close();
  });
});
