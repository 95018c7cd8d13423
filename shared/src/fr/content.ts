import type { Words } from '../i18n/words';
import type { contentWords } from '../words/content';

export const contentFr: Words<typeof contentWords> = {};
