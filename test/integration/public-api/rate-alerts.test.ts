import { randomUUID } from 'node:crypto';
import { CONSENT_TEXTS, RATE_ALERT_CONSENT_VERSIONS } from '@maplestone/shared/consent';
import { rateAlertMessages } from '@maplestone/shared/i18n/en/rate-alert';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '../../../functions/src/data/keys';
import { getItem } from '../../../functions/src/data/query';
import { rateAlerts } from '../../../functions/src/data/repositories/rate-alerts';
import { createLogger } from '../../../functions/src/lib/logger';
import { sendDueRateAlerts } from '../../../functions/src/services/rate-alert-sending';
import { waitUntil } from '../../../infra/local/processes';
import { rateAlertsCounted } from '../../support/counters';
import { api, signIn } from '../../support/http';
import { askAndConfirm, confirmationsTo } from '../../support/subscriptions';
import { type InboxMessage, inbox, waitForMessages } from '../jobs/mailbox';
import { alertBody, post, viewer } from './support';

/** Rate alerts (issue 21, ADR 082) through the public and admin APIs, the scrape and maildev. */
const { urls } = inject('stack');
const M = rateAlertMessages;

const address = () => `Alert.Watcher-${randomUUID().slice(0, 8)}@Example.com`;

/** Asks for the alert and follows the e-mailed link to confirm it (double opt-in, ADR 095). */
const subscribe = (email: string, overrides: Record<string, unknown> = {}) =>
  askAndConfirm(email, () => post('/api/rate-alerts', alertBody(email, overrides)));

/** The pages' POST by token: no body, no sign-in. */
const tokenPost = <T = unknown>(path: string) => api<T>('POST', path, { headers: viewer() });

async function alertsOf(email: string) {
  return rateAlerts.listByEmail(email);
}

