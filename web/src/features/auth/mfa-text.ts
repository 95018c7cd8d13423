import type { siteAuthWords } from '@maplestone/shared/i18n/en/site';
import type { Words } from '@maplestone/shared/i18n/words';

/** What a sign-in or reset error is said in: the sign-in's words, with the second factor's and the reset's. */
export type SignInWords = Words<typeof siteAuthWords>;

/** A sign-in or reset error's text, chosen in the page's words when it is shown (a service's own as it came). */
export type SignInText = (words: SignInWords) => string;
