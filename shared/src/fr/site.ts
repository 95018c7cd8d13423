import type { Words } from '../i18n/words';
import type { siteWords } from '../words/site';

export const siteFr: Words<typeof siteWords> = {};
