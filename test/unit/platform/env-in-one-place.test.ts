import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logLevel } from '../../../functions/src/lib/env';
import { FUNCTIONS_SRC, sourceFiles } from './source-files';

// Issue 19: every module reads its environment through a schema (functions/src/lib/env.ts), never `process.env.X`.

/** A direct read: `process.env.NAME` or `process.env['NAME']`. A `= process.env` default parameter is not one. */
const DIRECT_READ = /process\.env(\.[A-Za-z_]|\s*\[)/;

describe('environment through the schema', () => {
  it('no module but lib/env.ts reads process.env.X directly', () => {
    const offences = sourceFiles(FUNCTIONS_SRC)
      .map((file) => relative(FUNCTIONS_SRC, file))
      .filter((file) => file !== join('lib', 'env.ts'))
      .filter((file) => DIRECT_READ.test(readFileSync(join(FUNCTIONS_SRC, file), 'utf8')));
    expect(offences).toEqual([]);
  });

  it('LOG_LEVEL defaults to info when absent or invalid, and never throws', () => {
    expect(logLevel({})).toBe('info');
    expect(logLevel({ LOG_LEVEL: 'loud' })).toBe('info');
    expect(logLevel({ LOG_LEVEL: 'debug' })).toBe('debug');
    expect(logLevel({ LOG_LEVEL: 'error' })).toBe('error');
  });
});
