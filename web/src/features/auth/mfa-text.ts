import { siteAuthWords } from '@maplestone/shared/i18n/en/site';
import { useMessageText, useWords } from '../../lib/i18n';

/**
 * The texts of the TOTP second factor (ours; the spec's sign-in has none), in English: the sign-in's errors
 * carry them (api/session.ts). They are the site catalogue's, so a French sign-in page shows their French.
 */
export const mfaText = siteAuthWords.mfa;
/** The forgotten password's texts (ADR 100): the reset's errors carry them, as the sign-in's carry mfaText. */
export const resetText = siteAuthWords.reset;

/** The keys of a piece's texts that are plain strings (an error's message is one of them). */
function textKeys<T extends object>(texts: T): (keyof T)[] {
  return (Object.keys(texts) as (keyof T)[]).filter((key) => typeof texts[key] === 'string');
}
const MFA_KEYS = textKeys(mfaText);
const RESET_KEYS = textKeys(resetText);

/**
 * A sign-in or reset error's message in the page's language: the second factor's or the reset's own texts, or
 * the spec's (messages.auth) through the catalogue. A service's own message is shown as it came.
 */
export function useSignInText(): (english: string) => string {
  const messageText = useMessageText();
  const words = useWords('site', 'auth', siteAuthWords);
  return (english) => {
    const mfaKey = MFA_KEYS.find((candidate) => mfaText[candidate] === english);
    if (mfaKey) return words.mfa[mfaKey];
    const resetKey = RESET_KEYS.find((candidate) => resetText[candidate] === english);
    if (resetKey) return words.reset[resetKey] as string;
    return messageText(english);
  };
}
