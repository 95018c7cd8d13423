import type { LeadType } from './domain';
import type { Locale } from './i18n/locale';
import type { LeadConsent } from './schemas/leads';

/**
 * The consent ledger (CASL, issue 17; ADR 073). Each wording a visitor was ever shown is kept here under
 * its version, never edited: a changed checkbox is a new version, so a lead's record names exactly what
 * its visitor agreed to. The contact form's label reads its text from here, and so does the server.
 */
export const CONSENT_TEXTS = {
  'contact-2025-01':
    'I consent to receiving communications from Maplestone Mortgage and its brokers about my enquiry. You can unsubscribe at any time.',
  /** The French contact form's checkbox (issue 20): its own version, recorded word for word like the English. */
  'contact-2026-11-fr':
    'Je consens à recevoir des communications de Maplestone Mortgage et de ses courtiers au sujet de ma demande. Vous pouvez vous désabonner en tout temps.',
  /** The newsletter's confirmation page (double opt-in, issue 34, ADR 095): what pressing Confirm agrees to. */
  'newsletter-2026-11':
    'I consent to receiving the Maplestone Mortgage newsletter by e-mail: rate updates, buying tips, renewal reminders and offers. You can unsubscribe at any time.',
  'newsletter-2026-11-fr':
    'Je consens à recevoir par courriel l’infolettre de Maplestone Mortgage : mises à jour des taux, conseils d’achat, rappels de renouvellement et offres. Vous pouvez vous désabonner en tout temps.',
  /** The rate alert form's checkbox (issue 21, ADR 082), recorded word for word with each alert. */
  'rate-alert-2026-11':
    'I consent to receiving e-mails from Maplestone Mortgage when the rate I chose reaches my target. You can unsubscribe at any time.',
  /** The French rate alert form's (issue 20, ADR 085): its own version, recorded like the English. */
  'rate-alert-2026-11-fr':
    'Je consens à recevoir des courriels de Maplestone Mortgage lorsque le taux que j’ai choisi atteint mon taux cible. Vous pouvez vous désabonner en tout temps.',
} as const satisfies Record<string, string>;
export type ConsentTextVersion = keyof typeof CONSENT_TEXTS;

/** The version the contact form shows now, in each language. */
export const CONTACT_CONSENT_VERSIONS = {
  en: 'contact-2025-01',
  fr: 'contact-2026-11-fr',
} as const satisfies Record<Locale, ConsentTextVersion>;
export const CONTACT_CONSENT_VERSION: ConsentTextVersion = CONTACT_CONSENT_VERSIONS.en;

/** The version the newsletter's confirmation page shows now, in each language (ADR 095). */
export const NEWSLETTER_CONSENT_VERSIONS = {
  en: 'newsletter-2026-11',
  fr: 'newsletter-2026-11-fr',
} as const satisfies Record<Locale, ConsentTextVersion>;

/** The version the rate alert form shows now, in each language, and the server records with an alert (ADR 082). */
export const RATE_ALERT_CONSENT_VERSIONS = {
  en: 'rate-alert-2026-11',
  fr: 'rate-alert-2026-11-fr',
} as const satisfies Record<Locale, ConsentTextVersion>;

/** An inquiry gives implied consent for six months after it (CASL s. 10(10)). */
export const IMPLIED_CONSENT_MONTHS = 6;

/** The instant `months` calendar months after `iso` (UTC), on the last day of a shorter month (31 Aug → 28 Feb). */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString();
}

/**
 * The consent a new lead arrives with, computed by the server (never taken from the request beyond the
 * contact form's required checkbox): the contact form is express consent in the current wording; a quote,
 * an application or a chat is an inquiry, implied consent until its horizon.
 */
export function consentForNewLead(type: LeadType, givenAt: string, language: Locale = 'en'): LeadConsent {
  if (type === 'contact') {
    const version = CONTACT_CONSENT_VERSIONS[language];
    return {
      kind: 'express',
      text_version: version,
      text: CONSENT_TEXTS[version],
      given_at: givenAt,
    };
  }
  return {
    kind: 'implied',
    basis: 'inquiry',
    given_at: givenAt,
    expires_at: addMonths(givenAt, IMPLIED_CONSENT_MONTHS),
  };
}

export type ConsentState = 'express' | 'implied' | 'expired' | 'withdrawn';

/** What a lead's consent allows now: null for a lead recorded before the ledger. */
export function consentState(consent: LeadConsent | null | undefined, now = new Date()): ConsentState | null {
  if (!consent) return null;
  if (consent.withdrawn_at) return 'withdrawn';
  if (consent.kind === 'express') return 'express';
  if (consent.kind === 'implied')
    return Date.parse(consent.expires_at) > now.getTime() ? 'implied' : 'expired';
  return null;
}
