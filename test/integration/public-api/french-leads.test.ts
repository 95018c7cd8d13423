import { randomUUID } from 'node:crypto';
import {
  CONSENT_TEXTS,
  CONTACT_CONSENT_VERSIONS,
  RATE_ALERT_CONSENT_VERSIONS,
} from '@maplestone/shared/consent';
import { rateAlertEmailFr } from '@maplestone/shared/i18n/fr/email/rate-alert';
import { rateAlertFr } from '@maplestone/shared/i18n/fr/rate-alert';
import { describe, expect, inject, it } from 'vitest';
import { rateAlerts } from '../../../functions/src/data/repositories/rate-alerts';
import { plain } from '../../support/french';
import { api, signIn } from '../../support/http';
import { askAndConfirm } from '../../support/subscriptions';
import { type InboxMessage, waitForMessages } from '../jobs/mailbox';
import { contactBody, createdLead, newKey, post } from './support';

// Issue 20 (ADR 085): leads and rate alerts remember the language they were sent in; a French lead's CRM
// e-mail and a French alert's e-mail are written in French; a language the server does not know is English.
const { urls, env } = inject('stack');
const run = randomUUID().slice(0, 8);

/** The lead as stored, sent with an Idempotency-Key as the pages send it. */
const createdKeyedLead = (body: unknown) => createdLead(body, { 'idempotency-key': newKey() });

const crmMailOf = async (name: string) => {
  const [mail] = await waitForMessages(urls.inbox, (m: InboxMessage) => m.subject.includes(name), 1);
  expect(mail!.to.map((to) => to.address)).toEqual([env.CRM_EMAIL]);
  return mail!;
};

describe('a French lead', () => {
  it('is stored with language fr and the French consent wording, and its CRM e-mail is in French', async () => {
    const name = `Julie Gagnon ${run}`;
    const lead = await createdKeyedLead(
      contactBody({ client_name: name, language: 'fr', message: 'Bonjour, je renouvelle en mars.' }),
    );
    expect(lead).toMatchObject({
      type: 'contact',
      language: 'fr',
      consent: {
        kind: 'express',
        text_version: CONTACT_CONSENT_VERSIONS.fr,
        text: CONSENT_TEXTS['contact-2026-11-fr'],
      },
    });

    const mail = await crmMailOf(name);
    expect(plain(mail.subject)).toBe(`Nouvelle piste : Message (Nous joindre) de ${name}`);
    const text = plain(mail.text);
    expect(text).toContain('Maplestone Mortgage : nouvelle piste');
    expect(text).toContain('Courriel : casey@example.com');
    expect(text).toContain('Type de téléphone : Travail');
    expect(text).toMatch(/Reçue : \d{1,2} \p{L}+ \d{4} à \d{1,2} h \d{2} \(heure de Toronto\)/u);
    expect(text).toContain(`« ${CONSENT_TEXTS['contact-2026-11-fr']} »`);
    expect(text).toContain('Message :\nBonjour, je renouvelle en mars.');
    expect(text).not.toMatch(/Client name|New lead|Phone type/);
    expect(mail.html).toContain('<html lang="fr-CA">');
  });

  it('with a language the server does not know is stored as English, and e-mailed in English', async () => {
    const name = `Dieter Braun ${run}`;
    const lead = await createdKeyedLead(contactBody({ client_name: name, language: 'de' }));
    expect(lead).toMatchObject({
      language: 'en',
      consent: { text_version: CONTACT_CONSENT_VERSIONS.en, text: CONSENT_TEXTS['contact-2025-01'] },
    });
    const mail = await crmMailOf(name);
    expect(mail.subject).toBe(`New lead: Contact message from ${name}`);
    expect(mail.text).toContain('Phone type: Work');
  });
});

describe('a French rate alert', () => {
  const address = () => `alerte.${randomUUID().slice(0, 8)}@example.com`;
  const alertBody = (email: string, overrides: Record<string, unknown> = {}) => ({
    email,
    province: 'QC',
    rate_type: 'fixed',
    term: '5 year',
    target: 9,
    consent: true,
    language: 'fr',
    website: '',
    ...overrides,
  });

  it('is stored with language fr and the French consent; asked again in English, it becomes English', async () => {
    const email = address();
    await askAndConfirm(email, () => post('/api/rate-alerts', alertBody(email, { term: '3 year' })));
    const [alert] = await rateAlerts.listByEmail(email);
    expect(alert).toMatchObject({
      province: 'Quebec',
      language: 'fr',
      status: 'armed',
      consent: {
        kind: 'express',
        text_version: RATE_ALERT_CONSENT_VERSIONS.fr,
        text: CONSENT_TEXTS[RATE_ALERT_CONSENT_VERSIONS.fr],
      },
    });

    await askAndConfirm(email, () =>
      post('/api/rate-alerts', alertBody(email, { term: '3 year', target: 8, language: undefined })),
    );
    const [again] = await rateAlerts.listByEmail(email);
    expect(again).toMatchObject({
      id: alert!.id,
      target: 8,
      language: 'en',
      consent: {
        text_version: RATE_ALERT_CONSENT_VERSIONS.en,
        text: CONSENT_TEXTS[RATE_ALERT_CONSENT_VERSIONS.en],
      },
    });
  });

  it('is e-mailed in French after a scrape, with links to the French pages', async () => {
    const email = address();
    await askAndConfirm(email, () => post('/api/rate-alerts', alertBody(email)));
    const [alert] = await rateAlerts.listByEmail(email);
    const scrape = await api('POST', '/api/admin/rates/scrape', {
      token: await signIn('superadmin@example.com'),
    });
    expect(scrape.status, JSON.stringify(scrape.body)).toBe(200);

    const [mail] = await waitForMessages(
      urls.inbox,
      (m) => m.to.some((to) => to.address.toLowerCase() === email) && !m.text.includes('/api/subscriptions/'),
      1,
    );
    const [fired] = await rateAlerts.listByEmail(email);
    expect(fired).toMatchObject({ status: 'fired', language: 'fr' });
    expect(plain(mail!.subject)).toBe(
      plain(rateAlertEmailFr.subject(rateAlertFr.series(alert!), fired!.last_rate!)),
    );
    expect(plain(mail!.subject)).toMatch(/\d,\d{2} %$/);
    const text = plain(mail!.text);
    expect(text).toContain(plain(rateAlertEmailFr.heading));
    expect(text).toContain('9,00 %');
    expect(text).toContain(`/fr/alertes-taux/desabonnement?token=${alert!.id}`);
    expect(text).toContain(`/fr/alertes-taux/continuer?token=${alert!.id}`);
    expect(text).not.toContain('/rate-alerts/');
    expect(mail!.html).toContain('<html lang="fr-CA">');
  });
});
