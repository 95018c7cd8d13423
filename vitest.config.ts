import { defineConfig } from 'vitest/config';

// Five projects, each run in its own process: `npm test` one after another, `npm run test:lanes` (test/run.ts,
// ADR 106) two at a time with the integration and e2e ones cut into shards. The stacks load the handlers in-process
// (as Lambda would), so two stacks must never share one Node process. Each stack is started on free ports by
// test/support/global-setup.ts.
const stackSuite = {
  globalSetup: ['test/support/global-setup.ts'],
  setupFiles: ['test/support/stack-env.ts'],
  fileParallelism: false,
  hookTimeout: 120_000,
};

// Versions are pinned (ADR 003); the SDK's notice about future Node 22-only releases is noise here.
// Set on the main process so the global setup and every worker inherit it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export default defineConfig({
  test: {
    projects: [
      // Component tests (*.test.tsx) run here too, each file opting into jsdom with `// @vitest-environment jsdom`;
      // they type and click like a person, which takes seconds on a busy 2-core machine.
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'],
          setupFiles: ['test/unit/setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          testTimeout: 60_000,
          ...stackSuite,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          globalSetup: ['test/infra/global-setup.ts'],
          testTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          exclude: ['test/e2e/prerendered/**'],
          testTimeout: 120_000,
          ...stackSuite,
        },
      },
      // The production build as `npm run preview` serves it: prerendered pages, hydration (issue 16).
      {
        test: {
          name: 'e2e-prerendered',
          include: ['test/e2e/prerendered/**/*.test.ts'],
          testTimeout: 120_000,
          ...stackSuite,
        },
      },
    ],
  },
});
