import { inject } from 'vitest';

/**
 * Setup file for suites that call repositories or handlers in-process: points the functions'
 * environment at the run's stack before any functions module is imported.
 */
const { env } = inject('stack');
Object.assign(process.env, env);
