import { brand } from '@maplestone/shared/brand';
import { borrowerEmailWords } from '@maplestone/shared/i18n/en/email/borrower';
import { borrowerEmailFr } from '@maplestone/shared/i18n/fr/email/borrower';
import { LANGUAGE_TAGS, type Locale } from '@maplestone/shared/i18n/locale';
import { localizedPath } from '@maplestone/shared/i18n/paths';
import { escapeHtml } from '../lib/html';
import type { MailMessage } from '../lib/mail';

/*
 * The portal's e-mails (issue 38, ADR 118), in the applicant's language: the invitation and a new link (each with
 * its sign-in link), and the sign-in code. The token rides in the link's fragment (#t=…), so it never reaches a
 * server log or a Referer.
 */

const WORDS = { en: borrowerEmailWords, fr: borrowerEmailFr } as const;

/** The sign-in page with the link's token: /portal/sign-in#t=… or /fr/portail/connexion#t=…. */
export function signInLink(siteUrl: string, language: Locale, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${localizedPath('/portal/sign-in', language)}#t=${encodeURIComponent(token)}`;
}

const footer = () => `${brand.legalName} · ${brand.office.singleLine}`;

function message(
  to: string,
  language: Locale,
  subject: string,
  heading: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  after: string[] = [],
): MailMessage {
  const w = WORDS[language];
  const closing = [w.ignore, w.never(brand.name)];
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...after,
    ...closing,
    '',
    footer(),
  ].join('\n');
  const html = `<!doctype html><html lang="${LANGUAGE_TAGS[language]}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${
  action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>`
    : ''
}
${after.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${closing.map((p) => `<p style="color:#475569">${escapeHtml(p)}</p>`).join('\n')}
<p style="font-size:12px;color:#475569">${escapeHtml(footer())}</p>
</body></html>`;
  return { to, subject, text, html };
}

/** The invitation: who invited them, what the file is for, the sign-in link. */
export function invitationEmail(input: {
  to: string;
  name: string;
  language: Locale;
  coApplicant: boolean;
  brokerName: string;
  url: string;
}): MailMessage {
  const w = WORDS[input.language].invitation;
  return message(
    input.to,
    input.language,
    w.subject(brand.name),
    w.heading,
    [
      w.greeting(input.name),
      w.body(input.brokerName, brand.name),
      ...(input.coApplicant ? [w.coApplicant] : []),
      w.noPassword,
    ],
    { label: w.action, url: input.url },
    [w.expires],
  );
}

/** A new link (the broker's resend, or the borrower's renewal): the old one no longer works. */
export function newLinkEmail(input: { to: string; language: Locale; url: string }): MailMessage {
  const w = WORDS[input.language].newLink;
  return message(
    input.to,
    input.language,
    w.subject(brand.name),
    w.heading,
    [w.body],
    {
      label: w.action,
      url: input.url,
    },
    [w.expires],
  );
}

/** The 6-digit sign-in code. */
export function codeEmail(input: { to: string; language: Locale; code: string }): MailMessage {
  const w = WORDS[input.language].code;
  return message(input.to, input.language, w.subject(input.code), w.heading, [w.body, input.code, w.expires]);
}
