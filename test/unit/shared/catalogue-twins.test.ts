import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { termWords } from '@maplestone/shared/i18n/en/terms';
import { describe, expect, it } from 'vitest';

// Issue 36: the locale is the folder, the namespace the file; French has an English twin at the same path.
const I18N = join(import.meta.dirname, '../../../shared/src/i18n');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The French files whose English twin (the same path under en/) is missing. */
function withoutTwin(i18n: string): string[] {
  return filesUnder(join(i18n, 'fr'))
    .map((file) => relative(join(i18n, 'fr'), file))
    .filter((path) => !existsSync(join(i18n, 'en', path)));
}

/**
 * The public English files (not the terms themselves, not the back office's or the e-mails') that write out a term
 * of en/terms.ts as a literal instead of naming it, as 'file: text'.
 */
function termsWrittenAgain(i18n: string, terms: readonly string[]): string[] {
  const english = join(i18n, 'en');
  return filesUnder(english)
    .map((file) => relative(english, file))
    .filter((path) => path !== 'terms.ts' && !/^(staff|email)\//.test(path))
    .flatMap((path) => {
      // What the file says, not its comments (which may quote a term).
      const source = readFileSync(join(english, path), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      return terms.filter((term) => source.includes(`'${term}'`)).map((term) => `${path}: ${term}`);
    });
}

/** The sign-in's own 'Email': the sign-in page and the dashboard's security tab never load the terms' chunk. */
const OWN_WORDING = ['site/auth.ts: Email'];

describe('the word catalogues', () => {
  it('keep every French file beside its English twin, at the same path', () => {
    expect(filesUnder(join(I18N, 'fr')).length).toBeGreaterThan(10);
    expect(withoutTwin(I18N)).toEqual([]);
  });

  it('are told apart by the check (a French file without English is caught)', () => {
    const fixture = join(import.meta.dirname, '../../fixtures/i18n-twins');
    expect(withoutTwin(fixture)).toEqual(['orphan.ts']);
  });

  it('say a term of en/terms.ts once: a public screen names it rather than writing it again', () => {
    expect(termsWrittenAgain(I18N, Object.values(termWords))).toEqual(OWN_WORDING);
  });

  it('are told apart by that check too (a term written again is caught)', () => {
    const fixture = join(import.meta.dirname, '../../fixtures/i18n-twins');
    expect(termsWrittenAgain(fixture, ['Down payment'])).toEqual(['written-again.ts: Down payment']);
  });
});
