import type { Words } from '../i18n/words';
import type { calculatorsWords } from '../words/calculators';

export const calculatorsFr: Words<typeof calculatorsWords> = {};
