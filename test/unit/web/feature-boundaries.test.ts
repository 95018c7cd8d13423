import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB_SRC = join(import.meta.dirname, '../../../web/src');
const FEATURES = join(WEB_SRC, 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The feature a path lies in (web/src/features/<feature>/…), or undefined outside them. */
function featureOf(path: string): string | undefined {
  const inside = relative(FEATURES, path);
  return inside.startsWith('..') ? undefined : inside.split(sep)[0];
}

/** Every relative module a file imports, statically or lazily, resolved to a path. */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) =>
    normalize(join(dirname(file), match[1]!)),
  );
}

describe('web features', () => {
  it('do not import each other: what two features share lives in components/ or lib/ (issue 19)', () => {
    const crossings = sourceFiles(FEATURES).flatMap((file) =>
      relativeImports(file)
        .filter((target) => {
          const other = featureOf(target);
          return other !== undefined && other !== featureOf(file);
        })
        .map((target) => `${relative(WEB_SRC, file)} → ${relative(WEB_SRC, target)}`),
    );
    expect(crossings).toEqual([]);
  });

  it('are told apart by the check (a crossing is caught)', () => {
    const leadsPanel = join(FEATURES, 'leads', 'super-admin', 'api.ts');
    const target = normalize(join(dirname(leadsPanel), '../../agents/super-admin/api'));
    expect([featureOf(leadsPanel), featureOf(target)]).toEqual(['leads', 'agents']);
  });
});
