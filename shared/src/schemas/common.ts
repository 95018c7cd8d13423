import * as z from 'zod';
import { commonMessage, messageText, type SchemaMessage } from '../i18n/schema-words';
import { INPUT_LIMITS } from '../mortgage/rules';
import { cleanText } from '../text/clean';
import { idSchema } from './id';

/**
 * Building blocks for the schemas: every string is cleaned of control and bidi-override characters
 * (ADR 060), trimmed and capped; every number finite, bounded and with no more decimals than it needs,
 * so DynamoDB can store it (ADR 061).
 */

/** A message given as text (the back office's, English only) or chosen when reported (a public form's). */
export type Message = string | SchemaMessage;

const REQUIRED = commonMessage((c) => c.required);
const INVALID_NUMBER = commonMessage((c) => c.invalidNumber);
const INVALID_PHONE = commonMessage((c) => c.invalidPhone);
const INVALID_URL = commonMessage((c) => c.invalidUrl);
const tooLong = (max: number) => commonMessage((c) => c.tooLong(max));

const missing = (input: unknown) => input === undefined || input === null;

interface TextOptions {
  /** Messages, bios, post content: tabs and line feeds kept. Otherwise every line break becomes a space. */
  multiline?: boolean;
}

/** A string cleaned (cleanText: control and bidi-override characters removed), then trimmed. */
function cleanString(options: TextOptions, params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .overwrite((value) => cleanText(value, options))
    .trim();
}

/** Free text of at most `max` characters, cleaned and trimmed (for fields with rules of their own). */
export function freeText(max: number, options: TextOptions = {}) {
  return cleanString(options).max(max, tooLong(max));
}

function requiredString(
  max: number,
  requiredMessage: Message,
  tooLongMessage: Message,
  options: TextOptions,
) {
  return cleanString(options, {
    error: (issue) => messageText(missing(issue.input) ? requiredMessage : REQUIRED),
  })
    .min(1, requiredMessage)
    .max(max, tooLongMessage);
}

/** A required single-line text of at most `max` characters; missing or blank → `requiredMessage`. */
export function requiredText(
  max: number,
  requiredMessage: Message = REQUIRED,
  tooLongMessage: Message = tooLong(max),
) {
  return requiredString(max, requiredMessage, tooLongMessage, {});
}

/** A required multi-line text (a message, post content): as requiredText, keeping line feeds and tabs. */
export function requiredMultilineText(
  max: number,
  requiredMessage: Message = REQUIRED,
  tooLongMessage: Message = tooLong(max),
) {
  return requiredString(max, requiredMessage, tooLongMessage, { multiline: true });
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

function optionalString(max: number, tooLongMessage: Message, options: TextOptions) {
  return cleanString(options)
    .max(max, tooLongMessage)
    .nullable()
    .transform((value) => (value ? value : null))
    .optional();
}

/** An optional single-line text of at most `max` characters; '', blank and null read as null. */
export function optionalText(max: number, tooLongMessage: Message = tooLong(max)) {
  return optionalString(max, tooLongMessage, {});
}

/** An optional multi-line text (a bio, a description): as optionalText, keeping line feeds and tabs. */
export function optionalMultilineText(max: number, tooLongMessage: Message = tooLong(max)) {
  return optionalString(max, tooLongMessage, { multiline: true });
}

export const MAX_EMAIL_LENGTH = 254;

/** A required email address (trimmed, at most 254 characters). */
export function emailField(requiredMessage: Message = REQUIRED) {
  return requiredText(MAX_EMAIL_LENGTH, requiredMessage).pipe(z.email(commonMessage((c) => c.invalidEmail)));
}
export const emailSchema = emailField();

const PHONE_CHARS = /^[+\d\s().-]+$/;
function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARS.test(value) && digits >= 10 && digits <= 15;
}

/** A required phone number: digits, spaces, + ( ) . - only, 10 to 15 digits. */
export function phoneField(requiredMessage: Message = REQUIRED) {
  return requiredText(30, requiredMessage).refine(isPhone, INVALID_PHONE);
}
/** An optional phone number ('' and null read as null). */
export const optionalPhoneSchema = freeText(30)
  .nullable()
  .refine((v) => !v || isPhone(v), INVALID_PHONE)
  .transform((value) => (value ? value : null))
  .optional();

/** An http(s) URL with a real domain, at most 2048 characters. */
export const urlSchema = freeText(2048).pipe(
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, ...INVALID_URL }),
);

/** An optional URL field ('' and null read as null, i.e. cleared). */
export const optionalUrlSchema = clearable(urlSchema);

const STORAGE_KEY = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

/**
 * An uploaded file's address: its host may be an IP address or a name without a dot, since the local
 * stand-in serves uploads at http://127.0.0.1:<port> (a link a person types still goes through urlSchema).
 */