async function scrapeNow() {
  const answer = await api('POST', '/api/admin/rates/scrape', {
    token: await signIn('superadmin@example.com'),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The alert e-mails to an address (not its confirmations, ADR 095). */
const to = (email: string) => (message: InboxMessage) =>
  message.to.some((recipient) => recipient.address.toLowerCase() === email.toLowerCase()) &&
  !message.text.includes('/api/subscriptions/');

/** The token of an e-mail's link (the path `/rate-alerts/<page>?token=`). */
function linkToken(message: InboxMessage, page: 'unsubscribe' | 'keep-watching'): string {
  const match = message.text.match(new RegExp(`/rate-alerts/${page}\\?token=([A-Za-z0-9_-]+)`));
  expect(match, message.text).not.toBeNull();
  return match![1]!;
}

describe('POST /api/rate-alerts, then the e-mailed link (ADR 095)', () => {
  it('arms an alert with its express consent, in the exact wording shown; again for the same rate changes it', async () => {
    const email = address();
    await subscribe(email, { target: '4.20' });
    const [alert] = await alertsOf(email);
    expect(alert).toMatchObject({
      email: email.toLowerCase(),
      province: 'Ontario',
      rate_type: 'fixed',
      term: '5 year',
      target: 4.2,
      status: 'armed',
      fired_at: null,
      consent: { kind: 'express', text: CONSENT_TEXTS[RATE_ALERT_CONSENT_VERSIONS.en] },
    });
    expect(alert!.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Date.now() - Date.parse(alert!.consent.given_at)).toBeLessThan(60_000);

    // The same person and rate: the target changes, no second alert; another term is another alert.
    await askAndConfirm(email, () =>
      post('/api/rate-alerts', alertBody(email.toUpperCase(), { target: 4.05 })),
    );
    const after = await alertsOf(email);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: alert!.id, target: 4.05, status: 'armed' });
    await subscribe(email, { term: '3 year' });
    expect(await alertsOf(email)).toHaveLength(2);
  });

  it('refuses bad input with a 400 that names the problem, and writes nothing', async () => {
    const email = address();
    const bad = [
      [{ consent: false }, M.form.consentMissing],
      [{ consent: undefined }, M.form.consentMissing],
      [{ target: 0.49 }, M.form.targetRange],
      [{ target: 15.01 }, M.form.targetRange],
      [{ target: 4.205 }, M.form.targetDecimals],
      [{ target: 'four' }, M.form.targetInvalid],
      [{ target: '' }, M.form.targetRequired],
      [{ province: 'Atlantis' }, M.form.regionInvalid],
      [{ term: '10 year' }, M.form.termInvalid],
      [{ rate_type: 'tracker' }, M.form.typeInvalid],
      [{ email: 'not-an-address' }, undefined],
      [{ extra: 1 }, undefined],
    ] as const;
    for (const [change, message] of bad) {
      const answer = await post<{ error: { message: string } }>('/api/rate-alerts', alertBody(email, change));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      if (message) expect(answer.body.error.message).toBe(message);
    }
    // A filled honeypot: the same answer as a person's, nothing stored.
    expect((await post('/api/rate-alerts', alertBody(email, { website: 'spam.example' }))).status).toBe(202);
    expect(await confirmationsTo(email)).toEqual([]);
    expect(await alertsOf(email)).toEqual([]);
  });
});

describe('the e-mail after a scrape', () => {
  it('goes once to an alert the best rate meets; not again on the next scrape; again after "Keep watching"', async () => {
    const email = address();
    const never = address();
    await subscribe(email);
    await subscribe(never, { target: 0.5 });

    await scrapeNow();
    const [mail] = await waitForMessages(urls.inbox, to(email), 1);
    expect(mail!.subject).toMatch(/^Rate alert: 5-year fixed in Ontario is now \d+\.\d{2}%$/);
    expect(mail!.text).toContain('at or below your target of 9.00%');
    const [alert] = await alertsOf(email);
    expect(alert).toMatchObject({ status: 'fired' });
    expect(alert!.last_rate).toBeLessThanOrEqual(9);
    expect(linkToken(mail!, 'unsubscribe')).toBe(alert!.id);
    expect(linkToken(mail!, 'keep-watching')).toBe(alert!.id);
    expect(mail!.html).toContain(`/rate-alerts/unsubscribe?token=${alert!.id}`);
    // A fired alert has left the queue.
    expect((await getItem(keys.rateAlert(alert!.id)))?.GSI3PK).toBeUndefined();

    await scrapeNow();
    expect((await inbox(urls.inbox)).filter(to(email))).toHaveLength(1);
    expect((await inbox(urls.inbox)).filter(to(never))).toHaveLength(0);
    expect((await alertsOf(never))[0]).toMatchObject({ status: 'armed' });

    // "Keep watching": armed again, and the next scrape sends a second e-mail.
    const rearm = await tokenPost(`/api/rate-alerts/${alert!.id}/rearm`);
    expect(rearm).toMatchObject({ status: 200, body: { status: 'armed' } });
    await scrapeNow();
    await waitForMessages(urls.inbox, to(email), 2);
  });

  it('puts an alert whose e-mail failed back in the queue, so the next scrape sends it', async () => {
    const email = address();
    await subscribe(email, { province: 'Yukon' });
    const run = await sendDueRateAlerts({
      log: createLogger({ test: 'rate-alerts' }),
      env: { SITE_URL: 'https://site.example' },
      send: async () => {
        throw new Error('SMTP down');
      },
    });
    expect(run.failed).toBeGreaterThanOrEqual(1);
    const [alert] = await alertsOf(email);
    expect(alert).toMatchObject({ status: 'armed', fired_at: null });
    expect((await getItem(keys.rateAlert(alert!.id)))?.GSI3PK).toBe(
      keys.rateAlertArmedQueue({ province: 'Yukon', rate_type: 'fixed', term: '5 year' }),
    );
    await scrapeNow();
    await waitForMessages(urls.inbox, to(email), 1);
  });
});

describe('unsubscribe and re-arm by token, without signing in', () => {
  it('unsubscribes (again is fine), and an unsubscribed alert neither fires nor re-arms', async () => {
    const email = address();
    await subscribe(email, { province: 'Manitoba' });
    const [alert] = await alertsOf(email);
    const answer = await tokenPost(`/api/rate-alerts/${alert!.id}/unsubscribe`);
    expect(answer).toMatchObject({ status: 200, body: { status: 'unsubscribed' } });
    expect((await tokenPost(`/api/rate-alerts/${alert!.id}/unsubscribe`)).status).toBe(200);
    const stored = (await alertsOf(email))[0]!;
    expect(stored.status).toBe('unsubscribed');
    expect(stored.unsubscribed_at).not.toBeNull();

    const rearm = await tokenPost<{ error: { code: string; message: string } }>(
      `/api/rate-alerts/${alert!.id}/rearm`,
    );
    expect(rearm.status).toBe(404);
    // Its own code: a French page says it in French without reading the English message.
    expect(rearm.body.error).toEqual({ code: 'rate_alert_unsubscribed', message: M.api.unsubscribed });
    await scrapeNow();
    expect((await inbox(urls.inbox)).filter(to(email))).toHaveLength(0);
  });

  it('answers an unknown or malformed token with a 404 and its message, never a 500', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', '..%2F..%2Fetc', 'x'.repeat(300)]) {
      for (const action of ['unsubscribe', 'rearm']) {
        const answer = await tokenPost<{ error: { message: string } }>(`/api/rate-alerts/${token}/${action}`);
        expect(answer.status, `${token} ${action}`).toBe(404);
        expect(answer.body.error.message).toBe(M.api.notFound);
      }
    }
  });
});

