import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_SRC, sourceFiles } from './source-files';

/** Whether a file imports shared's barrel, statically or lazily (`@maplestone/shared` itself, not a module of it). */
function importsSharedBarrel(source: string): boolean {
  return /(?:\bfrom\s*|\bimport\s*\(\s*)['"]@maplestone\/shared['"]/.test(source);
}

describe('the Lambdas import shared/ by module (ADR 077)', () => {
  it('no file under functions/src imports the barrel, which a lazy import would make build all of shared/', () => {
    const offenders = sourceFiles(FUNCTIONS_SRC)
      .filter((file) => importsSharedBarrel(readFileSync(file, 'utf8')))
      .map((file) => relative(FUNCTIONS_SRC, file));
    expect(offenders).toEqual([]);
  });

  it('tells the barrel from a module', () => {
    expect(importsSharedBarrel("import { brand } from '@maplestone/shared';")).toBe(true);
    expect(importsSharedBarrel("const m = await import('@maplestone/shared');")).toBe(true);
    expect(importsSharedBarrel("import { brand } from '@maplestone/shared/brand';")).toBe(false);
    expect(importsSharedBarrel("import type { Lead } from '@maplestone/shared/schemas/leads';")).toBe(false);
  });
});
