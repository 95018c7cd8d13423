import { brand } from '@maplestone/shared/brand';
import {
  CONSENT_TEXTS,
  NEWSLETTER_CONSENT_VERSIONS,
  RATE_ALERT_CONSENT_VERSIONS,
} from '@maplestone/shared/consent';
import { rateAlertMessages } from '@maplestone/shared/i18n/en/rate-alert';
import { siteNewsletterWords } from '@maplestone/shared/i18n/en/site';
import { subscriptionMessages } from '@maplestone/shared/i18n/en/subscription';
import { rateAlertFr } from '@maplestone/shared/i18n/fr/rate-alert';
import { siteFr } from '@maplestone/shared/i18n/fr/site';
import { subscriptionFr } from '@maplestone/shared/i18n/fr/subscription';
import { LANGUAGE_TAGS, type Locale } from '@maplestone/shared/i18n/locale';
import { localizedPath } from '@maplestone/shared/i18n/paths';
import type { SubscriptionRequest } from '../data/repositories/subscription-requests';
import { escapeHtml } from '../lib/html';
import type { MailMessage } from '../lib/mail';

/**
 * What a subscription's confirmation shows (double opt-in, ADR 095): the e-mail with its link, and the pages
 * that link opens. The pages are plain HTML from the API, a form and a button: they work without JavaScript,
 * in the language the visitor subscribed in.
 */

const WORDS = {
  en: { s: subscriptionMessages, rate: rateAlertMessages, newsletter: siteNewsletterWords },
  fr: { s: subscriptionFr, rate: rateAlertFr, newsletter: siteFr.newsletter },
} as const;

/** The confirmation link of a request: a page of the API, on the site's own domain. */
export function confirmationLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/api/subscriptions/${encodeURIComponent(token)}`;
}

/** What was asked for, in a sentence of the request's language. */
function whatOf(request: SubscriptionRequest): string {
  const { s, rate } = WORDS[request.language];
  return request.kind === 'rate_alert' && request.rate_alert
    ? s.what.rate_alert(rate.series(request.rate_alert), rate.pct(request.rate_alert.target))
    : s.what.newsletter(brand.name);
}

/** The wording the person agrees to by confirming: the rate alert form's, or the newsletter's. */
export function consentTextOf(request: Pick<SubscriptionRequest, 'kind' | 'language'>): string {
  const versions = request.kind === 'rate_alert' ? RATE_ALERT_CONSENT_VERSIONS : NEWSLETTER_CONSENT_VERSIONS;
  return CONSENT_TEXTS[versions[request.language]];
}

/** The one e-mail of a subscription asked for: what was asked, the link, how long it works. */
export function confirmationEmail(request: SubscriptionRequest, siteUrl: string): MailMessage {
  const { s } = WORDS[request.language];
  const link = confirmationLink(siteUrl, request.token);
  const title = s.title[request.kind];
  const asked = s.email.asked(whatOf(request));
  const footer = `${brand.legalName} · ${brand.office.singleLine}`;
  const text = [
    title,
    '',
    asked,
    '',
    `${s.email.action}: ${link}`,
    '',
    s.email.expires,
    s.email.ignore,
    '',
    footer,
  ].join('\n');
  const html = `<!doctype html><html lang="${LANGUAGE_TAGS[request.language]}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<p>${escapeHtml(asked)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(s.email.action)}</a></p>
<p>${escapeHtml(s.email.expires)}</p>
<p style="color:#475569">${escapeHtml(s.email.ignore)}</p>
<p style="font-size:12px;color:#475569">${escapeHtml(footer)}</p>
</body></html>`;
  return { to: request.email, subject: title, text, html };
}

/** A page of the flow: the site's look in a few lines of CSS, no script, kept out of search engines. */
function page(language: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(brand.name)}</title>
<style>
body{margin:0;background:#f8fafc;color:#0f172a;font:17px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
header{background:#0b1f4d;color:#fff;padding:16px 20px;font-weight:700}
main{max-width:36rem;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:16px;box-shadow:0 1px 2px rgba(15,23,42,.08);outline:1px solid #e2e8f0;padding:24px}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 12px;color:#0b1f4d}
blockquote{margin:12px 0 20px;padding:12px 16px;background:#f1f5f9;border-left:4px solid #1e3a8a;border-radius:4px}
button{font:inherit;font-weight:600;background:#1e3a8a;color:#fff;border:0;border-radius:10px;padding:12px 24px;min-height:44px;cursor:pointer;width:100%}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
@media (min-width:640px){button{width:auto}}
a{color:#1e3a8a}
.ok{color:#065f46}
.no{color:#9f1239}
</style>
</head>
<body>
<header>${escapeHtml(brand.name)}</header>
<main><div class="card">${body}</div></main>
</body>
</html>`;
}

/** The page a link opens: what was asked, the wording agreed to, and Confirm (a POST: opening changes nothing). */
export function confirmationPage(request: SubscriptionRequest): string {
  const { s } = WORDS[request.language];
  const title = s.title[request.kind];
  return page(
    request.language,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(s.page.lead(whatOf(request)))}</p>
<p>${escapeHtml(s.page.consent)}</p>
<blockquote>${escapeHtml(consentTextOf(request))}</blockquote>
<form method="post" action="/api/subscriptions/${encodeURIComponent(request.token)}/confirm">
<button type="submit">${escapeHtml(s.page.button)}</button>
</form>`,
  );
}

/** A link onwards: the rates for a rate alert, else the home page, in the request's language. */
function onwards(request: SubscriptionRequest): string {
  const { s } = WORDS[request.language];
  const [path, label] = request.kind === 'rate_alert' ? ['/rates', s.page.rates] : ['/', s.page.home];
  return `<p><a href="${escapeHtml(localizedPath(path, request.language))}">${escapeHtml(label)}</a></p>`;
}

/** After Confirm: done (or done already), in the words the forms used to say on success. */
export function confirmedPage(request: SubscriptionRequest, already: boolean): string {
  const { s, rate, newsletter } = WORDS[request.language];
  const title = s.page.doneTitle[request.kind];
  const done = already
    ? s.page.already
    : request.kind === 'rate_alert'
      ? rate.form.success
      : newsletter.success;
  return page(
    request.language,
    title,
    `<h1 class="ok">${escapeHtml(title)}</h1>
<p role="status">${escapeHtml(done)}</p>
${onwards(request)}`,
  );
}

/**
 * An unknown, expired or malformed link: said in the request's language when it is known, else in both
 * (nothing says which language the visitor reads).
 */
export function invalidLinkPage(request?: Pick<SubscriptionRequest, 'language'>): string {
  const languages: Locale[] = request ? [request.language] : ['en', 'fr'];
  const parts = languages.map((language) => {
    const { s } = WORDS[language];
    return `<section lang="${LANGUAGE_TAGS[language]}"><h1 class="no">${escapeHtml(s.page.invalidTitle)}</h1>
<p>${escapeHtml(s.page.invalid)}</p>
<p><a href="${escapeHtml(localizedPath('/', language))}">${escapeHtml(s.page.home)}</a></p></section>`;
  });
  return page(languages[0]!, WORDS[languages[0]!].s.page.invalidTitle, parts.join('\n'));
}
