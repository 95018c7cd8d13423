import { adminMessages, staffMessages } from '@maplestone/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, toastShown } from './support/back-office';
import { expectAccessible, openPage, screenshot, useBrowser, WIDTHS } from './support/browser';

/**
 * French content in the super admin panel (issue 37): the product form's English and French side by side on a
 * wide screen and one above the other on a phone; the products that lack French counted and filtered, the count
 * moving once one has its French. The product it makes it deletes.
 */
const ctx = useBrowser();
const a = adminMessages;
const fr = staffMessages.french;
const run = Date.now().toString(36);

/** The panel's line: how many products lack French, of how many. */
async function lacking(page: Page): Promise<{ missing: number; total: number }> {
  const line = page.getByText(/^\d+ of \d+ products (has|have) no French$/);
  await line.waitFor();
  const [, missing, total] = /^(\d+) of (\d+)/.exec((await line.textContent()) ?? '') ?? [];
  return { missing: Number(missing), total: Number(total) };
}

describe('what lacks French, in the super admin panel', () => {
  it('filters the products that lack French; the count drops once one has its French', async () => {
    const { page, context } = await openPage(ctx.browser, '/');
    await signIn(page, 'superadmin@example.com', '/super-admin/products');
    const name = `Counted product ${run}`;
    const row = page.getByRole('row').filter({ hasText: name });
    const before = await lacking(page);

    await page.getByRole('button', { name: a.crud.add(a.products.noun) }).click();
    const create = page.getByRole('dialog', { name: a.crud.newTitle(a.products.noun) });
    await create.getByLabel(a.products.fields.name, { exact: true }).fill(name);
    await create.getByRole('button', { name: a.crud.create }).click();
    await row.waitFor();
    await expect.poll(() => lacking(page)).toEqual({ missing: before.missing + 1, total: before.total + 1 });

    const toggle = page.getByRole('button', { name: a.frenchSummary.lacksFrench, exact: true });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await page.waitForURL((url) => url.searchParams.get('products_french') === 'missing');
    await row.getByText(fr.missing).waitFor();

    // English and French side by side from 1024 px, one above the other on a phone.
    await page.getByRole('button', { name: a.crud.edit(a.products.noun, name) }).click();
    const edit = page.getByRole('dialog', { name: a.crud.editTitle(a.products.noun, name) });
    const english = edit.getByLabel(a.products.fields.name, { exact: true });
    const french = edit.getByLabel(fr.label(a.products.fields.name));
    const [wideEn, wideFr] = [await english.boundingBox(), await french.boundingBox()];
    expect(wideFr!.x).toBeGreaterThan(wideEn!.x + wideEn!.width);
    // On one row (their labels' heights may differ by a few pixels: 'Optional' is smaller type).
    expect(Math.abs(wideFr!.y - wideEn!.y)).toBeLessThan(wideEn!.height / 2);
    await expectAccessible(page);
    await screenshot(page, 'admin-product-french', { fullPage: false });
    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    const [narrowEn, narrowFr] = [await english.boundingBox(), await french.boundingBox()];
    expect(narrowFr!.y).toBeGreaterThan(narrowEn!.y + narrowEn!.height);
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });

    await french.fill(`Produit ${run}`);
    await edit.getByRole('button', { name: a.crud.saveChanges }).click();
    await toastShown(page, a.products.saved);
    // Off the filtered list, and counted as having its French.
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => lacking(page)).toEqual({ missing: before.missing, total: before.total + 1 });

    await toggle.click();
    await page.getByRole('button', { name: a.crud.delete(a.products.noun, name) }).click();
    await page
      .getByRole('alertdialog', { name: a.crud.deleteTitle(a.products.noun, name) })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });
});
