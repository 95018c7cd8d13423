import { randomUUID } from 'node:crypto';
import {
  CONSENT_TEXTS,
  NEWSLETTER_CONSENT_VERSIONS,
  RATE_ALERT_CONSENT_VERSIONS,
} from '@maplestone/shared/consent';
import { siteNewsletterWords } from '@maplestone/shared/i18n/en/site';
import { subscriptionMessages } from '@maplestone/shared/i18n/en/subscription';
import { rateAlertFr } from '@maplestone/shared/i18n/fr/rate-alert';
import { subscriptionFr } from '@maplestone/shared/i18n/fr/subscription';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '../../../functions/src/data/keys';
import { getItem, updateItem } from '../../../functions/src/data/query';
import { rateAlerts } from '../../../functions/src/data/repositories/rate-alerts';
import { subscribers } from '../../../functions/src/data/repositories/subscribers';
import { escapeHtml as h } from '../../../functions/src/lib/html';
import { CHECK_INBOX, CONFIRMATION_MAILS_PER_DAY } from '../../../functions/src/services/subscriptions';
import { api } from '../../support/http';
import { askAndConfirm, confirmationsTo, confirmationToken } from '../../support/subscriptions';
import { waitForMessages } from '../jobs/mailbox';
import { alertBody, post } from './support';

/**
 * Double opt-in (issue 34, ADR 095): a rate alert or the newsletter is only asked for by the form; the address's
 * owner makes it by following the e-mailed link. Nobody can subscribe someone else, or undo their unsubscribe.
 */
const S = subscriptionMessages;
const address = () => `opt-in-${randomUUID().slice(0, 8)}@example.com`;
const confirmationsOf = async (email: string) => (await confirmationsTo(email)).length;
const waitForConfirmations = (email: string, count: number) =>
  waitForMessages(
    inject('stack').urls.inbox,
    (message) =>
      message.to.some((to) => to.address === email) && message.text.includes('/api/subscriptions/'),
    count,
  );

