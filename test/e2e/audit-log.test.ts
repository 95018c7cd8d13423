import { adminMessages } from '@maplestone/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../infra/local/seed-data';
import { signIn } from './support/back-office';
import { expectAccessible, openPage, screenshot, siteUrl, useBrowser, WIDTHS } from './support/browser';
import { expectNoSidewaysScroll } from './support/pages';

/**
 * The audit log (issue 17, ADR 069) as a super admin reads it: a change made in a panel is there at once,
 * with who made it and the values before and after; on a phone too.
 */
const ctx = useBrowser();
const a = adminMessages;
const m = adminMessages.audit;
const run = Date.now().toString(36);
const noun = a.lenders.noun;
const SUPER_ADMIN = DEMO_USERS.find((user) => user.group === 'super_admin')!;

/** The newest entry of this action: its row's Details button. */
const detailsOf = (page: Page, action: string) =>
  page.getByRole('button', { name: new RegExp(`^Details of "${action}"`) }).first();

describe('audit log', () => {
  it('shows a change just made, with who and the values before and after; filters stay in the URL', async () => {
    const { page, context } = await openPage(ctx.browser, '/');
    await signIn(page, SUPER_ADMIN.email, '/super-admin/lenders');
    const name = `Audited lender ${run}`;
    await page.getByRole('button', { name: a.crud.add(noun) }).click();
    const create = page.getByRole('dialog', { name: a.crud.newTitle(noun) });
    await create.getByLabel(a.lenders.fields.name, { exact: true }).fill(name);
    await create.getByRole('button', { name: a.crud.create }).click();
    await page.getByRole('row').filter({ hasText: name }).waitFor();
    const renamed = `${name} renamed`;
    await page.getByRole('button', { name: a.crud.edit(noun, name) }).click();
    const edit = page.getByRole('dialog', { name: a.crud.editTitle(noun, name) });
    await edit.getByLabel(a.lenders.fields.name, { exact: true }).fill(renamed);
    await edit.getByRole('button', { name: a.crud.saveChanges }).click();
    await page.getByRole('row').filter({ hasText: renamed }).waitFor();

    await page
      .getByRole('navigation', { name: 'Super Admin' })
      .getByRole('link', { name: a.tabs.audit })
      .click();
    await page.waitForURL(siteUrl('/super-admin/audit'));
    await page.getByRole('heading', { name: m.title }).waitFor();
    await page.getByLabel(m.entity).selectOption('lenders');
    await page.waitForURL((url) => url.searchParams.get('audit_entity') === 'lenders');
    const row = page.getByRole('row').filter({ hasText: m.actions.updateLender! }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain(SUPER_ADMIN.fullName);
    await expectAccessible(page);
    await screenshot(page, 'admin-audit');

    await detailsOf(page, m.actions.updateLender!).click();
    const dialog = page.getByRole('dialog', { name: m.detailsTitle(m.actions.updateLender!) });
    const nameRow = dialog
      .getByRole('table', { name: m.changed })
      .getByRole('row')
      .filter({ hasText: 'name' });
    await nameRow.first().waitFor();
    const cells = await nameRow.first().getByRole('cell').allTextContents();
    expect(cells).toEqual([name, renamed]);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Put the demo data back: the new lender goes (its deletion is audited too).
    await page.goto(siteUrl('/super-admin/lenders'));
    await page.getByRole('button', { name: a.crud.delete(noun, renamed) }).click();
    await page
      .getByRole('alertdialog', { name: a.crud.deleteTitle(noun, renamed) })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await page.getByRole('row').filter({ hasText: renamed }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('works on a phone: the list and an entry without sideways scrolling, axe', async () => {
    const { page, context } = await openPage(ctx.browser, '/', { width: WIDTHS.mobile });
    await signIn(page, SUPER_ADMIN.email, '/super-admin/audit');
    await page.getByRole('heading', { name: m.title }).waitFor();
    // Below 768 px each entry is a card (issue 35).
    await page.getByRole('list', { name: m.title, exact: true }).getByRole('listitem').first().waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    // The sign-in toast lies over the dialog on a phone until it goes; axe would measure the text under it.
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'admin-audit-entry', { fullPage: false });
    await context.close();
  });
});
