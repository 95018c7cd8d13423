import { brand } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import {
  peopleCommonWords,
  peopleContactWords,
  peopleFindBrokerWords,
} from '@maplestone/shared/i18n/en/people';
import { describe, expect, it } from 'vitest';
import { leads } from '../../functions/src/data/repositories/leads';
import { openPage, settle, siteUrl, useBrowser, WIDTHS } from './support/browser';
import {
  auditPage,
  countRequests,
  expectLoadingThenEmpty,
  fillContact,
  holdRequests,
  tabTo,
} from './support/pages';

const ctx = useBrowser();

describe('find a broker', () => {
  it('lists the active brokers as cards with their contacts and a View Profile link', async () => {
    const { page, context } = await openPage(ctx.browser, '/find-broker');
    await page.getByRole('heading', { level: 1, name: peopleFindBrokerWords.findTitle }).waitFor();
    const cards = page.getByTestId('broker-card');
    await cards.first().waitFor();
    await expect(cards.locator('h2').allTextContents()).resolves.toEqual([
      'Marc Tremblay',
      'Priya Patel',
      'Sarah Chen',
    ]);
    const sarah = cards.filter({ hasText: 'Sarah Chen' });
    await expect(sarah.getByText(peopleCommonWords.brokerRole).isVisible()).resolves.toBe(true);
    await expect(sarah.getByRole('link', { name: 'agent1@example.com' }).getAttribute('href')).resolves.toBe(
      'mailto:agent1@example.com',
    );
    await sarah.getByText('181 Bay Street, Suite 2200, Toronto, ON M5J 2T3').waitFor();
    // The bio is clamped to three lines.
    await expect(
      sarah.getByTestId('broker-bio').evaluate((el) => getComputedStyle(el).webkitLineClamp),
    ).resolves.toBe('3');
    const profile = sarah.getByRole('link', { name: `${peopleFindBrokerWords.viewProfile}: Sarah Chen` });
    await expect(profile.getAttribute('href')).resolves.toBe('/agents/sarahchen');
    await profile.click();
    await page.waitForURL(siteUrl('/agents/sarahchen'));
    await page.getByRole('heading', { level: 1, name: 'Sarah Chen' }).waitFor();
    await context.close();
  });

  it('says Loading brokers..., then the empty and failure states', async () => {
    const { page, context } = await openPage(ctx.browser, '/');
    await expectLoadingThenEmpty(page, {
      path: '/find-broker',
      api: '**/api/agents',
      loading: peopleFindBrokerWords.loading,
      empty: peopleFindBrokerWords.empty,
    });
    await page.unroute('**/api/agents');
    await page.route('**/api/agents', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } }),
    );
    await page.goto(siteUrl('/find-broker'));
    await page.getByRole('alert').getByText(peopleFindBrokerWords.loadFailed).waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('passes axe at 375 and 1280 px', async () => {
    await auditPage(ctx.browser, '/find-broker', 'find-broker', (page) =>
      page.getByTestId('broker-card').first().waitFor(),
    );
  });
});

