import { peopleApplicationWords } from '@maplestone/shared/i18n/en/people';
import { siteAuthWords } from '@maplestone/shared/i18n/en/site';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { leads } from '../../functions/src/data/repositories/leads';
import { openPage, settle, siteUrl, useBrowser } from './support/browser';
import { auditPage, countRequests } from './support/pages';

const ctx = useBrowser();

async function apply(page: Page, name: string, agent?: string) {
  const form = page.getByRole('form', { name: peopleApplicationWords.title });
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email').fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.com`);
  await form.getByLabel('Phone Number').fill('416-555-0177');
  await form.getByLabel('Mortgage amount').fill('450000');
  await form.getByLabel('Property address').fill('12 Maple Ave, Guelph, ON');
  if (agent) {
    await expect.poll(() => form.getByLabel('Preferred broker').locator('option').count()).toBeGreaterThan(1);
    await form.getByLabel('Preferred broker').selectOption({ label: agent });
  }
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Submit Application' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  await page.getByText(peopleApplicationWords.success).last().waitFor();
  return ((await response.json()) as { id: string }).id;
}

async function signIn(page: Page, email: string) {
  await page.goto(siteUrl('/auth'));
  const form = page.getByRole('form', { name: siteAuthWords.title });
  await form.getByLabel(siteAuthWords.email).fill(email);
  await form.getByLabel(siteAuthWords.password).fill(inject('stack').demoPassword);
  await form.getByRole('button', { name: siteAuthWords.signIn }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
}

describe('applications', () => {
  it('an anonymous visitor sees the form but no applications, and can apply', async () => {
    const { page, context } = await openPage(ctx.browser, '/applications');
    const staffCalls = countRequests(page, 'GET', '/api/me');
    const adminCalls = countRequests(page, 'GET', '/api/admin');
    await page.getByRole('heading', { level: 1, name: peopleApplicationWords.title }).waitFor();
    await page.getByRole('form', { name: peopleApplicationWords.title }).waitFor();
    await settle(page);
    await expect(page.getByTestId('recent-applications').count()).resolves.toBe(0);
    await expect(page.getByText('Recent applications').count()).resolves.toBe(0);

    const id = await apply(page, 'Noah Singh', 'Marc Tremblay');
    const lead = await leads.get(id);
    expect(lead).toMatchObject({
      client_name: 'Noah Singh',
      client_phone: '416-555-0177',
      agent_id: 'agent-marc-tremblay',
      type: 'application',
      source: 'website',
      status: 'new',
      message: null,
    });
    expect(lead!.metadata).toMatchObject({
      mortgage_amount: 450000,
      property_address: '12 Maple Ave, Guelph, ON',
    });
    await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe('');
    await settle(page);
    expect(staffCalls.count + adminCalls.count).toBe(0);
    await context.close();
  });

  it('requires name, e-mail and phone, and sends nothing without them', async () => {
    const { page, context } = await openPage(ctx.browser, '/applications');
    const posts = countRequests(page, 'POST', '/api/leads');
    const form = page.getByRole('form', { name: peopleApplicationWords.title });
    await form.getByLabel('Full Name').fill('Only A Name');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect.poll(() => form.getByLabel('Phone Number').getAttribute('aria-invalid')).toBe('true');
    expect(posts.count).toBe(0);
    await context.close();
  });

  it('shows signed-in agents their own recent applications and the super admin all of them', async () => {
    const { page, context } = await openPage(ctx.browser, '/applications');
    await apply(page, 'Chloe Martin', 'Sarah Chen');
    await apply(page, 'Liam Roy', 'Marc Tremblay');

    await signIn(page, 'agent1@example.com');
    await page.goto(siteUrl('/applications'));
    const own = page.getByTestId('recent-applications');
    await own.getByText('Chloe Martin').waitFor();
    await expect(own.getByText('Liam Roy').count()).resolves.toBe(0);
    await context.close();

    const admin = await openPage(ctx.browser, '/');
    await signIn(admin.page, 'superadmin@example.com');
    await admin.page.goto(siteUrl('/applications'));
    const all = admin.page.getByTestId('recent-applications');
    await all.getByText('Chloe Martin').waitFor();
    await all.getByText('Liam Roy').waitFor();
    await all.getByText('Marc Tremblay').first().waitFor();
    await admin.context.close();
  });

  it('passes axe at 375 and 1280 px', async () => {
    await auditPage(ctx.browser, '/applications', 'applications', (page) =>
      page.getByRole('form', { name: peopleApplicationWords.title }).waitFor(),
    );
  });
});