describe('a rate alert is armed only from its e-mailed link', () => {
  it('asks, then the link arms it with the consent of the confirmation', async () => {
    const email = address();
    const asked = await post('/api/rate-alerts', alertBody(email, { target: '4.20' }));
    expect(asked).toMatchObject({ status: 202, body: CHECK_INBOX });
    const [message] = await waitForConfirmations(email, 1);
    expect(message!.subject).toBe(S.title.rate_alert);
    expect(message!.text).toContain(S.what.rate_alert('5-year fixed in Ontario', '4.20%'));
    // Nothing is armed before the link is followed, and opening its page changes nothing.
    expect(await rateAlerts.listByEmail(email)).toEqual([]);
    const token = confirmationToken(message!);
    const shown = await api<string>('GET', `/api/subscriptions/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toMatch(/^text\/html/);
    expect(shown.body).toContain(h(CONSENT_TEXTS[RATE_ALERT_CONSENT_VERSIONS.en]));
    expect(shown.body).toContain(`action="/api/subscriptions/${token}/confirm"`);
    expect(await rateAlerts.listByEmail(email)).toEqual([]);

    const confirmed = await api<string>('POST', `/api/subscriptions/${token}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toContain(S.page.doneTitle.rate_alert);
    const [alert] = await rateAlerts.listByEmail(email);
    expect(alert).toMatchObject({ id: token, status: 'armed', target: 4.2, province: 'Ontario' });
    expect(alert!.consent.requested_at! < alert!.consent.given_at).toBe(true);
    // Pressing again: done already, nothing changes.
    const again = await api<string>('POST', `/api/subscriptions/${token}/confirm`);
    expect(again.status).toBe(200);
    expect(again.body).toContain(h(S.page.already));
    expect(await rateAlerts.listByEmail(email)).toEqual([alert]);
  });

  it('another client cannot subscribe an address that unsubscribed: only its owner, from a new link', async () => {
    const email = address();
    const { token } = await askAndConfirm(email, () => post('/api/rate-alerts', alertBody(email)));
    expect((await api('POST', `/api/rate-alerts/${token}/unsubscribe`)).status).toBe(200);
    const unsubscribed = await rateAlerts.get(token);
    expect(unsubscribed).toMatchObject({ status: 'unsubscribed' });

    // Someone else asks with that address and a ticked box: the same answer, and nothing changes.
    const asked = await post('/api/rate-alerts', alertBody(email, { target: 8 }));
    expect(asked).toMatchObject({ status: 202, body: CHECK_INBOX });
    await waitForConfirmations(email, 2);
    expect(await rateAlerts.get(token)).toEqual(unsubscribed);

    // The owner follows the new link: the alert is armed again, with the new target and consent.
    const [, second] = await confirmationsTo(email);
    const secondToken = confirmationToken(second!);
    expect((await api('POST', `/api/subscriptions/${secondToken}/confirm`)).status).toBe(200);
    const rearmed = await rateAlerts.get(token);
    expect(rearmed).toMatchObject({ status: 'armed', target: 8, unsubscribed_at: null });
    expect(rearmed!.consent.given_at > unsubscribed!.consent.given_at).toBe(true);
  });

  it(`sends at most ${CONFIRMATION_MAILS_PER_DAY} confirmation e-mails a day to one address, whoever asks`, async () => {
    const email = address();
    for (let i = 0; i < CONFIRMATION_MAILS_PER_DAY + 2; i++) {
      const asked = await post('/api/rate-alerts', alertBody(email, { target: 5 + i }));
      expect(asked).toMatchObject({ status: 202, body: CHECK_INBOX });
    }
    expect((await post('/api/newsletter', { email })).status).toBe(202);
    await waitForConfirmations(email, CONFIRMATION_MAILS_PER_DAY);
    // Every asking has answered by now, and each sends (or not) before it answers.
    expect(await confirmationsOf(email)).toBe(CONFIRMATION_MAILS_PER_DAY);
  });

  it('an expired link, an unknown one and a malformed one are a page saying so, never a 500; nothing is armed', async () => {
    const email = address();
    await post('/api/rate-alerts', alertBody(email));
    const [message] = await waitForConfirmations(email, 1);
    const token = confirmationToken(message!);
    await updateItem(keys.subscriptionRequest(token), {
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    for (const path of [`/api/subscriptions/${token}`, `/api/subscriptions/${token}/confirm`]) {
      const answer = await api<string>(path.endsWith('confirm') ? 'POST' : 'GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toContain(h(S.page.invalid));
    }
    expect(await rateAlerts.listByEmail(email)).toEqual([]);
    for (const bad of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', `${'x'.repeat(150)}`, '%3Cscript%3E']) {
      for (const method of ['GET', 'POST']) {
        const answer = await api<string>(
          method,
          `/api/subscriptions/${bad}${method === 'POST' ? '/confirm' : ''}`,
        );
        expect(answer.status, `${method} ${bad}`).toBe(404);
        expect(answer.body).toContain(h(S.page.invalid));
        expect(answer.body).toContain(h(subscriptionFr.page.invalid));
      }
    }
  });

  it('writes the e-mail and the page in French for a French page', async () => {
    const email = address();
    await post('/api/rate-alerts', alertBody(email, { language: 'fr', province: 'QC', target: '4,20' }));
    const [message] = await waitForConfirmations(email, 1);
    expect(message!.subject).toBe(subscriptionFr.title.rate_alert);
    const token = confirmationToken(message!);
    const page = await api<string>('GET', `/api/subscriptions/${token}`);
    expect(page.body).toContain('<html lang="fr-CA">');
    expect(page.body).toContain(subscriptionFr.page.button);
    expect(page.body).toContain(h(CONSENT_TEXTS[RATE_ALERT_CONSENT_VERSIONS.fr]));
    const done = await api<string>('POST', `/api/subscriptions/${token}/confirm`);
    expect(done.body).toContain(h(rateAlertFr.form.success));
    const [alert] = await rateAlerts.listByEmail(email);
    expect(alert).toMatchObject({
      language: 'fr',
      consent: { text: CONSENT_TEXTS[RATE_ALERT_CONSENT_VERSIONS.fr] },
    });
  });
});

describe('the newsletter subscribes an address only from its e-mailed link', () => {
  it('asks, then the link subscribes it once, with the wording agreed to', async () => {
    const email = address();
    const asked = await post('/api/newsletter', { email, language: 'en' });
    expect(asked).toMatchObject({ status: 202, body: CHECK_INBOX });
    const [message] = await waitForConfirmations(email, 1);
    expect(message!.subject).toBe(S.title.newsletter);
    expect(await subscribers.get(email)).toBeUndefined();
    const token = confirmationToken(message!);
    const done = await api<string>('POST', `/api/subscriptions/${token}/confirm`);
    expect(done.status).toBe(200);
    expect(done.body).toContain(h(siteNewsletterWords.success));
    const stored = await subscribers.get(email);
    expect(stored?.email).toBe(email);
    expect(await getItem(keys.subscriber(email))).toMatchObject({
      language: 'en',
      consent: {
        kind: 'express',
        text_version: NEWSLETTER_CONSENT_VERSIONS.en,
        text: CONSENT_TEXTS[NEWSLETTER_CONSENT_VERSIONS.en],
      },
    });
    // A second asking and confirming: still one subscription, the first consent stands.
    await askAndConfirm(email, () => post('/api/newsletter', { email: email.toUpperCase() }));
    expect(await subscribers.get(email)).toEqual(stored);
  });
});
