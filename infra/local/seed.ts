import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ENTITY, keys, stamp } from '../../functions/src/data/keys';
import { type CognitoSetup, ensureUser } from './cognito';
import { dynamoClient } from './dynamodb';
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

const rateNaturalKey = (rate: {
  province: string;
  rate_type: string;
  term: string;
  mortgage_type: string;
  source_url: string;
}) => `${rate.province}#${rate.rate_type}#${rate.term}#${rate.mortgage_type}#${rate.source_url}`;

/** Items exactly as the repositories write them (same keys module, same stamps). */
function demoItems(userIds: Map<string, string>, now: string): Record<string, unknown>[] {
  const superAdminId = userIds.get('superadmin@example.com')!;
  const items: Record<string, unknown>[] = [];
  for (const agent of SEED_AGENTS) {
    const user = DEMO_USERS.find((u) => u.agentId === agent.id);
    items.push({
      ...keys.agent(agent.id),
      ...keys.agentList(agent.created_at, agent.id),
      ...stamp(ENTITY.agent, agent.created_at),
      headshot_url: null,
      banner_image_url: null,
      custom_background_image: null,
      agent_logo_url: null,
      badge_1_url: null,
      badge_2_url: null,
      ...agent,
      user_id: user ? userIds.get(user.email) : null,
    });
    items.push({
      ...keys.agentSlug(agent.profile_slug),
      ...stamp(ENTITY.agentSlug, agent.created_at),
      agent_id: agent.id,
    });
  }
  for (const user of DEMO_USERS) {
    const id = userIds.get(user.email)!;
    items.push({
      ...keys.profile(id),
      ...stamp(ENTITY.profile, now),
      id,
      email: user.email,
      role: user.group,
      full_name: user.fullName,
      agent_id: user.agentId,
    });
  }
  for (const rate of seedRates(now)) {
    items.push({
      ...keys.rate(rate.id),
      ...keys.rateList(rateNaturalKey(rate)),
      ...stamp(ENTITY.rate, now),
      ...rate,
      updated_at: now,
    });
  }
  for (const lender of SEED_LENDERS) {
    items.push({
      ...keys.lender(lender.id),
      ...keys.lenderList(lender.display_order, lender.id),
      ...stamp(ENTITY.lender, now),
      ...lender,
    });
  }
  for (const product of SEED_PRODUCTS) {
    items.push({
      ...keys.product(product.id),
      ...keys.productList(product.created_at, product.id),
      ...stamp(ENTITY.product, product.created_at),
      ...product,
    });
  }
  for (const service of SEED_SERVICES) {
    items.push({
      ...keys.service(service.id),
      ...keys.serviceList(service.created_at, service.id),
      ...stamp(ENTITY.service, service.created_at),
      ...service,
    });
  }
  for (const post of SEED_POSTS) {
    const createdAt = post.published_at ?? now;
    items.push({
      ...keys.post(post.id),
      ...keys.postOwner(post.agent_id, createdAt, post.id),
      ...keys.postList({ ...post, createdAt }),
      ...stamp(ENTITY.post, createdAt),
      ...post,
      seo_settings: {},
      created_at: createdAt,
      updated_at: createdAt,
    });
    items.push({ ...keys.postSlug(post.slug), ...stamp(ENTITY.postSlug, createdAt), post_id: post.id });
  }
  for (const { author, ...testimonial } of SEED_TESTIMONIALS) {
    items.push({
      ...keys.testimonial(testimonial.id),
      ...keys.testimonialOwner(testimonial.agent_id, testimonial.created_at, testimonial.id),
      ...keys.testimonialList(testimonial.created_at, testimonial.id),
      ...stamp(ENTITY.testimonial, testimonial.created_at),
      ...testimonial,
      admin_id: author === 'admin' ? superAdminId : null,
    });
  }
  return items;
}

/**
 * Seeds the demo sign-ins (every start, cheap and idempotent) and the demo content (once per state folder,
 * so edits and deletions made while playing with the site survive a restart).
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
  const client = dynamoClient(options.dynamoEndpoint);
  const db = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  try {
    const marker = await db.send(new GetCommand({ TableName: options.tableName, Key: SEED_MARKER }));
    if (marker.Item) return { users: DEMO_USERS.length, items: 0, seededBefore: true };
    const items = demoItems(userIds, new Date().toISOString());
    for (let i = 0; i < items.length; i += 25) {
      let pending = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
      while (pending.length > 0) {
        const result = await db.send(
          new BatchWriteCommand({ RequestItems: { [options.tableName]: pending } }),
        );
        pending = (result.UnprocessedItems?.[options.tableName] ?? []) as typeof pending;
      }
    }
    await db.send(
      new PutCommand({
        TableName: options.tableName,
        Item: { ...SEED_MARKER, _et: 'seed', createdAt: new Date().toISOString() },
      }),
    );
    return { users: DEMO_USERS.length, items: items.length, seededBefore: false };
  } finally {
    client.destroy();
  }
}
