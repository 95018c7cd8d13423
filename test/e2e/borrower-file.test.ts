import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import { portalFr } from '@maplestone/shared/i18n/fr/portal/index';
import { formatCad } from '@maplestone/shared/mortgage/money';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { waitForMessages } from '../integration/jobs/mailbox';
import { signIn, toastShown } from './support/back-office';
import {
  expectAccessible,
  type OpenPage,
  openPage,
  screenshot,
  siteUrl,
  useBrowser,
  WIDTHS,
} from './support/browser';
import { expectNoSidewaysScroll, holdRequests } from './support/pages';

/**
 * The borrower's file (issue 38, ADR 118) end to end: Sarah Chen (agent1, seeded as agent-sarah-chen) invites the
 * borrower of a new lead from its detail and asks for a photo ID; the borrower opens the e-mailed link on a phone
 * (375 px, French), fills in the ten sections, signs both consents, submits, and uploads the ID with its progress
 * bar; Sarah refuses it with a reason, the borrower reads it and sends another; Sarah accepts it, records the
 * FINTRAC identity check, the file reaches "Documents complete" on its own, and its PDF downloads.
 */
const ctx = useBrowser();
const m = fileWords;
const p = portalFr;
const s = portalFr.sections;
const run = Date.now().toString(36);
const client = `Élodie Fortin ${run}`;
const borrowerEmail = `borrower-${run}@example.com`;
/** A word of a catalogue typed as a record (the desk's statuses and document types): it must be there. */
function word(text: string | undefined): string {
  if (text === undefined) throw new Error('a word is missing from the catalogue');
  return text;
}
const photoId = word(m.checklist.types.photo_id);
const deskStatus = (status: 'requested' | 'uploaded' | 'accepted') => word(m.checklist.statuses[status]);
const photoIdFr = p.documents.types.photo_id;
/** Sarah writes to her borrower in their language. */
const refusal = 'La photo est floue : envoyez une photo nette de la carte entière, recto et verso.';

