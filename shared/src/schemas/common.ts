import * as z from 'zod';
import { messages } from '../messages';
import { INPUT_LIMITS } from '../mortgage/rules';

/** Building blocks for the schemas: every string is trimmed and capped, every number finite and bounded. */

const m = messages.common;

const missing = (input: unknown) => input === undefined || input === null;

/** A required, trimmed string of at most `max` characters; missing or blank → `requiredMessage`. */
export function requiredText(
  max: number,
  requiredMessage: string = m.required,
  tooLongMessage: string = m.tooLong(max),
) {
  return z
    .string({ error: (issue) => (missing(issue.input) ? requiredMessage : m.required) })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage);
}

/**
 * Optional fields, everywhere: an absent key stays absent (undefined: "unchanged" in an update),
 * while '' and null read as null ("cleared").
 */
function clearable<T extends z.ZodType<string>>(schema: T) {
  return z
    .union([z.literal(''), z.null(), schema])
    .transform((value) => (value ? value : null))
    .optional();
}

/** An optional, trimmed string of at most `max` characters; '' and null read as null. */
export function optionalText(max: number, tooLongMessage: string = m.tooLong(max)) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage)
    .nullable()
    .transform((value) => (value ? value : null))
    .optional();
}

export const MAX_EMAIL_LENGTH = 254;

/** A required email address (trimmed, at most 254 characters). */
export function emailField(requiredMessage: string = m.required) {
  return requiredText(MAX_EMAIL_LENGTH, requiredMessage).pipe(z.email(m.invalidEmail));
}
export const emailSchema = emailField();

const PHONE_CHARS = /^[+\d\s().-]+$/;
function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARS.test(value) && digits >= 10 && digits <= 15;
}

/** A required phone number: digits, spaces, + ( ) . - only, 10 to 15 digits. */
export function phoneField(requiredMessage: string = m.required) {
  return requiredText(30, requiredMessage).refine(isPhone, m.invalidPhone);
}
/** An optional phone number ('' and null read as null). */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(30, m.tooLong(30))
  .nullable()
  .refine((v) => !v || isPhone(v), m.invalidPhone)
  .transform((value) => (value ? value : null))
  .optional();

/** An http(s) URL with a real domain, at most 2048 characters. */
export const urlSchema = z
  .string()
  .trim()
  .max(2048, m.tooLong(2048))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: m.invalidUrl }));

/** An optional URL field ('' and null read as null, i.e. cleared). */
export const optionalUrlSchema = clearable(urlSchema);

const STORAGE_KEY = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

/** An image reference: an http(s) URL or a storage key ('agent-1/1700000000-photo.jpg'). */
export const imageRefSchema = z
  .string()
  .trim()
  .max(2048, m.tooLong(2048))
  .refine(
    (value) => (STORAGE_KEY.test(value) && value.length <= 512) || urlSchema.safeParse(value).success,
    m.invalidUrl,
  );
export const optionalImageRefSchema = clearable(imageRefSchema);

/** An identifier (ULID, UUID or similar): 1-64 of A-Z a-z 0-9 _ -. */
export const idSchema = z
  .string({ error: m.invalidId })
  .trim()
  .min(1, m.invalidId)
  .max(64, m.invalidId)
  .regex(/^[A-Za-z0-9_-]+$/, m.invalidId);

/** An optional agent id: 'none', '' and null mean unassigned (null). */
export const optionalAgentIdSchema = z
  .union([z.literal(''), z.literal('none'), z.null(), idSchema], { error: m.invalidId })
  .transform((value) => (value && value !== 'none' ? value : null))
  .optional();

/** A finite, non-negative amount no greater than `max`. */
export function moneySchema(max: number = INPUT_LIMITS.maxPrice, requiredMessage: string = m.required) {
  return z
    .number({ error: (issue) => (missing(issue.input) ? requiredMessage : m.invalidNumber) })
    .min(0, m.notNegative)
    .max(max, m.tooLarge(max));
}

/** An annual interest rate in percent, 0 to 25. */
export function ratePctSchema(requiredMessage: string = m.required) {
  return z
    .number({ error: (issue) => (missing(issue.input) ? requiredMessage : m.invalidNumber) })
    .min(0, messages.rates.outOfRange)
    .max(INPUT_LIMITS.maxRatePct, messages.rates.outOfRange);
}

/** Amortization in whole years, 1 to 30. */
export const amortizationYearsSchema = z
  .number({ error: (issue) => (missing(issue.input) ? m.required : m.invalidNumber) })
  .int(m.wholeNumber)
  .min(INPUT_LIMITS.minAmortizationYears, messages.quote.amortizationRange)
  .max(INPUT_LIMITS.maxAmortizationYears, messages.quote.amortizationRange);

/** An ISO 8601 timestamp with a zone ('2024-03-05T12:00:00.000Z'). */
export const timestampSchema = z.iso.datetime({ offset: true, error: m.invalidDate });
export const optionalTimestampSchema = timestampSchema.nullish();

/** The bots' honeypot: a hidden field people leave empty. The server drops requests that fill it. */
export const honeypotSchema = z.string().max(200).optional();

/** The issues of a failed parse in the API's error body shape. */
export function issueList(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The first issue's message (what a form toast shows). */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? messages.common.unexpected;
}
