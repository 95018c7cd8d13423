import { brand } from '@maplestone/shared/brand';
import { rateAlertMessages } from '@maplestone/shared/rate-alert-messages';
import type { RateAlert } from '@maplestone/shared/schemas/rate-alerts';
import type { MailMessage } from '../lib/mail';

const m = rateAlertMessages;

// Its own escaping rather than lead-email's: that module would bring the lead schemas into the scrape's bundle.
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The links of an alert's e-mail: its token is the whole of what they carry (no sign-in, ADR 082). */
export function rateAlertLinks(siteUrl: string, token: string) {
  const site = siteUrl.replace(/\/+$/, '');
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    rates: `${site}/rates`,
    unsubscribe: `${site}/rate-alerts/unsubscribe${query}`,
    keepWatching: `${site}/rate-alerts/keep-watching${query}`,
  };
}

/** The one e-mail of a fired alert: the rate reached, the target, and the keep-watching and unsubscribe links. */
export function rateAlertEmail(
  alert: Pick<RateAlert, 'id' | 'email' | 'province' | 'rate_type' | 'term' | 'target'>,
  rate: number,
  siteUrl: string,
): MailMessage {
  const what = m.series(alert);
  const links = rateAlertLinks(siteUrl, alert.id);
  const body = m.email.body(what, rate, alert.target);
  const text = [
    m.email.heading,
    '',
    body,
    m.email.once,
    '',
    `${m.email.seeRates}: ${links.rates}`,
    `${m.email.keepWatching}: ${links.keepWatching}`,
    `${m.email.unsubscribe}: ${links.unsubscribe}`,
    '',
    m.email.why(brand.name),
    `${brand.legalName} · ${brand.office.singleLine} · ${brand.licence}`,
  ].join('\n');
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#1e3a8a">${escapeHtml(label)}</a>`;
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(m.email.heading)}</h1>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(m.email.once)}</p>
<p>${link(links.rates, m.email.seeRates)}</p>
<p>${link(links.keepWatching, m.email.keepWatching)} · ${link(links.unsubscribe, m.email.unsubscribe)}</p>
<p style="font-size:12px;color:#475569">${escapeHtml(m.email.why(brand.name))}<br>${escapeHtml(`${brand.legalName} · ${brand.office.singleLine} · ${brand.licence}`)}</p>
</body></html>`;
  return { to: alert.email, subject: m.email.subject(what, rate), text, html };
}
