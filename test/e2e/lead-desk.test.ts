import { CONSENT_TEXTS, CONTACT_CONSENT_VERSION, staffMessages } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';
import { postContactLead, signIn, toastShown } from './support/back-office';
import { expectAccessible, openPage, screenshot, useBrowser, WIDTHS } from './support/browser';

/**
 * The lead desk (issue 17) as a broker uses it: a visitor's message reaches Sarah Chen (agent1, seeded as
 * agent-sarah-chen); she opens it from her dashboard's landing (Needs attention), notes the call, marks it contacted, and sees both
 * in the lead's activity with the time to first contact, at 1280 and 375 px.
 */
const ctx = useBrowser();
const l = staffMessages.leads;
const a = l.activity;
const run = Date.now().toString(36);

describe('lead desk', () => {
  it('Sarah notes a call on a new lead, marks it contacted, and sees both in its activity with the first contact', async () => {
    const client = `Desk ${run}`;
    await postContactLead({
      agentId: 'agent-sarah-chen',
      name: client,
      email: `desk-${run}@example.com`,
      phone: '416-555-0142',
      message: 'Is a 5-year fixed still the best choice?',
    });

    const { page, context, errors } = await openPage(ctx.browser, '/');
    try {
      // Her dashboard opens on what needs attention: the new lead is there, and opens in her leads.
      await signIn(page, 'agent1@example.com', '/agent-dashboard', { landing: '/agent-dashboard/attention' });
      const waiting = page.getByRole('link', { name: staffMessages.attention.openLead(client) });
      await waiting.waitFor();
      await expectAccessible(page);
      await screenshot(page, 'needs-attention', { fullPage: false });
      await waiting.click();
      await page.waitForURL(
        (url) => url.pathname === '/agent-dashboard/leads' && url.searchParams.has('lead'),
      );
      const dialog = page.getByRole('dialog', { name: client });
      const activity = dialog.getByRole('list', { name: a.title });
      await activity.getByText(a.created(l.sourceLabels.contact_form)).waitFor();
      await dialog.getByText(l.firstContact.waiting).waitFor();
      // The consent it came with (ADR 073): the contact form's box, with the wording the visitor saw.
      await dialog.getByText(l.consent.express, { exact: true }).waitFor();
      await dialog.getByText(CONSENT_TEXTS[CONTACT_CONSENT_VERSION]).waitFor();

      // A note, written on two lines, is kept as written and shown at once.
      const note = `Called ${run}.\nSends her pay stubs on Monday.`;
      await dialog.getByLabel(a.noteLabel).fill(note);
      await dialog.getByRole('button', { name: a.addNote }).click();
      await toastShown(page, a.noteAdded);
      // The field empties once the save has settled (the toast may come a render earlier).
      await expect.poll(() => dialog.getByLabel(a.noteLabel).inputValue()).toBe('');
      const entries = activity.getByRole('listitem');
      await entries.first().getByText(note).waitFor();

      await dialog.getByLabel(l.changeStatus).selectOption('contacted');
      await toastShown(page, l.statusUpdated);
      await entries.first().getByText(a.status(l.statusLabels.new, l.statusLabels.contacted)).waitFor();
      // The stream e-mailed the lead to Sarah's CRM within a second of its arrival: that is in it too.
      await expect(entries.allTextContents()).resolves.toEqual([
        expect.stringContaining(a.by('Sarah Chen')),
        expect.stringContaining(note),
        expect.stringContaining(a.crmEmail('sarah.crm@maplestone.example')),
        expect.stringContaining(a.created(l.sourceLabels.contact_form)),
      ]);
      // First contact: how long it took in business hours, and when.
      const firstContact = dialog.getByText(l.firstContact.label, { exact: true }).locator('..');
      await firstContact.getByText(l.firstContact.after(''), { exact: false }).waitFor();
      await firstContact.locator('time').waitFor();
      await expectAccessible(page);
      await screenshot(page, 'lead-desk-activity', { fullPage: false });

      // The phone width: the same dialog, nothing wider than the screen.
      await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
      await dialog.getByLabel(a.noteLabel).scrollIntoViewIfNeeded();
      await expectAccessible(page);
      const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'lead-desk-activity', { fullPage: false });
      expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