describe('GET /api/admin/rate-alerts/summary', () => {
  it("counts the alerts of each target for the super admin, and is the super admin's only", async () => {
    const series = { province: 'Nunavut', rate_type: 'fixed', term: '7 year' };
    type Row = typeof series & { target: number; armed: number; fired: number; unsubscribed: number };
    const rowsOf = async () => {
      // Read from the counts count-events keeps (ADR 094), once the stream has drained.
      await rateAlertsCounted();
      const answer = await api<{ series: Row[] }>('GET', '/api/admin/rate-alerts/summary', {
        token: await signIn('superadmin@example.com'),
      });
      expect(answer.status).toBe(200);
      const rows = answer.body.series.filter(
        (row) => row.province === series.province && row.rate_type === 'fixed' && row.term === '7 year',
      );
      return (target: number, status: 'armed' | 'fired' | 'unsubscribed' = 'armed') =>
        rows.find((row) => row.target === target)?.[status] ?? 0;
    };
    const earlier = await rowsOf();
    const changing = address();
    await subscribe(changing, { ...series, target: 0.75 });
    await subscribe(address(), { ...series, target: 0.6 });
    const leaving = address();
    await subscribe(leaving, { ...series, target: 0.6 });
    const armed = await rowsOf();
    expect(armed(0.6)).toBe(earlier(0.6) + 2);
    expect(armed(0.75)).toBe(earlier(0.75) + 1);

    // A change of state moves its count; the same address asking again for another target moves it there.
    const [alert] = await alertsOf(leaving);
    expect((await tokenPost(`/api/rate-alerts/${alert!.id}/unsubscribe`)).status).toBe(200);
    await subscribe(changing, { ...series, target: 0.55 });
    const moved = await rowsOf();
    expect(moved(0.6)).toBe(earlier(0.6) + 1);
    expect(moved(0.6, 'unsubscribed')).toBe(earlier(0.6, 'unsubscribed') + 1);
    expect(moved(0.75)).toBe(earlier(0.75));
    expect(moved(0.55)).toBe(earlier(0.55) + 1);
    // Deleted (a privacy erasure), it comes off its count once the stream has counted the removal.
    expect(await rateAlerts.remove(alert!.id)).toBe(true);
    await waitUntil(
      'the deleted alert taken off its count',
      async () => (await rowsOf())(0.6, 'unsubscribed') === earlier(0.6, 'unsubscribed'),
    );

    expect((await api('GET', '/api/admin/rate-alerts/summary')).status).toBe(401);
    for (const user of ['agent1@example.com', 'admin@example.com']) {
      const answer = await api('GET', '/api/admin/rate-alerts/summary', { token: await signIn(user) });
      expect(answer.status, user).toBe(403);
    }
  });
});

describe('privacy requests cover rate alerts', () => {
  it("the export lists the person's alerts and the erasure deletes them", async () => {
    const email = address();
    await subscribe(email);
    await subscribe(email, { rate_type: 'variable' });
    const token = await signIn('superadmin@example.com');
    const query = `email=${encodeURIComponent(email)}`;
    const exported = await api<{ rate_alerts: { email: string; target: number }[] }>(
      'GET',
      `/api/admin/privacy/export?${query}`,
      { token },
    );
    expect(exported.status).toBe(200);
    expect(exported.body.rate_alerts).toHaveLength(2);
    expect(exported.body.rate_alerts[0]).toMatchObject({ email: email.toLowerCase(), target: 9 });

    const ids = (await alertsOf(email)).map((alert) => alert.id);
    const erased = await api('POST', '/api/admin/privacy/anonymise', { token, body: { email } });
    expect(erased.status).toBe(200);
    expect(await alertsOf(email)).toEqual([]);
    for (const id of ids) expect(await getItem(keys.rateAlert(id))).toBeUndefined();
  });
});
