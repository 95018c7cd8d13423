import type { Words } from '../i18n/words';
import type { homeWords } from '../words/home';

export const homeFr: Words<typeof homeWords> = {};