const mediaUrlSchema = z.url({ protocol: /^https?$/, hostname: /^[A-Za-z0-9.:[\]-]+$/ });

/** An image reference: an http(s) URL or a storage key ('agent-1/1700000000-photo.jpg'). */
export const imageRefSchema = freeText(2048).refine(
  (value) => (STORAGE_KEY.test(value) && value.length <= 512) || mediaUrlSchema.safeParse(value).success,
  INVALID_URL,
);
export const optionalImageRefSchema = clearable(imageRefSchema);

/** An identifier (ULID, UUID or similar): 1-64 of A-Z a-z 0-9 _ -; its own module (lib/http reads it alone). */
export { idSchema };

/** An optional agent id: 'none', '' and null mean unassigned (null). */
export const optionalAgentIdSchema = z
  .union(
    [z.literal(''), z.literal('none'), z.null(), idSchema],
    commonMessage((c) => c.invalidId),
  )
  .transform((value) => (value && value !== 'none' ? value : null))
  .optional();

/**
 * Decimal places of a number in its shortest form (what JSON.stringify writes): 0.29 → 2, 1e-7 → 7,
 * 5e-324 → 324. Counting on the written form, not with arithmetic, so 0.29 is not 0.28999999999999998.
 */
function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/**
 * Decimals allowed. With the ranges they also keep out what DynamoDB cannot store (magnitudes below
 * 1e-130, more than 38 significant digits): such numbers are refused with a clear 400, not rounded (ADR 061).
 */
export const MONEY_DECIMALS = 2;
export const RATE_DECIMALS = 3;

/** A finite amount in dollars, 0 to `max`, to the cent. */
export function moneySchema(
  max: number = INPUT_LIMITS.maxPrice,
  requiredMessage: Message = REQUIRED,
  decimalsMessage: Message = commonMessage((c) => c.tooManyDecimals(MONEY_DECIMALS)),
) {
  return z
    .number({ error: (issue) => messageText(missing(issue.input) ? requiredMessage : INVALID_NUMBER) })
    .min(
      0,
      commonMessage((c) => c.notNegative),
    )
    .max(
      max,
      commonMessage((c) => c.tooLarge(max)),
    )
    .refine((value) => decimalPlaces(value) <= MONEY_DECIMALS, decimalsMessage);
}

/** An annual interest rate in percent, 0 to 25, with at most 3 decimals (what the scraper stores). */
export function ratePctSchema(requiredMessage: Message = REQUIRED) {
  const outOfRange = commonMessage((c) => c.outOfRange);
  return z
    .number({ error: (issue) => messageText(missing(issue.input) ? requiredMessage : INVALID_NUMBER) })
    .min(0, outOfRange)
    .max(INPUT_LIMITS.maxRatePct, outOfRange)
    .refine(
      (value) => decimalPlaces(value) <= RATE_DECIMALS,
      commonMessage((c) => c.tooManyDecimals(RATE_DECIMALS)),
    );
}

/** Amortization in whole years, 1 to 30. */
const amortizationRange = commonMessage((c) => c.amortizationRange);
export const amortizationYearsSchema = z
  .number({ error: (issue) => messageText(missing(issue.input) ? REQUIRED : INVALID_NUMBER) })
  .int(commonMessage((c) => c.wholeNumber))
  .min(INPUT_LIMITS.minAmortizationYears, amortizationRange)
  .max(INPUT_LIMITS.maxAmortizationYears, amortizationRange);

/** An ISO 8601 timestamp with a zone ('2024-03-05T12:00:00.000Z'). */
export const timestampSchema = z.iso.datetime({ offset: true, ...commonMessage((c) => c.invalidDate) });
export const optionalTimestampSchema = timestampSchema.nullish();

/** The bots' honeypot: a hidden field people leave empty. The server drops requests that fill it. */
export const honeypotSchema = z.string().max(200).optional();

/** The issues of a failed parse in the API's error body shape. */
export function issueList(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The first issue's message (what a form toast shows). */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? messageText(commonMessage((c) => c.unexpected));
}

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
type UpdateShape<Shape extends z.ZodRawShape> = {
  [K in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[K]>>;
};

/**
 * The update schema of an entity, from the fields of its create schema: the same rules, every field
 * optional and without its default (an edit changes only what it sends: a missing `type` must not reset a
 * lender to 'A Lender'), unknown fields refused, and at least one field sent, else the 'required' text.
 */
export function updateSchemaOf<Shape extends z.ZodRawShape>(create: z.ZodObject<Shape>) {
  const shape = Object.fromEntries(
    Object.entries(create.shape).map(([key, field]) => [
      key,
      z.optional(field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)),
    ]),
  ) as unknown as UpdateShape<Shape>;
  return z
    .strictObject(shape)
    .refine((body) => Object.values(body).some((value) => value !== undefined), REQUIRED);
}
