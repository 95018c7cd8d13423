import { readFile } from 'node:fs/promises';
import { adminMessages, privacySearchResultSchema, staffMessages } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../infra/local/seed-data';
import { postContactLead, signIn, toastShown } from './support/back-office';
import { expectAccessible, openPage, screenshot, useBrowser, WIDTHS } from './support/browser';
import { expectNoSidewaysScroll } from './support/pages';

/**
 * A privacy request (PIPEDA, issue 17, ADR 072) as a super admin answers it: a visitor wrote to Sarah Chen;
 * the request is logged with its due date, the search finds the visitor's lead, the export downloads a file
 * holding it, and anonymising leaves nothing to find and closes the request; at 1280 and 375 px.
 */
const ctx = useBrowser();
const m = adminMessages.privacy;
const run = Date.now().toString(36);
const SUPER_ADMIN = DEMO_USERS.find((user) => user.group === 'super_admin')!;

describe('privacy requests', () => {
  it("a super admin logs a request, finds the person's lead, downloads the export holding it, and anonymises it", async () => {
    const email = `Privacy.${run}@Example.com`;
    const name = `Private Person ${run}`;
    await postContactLead({
      agentId: 'agent-sarah-chen',
      name,
      email,
      phone: '416-555-0177',
      message: `Please call me about my renewal ${run}`,
    });

    const { page, context } = await openPage(ctx.browser, '/');
    try {
      await signIn(page, SUPER_ADMIN.email, '/super-admin/privacy');
      await page.getByRole('heading', { name: m.title }).waitFor();

      // The request, logged today: due in 30 days, said in words.
      await page.getByRole('button', { name: m.newRequest }).click();
      const form = page.getByRole('dialog', { name: m.newRequestTitle });
      await form.getByLabel(m.email).fill(email.toUpperCase());
      await form.getByLabel(m.kind).selectOption({ label: m.kinds.access });
      await form.getByRole('button', { name: m.submitRequest }).click();
      await toastShown(page, m.requestCreated);
      // A table row, or below 768 px the row's card (issue 35).
      const row = page
        .getByRole('row')
        .or(page.getByRole('listitem'))
        .filter({ hasText: email.toLowerCase() });
      await row.getByText(m.dueIn(30)).waitFor();

      // Its row searches what is held on the person: the lead, with its agent and no hold.
      await row.getByRole('button', { name: m.lookUp(email.toLowerCase()) }).click();
      const held = page.getByRole('table', { name: m.leadsTable });
      const leadRow = held.getByRole('row').filter({ hasText: staffMessages.leads.typeLabels.contact });
      await leadRow.getByText('Sarah Chen').waitFor();
      await leadRow.getByText(m.notHeld).waitFor();
      await expectAccessible(page);
      await screenshot(page, 'privacy-search', { fullPage: false });

      // The export: a dated JSON file holding the person's lead as stored.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: m.export }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
      const file = privacySearchResultSchema.parse(
        JSON.parse(await readFile((await download.path())!, 'utf8')),
      );
      expect(file.leads.map((found) => found.lead)).toEqual([
        expect.objectContaining({ client_name: name, client_email: email, agent_id: 'agent-sarah-chen' }),
      ]);
      await toastShown(page, m.exported);

      // On a phone: the same panel, nothing wider than the screen.
      await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'privacy-search', { fullPage: false });

      // Anonymise, after the confirmation that lists it; the request closes with it; nothing is left to find.
      await page.getByRole('button', { name: m.anonymise }).click();
      const confirm = page.getByRole('alertdialog', { name: m.anonymiseTitle });
      await confirm.getByText(m.willAnonymise(1)).waitFor();
      await confirm.getByText(`${m.forRequest}.`).waitFor();
      await expectAccessible(page);
      await confirm.getByRole('button', { name: m.anonymise }).click();
      await toastShown(page, m.anonymised(1, 0));
      await page.getByText(m.nothingFound).waitFor();
      // Closed, it leaves the open requests (the list's first view, issue 33); every request's view shows it done.
      await row.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: m.views.all }).click();
      await row.getByText(m.statuses.done, { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});
