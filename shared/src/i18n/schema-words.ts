import { commonWords } from './en/common';
import type { rateAlertMessages } from './en/rate-alert';
import type { Words } from './words';

/**
 * The words the shared schemas' messages are given in (issue 36, ADR 114): the common words (en/common.ts) and the rate
 * alert form's. English by default, as the API answers; a French page validates within `validatingIn(its French, …)`.
 * A message is chosen when a value fails, not when the schema is built, so one schema serves both languages and
 * no text is ever translated back from English.
 */
export interface SchemaWords {
  common: Words<typeof commonWords>;
  rateAlert: Words<typeof rateAlertMessages>;
}

/** The words `validatingIn` set; null: English, each schema's own (so no schema loads another's English). */
let inUse: SchemaWords | null = null;

/**
 * Runs `validate` with the schemas' messages in `words`. zod chooses a message when it reports the issue: within
 * `parse`, or when a `safeParse` result's `error` is first read, so `validate` reads it before returning.
 */
export function validatingIn<T>(words: SchemaWords, validate: () => T): T {
  const before = inUse;
  inUse = words;
  try {
    return validate();
  } finally {
    inUse = before;
  }
}

/** The words set by `validatingIn`, or null (English). */
export const wordsInUse = (): SchemaWords | null => inUse;

/** A schema's message in the words in use when a value fails it: zod's `{ error }` parameter. */
export interface SchemaMessage {
  error: () => string;
}

/** A shared schema's message (`commonWords`), chosen when reported: `commonMessage((c) => c.required)`. */
export const commonMessage = (pick: (common: Words<typeof commonWords>) => string): SchemaMessage => ({
  error: () => pick(inUse?.common ?? commonWords),
});

/** A message given as text (the back office's, English only) or chosen when reported, as text now. */
export const messageText = (message: string | SchemaMessage): string =>
  typeof message === 'string' ? message : message.error();
