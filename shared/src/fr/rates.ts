import type { Words } from '../i18n/words';
import type { ratesWords } from '../words/rates';

export const ratesFr: Words<typeof ratesWords> = {};