/** A day 'yyyy-mm-dd', `days` from today. */
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A new contact lead for Sarah through the public API (the contact form's request); answers its id. */
async function newLead(): Promise<string> {
  const response = await fetch(new URL('/api/leads', inject('stack').urls.api), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({
      type: 'contact',
      agent_id: 'agent-sarah-chen',
      client_name: client,
      client_email: borrowerEmail,
      client_phone: '514-555-0142',
      message: 'Nous achetons un condo à Montréal cet été.',
      consent: true,
      metadata: { phoneType: 'Mobile' },
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Clicks « Enregistrer et continuer » and waits for the next section's page. */
async function saveAndContinue(page: Page, next: string) {
  await page.getByRole('button', { name: s.saveAndContinue }).click();
  await page.waitForURL((url) => url.pathname === `/fr/portail/demande/${next}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** The form's control by its exact label. */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

/** The borrower's checklist card for the photo ID. */
const photoCard = (page: Page) => page.getByRole('article', { name: photoIdFr });

/** The portal's request for an upload's presigned POST. */
const PRESIGN = /\/api\/portal\/file\/documents\/[^/]+\/uploads$/;

/** Chooses `file` in the photo ID's upload control; the held presign shows the progress bar at 0 %. */
async function upload(page: Page, file: string, name: string) {
  const release = await holdRequests(page, PRESIGN);
  await photoCard(page).locator('input[type="file"]').setInputFiles(file);
  const progress = page.getByRole('progressbar', { name: p.documents.uploading(name) });
  await progress.waitFor();
  await expect(progress.getAttribute('aria-valuenow')).resolves.toBe('0');
  release();
  await page
    .getByRole('status')
    .filter({ hasText: p.documents.uploaded(name) })
    .waitFor();
  await progress.waitFor({ state: 'detached' });
  await page.unroute(PRESIGN);
  await photoCard(page).getByText(p.documents.statuses.uploaded, { exact: true }).waitFor();
}

describe('the borrower’s file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'borrower-file-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('an invited borrower completes the file on a phone in French; the broker reviews, verifies and exports it', async () => {
    const [leadId, sarah] = await Promise.all([
      newLead(),
      openPage(ctx.browser, '/auth', { width: WIDTHS.desktop }),
    ]);
    let borrower: OpenPage | undefined;
    try {
      // 1. Sarah opens the lead's detail and, from its "Invite borrower" entry, the file's page.
      const desk = sarah.page;
      await signIn(desk, 'agent1@example.com', `/agent-dashboard/leads?lead=${leadId}`);
      await desk
        .getByRole('dialog', { name: client })
        .getByRole('link', { name: m.applicants.invite })
        .click();
      await desk.waitForURL(siteUrl(`/agent-dashboard/files/${leadId}`));
      await desk.getByRole('heading', { name: m.none.title }).waitFor();

      // She invites the borrower (in French), then asks for their photo ID.
      await desk.getByRole('button', { name: m.applicants.invite }).click();
      const invite = desk.getByRole('dialog', { name: m.applicants.dialogTitle });
      await expect(field(invite, m.applicants.name).inputValue()).resolves.toBe(client);
      await field(invite, m.applicants.email).fill(borrowerEmail);
      await field(invite, m.applicants.language).selectOption('fr');
      await invite.getByRole('button', { name: m.applicants.send }).click();
      await toastShown(desk, m.applicants.invited(client));
      await desk.locator('#file-applicants').getByRole('link', { name: borrowerEmail }).waitFor();

      await desk.getByRole('button', { name: m.checklist.add }).click();
      const add = desk.getByRole('dialog', { name: m.checklist.addTitle });
      await add
        .getByRole('group', { name: m.checklist.forApplicant(client) })
        .getByLabel(photoId, { exact: true })
        .check();
      await add.getByRole('button', { name: m.checklist.request }).click();
      await toastShown(desk, m.checklist.added(1));
      const item = desk.locator('#file-documents li').filter({ hasText: photoId });
      await item.getByText(deskStatus('requested'), { exact: true }).waitFor();
      await expectAccessible(desk);

      // 2. The invitation, in French, holds the sign-in link (its token in the fragment).
      const [mail] = await waitForMessages(
        inject('stack').urls.inbox,
        (message) => message.to.some((to) => to.address === borrowerEmail),
        1,
      );
      const link = /https?:\/\/\S+#t=[\w%-]+/.exec(mail?.text ?? '')?.[0];
      expect(link, mail?.text).toBeDefined();
      const { pathname, hash } = new URL(link ?? '');
      expect(pathname).toBe('/fr/portail/connexion');

      // 3. The borrower opens it on a phone, in French, and lands on their file's overview.
      borrower = await openPage(ctx.browser, `${pathname}${hash}`, { width: WIDTHS.mobile, locale: 'fr-CA' });
      const phone = borrower.page;
      await phone.waitForURL(siteUrl('/fr/portail'));
      await phone.getByRole('heading', { level: 1, name: p.home.greeting(client) }).waitFor();
      await phone.getByText(p.shell.stages.lead, { exact: true }).waitFor();
      await phone.getByText(p.home.progress(0, 10), { exact: true }).waitFor();
      await expectAccessible(phone);
      await expectNoSidewaysScroll(phone);
      await screenshot(phone, 'portal-overview');

      // The ten sections, each through « Enregistrer et continuer ».
      await phone.getByRole('link', { name: p.home.start }).click();
      await phone.waitForURL((url) => url.pathname === '/fr/portail/demande/personal');
      const personal = s.personal;
      await expect(field(phone, personal.firstName).inputValue()).resolves.toBe('Élodie');
      await field(phone, personal.dateOfBirth).fill('1988-04-12');
      await field(phone, personal.phone).fill('514 555-0142');
      await field(phone, personal.maritalStatus).selectOption('common_law');
      await field(phone, personal.dependants).fill('1');
      await saveAndContinue(phone, 'addresses');

      const address = s.addresses;
      await field(phone, address.street).fill('4521, rue Saint-Denis, app. 3');
      await field(phone, address.city).fill('Montréal');
      await field(phone, address.province).selectOption('QC');
      await field(phone, address.postalCode).fill('h2j 2l3');
      await field(phone, address.status).selectOption('rent');
      await expect(phone.getByLabel(address.current).isChecked()).resolves.toBe(true);
      await field(phone, address.from).fill('2019-07-01');
      await phone.getByText(s.coveredAll, { exact: true }).waitFor();
      await saveAndContinue(phone, 'employment');

      const job = s.employment;
      await field(phone, job.type).selectOption('full_time');
      await field(phone, job.employer).fill('Hydro-Québec');
      await field(phone, job.from).fill('2018-09-04');
      await phone.getByText(s.coveredAll, { exact: true }).waitFor();
      await saveAndContinue(phone, 'income');

      await field(phone, s.income.type).selectOption('salary');
      await field(phone, s.income.annualAmount).fill('92 500');
      await saveAndContinue(phone, 'assets');

      // Assets, debts and properties: « Rien à déclarer » saves the empty list.
      for (const next of ['liabilities', 'properties', 'subject-property']) {
        await phone.getByRole('button', { name: s.none }).click();
        await phone.getByRole('note').filter({ hasText: s.noneSaved }).waitFor();
        await saveAndContinue(phone, next);
      }

      const subject = s.subjectProperty;
      await field(phone, subject.address).fill('1200, avenue Laurier Ouest, app. 704');
      await field(phone, subject.city).fill('Montréal');
      await field(phone, subject.province).selectOption('QC');
      await field(phone, subject.propertyType).selectOption('condo');
      await field(phone, subject.occupancy).selectOption('owner');
      await field(phone, subject.purchasePrice).fill('565 000');
      await saveAndContinue(phone, 'down-payment');

      // A gift: the donor's name and relationship appear, and are asked for before the section saves.
      const down = s.downPayment;
      const gift = formatCad(113_000, { decimals: 0, locale: 'fr' });
      await field(phone, down.amount).fill('113 000');
      await field(phone, down.type).selectOption('gift');
      await field(phone, down.sourceAmount).fill('113 000');
      await phone.getByText(down.donorHint).waitFor();
      await phone.getByRole('button', { name: s.saveAndContinue }).click();
      await phone.getByRole('alert').filter({ hasText: s.fixErrors }).waitFor();
      await expect(field(phone, down.donorName).getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(field(phone, down.donorRelationship).getAttribute('aria-invalid')).resolves.toBe('true');
      expect(new URL(phone.url()).pathname).toBe('/fr/portail/demande/down-payment');
      await field(phone, down.donorName).fill('Claire Fortin');
      await field(phone, down.donorRelationship).fill('Mère');
      // Leaving the field saves the section, now whole.
      await phone.keyboard.press('Tab');
      await phone.getByText(s.status.saved, { exact: true }).waitFor();
      await phone.getByText(down.total(gift, gift), { exact: true }).waitFor();
      await expectAccessible(phone);
      await expectNoSidewaysScroll(phone);
      await phone.evaluate(() => window.scrollTo(0, 0));
      await screenshot(phone, 'portal-section');
      await saveAndContinue(phone, 'mortgage');

      const loan = s.mortgage;
      await field(phone, loan.amount).fill('452 000');
      await field(phone, loan.rateType).selectOption('fixed');
      await field(phone, loan.amortization).fill('25');
      await field(phone, loan.term).fill('5');
      await field(phone, loan.closingDate).fill(dayFrom(75));
      await phone.getByRole('button', { name: s.saveAndFinish }).click();
      await phone.waitForURL(siteUrl('/fr/portail'));
      await phone.getByText(p.home.progress(10, 10), { exact: true }).waitFor();
      await phone.getByText(p.shell.stages.application_started, { exact: true }).waitFor();

      // Both consents, signed by typed name.
      await phone.getByRole('link', { name: p.home.signConsents }).click();
      await phone.waitForURL(siteUrl('/fr/portail/consentements'));
      for (const kind of ['credit_check', 'broker_disclosure'] as const) {
        const consent = phone.getByRole('region', { name: p.consents.kinds[kind] });
        await field(consent, p.consents.typedName).fill(client);
        await consent.getByRole('button', { name: p.consents.sign }).click();
        await consent.getByText(p.consents.signedBy(client, ''), { exact: false }).waitFor();
      }

      // Submitted, the application goes to Sarah.
      await phone.getByRole('link', { name: p.consents.back }).first().click();
      await phone.waitForURL(siteUrl('/fr/portail'));
      await phone.getByRole('button', { name: p.home.submit }).click();
      await toastShown(phone, p.home.submittedToast);
      await phone.getByText(p.shell.stages.application_submitted, { exact: true }).waitFor();

      // 4. The photo ID, uploaded with its progress bar.
      await phone.getByRole('link', { name: p.home.openDocuments }).click();
      await phone.waitForURL(siteUrl('/fr/portail/documents'));
      await photoCard(phone).getByText(p.documents.statuses.requested, { exact: true }).waitFor();
      // A real JPEG (the server checks its first bytes): a picture of Sarah's page will do.
      const first = join(dir, 'permis-de-conduire.jpg');
      writeFileSync(
        first,
        await desk.screenshot({ type: 'jpeg', quality: 70, clip: { x: 0, y: 0, width: 480, height: 300 } }),
      );
      expect(readFileSync(first).subarray(0, 3).toString('hex')).toBe('ffd8ff');
      await upload(phone, first, 'permis-de-conduire.jpg');

      // 5. Sarah refuses it with a reason.
      await desk.reload();
      await item.getByText(deskStatus('uploaded'), { exact: true }).waitFor();
      await item.getByRole('button', { name: m.checklist.openFile('permis-de-conduire.jpg') }).waitFor();
      await item.getByRole('button', { name: m.checklist.refuseLabel(photoId) }).click();
      const refuse = desk.getByRole('dialog', { name: m.checklist.refuseTitle(photoId) });
      await field(refuse, m.checklist.refuseReason).fill(refusal);
      await refuse.getByRole('button', { name: m.checklist.refuse }).click();
      await toastShown(desk, m.checklist.refused(photoId));
      await item.getByText(m.checklist.refusedBecause(refusal)).waitFor();

      // The borrower sees why, and sends another.
      await phone.reload();
      const card = photoCard(phone);
      await card.getByText(p.documents.statuses.refused, { exact: true }).waitFor();
      await card.getByText(p.documents.refusedTitle).waitFor();
      await card.getByText(p.documents.refusedReason(refusal)).waitFor();
      await expectAccessible(phone);
      await expectNoSidewaysScroll(phone);
      await screenshot(phone, 'portal-documents');
      const second = join(dir, 'passeport.jpg');
      writeFileSync(
        second,
        await desk.screenshot({ type: 'jpeg', quality: 70, clip: { x: 0, y: 0, width: 600, height: 400 } }),
      );
      await upload(phone, second, 'passeport.jpg');
      await expect(card.getByText(p.documents.refusedTitle).count()).resolves.toBe(0);

      // Sarah accepts it and records the identity check: the file is complete on its own.
      await desk.reload();
      await item.getByText(deskStatus('uploaded'), { exact: true }).waitFor();
      await item.getByRole('button', { name: m.checklist.openFile('passeport.jpg') }).waitFor();
      await item.getByRole('button', { name: m.checklist.acceptLabel(photoId) }).click();
      await toastShown(desk, m.checklist.accepted(photoId));
      await item.getByText(deskStatus('accepted'), { exact: true }).waitFor();

      const f = m.fintrac;
      await desk.getByRole('button', { name: f.recordLabel(client) }).click();
      const record = desk.getByRole('dialog', { name: f.dialogTitle(client) });
      await field(record, f.method).selectOption('photo_id');
      await field(record, f.documentType).fill('Passport');
      await field(record, f.documentNumber).fill('HK482913');
      await field(record, f.jurisdiction).fill('Canada');
      // Optional: its label says so after its name.
      await record.getByLabel(f.expiryDate).fill(dayFrom(3 * 365));
      await expect(field(record, f.verifiedOn).inputValue()).resolves.toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await expect(field(record, f.isPep).isChecked()).resolves.toBe(false);
      await expect(field(record, f.isHio).isChecked()).resolves.toBe(false);
      await expect(field(record, f.actingForThirdParty).isChecked()).resolves.toBe(false);
      await field(record, f.riskRating).selectOption('low');
      await field(record, f.riskReasons).fill('Canadian resident, salaried, identity verified in person');
      await record.getByRole('button', { name: f.save }).click();
      await toastShown(desk, f.saved(client));
      const fintrac = desk.locator('#file-fintrac');
      await fintrac.getByText('•••••913', { exact: true }).waitFor();

      await desk
        .getByRole('list', { name: m.stage.stepper })
        .locator('[aria-current="step"]')
        .getByText(m.stage.labels.documents_complete)
        .waitFor();
      await desk.getByText(m.stage.documentsCompleteOn(''), { exact: false }).waitFor();
      await expectAccessible(desk);
      await screenshot(desk, 'borrower-file-desk');

      // The file as a PDF.
      const [download] = await Promise.all([
        desk.waitForEvent('download'),
        desk.getByRole('button', { name: m.downloads.pdf }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const saved = join(dir, download.suggestedFilename());
      await download.saveAs(saved);
      expect(readFileSync(saved).subarray(0, 4).toString('latin1')).toBe('%PDF');

      // And the borrower's overview says where the file stands.
      await phone.goto(siteUrl('/fr/portail'));
      await phone.getByText(p.shell.stages.documents_complete, { exact: true }).waitFor();

      const noise = (e: string) => !e.includes('Failed to load resource');
      expect(sarah.errors.filter(noise)).toEqual([]);
      expect(borrower.errors.filter(noise)).toEqual([]);
    } finally {
      await borrower?.context.close();
      await sarah.context.close();
    }
  });
});
