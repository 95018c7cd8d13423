/**
 * `npm start`: the whole local AWS stack and the site, as one process tree.
 * `npm start -- --fresh` starts from empty state. Ctrl-C (or SIGTERM) stops every child.
 * `npm run preview` (`--preview`, after `npm run build`): the same with the production build served as CloudFront
 * serves it, and the public pages prerendered and kept current.
 */
import { join } from 'node:path';
import { DEFAULT_DEMO_PASSWORD, portsFromEnv, REPO_ROOT } from './config';
import { DEMO_USERS } from './seed-data';
import { type RunningStack, startStack } from './stack';

const fresh = process.argv.includes('--fresh');
const preview = process.argv.includes('--preview');
const verbose = process.argv.includes('--verbose') || process.env.LOG_LEVEL === 'debug';
process.env.LOG_LEVEL ??= verbose ? 'info' : 'warn';
// Versions are pinned (ADR 003); the SDK's notice about future Node 22-only releases is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

let stack: RunningStack | undefined;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the local stack...');
  await stack?.stop();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));

try {
  console.log(
    `Starting the local stack${preview ? ' with the production build' : ''}${fresh ? ' from fresh state' : ''}...`,
  );
  stack = await startStack({
    stateDir: process.env.LOCAL_STATE_DIR ?? join(REPO_ROOT, '.local'),
    ports: portsFromEnv(),
    fresh,
    persist: true,
    web: preview ? 'preview' : 'dev',
    demoPassword: process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    log: verbose ? (line) => console.log(line) : undefined,
  });
  const { urls, seeded } = stack;
  const password = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
  console.log(`
Ready in ${(stack.readyMs / 1000).toFixed(1)} s.

  Site          ${urls.site}${preview ? `  (production build; ${stack.prerendered} pages prerendered, re-rendered on change)` : ''}
  API           ${urls.site}/api  (gateway ${urls.api}; health: ${urls.site}/api/health)
  Mail inbox    ${urls.inbox}  (CRM mailbox; SMTP ${urls.smtp})
  DynamoDB      ${urls.dynamodb}   S3 ${urls.s3}   Cognito ${urls.cognito}

  Demo data     ${seeded.seededBefore ? `kept from the last run (${preview ? 'npm run preview' : 'npm start'} -- --fresh to reset)` : `${seeded.items} items seeded`}
  Sign-ins      (password: ${password})
${DEMO_USERS.map((user) => `                ${user.email.padEnd(26)} ${user.group}`).join('\n')}

Press Ctrl-C to stop.`);
} catch (error) {
  console.error(`\nThe local stack could not start: ${(error as Error).message}`);
  await shutdown(1);
}
