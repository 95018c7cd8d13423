import { siteAuthWords } from '@maplestone/shared/words/site';
import { useMessageText, useWords } from '../../lib/i18n';

/**
 * The texts of the TOTP second factor (ours; the spec's sign-in has none), in English: the sign-in's errors
 * carry them (api/session.ts). They are the site catalogue's, so a French sign-in page shows their French.
 */
export const mfaText = siteAuthWords.mfa;

type MfaKey = keyof typeof mfaText;
const MFA_KEYS = Object.keys(mfaText) as MfaKey[];

/**
 * A sign-in error's message in the page's language: the second factor's own texts, or the spec's
 * (messages.auth) through the catalogue. A service's own message is shown as it came.
 */
export function useSignInText(): (english: string) => string {
  const messageText = useMessageText();
  const mfa = useWords('site', 'auth', siteAuthWords).mfa;
  return (english) => {
    const key = MFA_KEYS.find((candidate) => mfaText[candidate] === english);
    return key ? mfa[key] : messageText(english);
  };
}
