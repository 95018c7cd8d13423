import { randomUUID } from 'node:crypto';
import { siteAuthWords } from '@maplestone/shared/i18n/en/site';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { siteUrl } from './browser';

/**
 * Signs in through the sign-in form, as a person does, then waits for `landing` (where `next` leads:
 * the same path unless the role sends the user elsewhere). The password defaults to the demo one.
 */
export async function signIn(
  page: Page,
  email: string,
  next: string,
  { password = inject('stack').demoPassword, landing = next }: { password?: string; landing?: string } = {},
): Promise<void> {
  await page.goto(siteUrl(`/auth?next=${encodeURIComponent(next)}`));
  const form = page.getByRole('form', { name: siteAuthWords.title });
  await form.getByLabel(siteAuthWords.email).fill(email);
  await form.getByLabel(siteAuthWords.password).fill(password);
  await form.getByRole('button', { name: siteAuthWords.signIn }).click();
  await page.waitForURL(siteUrl(landing));
}

/** Waits for a toast with this text. */
export const toastShown = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor();

/** A visitor's contact message to an agent, through the public API (the form's own request). */
export async function postContactLead(lead: {
  agentId: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}): Promise<void> {
  const created = await fetch(new URL('/api/leads', inject('stack').urls.api), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({
      type: 'contact',
      agent_id: lead.agentId,
      client_name: lead.name,
      client_email: lead.email,
      client_phone: lead.phone,
      message: lead.message,
      consent: true,
      metadata: { phoneType: 'Mobile' },
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
}
