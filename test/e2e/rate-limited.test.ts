import { messages } from '@maplestone/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './support/browser';
import { fillContact } from './support/pages';

const ctx = useBrowser();

/** Every POST to `path` answers 429 as the API does when a client is over its limit. */
async function refuseWith429(page: Page, path: string) {
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '30' },
      json: { error: { code: 'rate_limited', message: messages.common.rateLimited } },
    }),
  );
}

describe('a public write refused with 429 says to wait', () => {
  it('contact form', async () => {
    const { page, context } = await openPage(ctx.browser, '/contact');
    await refuseWith429(page, '/api/leads');
    const form = await fillContact(page, true);
    await form.getByRole('button', { name: messages.common.submit }).click();
    await page.getByText(messages.common.rateLimited).waitFor();
    await expect(form.getByLabel('First name').inputValue()).resolves.toBe('Amélie');
    await context.close();
  });

  it('application form', async () => {
    const { page, context } = await openPage(ctx.browser, '/applications');
    await refuseWith429(page, '/api/leads');
    const form = page.getByRole('form', { name: messages.application.title });
    await form.getByLabel('Full Name').fill('Noah Singh');
    await form.getByLabel('Email').fill('noah.singh@example.com');
    await form.getByLabel('Phone Number').fill('416-555-0177');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText(messages.common.rateLimited).waitFor();
    await expect(form.getByLabel('Full Name').inputValue()).resolves.toBe('Noah Singh');
    await context.close();
  });

  it('newsletter', async () => {
    const { page, context } = await openPage(ctx.browser, '/newsletter');
    await refuseWith429(page, '/api/newsletter');
    await page.getByLabel('Email').fill('reader@example.com');
    await page.getByRole('button', { name: messages.newsletter.subscribe }).click();
    await page.getByRole('alert').getByText(messages.common.rateLimited).waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('reader@example.com');
    await context.close();
  });
});
