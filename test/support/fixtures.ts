import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A reader of one test/fixtures folder's files, as text: `fixtureIn('rates')('lender-rates.html')`. */
export const fixtureIn =
  (folder: string) =>
  (name: string): string =>
    readFileSync(join(import.meta.dirname, '../fixtures', folder, name), 'utf8');
