import { randomBytes } from 'node:crypto';
import { rateAlertMessages } from '@maplestone/shared/i18n/en/rate-alert';
import type { Locale } from '@maplestone/shared/i18n/locale';
import type { ApiErrorCode } from '@maplestone/shared/schemas/misc';
import {
  type RateAlert,
  type RateAlertSummary,
  rateAlertConsent,
} from '@maplestone/shared/schemas/rate-alerts';
import { rateAlerts } from '../data/repositories/rate-alerts';
import { NotFoundError } from '../lib/errors';
import { readRateAlertCount } from './rate-alert-counts';

/**
 * Rate alerts (issue 21, ADR 082): a visitor's subscription, unsubscribe and re-arm by token, and the super
 * admin's counts. The e-mails after each scrape (each alert once until re-armed) are rate-alert-sending.ts.
 */

/** 128 random bits, url-safe: the alert's id and the token of its links, so it cannot be guessed. */
export function newAlertToken(): string {
  return randomBytes(16).toString('base64url');
}

/** A confirmed alert's request: the form's fields, in the language it was asked in. */
export type ConfirmedRateAlert = Pick<RateAlert, 'email' | 'province' | 'rate_type' | 'term' | 'target'> & {
  language: Locale;
};

/**
 * Arms the alert a person confirmed from the e-mail's link (double opt-in, ADR 095; never from the form alone),
 * with the consent of that confirmation: the form's wording in its language, the time the link was followed
 * and the time it was asked for. The same address confirming again for the same series changes that alert (new
 * target, consent and language, armed again, even after an unsubscribe) rather than adding a second; a new one
 * takes `id`, the confirmation's token, so a confirmation redelivered finds it.
 */
export async function armConfirmedRateAlert(
  request: ConfirmedRateAlert,
  id: string,
  times: { requestedAt: string; confirmedAt: string },
): Promise<{ created: boolean }> {
  const at = times.confirmedAt;
  const series = { province: request.province, rate_type: request.rate_type, term: request.term };
  const { language } = request;
  const consent = { ...rateAlertConsent(at, language), requested_at: times.requestedAt };
  const [existing] = await rateAlerts.listByEmail(request.email, series);
  if (existing) {
    await rateAlerts.resubscribe(existing, { target: request.target, consent, language }, at);
    return { created: false };
  }
  const alert: RateAlert = {
    id,
    email: request.email.trim().toLowerCase(),
    ...series,
    target: request.target,
    consent,
    status: 'armed',
    created_at: at,
    updated_at: at,
    fired_at: null,
    last_rate: null,
    unsubscribed_at: null,
    language,
  };
  return { created: await rateAlerts.create(alert) };
}

/** Unsubscribes by token; an unknown token is a 404. */
export async function unsubscribeRateAlert(token: string, now = new Date()): Promise<RateAlert> {
  const alert = await rateAlerts.unsubscribe(token, now.toISOString());
  if (!alert) throw new NotFoundError(rateAlertMessages.api.notFound);
  return alert;
}

/** "Keep watching": a fired alert armed again; unknown is a 404, unsubscribed a 404 that says so. */
export async function rearmRateAlert(token: string, now = new Date()): Promise<RateAlert> {
  const alert = await rateAlerts.rearm(token, now.toISOString());
  if (alert) return alert;
  const known = await rateAlerts.get(token);
  // Its own code: the page says it in its language (the message is the API's, in English).
  const unsubscribed: ApiErrorCode = 'rate_alert_unsubscribed';
  if (known) throw new NotFoundError(rateAlertMessages.api.unsubscribed, unsubscribed);
  throw new NotFoundError(rateAlertMessages.api.notFound);
}

type SummaryRow = RateAlertSummary['series'][number];
const byTarget = (a: SummaryRow, b: SummaryRow) =>
  a.province.localeCompare(b.province) ||
  a.rate_type.localeCompare(b.rate_type) ||
  a.term.localeCompare(b.term) ||
  a.target - b.target;

/**
 * The super admin's counts: per target (a rate and its threshold), how many alerts wait, fired, left. Read from
 * the counts count-events keeps from the stream (ADR 094): one item, whatever the number of alerts; exact once
 * the stream has drained. A target whose counts are all zero (every alert of it deleted) is left out.
 */
export async function rateAlertSummary(): Promise<RateAlertSummary> {
  const rows = new Map<string, SummaryRow>();
  for (const [name, value] of Object.entries(await rateAlerts.totals())) {
    const count = readRateAlertCount(name);
    if (!count || typeof value !== 'number') continue;
    const key = `${count.province}#${count.rate_type}#${count.term}#${count.target}`;
    const row = rows.get(key) ?? {
      province: count.province,
      rate_type: count.rate_type,
      term: count.term,
      target: count.target,
      armed: 0,
      fired: 0,
      unsubscribed: 0,
    };
    row[count.status] += value;
    rows.set(key, row);
  }
  const series = [...rows.values()].filter((row) => row.armed + row.fired + row.unsubscribed > 0);
  return { series: series.sort(byTarget) };
}
