import { copyrightLine } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { peopleAgentWords, peopleContactWords } from '@maplestone/shared/i18n/en/people';
import { describe, expect, it } from 'vitest';
import { stats } from '../../functions/src/data/repositories/stats';
import { countersSettled } from '../support/counters';
import { openPage, settle, siteUrl, useBrowser } from './support/browser';
import { auditPage, countRequests, tabTo } from './support/pages';

const ctx = useBrowser();

describe('agent public page', () => {
  it('shows every section of Sarah Chen’s page, counts one page view, and names her in the footer', async () => {
    await countersSettled();
    const before = (await stats.agentTotals('agent-sarah-chen')).page_views;
    // Counting starts before the page loads: its page view may leave before the load event.
    const { page, context } = await openPage(ctx.browser, '/why-broker');
    const events = countRequests(page, 'POST', '/api/events');
    await page.goto(siteUrl('/agent/sarahchen'));
    const hero = page.getByTestId('agent-hero');
    await hero.getByRole('heading', { level: 1, name: 'Sarah Chen' }).waitFor();
    await hero.getByText(peopleAgentWords.subtitle).waitFor();
    await expect(hero.getByRole('link', { name: 'agent1@example.com' }).getAttribute('href')).resolves.toBe(
      'mailto:agent1@example.com',
    );
    await expect(hero.getByRole('link', { name: '(416) 555-0142' }).getAttribute('href')).resolves.toBe(
      'tel:+14165550142',
    );
    await expect(
      hero.getByRole('link', { name: 'Sarah Chen on Facebook' }).getAttribute('href'),
    ).resolves.toBe('https://facebook.com/sarahchenmortgages');
    await hero.getByRole('link', { name: 'Sarah Chen on Instagram' }).waitFor();
    await hero.getByRole('link', { name: 'Sarah Chen on Website' }).waitFor();
    // No YouTube link set: no icon.
    await expect(hero.getByRole('link', { name: 'Sarah Chen on YouTube' }).count()).resolves.toBe(0);

    const apply = hero.getByRole('link', { name: commonWords.applyNow });
    await expect(apply.getAttribute('href')).resolves.toBe('https://apply.maplestone.example/sarahchen');
    await expect(apply.getAttribute('target')).resolves.toBe('_blank');
    await expect(
      hero.getByRole('link', { name: peopleAgentWords.viewRates }).getAttribute('href'),
    ).resolves.toBe('#rates');
    await expect(
      hero.getByRole('link', { name: peopleAgentWords.bookAppointment }).getAttribute('href'),
    ).resolves.toBe('https://calendly.com/maplestone-sarah');

    await expect(page.getByTestId('agent-bio').textContent()).resolves.toContain('600 Ontario families');
    const services = await page.getByTestId('agent-services').getByRole('heading').allTextContents();
    expect(services).toEqual([...peopleAgentWords.services.names]);
    await page.getByTestId('rate-cards').waitFor();
    await page.getByTestId('a-lenders').waitFor();
    // Only her approved testimonials (the pending one is not public).
    const quotes = page.getByTestId('testimonials').locator('li');
    await expect(quotes.count()).resolves.toBe(2);
    await expect(page.getByText('Pending P.').count()).resolves.toBe(0);
    await page.getByRole('heading', { name: 'Fixed or variable?' }).waitFor();
    await page.getByRole('heading', { name: 'Why work with a mortgage broker?' }).waitFor();
    await expect(
      page.getByRole('link', { name: peopleContactWords.titleFor('Sarah Chen') }).getAttribute('href'),
    ).resolves.toBe('/contact?agent=agent-sarah-chen');

    await expect(page.getByTestId('copyright').textContent()).resolves.toBe(
      copyrightLine(new Date().getFullYear(), 'Sarah Chen'),
    );
    // The agent's own SEO settings are the page's title and description.
    await expect(page.title()).resolves.toBe('Sarah Chen, Toronto Mortgage Broker | Maplestone');
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(
      'First-time buyer and self-employed mortgage specialist in Toronto. Compare rates from 40+ lenders.',
    );
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBeTruthy();

    // View Rates scrolls to the rates section.
    await hero.getByRole('link', { name: peopleAgentWords.viewRates }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#rates');

    await settle(page);
    expect(events.count).toBe(1);
    await countersSettled();
    expect((await stats.agentTotals('agent-sarah-chen')).page_views).toBe(before + 1);

    // Leaving the page gives the footer back to the brokerage.
    await page.getByRole('link', { name: peopleContactWords.titleFor('Sarah Chen') }).click();
    await page.waitForURL(siteUrl('/contact?agent=agent-sarah-chen'));
    await expect.poll(() => page.getByTestId('copyright').textContent()).toBe(copyrightLine());
    await context.close();
  });

  it('opens by id at /agents/{id}; without testimonials there is no testimonials section', async () => {
    const { page, context } = await openPage(ctx.browser, '/agents/agent-priya-patel');
    await page.getByRole('heading', { level: 1, name: 'Priya Patel' }).waitFor();
    await page.getByTestId('rate-cards').waitFor();
    await settle(page);
    await expect(page.getByTestId('testimonials').count()).resolves.toBe(0);
    // No apply link of her own: Apply Now goes to the site's application form.
    await expect(
      page.getByTestId('agent-hero').getByRole('link', { name: commonWords.applyNow }).getAttribute('href'),
    ).resolves.toBe('/applications');
    await context.close();
  });

  it('says Agent Not Found for an unknown slug and for an inactive agent, with Return Home', async () => {
    for (const path of ['/agent/no-such-broker', '/agents/danielwright']) {
      const { page, context } = await openPage(ctx.browser, path);
      const events = countRequests(page, 'POST', '/api/events');
      await page.getByRole('heading', { level: 1, name: peopleAgentWords.notFoundTitle }).waitFor();
      await settle(page);
      expect(events.count).toBe(0);
      await page.getByRole('link', { name: commonWords.returnHome }).click();
      await page.waitForURL(siteUrl('/'));
      await context.close();
    }
  });

  it('is reachable by keyboard (Book Appointment by Tab)', async () => {
    const { page, context } = await openPage(ctx.browser, '/agent/marctremblay');
    await page.getByRole('heading', { level: 1, name: 'Marc Tremblay' }).waitFor();
    const reached = await tabTo(page, (el) => el.text === peopleAgentWords.bookAppointment);
    expect(reached).toBe(true);
    await context.close();
  });

  it('passes axe at 375 and 1280 px', async () => {
    await auditPage(ctx.browser, '/agent/sarahchen', 'agent-page', (page) =>
      page.getByTestId('testimonials').waitFor(),
    );
    await auditPage(ctx.browser, '/agent/nobody-here', 'agent-not-found', (page) =>
      page.getByRole('heading', { name: peopleAgentWords.notFoundTitle }).waitFor(),
    );
  });
});
