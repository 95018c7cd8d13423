import {
  calculationsForQuote,
  formatCad,
  QUOTE_DEFAULTS,
  QUOTE_LOCATIONS,
  quoteCalculation,
} from '@maplestone/shared';
import { calculatorsQuoteWords } from '@maplestone/shared/i18n/en/calculators';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { homeWords } from '@maplestone/shared/i18n/en/home';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { leadContacts } from '../../functions/src/data/repositories/lead-contacts';
import { leads } from '../../functions/src/data/repositories/leads';
import { expectAccessible, openPage, screenshot, settle, useBrowser, WIDTHS } from './support/browser';

const ctx = useBrowser();
const cad = (amount: number) => formatCad(amount, { decimals: 0 });

/** The leads stored with this e-mail (each test uses its own address). */
async function leadsFor(email: string) {
  return (await leadContacts.listByContact({ email })).filter((lead) => lead.client_email === email);
}

async function openQuote(page: Page, button: string, title: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

describe('quote dialog', () => {
  it('sends a purchase quote; the lead is stored with metadata computed by the server', async () => {
    const { page, context } = await openPage(ctx.browser, '/');
    const dialog = await openQuote(page, homeWords.hero.getStarted, calculatorsQuoteWords.purchaseTitle);

    // Defaults and options.
    await expect(dialog.getByLabel('Location').inputValue()).resolves.toBe(QUOTE_DEFAULTS.location);
    await expect(dialog.getByLabel('Amortization').inputValue()).resolves.toBe('25');
    await expect(dialog.getByLabel('Mortgage rate').inputValue()).resolves.toBe('3.94');
    await expect(dialog.getByRole('radio', { name: 'Monthly' }).isChecked()).resolves.toBe(true);
    const locations = await dialog.getByLabel('Location').locator('option').allTextContents();
    // The six locations in the spec's order: QUOTE_LOCATIONS, which the shared rates test pins.
    expect(locations).toEqual(QUOTE_LOCATIONS);
    const years = await dialog
      .getByLabel('Amortization')
      .locator('option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(years).toEqual(['15', '20', '25', '30']);
    // Everything is 0 until a price and a down payment are entered.
    await expect(dialog.getByTestId('quote-payment').textContent()).resolves.toBe(cad(0));
    await expect(dialog.getByText(calculatorsQuoteWords.downPaymentHint).isVisible()).resolves.toBe(true);

    // The agent list loads when the dialog opens.
    const broker = dialog.getByLabel('Preferred broker');
    await expect.poll(() => broker.locator('option').count()).toBeGreaterThan(1);
    await broker.selectOption({ label: 'Sarah Chen' });

    await dialog.getByLabel('Full name').fill('Jordan Tremblay');
    await dialog.getByLabel('Email').fill('jordan.tremblay@example.com');
    await dialog.getByLabel('Phone').fill('(416) 555-0188');
    await dialog.getByLabel('Purchase price').fill('600000');
    await dialog.getByLabel('Down payment').fill('20000');
    // Below the legal minimum ($25,000 + $10,000): a warning, not a block.
    await dialog.getByTestId('down-payment-warning').waitFor();
    await expect(dialog.getByTestId('down-payment-warning').textContent()).resolves.toContain(
      calculatorsQuoteWords.belowMinimumDownPayment(cad(35_000)),
    );
    await dialog.getByLabel('Down payment').fill('60000');
    await dialog.getByTestId('down-payment-warning').waitFor({ state: 'detached' });
    await dialog.getByLabel('Location').selectOption('British Columbia');
    await dialog.getByLabel('Amortization').selectOption('30');
    await dialog.getByLabel('Mortgage rate').fill('4.19');
    await dialog.getByText('Bi-weekly', { exact: true }).click();

    const figures = quoteCalculation({
      price: 600_000,
      downPayment: 60_000,
      amortizationYears: 30,
      annualRatePct: 4.19,
      frequency: 'bi-weekly',
    });
    await expect(dialog.getByTestId('quote-insurance').textContent()).resolves.toBe(
      cad(figures.cmhcInsurance),
    );
    await expect(dialog.getByTestId('quote-total').textContent()).resolves.toBe(cad(figures.totalMortgage));
    await expect(dialog.getByTestId('quote-payment').textContent()).resolves.toBe(
      cad(figures.paymentPerPeriod),
    );
    await settle(page);
    await expectAccessible(page);
    await screenshot(page, 'quote-dialog', { fullPage: false });

    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Get My Quote' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const { id } = (await response.json()) as { id: string };
    await page.getByText(calculatorsQuoteWords.success).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const lead = await leads.get(id);
    expect(lead).toMatchObject({
      client_name: 'Jordan Tremblay',
      client_email: 'jordan.tremblay@example.com',
      client_phone: '(416) 555-0188',
      agent_id: 'agent-sarah-chen',
      type: 'rate_quote',
      source: 'mortgage_calculator',
      status: 'new',
    });
    const metadata = {
      price: 600_000,
      downPayment: 60_000,
      location: 'British Columbia' as const,
      amortization: 30 as const,
      mortgageRate: 4.19,
      paymentFrequency: 'bi-weekly' as const,
    };
    expect(lead!.metadata).toMatchObject({ ...metadata, calculations: calculationsForQuote(metadata) });

    // Reopened, the form is back to its defaults.
    const again = await openQuote(page, homeWords.hero.getStarted, calculatorsQuoteWords.purchaseTitle);
    await expect(again.getByLabel('Full name').inputValue()).resolves.toBe('');
    await expect(again.getByLabel('Location').inputValue()).resolves.toBe(QUOTE_DEFAULTS.location);
    await context.close();
  });

  it('asks for the required fields and sends nothing without them', async () => {
    const { page, context } = await openPage(ctx.browser, '/', { width: WIDTHS.mobile });
    const dialog = await openQuote(page, homeWords.hero.renewalQuote, calculatorsQuoteWords.renewalTitle);
    let posts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/leads') && r.method() === 'POST') posts++;
    });
    await dialog.getByLabel('Property value').fill('750000');
    await dialog.getByRole('button', { name: 'Get My Quote' }).click();
    await page.getByText(commonWords.required).first().waitFor();
    await expect(dialog.getByLabel('Full name').getAttribute('aria-invalid')).resolves.toBe('true');
    await screenshot(page, 'quote-renewal-required', { fullPage: false });
    expect(posts).toBe(0);
    await context.close();
  });

  it('accepts a quote with name and e-mail only: figures 0, the success toast, the lead stored', async () => {
    const { page, context } = await openPage(ctx.browser, '/', { width: WIDTHS.mobile });
    const dialog = await openQuote(page, homeWords.hero.getStarted, calculatorsQuoteWords.purchaseTitle);
    const email = `name.only.${Date.now()}@example.com`;
    // Only name and email are marked required.
    for (const label of ['Purchase price', 'Down payment']) {
      await expect(dialog.getByLabel(label).getAttribute('aria-required')).resolves.toBeNull();
    }
    await dialog.getByLabel('Full name').fill('Name Only');
    await dialog.getByLabel('Email').fill(email);
    // A price without a down payment: still every figure 0, never NaN.
    await dialog.getByLabel('Purchase price').fill('500000');
    await dialog.getByLabel('Purchase price').fill('');
    for (const figure of ['quote-payment', 'quote-insurance', 'quote-total']) {
      await expect(dialog.getByTestId(figure).textContent()).resolves.toBe(cad(0));
    }
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Get My Quote' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    await page.getByText(calculatorsQuoteWords.success).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const { id } = (await response.json()) as { id: string };
    const lead = await leads.get(id);
    expect(lead).toMatchObject({ client_name: 'Name Only', client_email: email, type: 'rate_quote' });
    expect(lead!.metadata).toMatchObject({
      price: 0,
      downPayment: 0,
      calculations: { cmhcInsurance: 0, totalMortgage: 0, monthlyPayment: 0 },
    });
    await context.close();
  });

  it('a second click after a lost answer stores nothing new: one lead', async () => {
    const { page, context } = await openPage(ctx.browser, '/');
    const dialog = await openQuote(page, homeWords.hero.getStarted, calculatorsQuoteWords.purchaseTitle);
    const email = `lost.answer.${Date.now()}@example.com`;
    await dialog.getByLabel('Full name').fill('Lost Answer');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Purchase price').fill('500000');
    await dialog.getByLabel('Down payment').fill('100000');

    // The first click's request and its retries reach the server, but their answers are lost.
    const keys: string[] = [];
    let lost = 0;
    await page.route('**/api/leads', async (route: Route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (lost >= 3) return route.continue();
      lost++;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await dialog.getByRole('button', { name: 'Get My Quote' }).click();
    await page.getByText(calculatorsQuoteWords.submitFailed).waitFor({ timeout: 20_000 });
    await expect.poll(() => leadsFor(email).then((stored) => stored.length)).toBe(1);

    // The visitor clicks again: the same content, the same key, the stored lead's answer.
    await dialog.getByRole('button', { name: 'Get My Quote' }).click();
    await page.getByText(calculatorsQuoteWords.success).waitFor();
    expect(new Set(keys).size).toBe(1);
    expect(await leadsFor(email)).toHaveLength(1);
    await context.close();
  });

  it('says to wait when the API refuses with 429, and keeps what the visitor typed', async () => {
    const { page, context } = await openPage(ctx.browser, '/');
    await page.route('**/api/leads', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '30' },
        json: { error: { code: 'rate_limited', message: commonWords.rateLimited } },
      }),
    );
    const dialog = await openQuote(page, homeWords.hero.getStarted, calculatorsQuoteWords.purchaseTitle);
    await dialog.getByLabel('Full name').fill('Busy Visitor');
    await dialog.getByLabel('Email').fill('busy.visitor@example.com');
    await dialog.getByLabel('Purchase price').fill('500000');
    await dialog.getByLabel('Down payment').fill('100000');
    // An emptied rate is sent as the default rate: the figures shown are that rate's.
    await dialog.getByLabel('Mortgage rate').fill('');
    const atDefaultRate = quoteCalculation({
      price: 500_000,
      downPayment: 100_000,
      amortizationYears: QUOTE_DEFAULTS.amortization,
      annualRatePct: QUOTE_DEFAULTS.mortgageRate,
      frequency: QUOTE_DEFAULTS.paymentFrequency,
    });
    await expect(dialog.getByTestId('quote-payment').textContent()).resolves.toBe(
      cad(atDefaultRate.paymentPerPeriod),
    );
    await dialog.getByRole('button', { name: 'Get My Quote' }).click();
    await page.getByText(commonWords.rateLimited).waitFor();
    await expect(dialog.getByLabel('Full name').inputValue()).resolves.toBe('Busy Visitor');
    await context.close();
  });
});
