import { randomUUID } from 'node:crypto';
import { adminMessages, dashboardMessages, staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signIn, toastShown } from './support/back-office';
import { expectAccessible, openPage, screenshot, siteUrl, useBrowser, WIDTHS } from './support/browser';
import { expectNoSidewaysScroll } from './support/pages';

/**
 * The super admin panel as the brokerage's administrator uses it (issue 15): agents, content, leads, rates
 * and catalogues, each change seen where visitors see it. What a test changes in the seeded data it puts
 * back, so the other suites find the demo data as seeded.
 */
const ctx = useBrowser();
const _password = () => inject('stack').demoPassword;
const a = adminMessages;
const run = Date.now().toString(36);

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Super Admin' });

async function openTab(page: Page, title: string, tab: string) {
  await sidebar(page).getByRole('link', { name: title, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/super-admin/${tab}`);
}

/** A delete asks first: Cancel keeps the row, then Delete removes it. */
async function confirmDelete(page: Page, button: string, title: string) {
  await page.getByRole('button', { name: button }).click();
  const confirm = page.getByRole('alertdialog', { name: title });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: button }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
}

/** A lead from the public contact form, as a visitor sends it. */
async function postContactLead(name: string, email: string, phone: string, message: string) {
  const created = await fetch(new URL('/api/leads', inject('stack').urls.api), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({
      type: 'contact',
      client_name: name,
      client_email: email,
      client_phone: phone,
      message,
      consent: true,
      metadata: { phoneType: 'Mobile' },
    }),
  });
  expect(created.status).toBe(201);
}

describe('super admin panel', () => {
  it('creates an agent who can sign in at once, edits it through each tab, and deletes it', async () => {
    const { page, context, errors } = await openPage(ctx.browser, '/');
    const name = `Nadia Roy ${run}`;
    const email = `nadia-${run}@example.com`;
    const secret = 'Welcome-2026-Maple!';
    const slug = `nadia${run}`;
    await signIn(page, 'superadmin@example.com', '/super-admin', { landing: '/super-admin/attention' });
    await page.getByRole('link', { name: a.tabs.agents }).first().click();
    await page.getByRole('button', { name: a.agents.newAgent }).click();
    const create = page.getByRole('dialog', { name: a.agents.createTitle });
    await create.getByRole('button', { name: a.agents.createSubmit }).click();
    await create.getByText(commonWords.required).first().waitFor();
    await create.getByLabel(a.agents.fullName).fill(name);
    await create.getByLabel(a.agents.email).fill(email);
    await create.getByLabel(a.agents.password).fill(secret);
    await create.getByRole('button', { name: a.agents.createSubmit }).click();
    await toastShown(page, a.agentCreated);
    await page.getByRole('link', { name: new RegExp(name) }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-agents');

    // Each tab of the edit dialog, saved together.
    await page.getByRole('button', { name: a.agents.edit(name) }).click();
    const edit = page.getByRole('dialog', { name: a.agents.editTitle(name) });
    await edit.getByLabel(a.agents.slug).fill(slug);
    await edit.getByRole('tab', { name: a.agentTabs[1] }).click();
    await edit.getByLabel(dashboardMessages.settings.social.website).fill(`https://nadia${run}.example`);
    await edit.getByRole('tab', { name: a.agentTabs[2] }).click();
    await edit.getByLabel(dashboardMessages.settings.links.apply).fill(`https://apply.example/${slug}`);
    await edit.getByRole('tab', { name: a.agentTabs[3] }).click();
    const metaTitle = `Nadia Roy ${run}, Ottawa Mortgage Broker`;
    await edit
      .getByRole('group', { name: staffMessages.french.englishColumn })
      .getByLabel(dashboardMessages.settings.seo.metaTitle)
      .fill(metaTitle);
    await edit.getByRole('button', { name: a.agents.save }).click();
    await toastShown(page, a.agentUpdated);

    // The new agent signs in at once and lands on the dashboard; the public page carries the SEO title.
    const agent = await openPage(ctx.browser, '/');
    await signIn(agent.page, email, '/agent-dashboard/profile', { password: secret });
    await agent.page.getByRole('heading', { level: 1, name: 'Agent Dashboard' }).waitFor();
    await agent.page.goto(siteUrl(`/agent/${slug}`));
    await agent.page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(() => agent.page.title()).toBe(metaTitle);
    await agent.context.close();

    await confirmDelete(page, a.agents.delete(name), a.agents.deleteTitle(name));
    await toastShown(page, a.agentDeleted);
    await page.getByRole('link', { name: new RegExp(name) }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('approves a testimonial and publishes a post that visitors then see; works a lead', async () => {
    const { page, context } = await openPage(ctx.browser, '/');
    await signIn(page, 'superadmin@example.com', '/super-admin/testimonials');
    // An agent's testimonial, once approved, is on the agent's page.
    const approve = page.getByRole('switch', { name: a.testimonials.approveLabel('Pending P.') });
    try {
      await approve.click();
      await toastShown(page, a.testimonials.approved);
      await expect(approve.getAttribute('aria-checked')).resolves.toBe('true');
      const agentPage = await openPage(ctx.browser, '/agent/sarahchen');
      await agentPage.page.getByText('Pending P.').first().waitFor();
      await agentPage.context.close();
    } finally {
      if ((await approve.getAttribute('aria-checked')) === 'true') await approve.click();
    }
    // An admin-authored testimonial is approved at once and is on the home page.
    const author = `Home Client ${run}`;
    await page.getByRole('button', { name: a.testimonials.add }).click();
    const add = page.getByRole('dialog', { name: a.testimonials.addTitle });
    await add.getByLabel(staffMessages.testimonials.mine.clientName).fill(author);
    await add
      .getByRole('textbox', { name: staffMessages.testimonials.mine.content, exact: true })
      .fill('They found us a lower rate than our bank.');
    await add.getByRole('button', { name: a.testimonials.save }).click();
    await toastShown(page, a.testimonials.saved);
    const home = await openPage(ctx.browser, '/');
    await home.page.getByText(author).first().waitFor();
    await home.context.close();
    await confirmDelete(page, a.testimonials.deleteLabel(author), a.testimonials.deleteTitle(author));
    await toastShown(page, a.testimonials.deleted);

    await openTab(page, a.tabs.blog, 'blog');
    const draft = 'The stress test, explained';
    const publish = page.getByRole('button', { name: a.blog.publishLabel(draft) });
    await publish.click();
    await toastShown(page, a.blog.published);
    try {
      const blog = await openPage(ctx.browser, '/blog');
      await blog.page
        .getByRole('link', { name: new RegExp(draft) })
        .first()
        .waitFor();
      await blog.context.close();
    } finally {
      await page.getByRole('button', { name: a.blog.unpublishLabel(draft) }).click();
      await toastShown(page, a.blog.unpublished);
    }

    // A lead from the contact form: its status changed from the list, then deleted (asked first).
    const client = `Admin Lead ${run}`;
    await postContactLead(client, `admin-lead-${run}@example.com`, '613-555-0100', 'Looking to refinance.');
    await openTab(page, a.tabs.leads, 'leads');
    const row = page.getByRole('row').filter({ hasText: client });
    await row.getByRole('combobox').selectOption('qualified');
    await toastShown(page, staffMessages.leads.statusUpdated);
    await page.reload();
    await expect(
      page.getByRole('row').filter({ hasText: client }).getByRole('combobox').inputValue(),
    ).resolves.toBe('qualified');
    await expectAccessible(page);
    await confirmDelete(page, a.leads.deleteLabel(client), a.leads.deleteTitle(client));
    await toastShown(page, a.leads.deleted);
    await row.waitFor({ state: 'detached' });
    await context.close();
  });

  it('edits, deactivates and adds rates, runs the scrape, and keeps the catalogues, seen on the public site', async () => {
    const { page, context } = await openPage(ctx.browser, '/');
    await signIn(
      page,
      'superadmin@example.com',
      '/super-admin/rates?rates_province=Ontario&rates_term=5+year&rates_type=fixed',
    );
    const ontario5 = '5 year fixed, Ontario, Manual Entry';
    const ours = page.getByRole('button', {
      name: new RegExp(`^${staffMessages.dataTable.edit(a.rates.oursOf(ontario5))}`),
    });
    const setOurRate = async (value: string) => {
      await ours.click();
      const input = page.getByRole('spinbutton', { name: a.rates.oursOf(ontario5) });
      await input.fill(value);
      await input.press('Enter');
      await toastShown(page, adminMessages.rates.updated);
    };
    /** The Ontario fixed rates a new visitor of /rates sees (a fresh browser: nothing cached). */
    const publicRates = async () => {
      const visitor = await openPage(ctx.browser, '/rates');
      const cards = visitor.page.getByRole('button', { name: /^Get this rate: / });
      await cards.first().waitFor();
      const names = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
      await visitor.context.close();
      return names;
    };
    try {
      await setOurRate('3.120');
      expect(await publicRates()).toContain('Get this rate: 5-Year Fixed 3.12%');
      // Inactive: gone from /rates; active again afterwards.
      await page.getByRole('button', { name: a.rates.toggle(true, ontario5) }).click();
      await toastShown(page, a.rates.statusUpdated(false));
      expect((await publicRates()).filter((name) => name?.includes('3.12%'))).toEqual([]);
    } finally {
      const inactive = page.getByRole('button', { name: a.rates.toggle(false, ontario5) });
      if (await inactive.count()) {
        await inactive.click();
        // Active again in the table as refetched, before its cell is edited (a refetch closes an open edit).
        await toastShown(page, a.rates.statusUpdated(true));
        await page.getByRole('button', { name: a.rates.toggle(true, ontario5) }).waitFor();
      }
      await setOurRate('3.890');
    }

    // A manual rate, then the scrape (its message is the job's).
    await page.getByRole('tab', { name: adminMessages.rates.addManually }).click();
    const addForm = page.getByRole('tabpanel', { name: adminMessages.rates.addManually });
    await addForm.getByLabel(a.rates.fields.province).selectOption({ label: 'Yukon' });
    await addForm.getByLabel(a.rates.fields.term).selectOption('7 year');
    await addForm.getByLabel(a.rates.fields.type).selectOption('variable');
    await addForm.getByLabel(a.rates.fields.posted).fill('6.150');
    await addForm.getByLabel(a.rates.fields.ours).fill('5.050');
    await expect(addForm.getByLabel(a.rates.fields.province).inputValue()).resolves.toMatch(/Yukon|YT/);
    await addForm.getByRole('button', { name: a.rates.add }).click();
    await toastShown(page, adminMessages.rates.added);
    await page.getByRole('tab', { name: adminMessages.rates.allRates }).click();
    await page.getByRole('button', { name: a.rates.scrape }).click();
    await page
      .locator('[data-sonner-toast]', { hasText: /scrap|rates/i })
      .first()
      .waitFor({ timeout: 90_000 });
    // The manual rate goes again (asked first), so Yukon keeps falling back to the National variable rates.
    await page.goto(siteUrl('/super-admin/rates?rates_province=Yukon&rates_term=7+year&rates_type=variable'));
    const yukon7 = '7 year variable, Yukon, Manual Entry';
    await confirmDelete(page, a.rates.delete(yukon7), a.rates.deleteTitle(yukon7));
    await toastShown(page, adminMessages.rates.deleted);

    // Products, services and lenders: created, edited, deleted, each seen on the public site meanwhile.
    const catalogue = [
      { tab: 'products', noun: a.products.noun, path: '/products', nameLabel: a.products.fields.name },
      { tab: 'services', noun: a.services.noun, path: '/services', nameLabel: a.services.fields.name },
      { tab: 'lenders', noun: a.lenders.noun, path: '/', nameLabel: a.lenders.fields.name },
    ] as const;
    for (const { tab, noun, path, nameLabel } of catalogue) {
      await openTab(page, a.tabs[tab], tab);
      const name = `${noun} ${run}`;
      await page.getByRole('button', { name: a.crud.add(noun) }).click();
      const dialog = page.getByRole('dialog', { name: a.crud.newTitle(noun) });
      await dialog.getByLabel(nameLabel, { exact: true }).fill(name);
      await dialog.getByRole('button', { name: a.crud.create }).click();
      await page.getByRole('row').filter({ hasText: name }).waitFor();
      const renamed = `${name} edited`;
      await page.getByRole('button', { name: a.crud.edit(noun, name) }).click();
      const editDialog = page.getByRole('dialog', { name: a.crud.editTitle(noun, name) });
      await editDialog.getByLabel(nameLabel, { exact: true }).fill(renamed);
      await editDialog.getByRole('button', { name: a.crud.saveChanges }).click();
      await page.getByRole('row').filter({ hasText: renamed }).waitFor();
      const visitor = await openPage(ctx.browser, path);
      await visitor.page.getByText(renamed).first().waitFor();
      await visitor.context.close();
      await confirmDelete(page, a.crud.delete(noun, renamed), a.crud.deleteTitle(noun, renamed));
      await page.getByRole('row').filter({ hasText: renamed }).waitFor({ state: 'detached' });
    }
    await expectAccessible(page);
    await context.close();
  });

  it('works on a phone: the sheet, the panels without sideways scrolling, a lead as a card, axe', async () => {
    // A lead to see as a card (issue 35).
    const client = `Phone Lead ${run}`;
    await postContactLead(client, `phone-lead-${run}@example.com`, '613-555-0199', 'Please call after five.');
    const { page, context } = await openPage(ctx.browser, '/', { width: WIDTHS.mobile });
    await signIn(page, 'superadmin@example.com', '/super-admin/analytics');
    await page.getByRole('heading', { name: a.analyticsTitle }).waitFor();
    await page.getByRole('heading', { name: staffMessages.agentAnalytics.funnel.title }).waitFor();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'admin-analytics', { fullPage: false });
    // The tables of the panels are lists of cards on a phone (issue 35).
    for (const tab of ['testimonials', 'leads'] as const) {
      await page.getByRole('button', { name: staffMessages.backOffice.toggleSidebar }).click();
      await page.getByRole('dialog').getByRole('link', { name: a.tabs[tab] }).click();
      // The panel loaded: its own list's cards (its name says so while loading), or its empty state.
      const cards = page.getByRole('list', { name: a.tabs[tab], exact: true }).getByRole('listitem').first();
      await cards.or(page.getByText(a[tab].empty)).first().waitFor();
      await expectNoSidewaysScroll(page);
    }
    // The lead's card: its name (which opens it), its status to change, and its delete, each a finger's size.
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: client }) });
    await card.getByRole('combobox', { name: staffMessages.leads.statusOf(client) }).waitFor();
    for (const name of [staffMessages.leads.viewDetails(client), a.leads.deleteLabel(client)]) {
      const box = await card.getByRole('button', { name }).boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    }
    await expectAccessible(page);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-leads-cards', { fullPage: false });
    await confirmDelete(page, a.leads.deleteLabel(client), a.leads.deleteTitle(client));
    await toastShown(page, a.leads.deleted);
    await card.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: staffMessages.backOffice.toggleSidebar }).click();
    await page.getByRole('dialog').getByRole('link', { name: a.tabs.lenders }).click();
    await page.waitForURL(siteUrl('/super-admin/lenders'));
    await page.getByRole('button', { name: a.crud.add(a.lenders.noun) }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-lenders', { fullPage: false });
    await context.close();
  });
});