describe('contact', () => {
  it('sends nothing without consent and says so', async () => {
    const { page, context } = await openPage(ctx.browser, '/contact', { width: WIDTHS.mobile });
    const posts = countRequests(page, 'POST', '/api/leads');
    const form = await fillContact(page, false);
    await form.getByRole('button', { name: commonWords.submit }).click();
    await page.getByText(commonWords.consentMissing).first().waitFor();
    await settle(page);
    expect(posts.count).toBe(0);
    await context.close();
  });

  it('asks for the required fields and sends nothing without them', async () => {
    const { page, context } = await openPage(ctx.browser, '/contact');
    const posts = countRequests(page, 'POST', '/api/leads');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: commonWords.submit }).click();
    await expect.poll(() => form.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    await expect(form.getByLabel('Comments').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(posts.count).toBe(0);
    await context.close();
  });

  it('with ?agent=<id>: Contact {name}, Your Broker, and the message is that agent’s lead', async () => {
    const { page, context } = await openPage(ctx.browser, '/contact?agent=agent-sarah-chen');
    await page.getByRole('heading', { level: 1, name: peopleContactWords.titleFor('Sarah Chen') }).waitFor();
    const card = page.getByTestId('your-broker');
    await card.getByText(peopleContactWords.yourBroker).waitFor();
    await card.getByText('Sarah Chen').first().waitFor();
    // No headshot: the initials stand in.
    await expect(card.getByRole('img', { name: 'Sarah Chen' }).textContent()).resolves.toBe('SC');
    await expect(card.getByRole('link', { name: '(416) 555-0142' }).getAttribute('href')).resolves.toBe(
      'tel:+14165550142',
    );
    await expect(page.getByTestId('our-brokers').count()).resolves.toBe(0);

    const form = await fillContact(page, true);
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
    );
    const release = await holdRequests(page, '**/api/leads');
    await form.getByRole('button', { name: commonWords.submit }).click();
    await form.getByRole('button', { name: commonWords.submitting }).waitFor();
    release();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body.website).toBe('');
    const { id } = (await response.json()) as { id: string };
    await page.getByText(peopleContactWords.success).waitFor();
    // The form is reset.
    await expect.poll(() => form.getByLabel('First name').inputValue()).toBe('');
    await expect(form.getByLabel('Phone type').inputValue()).resolves.toBe('Mobile');
    await expect(form.getByRole('checkbox').isChecked()).resolves.toBe(false);

    const lead = await leads.get(id);
    expect(lead).toMatchObject({
      agent_id: 'agent-sarah-chen',
      client_name: 'Amélie Gagnon',
      client_email: 'amelie.gagnon@example.com',
      client_phone: '(613) 555-0123',
      type: 'contact',
      source: 'contact_form',
      status: 'new',
      message: 'Renewal in June.\nCan we talk next week?',
    });
    expect(lead!.metadata).toMatchObject({ phoneType: 'Work', postalCode: 'K1P 1J1' });
    await context.close();
  });

  it('without an agent: Contact Us, Our Mortgage Brokers with View Profile →, the office card', async () => {
    const { page, context } = await openPage(ctx.browser, '/contact?agent=agent-daniel-wright');
    await page.getByRole('heading', { level: 1, name: peopleContactWords.title }).waitFor();
    const list = page.getByTestId('our-brokers');
    await list.getByRole('heading', { name: peopleContactWords.ourBrokers }).waitFor();
    await list.getByText('Marc Tremblay').waitFor();
    await expect(list.getByText('Daniel Wright').count()).resolves.toBe(0);
    const links = list.getByRole('link', { name: /View Profile/ });
    await expect(links.count()).resolves.toBe(3);
    await expect(links.first().textContent()).resolves.toBe(peopleContactWords.viewProfileArrow);
    await expect(links.first().getAttribute('href')).resolves.toBe('/agent/marctremblay');
    const office = page.getByTestId('office-card');
    await office.getByText(peopleContactWords.corporateOffices).waitFor();
    await office.getByText(brand.office.street).waitFor();
    await office.getByText(brand.licence, { exact: false }).waitFor();
    await office.getByRole('link', { name: brand.phone }).waitFor();
    await office.getByRole('link', { name: brand.tollFree }).waitFor();

    // A failed send says so.
    await page.route('**/api/leads', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } }),
    );
    const form = await fillContact(page, true);
    await form.getByRole('button', { name: commonWords.submit }).click();
    await page.getByText(peopleContactWords.failed).waitFor({ timeout: 15_000 });
    await expect(form.getByLabel('First name').inputValue()).resolves.toBe('Amélie');
    await context.close();
  });

  it('reaches Submit by keyboard, and passes axe at 375 and 1280 px', async () => {
    const { page, context } = await openPage(ctx.browser, '/contact');
    await page.getByRole('form', { name: 'Send us a message' }).waitFor();
    expect(await tabTo(page, (el) => el.tag === 'button' && el.text === commonWords.submit)).toBe(true);
    await context.close();
    await auditPage(ctx.browser, '/contact', 'contact', (page) =>
      page.getByTestId('our-brokers').getByText('Sarah Chen').waitFor(),
    );
    await auditPage(ctx.browser, '/contact?agent=agent-marc-tremblay', 'contact-agent', (page) =>
      page.getByTestId('your-broker').waitFor(),
    );
  });
});
