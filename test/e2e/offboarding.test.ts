import { adminMessages, staffMessages } from '@maplestone/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postContactLead, signIn, toastShown } from './support/back-office';
import { expectAccessible, openPage, screenshot, useBrowser, WIDTHS } from './support/browser';
import { expectNoSidewaysScroll } from './support/pages';

/**
 * Offboarding (issue 17) as the brokerage's administrator does it: an agent leaves with two open leads;
 * the super admin deactivates them and, in the same step, gives the leads to a colleague, who signs in and
 * finds them in their own list. Both agents are made for the test, so the seeded agents stay as seeded.
 */
const ctx = useBrowser();
const a = adminMessages;
const o = a.offboarding;
const run = Date.now().toString(36);
const password = 'Welcome-2026-Maple!';

async function createAgent(page: Page, name: string, email: string): Promise<string> {
  await page.getByRole('button', { name: a.agents.newAgent }).click();
  const create = page.getByRole('dialog', { name: a.agents.createTitle });
  await create.getByLabel(a.agents.fullName).fill(name);
  await create.getByLabel(a.agents.email).fill(email);
  await create.getByLabel(a.agents.password).fill(password);
  await create.getByRole('button', { name: a.agents.createSubmit }).click();
  await create.waitFor({ state: 'detached' });
  // The card links to the public page /agents/{id}.
  const href = await page.getByRole('link', { name: new RegExp(name) }).getAttribute('href');
  return decodeURIComponent(href!.replace('/agents/', ''));
}

describe('offboarding', () => {
  it('a super admin deactivates an agent and reassigns the open leads in one step; the colleague sees them', async () => {
    const leaving = `Lena Leaving ${run}`;
    const heir = `Hugo Heir ${run}`;
    const heirEmail = `hugo-${run}@example.com`;
    const clients = [`Offboard One ${run}`, `Offboard Two ${run}`];

    const { page, context, errors } = await openPage(ctx.browser, '/');
    try {
      await signIn(page, 'superadmin@example.com', '/super-admin/agents');
      const leavingId = await createAgent(page, leaving, `lena-${run}@example.com`);
      await createAgent(page, heir, heirEmail);
      for (const [i, name] of clients.entries()) {
        await postContactLead({
          agentId: leavingId,
          name,
          email: `offboard-${i}-${run}@example.com`,
          phone: '416-555-0170',
          message: 'Please call me about my renewal.',
        });
      }
      await page.reload();
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: new RegExp(leaving) }) });
      await card.getByText(o.openLeadCount(2)).waitFor();
      await card.getByRole('button', { name: o.reassignOpen(leaving) }).waitFor();
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'offboarding-card', { fullPage: false });

      // Deactivate: the dialog says what happens and offers the reassignment in the same step.
      await card.getByRole('button', { name: a.agents.deactivate(leaving) }).click();
      const dialog = page.getByRole('dialog', { name: o.deactivateTitle(leaving) });
      await dialog.getByText(o.hasOpenLeads(leaving, 2)).waitFor();
      for (const line of o.consequences) await dialog.getByText(line).waitFor();
      await dialog.getByLabel(o.reassignTo).selectOption({ label: `${heir} (${heirEmail})` });
      await expectAccessible(page);
      await screenshot(page, 'offboarding-dialog', { fullPage: false });
      await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
      const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page);
      await screenshot(page, 'offboarding-dialog', { fullPage: false });
      await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });

      await dialog.getByRole('button', { name: o.reassignAndDeactivate(2) }).click();
      await toastShown(page, o.reassigned(2, heir));
      await toastShown(page, a.agents.deactivated(leaving));
      await dialog.waitFor({ state: 'detached' });
      await card.getByText(a.agents.inactive).waitFor();
      await expect(card.getByText(o.openLeadCount(2)).count()).resolves.toBe(0);
      await expectNoSidewaysScroll(page);

      // The colleague signs in and finds both leads in their own list.
      const colleague = await openPage(ctx.browser, '/');
      await signIn(colleague.page, heirEmail, '/agent-dashboard/leads', { password });
      for (const client of clients) {
        const row = colleague.page.getByRole('row').filter({ hasText: client });
        await row.getByText(staffMessages.leads.statusLabels.new).waitFor();
      }
      await colleague.context.close();
      expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
