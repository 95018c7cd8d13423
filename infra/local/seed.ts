import { NO_AGENT_IMAGES } from '@maplestone/shared/schemas/agent-record';
import { type CognitoSetup, ensureUser } from './cognito';
import {
  DEMO_USERS,
  SEED_AGENTS,
  SEED_LENDERS,
  SEED_POSTS,
  SEED_PRODUCTS,
  SEED_SERVICES,
  SEED_TESTIMONIALS,
  seedRates,
} from './seed-data';

const SEED_MARKER = { PK: 'SEED', SK: 'v1' };
/** Writes in flight at once: quick on DynamoDB Local without queueing hundreds of requests. */
const CONCURRENCY = 16;

async function inBatches<T>(values: readonly T[], write: (value: T) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < values.length; i += CONCURRENCY) {
    await Promise.all(values.slice(i, i + CONCURRENCY).map(write));
  }
  return values.length;
}

/**
 * Seeds the demo sign-ins (every start, cheap and idempotent) and the demo content (once per state folder,
 * so edits and deletions made while playing with the site survive a restart). The content goes through
 * the repositories, exactly as the API writes it; each item is skipped if already there, so a seed cut
 * short finishes on the next start.
 */
export async function seed(options: {
  dynamoEndpoint: string;
  tableName: string;
  cognito: CognitoSetup;
  password: string;
}) {
  const userIds = new Map<string, string>();
  for (const user of DEMO_USERS) {
    userIds.set(user.email, await ensureUser(options.cognito, { ...user, password: options.password }));
  }
  // The repositories read their table from the environment at import, as a Lambda does at cold start.
  process.env.TABLE_NAME = options.tableName;
  process.env.DYNAMODB_ENDPOINT = options.dynamoEndpoint;
  const repositories = await import('../../functions/src/data/repositories/index');
  const { agents, profiles, rates, lenders, products, services, posts, testimonials, getItem, putItem } =
    repositories;

  if (await getItem(SEED_MARKER)) return { users: DEMO_USERS.length, items: 0, seededBefore: true };
  const now = new Date().toISOString();
  const superAdminId = userIds.get('superadmin@example.com')!;
  let items = 0;

  items += await inBatches(SEED_AGENTS, async (agent) => {
    if (await agents.get(agent.id)) return;
    const user = DEMO_USERS.find((u) => u.agentId === agent.id);
    await agents.create({
      ...NO_AGENT_IMAGES,
      ...agent,
      user_id: user ? (userIds.get(user.email) ?? null) : null,
    });
  });
  items += await inBatches(DEMO_USERS, (user) => {
    const id = userIds.get(user.email)!;
    return profiles.put({
      id,
      email: user.email,
      role: user.group,
      full_name: user.fullName,
      agent_id: user.agentId,
      // The copy of the agent's standing the dispatcher reads (ADR 054): one GetItem per signed-in request.
      ...(user.agentId
        ? { agent_is_active: SEED_AGENTS.find((agent) => agent.id === user.agentId)?.is_active ?? true }
        : {}),
    });
  });
  items += await inBatches(seedRates(now), (rate) => rates.put({ ...rate, updated_at: now }));
  items += await inBatches(SEED_LENDERS, (lender) => lenders.create(lender));
  items += await inBatches(SEED_PRODUCTS, (product) => products.create(product));
  items += await inBatches(SEED_SERVICES, (service) =>
    services.create({ ...service, features: [...service.features] }),
  );
  items += await inBatches(SEED_POSTS, async (post) => {
    if (await posts.get(post.id)) return;
    const createdAt = post.published_at ?? now;
    await posts.create({ ...post, seo_settings: {}, created_at: createdAt, updated_at: createdAt });
  });
  items += await inBatches(SEED_TESTIMONIALS, ({ author, ...testimonial }) =>
    testimonials.create({ ...testimonial, admin_id: author === 'admin' ? superAdminId : null }),
  );

  await putItem({ ...SEED_MARKER, _et: 'seed', createdAt: new Date().toISOString() });
  return { users: DEMO_USERS.length, items, seededBefore: false };
}
