import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DEMO_PASSWORD } from '../../infra/local/config';
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
  }: { prefix: string; log?: StackOptions['log']; site?: StackOptions['web']; cachePublicReads?: boolean },
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
