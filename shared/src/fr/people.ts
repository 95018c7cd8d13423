import type { Words } from '../i18n/words';
import type { peopleWords } from '../words/people';

export const peopleFr: Words<typeof peopleWords> = {};
