import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The Lambdas' source, for the guard tests that read it as text. */
export const FUNCTIONS_SRC = join(import.meta.dirname, '../../../functions/src');

/** Every .ts file under `dir`, at any depth. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}
