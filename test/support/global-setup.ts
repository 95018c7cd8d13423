import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_DEMO_PASSWORD } from '../../infra/local/config';
import { freePorts } from '../../infra/local/processes';
import { startStack } from '../../infra/local/stack';

/**
 * One local stack per test run, on free ports and a temporary state folder, removed afterwards.
 * Tests get its URLs and the functions' environment through `inject('stack')`.
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
  const web = project.name === 'e2e';
  const ports = await freePorts();
  process.env.LOG_LEVEL ??= 'error';
  const stack = await startStack({
    stateDir,
    ports,
    web,
    persist: false,
    demoPassword: DEFAULT_DEMO_PASSWORD,
  });
  project.provide('stack', {
    urls: stack.urls,
    env: stack.env,
    streamArn: stack.streamArn,
    demoPassword: DEFAULT_DEMO_PASSWORD,
    pids: stack.pids,
    stateDir,
  });
  return async () => {
    await stack.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
}

export interface ProvidedStack {
  urls: {
    site: string;
    api: string;
    inbox: string;
    dynamodb: string;
    s3: string;
    cognito: string;
    smtp: string;
  };
  env: Record<string, string>;
  streamArn: string;
  demoPassword: string;
  pids: Record<string, number>;
  stateDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack;
  }
}
