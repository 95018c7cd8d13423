import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../../../functions/src/lib/logger';

/** A reader of one test/fixtures folder's files, as text: `fixtureIn('rates')('lender-rates.html')`. */
export const fixtureIn =
  (folder: string) =>
  (name: string): string =>
    readFileSync(join(import.meta.dirname, '../../fixtures', folder, name), 'utf8');

/** A logger that keeps what was logged, for assertions, and prints nothing. */
export function recordingLogger(lines: { level: string; message: string; fields?: object }[] = []): Logger {
  const at =
    (level: string) =>
    (message: string, fields?: Record<string, unknown>): void => {
      lines.push({ level, message, fields });
    };
  const log: Logger = {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: () => log,
  };
  return log;
}
