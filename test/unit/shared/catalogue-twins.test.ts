import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
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

describe('the word catalogues', () => {
  it('keep every French file beside its English twin, at the same path', () => {
    expect(filesUnder(join(I18N, 'fr')).length).toBeGreaterThan(10);
    expect(withoutTwin(I18N)).toEqual([]);
  });

  it('are told apart by the check (a French file without English is caught)', () => {
    const fixture = join(import.meta.dirname, '../../fixtures/i18n-twins');
    expect(withoutTwin(fixture)).toEqual(['orphan.ts']);
  });
});
