import * as z from 'zod';
import { CONSENT_TEXTS, RATE_ALERT_CONSENT_VERSIONS } from '../consent';
import { rateAlertMessages } from '../i18n/en/rate-alert';
import { LOCALES, type Locale } from '../i18n/locale';
import { messageText, type SchemaMessage, wordsInUse } from '../i18n/schema-words';
import type { Words } from '../i18n/words';
import { findProvince, NATIONAL, RATE_REGIONS } from '../rates/provinces';
import { RATE_TYPES, type RateLike, ratesForView, TERMS } from '../rates/rates';
import { emailField, honeypotSchema, timestampSchema } from './common';
import { leadLanguageSchema } from './language';

// Rate alerts (issue 21; ADR 082): a visitor's e-mail and target for one rate series, e-mailed once when
// the series' best our_rate reaches the target after a scrape.

/** A message of the rate alert form's, chosen in the page's words when a value fails (schema-words.ts). */
const formMessage = (pick: (form: Words<typeof rateAlertMessages.form>) => string): SchemaMessage => ({
  error: () => pick(wordsInUse()?.rateAlert.form ?? rateAlertMessages.form),
});

/** A target rate: percent, 0.50 to 15.00, at most 2 decimals (the range the scraper accepts). */
export const RATE_ALERT_TARGET = { min: 0.5, max: 15, decimals: 2 } as const;

/** The target in hundredths of a percent (4.2 → 420), the unit the queue sorts on. */
export function targetHundredths(target: number): number {
  return Math.round(target * 100);
}

/**
 * The lowest target (in hundredths) a rate meets: a target meets the rate when target >= rate. A rate with
 * a third decimal (3.945) is met by 3.95 but not by 3.94. The thousandths are rounded first, so float
 * noise (4.2 * 1000 = 4200.000000001) does not lift 4.20 to 4.21.
 */
export function lowestTargetMetBy(ratePct: number): number {
  return Math.ceil(Math.round(ratePct * 1000) / 10);
}

/** Whether an alert with this target is met by this best rate (boundary: equal meets). */
export function targetMet(target: number, ratePct: number): boolean {
  return targetHundredths(target) >= lowestTargetMetBy(ratePct);
}

/**
 * The best our_rate of every series, as /rates shows it: a region's own active rates, or National's when
 * the region has none of that type; the lowest when several sources give a term.
 */
export function bestRatesBySeries(
  active: readonly RateLike[],
): { series: { province: string; rate_type: string; term: string }; rate: number }[] {
  const found: { series: { province: string; rate_type: string; term: string }; rate: number }[] = [];
  for (const province of RATE_REGIONS) {
    for (const rateType of RATE_TYPES) {
      const shown = ratesForView(active, { type: rateType, province });
      for (const term of TERMS) {
        const best = shown.find((rate) => rate.term === term);
        if (best) found.push({ series: { province, rate_type: rateType, term }, rate: best.our_rate });
      }
    }
  }
  return found;
}

/** A rate alert's token: its id, 128 random bits in base64url (22 characters); also its unsubscribe link. */
export const RATE_ALERT_TOKEN = /^[A-Za-z0-9_-]{22}$/;
export const rateAlertTokenSchema = z.string().regex(RATE_ALERT_TOKEN);

const decimals = (value: number) => {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
};

/** The target as typed ('4.20', '4,20') or as a number. */
export const rateAlertTargetSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim().replace(',', '.').replace(/%$/, '').trim();
    if (text === '') return undefined;
    return /^\d{1,2}(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  },
  z
    .number({
      error: (issue) =>
        messageText(formMessage((f) => (issue.input === undefined ? f.targetRequired : f.targetInvalid))),
    })
    .min(
      RATE_ALERT_TARGET.min,
      formMessage((f) => f.targetRange),
    )
    .max(
      RATE_ALERT_TARGET.max,
      formMessage((f) => f.targetRange),
    )
    .refine(
      (value) => decimals(value) <= RATE_ALERT_TARGET.decimals,
      formMessage((f) => f.targetDecimals),
    ),
);

