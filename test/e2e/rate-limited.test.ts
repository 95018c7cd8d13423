import { commonWords } from '@maplestone/shared/i18n/en/common';
import { peopleApplicationWords } from '@maplestone/shared/i18n/en/people';
import { siteNewsletterWords } from '@maplestone/shared/i18n/en/site';
import type { Locator, Page } from 'playwright-core';
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
      json: { error: { code: 'rate_limited', message: commonWords.rateLimited } },
    }),
  );
}

/**
 * Each public write: its page, the endpoint it posts to, and how a visitor fills and sends it, answering a field
 * that must keep what was typed (and where the message shows, when it is in an alert of its own).
 */
interface PublicWrite {
  name: string;
  path: string;
  endpoint: string;
  send: (page: Page) => Promise<{ kept: Locator; typed: string; notice?: Locator }>;
}

const WRITES: PublicWrite[] = [
  {
    name: 'contact form',
    path: '/contact',
    endpoint: '/api/leads',
    send: async (page: Page) => {
      const form = await fillContact(page, true);
      await form.getByRole('button', { name: commonWords.submit }).click();
      return { kept: form.getByLabel('First name'), typed: 'Amélie' };
    },
  },
  {
    name: 'application form',
    path: '/applications',
    endpoint: '/api/leads',
    send: async (page: Page) => {
      const form = page.getByRole('form', { name: peopleApplicationWords.title });
      await form.getByLabel('Full Name').fill('Noah Singh');
      await form.getByLabel('Email').fill('noah.singh@example.com');
      await form.getByLabel('Phone Number').fill('416-555-0177');
      await form.getByRole('button', { name: 'Submit Application' }).click();
      return { kept: form.getByLabel('Full Name'), typed: 'Noah Singh' };
    },
  },
  {
    name: 'newsletter',
    path: '/newsletter',
    endpoint: '/api/newsletter',
    send: async (page: Page) => {
      await page.getByLabel('Email').fill('reader@example.com');
      await page.getByRole('button', { name: siteNewsletterWords.subscribe }).click();
      return { kept: page.getByLabel('Email'), typed: 'reader@example.com', notice: page.getByRole('alert') };
    },
  },
];

describe('a public write refused with 429 says to wait', () => {
  for (const { name, path, endpoint, send } of WRITES) {
    it(name, async () => {
      const { page, context } = await openPage(ctx.browser, path);
      await refuseWith429(page, endpoint);
      const { kept, typed, notice } = await send(page);
      await (notice ?? page).getByText(commonWords.rateLimited).waitFor();
      await expect(kept.inputValue()).resolves.toBe(typed);
      await context.close();
    });
  }
});
