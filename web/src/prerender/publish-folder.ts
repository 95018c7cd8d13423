import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { NOT_FOUND_KEYS } from '../app/page-paths';
import { type Publisher, pageKey } from './publisher';

/** Writes into the folder `npm run preview` serves (ADR 058); each file replaced whole, never half-written. */
export function folderPublisher(root: string): Publisher {
  const put = async (key: string, body: string) => {
    const file = join(root, key);
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
  };
  return {
    putPage: (path, html) => put(pageKey(path), html),
    removePage: (path) => rm(join(root, pageKey(path)), { force: true }),
    putFile: (name, body) => put(name, body),
    putNotFoundPage: (locale, html) => put(NOT_FOUND_KEYS[locale], html),
    invalidate: async () => {},
  };
}
