import { brand } from '@maplestone/shared/brand';
import { rateAlertEmailWords } from '@maplestone/shared/i18n/en/email/rate-alert';
import { rateAlertMessages } from '@maplestone/shared/i18n/en/rate-alert';
import { rateAlertEmailFr } from '@maplestone/shared/i18n/fr/email/rate-alert';
import { licenceFr } from '@maplestone/shared/i18n/fr/licence';
import { rateAlertFr } from '@maplestone/shared/i18n/fr/rate-alert';
import type { Locale } from '@maplestone/shared/i18n/locale';
import { localizedPath } from '@maplestone/shared/i18n/paths';
import type { RateAlert } from '@maplestone/shared/schemas/rate-alerts';
import { escapeHtml } from '../lib/html';
import type { MailMessage } from '../lib/mail';

/** Each language's words of the e-mail, its <html lang>, its footer's licence and its "label: link" lines (issue 20). */
const SPEECH = {
  en: {
    m: rateAlertMessages,
    mail: rateAlertEmailWords,
    lang: 'en',
    licence: brand.licence,
    line: (label: string, href: string) => `${label}: ${href}`,
  },
  fr: {
    m: rateAlertFr,
    mail: rateAlertEmailFr,
    lang: 'fr-CA',
    licence: licenceFr(brand.licenceNumber),
    line: (label: string, href: string) => `${label}\u00a0: ${href}`,
  },
} as const;

/**
 * The links of an alert's e-mail: its token is the whole of what they carry (no sign-in, ADR 082). A French
 * alert's lead to the French pages (/fr/taux, /fr/alertes-taux/…).
 */
export function rateAlertLinks(siteUrl: string, token: string, language: Locale = 'en') {
  const site = siteUrl.replace(/\/+$/, '');
  const query = `?token=${encodeURIComponent(token)}`;
  const page = (path: string) => `${site}${localizedPath(path, language)}`;
  return {
    rates: page('/rates'),
    unsubscribe: page(`/rate-alerts/unsubscribe${query}`),
    keepWatching: page(`/rate-alerts/keep-watching${query}`),
  };
}

/**
 * The one e-mail of a fired alert, in the language it was asked in (absent: English): the rate reached, the
 * target, and the keep-watching and unsubscribe links.
 */
export function rateAlertEmail(
  alert: Pick<RateAlert, 'id' | 'email' | 'province' | 'rate_type' | 'term' | 'target' | 'language'>,
  rate: number,
  siteUrl: string,
): MailMessage {
  const language: Locale = alert.language === 'fr' ? 'fr' : 'en';
  const { m, mail, lang, licence, line } = SPEECH[language];
  const what = m.series(alert);
  const links = rateAlertLinks(siteUrl, alert.id, language);
  const body = mail.body(what, rate, alert.target);
  const footer = `${brand.legalName} · ${brand.office.singleLine} · ${licence}`;
  const text = [
    mail.heading,
    '',
    body,
    mail.once,
    '',
    line(mail.seeRates, links.rates),
    line(mail.keepWatching, links.keepWatching),
    line(mail.unsubscribe, links.unsubscribe),
    '',
    mail.why(brand.name),
    footer,
  ].join('\n');
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#1e3a8a">${escapeHtml(label)}</a>`;
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(mail.heading)}</h1>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(mail.once)}</p>
<p>${link(links.rates, mail.seeRates)}</p>
<p>${link(links.keepWatching, mail.keepWatching)} · ${link(links.unsubscribe, mail.unsubscribe)}</p>
<p style="font-size:12px;color:#475569">${escapeHtml(mail.why(brand.name))}<br>${escapeHtml(footer)}</p>
</body></html>`;
  return { to: alert.email, subject: mail.subject(what, rate), text, html };
}
