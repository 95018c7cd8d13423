import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DEMO_PASSWORD, REPO_ROOT } from '../../infra/local/config';
import { freePorts } from '../../infra/local/processes';
import { type RunningStack, type StackOptions, startStack } from '../../infra/local/stack';

/**
 * Runs a bench on a local stack of its own: free ports, its state in a temporary folder named after `prefix`,
 * nothing persisted, the demo password and quiet logs. The API benches run without a site and keep public
 * reads 5 s in the container as deployed (ADR 010; the local stack's default is off); the web bench serves
 * the production build (`site: 'preview'`) and leaves the reads uncached. The stack is stopped and its state
 * removed afterwards; when `bench` answers that an aim was missed, the exit code is 1.
 */
export async function onBenchStack(
  {
    prefix,
    log,
    site = false,
    cachePublicReads = true,
    dynamoJvm,
  }: {
    prefix: string;
    log?: StackOptions['log'];
    site?: StackOptions['web'];
    cachePublicReads?: boolean;
    dynamoJvm?: StackOptions['dynamoJvm'];
  },
  bench: (stack: RunningStack) => Promise<{ failed: boolean }>,
): Promise<void> {
  const stateDir = mkdtempSync(join(tmpdir(), prefix));
  const ports = await freePorts();
  process.env.LOG_LEVEL ??= 'error';
  if (cachePublicReads) process.env.PUBLIC_READ_CACHE_SECONDS ??= '5';
  const stack = await startStack({
    stateDir,
    ports,
    web: site,
    persist: false,
    dynamoJvm,
    demoPassword: DEFAULT_DEMO_PASSWORD,
    log,
  });
  try {
    if ((await bench(stack)).failed) process.exitCode = 1;
  } finally {
    await stack.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

/** The latest modification time of the files under these paths. */
function newestChange(paths: string[]): number {
  return Math.max(
    ...paths.map((path) => {
      const info = statSync(path);
      if (!info.isDirectory()) return info.mtimeMs;
      return newestChange(readdirSync(path).map((name) => join(path, name)));
    }),
  );
}

/** Builds the web app (`npm run build`) when web/dist is missing or older than its sources: a preview bench measures it. */
export function buildWebIfStale(): void {
  const built = join(REPO_ROOT, 'web', 'dist', 'index.html');
  const sources = ['web/src', 'web/index.html', 'shared/src'].map((path) => join(REPO_ROOT, path));
  if (!existsSync(built) || statSync(built).mtimeMs < newestChange(sources)) {
    console.log('web/dist is missing or older than the sources: npm run build');
    execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
}
