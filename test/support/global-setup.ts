import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_DEMO_PASSWORD, HOST, REPO_ROOT, WEB_DIST } from '../../infra/local/config';
import { freePorts } from '../../infra/local/processes';
import { localSecurityHeaders, startSiteServer } from '../../infra/local/site-server';
import { type RunningStack, startStack } from '../../infra/local/stack';

/**
 * One local stack per test run, on free ports and a temporary state folder, removed afterwards.
 * Tests get its URLs and the functions' environment through `inject('stack')`.
 * e2e: the site is vite's dev server; e2e-prerendered: the production build with prerendered pages, as `npm run
 * preview` serves it. Integration: the public pages are prerendered (into web/index.html, so no
 * build is needed) and the site server of `npm run preview` serves them on urls.site.
 */
const STACK_STARTED = Symbol.for('maplestone.test-stack');

export default async function setup(project: TestProject) {
  // Handlers are loaded once per process (their env read at import, as in Lambda): a second stack in this
  // process would run the first one's handlers against the wrong table and mailbox.
  const registry = globalThis as { [STACK_STARTED]?: string };
  if (registry[STACK_STARTED]) {
    throw new Error(
      `The ${registry[STACK_STARTED]} and ${project.name} projects each need their own process: run them one at a time (npm test does).`,
    );
  }
  registry[STACK_STARTED] = project.name;
  const stateDir = mkdtempSync(join(tmpdir(), 'maplestone-test-'));
  const e2e = project.name === 'e2e';
  // The production build as `npm run preview` serves it (built here, in seconds, so it is never stale), into the
  // run's own folder: an integration run beside this one serves web/dist.
  const prerendered = project.name === 'e2e-prerendered';
  const distDir = join(stateDir, 'dist');
  if (prerendered) await buildWeb(distDir);
  const ports = await freePorts();
  process.env.LOG_LEVEL ??= 'error';
  const stack = await startStack({
    stateDir,
    ports,
    web: e2e ? 'dev' : prerendered ? 'preview' : false,
    ...(prerendered ? { distDir } : {}),
    // Each e2e run's vite optimises dependencies into its own cache: runs side by side (`npm run test:lanes`, or
    // beside `npm start`) would otherwise replace each other's.
    ...(e2e ? { viteCacheDir: join(stateDir, 'vite') } : {}),
    prerender: e2e || prerendered ? undefined : { template: join(REPO_ROOT, 'web', 'index.html') },
    persist: false,
    demoPassword: DEFAULT_DEMO_PASSWORD,
  });
  const builtShell = join(WEB_DIST, 'index.html');
  const site =
    e2e || prerendered
      ? null
      : await startSiteServer({
          host: HOST,
          port: ports.web,
          distDir: WEB_DIST,
          shellFile: existsSync(builtShell) ? builtShell : join(REPO_ROOT, 'web', 'index.html'),
          pagesDir: stack.pagesDir,
          apiOrigin: stack.urls.api,
          headers: localSecurityHeaders({ s3: stack.urls.s3, cognito: stack.urls.cognito }),
        }).catch(async (error) => {
          await stack.stop();
          throw error;
        });
  project.provide('stack', {
    urls: stack.urls,
    env: stack.env,
    streamArn: stack.streamArn,
    demoPassword: DEFAULT_DEMO_PASSWORD,
    pids: stack.pids,
    stateDir,
    pagesDir: stack.pagesDir,
  });
  return async () => {
    await site?.close();
    await stack.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
}

/**
 * What the tests are given of the stack this setup started (it is serialised to each test worker). Its
 * `urls.site` is vite's dev server for e2e, and for integration the site server serving the prerendered pages.
 */
export interface ProvidedStack
  extends Pick<RunningStack, 'urls' | 'env' | 'streamArn' | 'pids' | 'pagesDir'> {
  demoPassword: string;
  stateDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack;
  }
}

/** `npm run build`, in this process, into `outDir`. */
async function buildWeb(outDir: string) {
  const { build } = await import('vite');
  // Vitest runs with NODE_ENV=test, which would make vite bundle React's development build.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(REPO_ROOT, 'web', 'vite.config.ts'),
      root: join(REPO_ROOT, 'web'),
      build: { outDir, emptyOutDir: true },
      logLevel: 'warn',
    });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
}
