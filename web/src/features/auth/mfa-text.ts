import { siteAuthWords } from '@maplestone/shared/i18n/en/site';
import type { Words } from '@maplestone/shared/i18n/words';
import { useWords } from '../../lib/i18n';

/** The texts of the TOTP second factor (ours; the spec's sign-in has none), in English. */
export const mfaText = siteAuthWords.mfa;
/** The forgotten password's texts (ADR 100). */
export const resetText = siteAuthWords.reset;

/** What a sign-in or reset error is said in: the sign-in's words, with the second factor's and the reset's. */
export type SignInWords = Words<typeof siteAuthWords>;

/** A sign-in or reset error's text, chosen in the page's words when it is shown (a service's own as it came). */
export type SignInText = (words: SignInWords) => string;

/** The English ones: an error's `message` (logs, tests). */
export const ENGLISH_SIGN_IN_WORDS: SignInWords = siteAuthWords;

/** The page's sign-in words: an error shows `error.text(words)`. */
export function useSignInWords(): SignInWords {
  return useWords('site', 'auth', siteAuthWords);
}