/** A rate region: a province (name or code) or National, stored as the rates store it (the name). */
const regionSchema = z.preprocess(
  (value) =>
    typeof value === 'string' && value.trim() !== NATIONAL ? (findProvince(value)?.name ?? value) : value,
  z.enum(
    RATE_REGIONS,
    formMessage((f) => f.regionInvalid),
  ),
);

/** The form's fields and the request body (POST /api/rate-alerts). */
export const rateAlertRequestSchema = z.strictObject({
  email: emailField(),
  province: regionSchema,
  rate_type: z.enum(
    RATE_TYPES,
    formMessage((f) => f.typeInvalid),
  ),
  term: z.enum(
    TERMS,
    formMessage((f) => f.termInvalid),
  ),
  target: rateAlertTargetSchema,
  /** The express-consent box: required, ticked (CASL). */
  consent: z.literal(
    true,
    formMessage((f) => f.consentMissing),
  ),
  /** The page's language (issue 20): the alert's e-mail and its links are written in it. */
  language: leadLanguageSchema,
  website: honeypotSchema,
});
export type RateAlertRequest = z.infer<typeof rateAlertRequestSchema>;
export type RateAlertRequestInput = z.input<typeof rateAlertRequestSchema>;

export const RATE_ALERT_STATUSES = ['armed', 'fired', 'unsubscribed'] as const;
export type RateAlertStatus = (typeof RATE_ALERT_STATUSES)[number];

/** The consent an alert records: express, in the exact wording the form showed, and when (ADR 073). */
export const rateAlertConsentSchema = z.object({
  kind: z.literal('express'),
  text_version: z.string().max(60),
  text: z.string().max(1000),
  /** When the e-mail's link was followed (double opt-in, ADR 095): the consent is the confirmation's. */
  given_at: timestampSchema,
  /** When the form asked for it (absent on alerts from before the confirmation e-mail). */
  requested_at: timestampSchema.optional(),
});
export type RateAlertConsent = z.infer<typeof rateAlertConsentSchema>;

/** The consent of an alert asked for in this language: the wording its form showed (issue 20). */
export function rateAlertConsent(givenAt: string, language: Locale = 'en'): RateAlertConsent {
  const version = RATE_ALERT_CONSENT_VERSIONS[language];
  return { kind: 'express', text_version: version, text: CONSENT_TEXTS[version], given_at: givenAt };
}

/** A stored alert. */
export const rateAlertSchema = z.object({
  id: z.string(),
  email: z.string(),
  province: z.string(),
  rate_type: z.enum(RATE_TYPES),
  term: z.string(),
  target: z.number(),
  consent: rateAlertConsentSchema,
  status: z.enum(RATE_ALERT_STATUSES),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  fired_at: timestampSchema.nullable(),
  last_rate: z.number().nullable(),
  unsubscribed_at: timestampSchema.nullable(),
  /** The language it was asked for in (issue 20): its e-mail and links are in it. Absent on older alerts: English. */
  language: z.enum(LOCALES).nullish(),
});
export type RateAlert = z.infer<typeof rateAlertSchema>;

/** One row of the super admin's counts: a series and how many alerts wait, have fired, were stopped. */
export const rateAlertSummaryRowSchema = z.object({
  province: z.string(),
  rate_type: z.string(),
  term: z.string(),
  /** The target, as the visitors asked: '5-year fixed in Ontario at or below 4.20 %'. */
  target: z.number(),
  armed: z.number().int(),
  fired: z.number().int(),
  unsubscribed: z.number().int(),
});
/** One row per target (a rate and its threshold), ordered by region, type, term, then target. */
export const rateAlertSummarySchema = z.object({ series: z.array(rateAlertSummaryRowSchema) });
export type RateAlertSummary = z.infer<typeof rateAlertSummarySchema>;
