import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteUrl } from '../support/browser';

/**
 * The HTML the site serves, as W3C's Nu HTML Checker reads it (issue 35, ADR 102): every page of the sitemap in
 * both languages and the two not-found pages, checked by one run of vnu.jar (Java 17, one start for them all).
 */

const VNU_JAR = join(
  dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

/**
 * One short run: the client compiler alone and the serial collector halve its CPU time (10.5 s → 4.5 s for 62
 * pages here); C1's larger frames need more than the default thread stack for vnu's schema checks.
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m'];

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** vnu.jar's errors for these files (its JSON report, which it writes to stderr). */
function nuErrors(files: string[]): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      [...JVM_OPTIONS, '-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        // It exits 1 when it found an error: the report says which.
        try {
          resolve((JSON.parse(stderr) as { messages: NuMessage[] }).messages);
        } catch {
          reject(error ?? new Error(`vnu.jar wrote no report: ${stderr}`));
        }
      },
    );
  });
}

const folder = mkdtempSync(join(tmpdir(), 'valid-html-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('valid HTML (issue 35)', () => {
  it('the Nu HTML Checker finds no error on any page of the sitemap, nor on the not-found pages', async () => {
    const sitemap = await (await fetch(siteUrl('/sitemap.xml'))).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(pages.length).toBeGreaterThan(40);
    const served = [
      ...pages.map((path) => ({ path, status: 200 })),
      { path: '/no-such-page', status: 404 },
      { path: '/fr/pas-une-page', status: 404 },
    ];
    const pathOf = new Map<string, string>();
    for (const [index, { path, status }] of served.entries()) {
      const response = await fetch(siteUrl(path));
      expect(response.status, path).toBe(status);
      const file = join(folder, `${index}.html`);
      writeFileSync(file, await response.text());
      pathOf.set(`file:${file}`, path);
    }

    const errors = (await nuErrors([...pathOf.keys()].map((url) => url.slice('file:'.length)))).map(
      (error) =>
        `${pathOf.get(error.url) ?? error.url}:${error.lastLine ?? '?'}:${error.lastColumn ?? '?'} ${error.message}` +
        (error.extract ? ` in “${error.extract.trim()}”` : ''),
    );
    expect(errors).toEqual([]);
  });
});
