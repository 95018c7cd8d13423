import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Code that the public site must never download (dashboards, admin, Val's chat). */
const PRIVATE_CODE = [
  // Each feature's back-office panels and what they share (ADR 109), the shells and their pieces.
  /\/src\/features\/[^/]+\/(super-admin|agent-dashboard|back-office)\//,
  /\/src\/app\/back-office\//,
  /\/src\/components\/back-office\//,
  /\/src\/app\/routes\/(super-admin|agent-dashboard)\./,
  // The super admin panel's words (ADR 110); the agent dashboard's reach /auth through the schemas it shares.
  /\/shared\/src\/i18n\/en\/staff\/admin\//,
  // The launcher is on every page and forgets the stored conversation at load (spec): it and its storage key only.
  /\/src\/features\/chat\/(?!components\/chat-launcher\.|api\/storage-key\.)/,
];
const PRIVATE_ROUTES = new Set(['/super-admin', '/agent-dashboard']);

interface Chunk {
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
  modules: Record<string, { renderedLength: number }>;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * After `vite build`, prints the JavaScript each route downloads (entry + the route's chunk and their
 * static imports, gzip), checks the home route's budget, and that public routes load no private code.
 * Routes come from app/router.tsx's `page('/path', () => import('...'))` calls.
 */
export function routeSizes(options: {
  routerFile: string;
  budgetKb: number;
  budgetRoute?: string;
  /**
   * Pages whose first load is a route plus a lazy part of it (a back-office tab): `path` is what the report
   * prints, `modules` the route's and the tab's modules (absolute, without extension).
   */
  pages?: { path: string; modules: string[]; budgetKb: number }[];
}): Plugin {
  return {
    name: 'maplestone:route-sizes',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as Chunk);
      }
      const gz = new Map<string, number>();
      const size = (file: string) => {
        if (!gz.has(file)) gz.set(file, gzipSync(chunks.get(file)?.code ?? '').length);
        return gz.get(file)!;
      };
      const closure = (start: string[], into = new Set<string>()) => {
        for (const file of start) {
          if (into.has(file) || !chunks.has(file)) continue;
          into.add(file);
          closure(chunks.get(file)!.imports, into);
        }
        return into;
      };
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) return;
      // The entry is a small bootstrap that imports the app itself at start (main.tsx): both are every page's.
      const initial = closure([entry.fileName, ...entry.dynamicImports]);
      const initialBytes = [...initial].reduce((sum, f) => sum + size(f), 0);

      /** What a set of chunks is made of, by package (node_modules) or source folder, largest first. */
      const breakdown = (files: Iterable<string>) => {
        const byPackage = new Map<string, number>();
        for (const file of files) {
          for (const [id, info] of Object.entries(chunks.get(file)!.modules)) {
            const inPackage = id.split('node_modules/').at(-1)!;
            const name = id.includes('node_modules/')
              ? inPackage
                  .split('/')
                  .slice(0, inPackage.startsWith('@') ? 2 : 1)
                  .join('/')
              : id.replace(/^.*\/(web|shared)\/src\//, '$1/');
            byPackage.set(name, (byPackage.get(name) ?? 0) + info.renderedLength);
          }
        }
        const top = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 40);
        return top.map(([name, bytes]) => `  ${kb(bytes).padStart(9)}  ${name}`).join('\n');
      };
      if (process.env.ROUTE_SIZES_VERBOSE) {
        const perChunk = [...initial].map((f) => `  ${kb(size(f)).padStart(9)}  ${f}`).join('\n');
        console.log(
          `Entry by chunk (gzip):\n${perChunk}\nEntry (minified, before gzip):\n${breakdown(initial)}`,
        );
      }

      const source = readFileSync(options.routerFile, 'utf8');
      const consts = new Map(
        [...source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map((m) => [m[1]!, m[2]!]),
      );
      const routes = [...source.matchAll(/page\(\s*'([^']+)',\s*(?:\(\) => import\('([^']+)'\)|(\w+))/g)]
        .map((m) => ({ path: m[1]!, module: m[2] ?? consts.get(m[3]!) ?? '' }))
        .filter((route) => route.module !== '...');
      const byModule = new Map<string, Chunk>();
      for (const chunk of chunks.values()) {
        if (chunk.facadeModuleId) byModule.set(chunk.facadeModuleId.replace(/\.[cm]?[jt]sx?$/, ''), chunk);
      }

      const lines: string[] = [];
      const problems: string[] = [];
      lines.push(
        `\nJavaScript per route (gzip; initial = entry ${kb(initialBytes)} + the route's own chunks)`,
      );
      const seen = new Set<string>();
      for (const route of routes) {
        const key = `${route.path}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const chunk = byModule.get(resolve(dirname(options.routerFile), route.module));
        if (!chunk) {
          lines.push(`  ${route.path.padEnd(26)} (chunk not found for ${route.module})`);
          continue;
        }
        const files = closure([chunk.fileName]);
        const own = [...files].filter((f) => !initial.has(f));
        const ownBytes = own.reduce((sum, f) => sum + size(f), 0);
        const total = initialBytes + ownBytes;
        lines.push(`  ${route.path.padEnd(26)} ${kb(total).padStart(9)}  (route ${kb(ownBytes)})`);
        if (!PRIVATE_ROUTES.has(route.path.replace(/\/\*$/, ''))) {
          const leaked = [...closure([entry.fileName, chunk.fileName])]
            .flatMap((f) => chunks.get(f)!.moduleIds)
            .filter((id) => PRIVATE_CODE.some((re) => re.test(id)));
          if (leaked.length) problems.push(`${route.path} loads private code: ${leaked.join(', ')}`);
        }
        const isBudgetRoute = route.path === (options.budgetRoute ?? '/');
        if (isBudgetRoute && process.env.ROUTE_SIZES_VERBOSE) {
          lines.push(own.map((f) => `  ${kb(size(f)).padStart(9)}  ${f}`).join('\n'));
        }
        if (isBudgetRoute && total > options.budgetKb * 1024) {
          problems.push(
            `${route.path} loads ${kb(total)} of JavaScript, over the ${options.budgetKb} KB budget`,
          );
        }
      }
      for (const page of options.pages ?? []) {
        const pageChunks = page.modules.map((module) => byModule.get(module));
        if (pageChunks.some((chunk) => !chunk)) {
          lines.push(`  ${page.path.padEnd(26)} (chunk not found for ${page.modules.join(' + ')})`);
          continue;
        }
        const own = [...closure(pageChunks.map((chunk) => chunk!.fileName))].filter((f) => !initial.has(f));
        const ownBytes = own.reduce((sum, f) => sum + size(f), 0);
        const total = initialBytes + ownBytes;
        lines.push(`  ${page.path.padEnd(26)} ${kb(total).padStart(9)}  (route and tab ${kb(ownBytes)})`);
        if (process.env.ROUTE_SIZES_VERBOSE) {
          const perChunk = own.map((f) => `  ${kb(size(f)).padStart(9)}  ${f}`).join('\n');
          lines.push(`  ${page.path} beyond the entry, by chunk (gzip):\n${perChunk}`);
          lines.push(`  ${page.path} beyond the entry, by module (minified):\n${breakdown(own)}`);
        }
        if (total > page.budgetKb * 1024) {
          problems.push(`${page.path} loads ${kb(total)} of JavaScript, over the ${page.budgetKb} KB budget`);
        }
      }
      // A French page (ADR 085) loads its English route's code and the French catalogue, one chunk of its own (the
      // chunk holding fr/index.ts: its facade, or a shared chunk when the portal's French words build on it).
      const frenchChunk = [...chunks.values()].find((chunk) =>
        [chunk.facadeModuleId ?? '', ...chunk.moduleIds].some((id) =>
          /[\\/]shared[\\/]src[\\/]i18n[\\/]fr[\\/]index\.ts$/.test(id),
        ),
      );
      if (frenchChunk) {
        const french = [...closure([frenchChunk.fileName])].filter((f) => !initial.has(f));
        const frenchBytes = french.reduce((sum, f) => sum + size(f), 0);
        lines.push(
          `  French pages (/fr/…): each its English route + the French catalogue, ${kb(frenchBytes)} (${french.length} chunk${french.length === 1 ? '' : 's'})`,
        );
      }
      lines.push(
        problems.length
          ? problems.map((p) => `  ✗ ${p}`).join('\n')
          : '  ✓ home and back-office first tabs within budget; public routes load no dashboard, admin or chat code',
      );
      console.log(lines.join('\n'));
      if (problems.length && process.env.ROUTE_SIZES_STRICT) this.error(problems.join('\n'));
    },
  };
}
