import { type PostRecord as Post, postRecordSchema } from '@maplestone/shared/schemas/content-record';
import { ConflictError } from '../../lib/errors';
import { tableName } from '../client';
import { ENTITY, keys, stamp } from '../keys';
import {
  countIndex,
  countIndexFrom,
  getItem,
  getItems,
  queryEntities,
  queryIndex,
  type TransactItem,
  toEntity,
  transactWrite,
  transactWriteIfAllowed,
  updateItem,
} from '../query';
import { frenchIndex, frenchMissing } from './french-missing';
import { entityPage, type Partition, rangeOf } from './pages';

/** A blog post as stored (the agent is joined by the service, not copied in): the shared record's type. */
export type { Post };

/** ours: the spec has no wording for a duplicate post slug. */
export const POST_SLUG_TAKEN = 'This post URL is already taken';

const toPost = (item: Record<string, unknown> | undefined) => toEntity(postRecordSchema, item);

function postItem(post: Post) {
  return {
    ...frenchIndex('post', post).set,
    ...keys.post(post.id),
    ...(post.agent_id ? keys.postOwner(post.agent_id, post.created_at, post.id) : {}),
    ...keys.postList({ ...post, published_at: post.published_at ?? null, createdAt: post.created_at }),
    // An agent's draft waits for the super admin's review until it is published (issue 33).
    ...(post.agent_id && !post.is_published ? keys.postReview(post.created_at, post.id) : {}),
    ...stamp(ENTITY.post, post.created_at),
    ...post,
  };
}

function slugGuard(slug: string, postId: string): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.postSlug(slug), ...stamp(ENTITY.postSlug), post_id: postId },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

async function guarded(items: TransactItem[], guardIndexes: readonly number[]): Promise<void> {
  if (!(await transactWriteIfAllowed(items, guardIndexes))) throw new ConflictError(POST_SLUG_TAKEN);
}

/** A post's slugs: its English one, and its French version's (one namespace: a URL names one post). */
function slugsOf(post: Post): string[] {
  if (!post.fr) return [post.slug];
  // Two guards of one slug would be one item twice in a transaction: the French URL must be its own.
  if (post.fr.slug === post.slug) throw new ConflictError(POST_SLUG_TAKEN);
  return [post.slug, post.fr.slug];
}

/** When a post last became news: its publication, or its creation while a draft. */
const recency = (post: Post) =>
  post.is_published && post.published_at ? post.published_at : post.created_at;

/** The admin's lists of posts (issue 33): published ones by publication, drafts by creation (GSI2). */
const POST_LISTS = {
  published: { index: 'GSI2', pk: keys.lists.postsPublished, prefix: '', ...rangeOf('') },
  drafts: { index: 'GSI2', pk: keys.lists.postsDrafts, prefix: '', ...rangeOf('') },
} as const satisfies Record<string, Partition>;
const agentsPosts = (agentId: string): Partition => ({
  index: 'GSI1',
  pk: keys.agentCollection(agentId),
  prefix: keys.ownedPrefixes.post,
  ...rangeOf(keys.ownedPrefixes.post),
});

const listOf = (partition: string, newestFirst = true) =>
  queryEntities(toPost, 'GSI2', partition, { newestFirst });

export const posts = {
  async get(id: string): Promise<Post | undefined> {
    return toPost(await getItem(keys.post(id)));
  },

  /** By slug, through its guard item (published or not: callers decide what to show). */
  async getBySlug(slug: string): Promise<Post | undefined> {
    const guard = await getItem(keys.postSlug(slug));
    return guard ? posts.get(String(guard.post_id)) : undefined;
  },

  /** Published posts, newest published_at first. */
  listPublished: () => listOf(keys.lists.postsPublished),

  /**
   * A page of posts, newest first (the admin's list, issue 33, ADR 094): the published and the drafts merged by
   * their sort keys (a published post's publication, a draft's creation, then the id), or one of the two.
   */
  page(status: keyof typeof POST_LISTS | undefined, window: { after?: string; limit: number }) {
    const partitions = status ? [POST_LISTS[status]] : [POST_LISTS.published, POST_LISTS.drafts];
    return entityPage(toPost, partitions, { order: 'newest', ...window });
  },

  /** A page of the posts that lack a French version, newest created first (the admin's filter, ADR 116). */
  lackingFrench: (window: { after?: string; limit: number }) => frenchMissing.page(toPost, 'post', window),

  /** A page of one agent's posts, drafts and published, newest created first (its dashboard). */
  pageForAgent(agentId: string, window: { after?: string; limit: number }) {
    return entityPage(toPost, [agentsPosts(agentId)], { order: 'newest', ...window });
  },

  /** A new post and its slug guard, all or nothing; 409 when the slug is taken. */
  async create(post: Post): Promise<Post> {
    const put: TransactItem = {
      Put: { TableName: tableName, Item: postItem(post), ConditionExpression: 'attribute_not_exists(PK)' },
    };
    const guards = slugsOf(post).map((slug) => slugGuard(slug, post.id));
    await guarded(
      [put, ...guards],
      guards.map((_, index) => index + 1),
    );
    return post;
  },

  /**
   * Rewrites the post with the changes: publishing moves it between the published and draft lists, a new slug
   * (English or French) moves its guard, in one transaction.
   */
  async update(id: string, changes: Partial<Omit<Post, 'id' | 'created_at'>>): Promise<Post | undefined> {
    const current = await posts.get(id);
    if (!current) return undefined;
    const next: Post = { ...current, ...changes, updated_at: new Date().toISOString() };
    const items: TransactItem[] = [
      {
        Put: {
          TableName: tableName,
          Item: { ...postItem(next), updatedAt: next.updated_at },
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
    ];
    const [before, after] = [slugsOf(current), slugsOf(next)];
    for (const slug of before.filter((slug) => !after.includes(slug))) {
      items.push({ Delete: { TableName: tableName, Key: keys.postSlug(slug) } });
    }
    const guards: number[] = [];
    for (const slug of after.filter((slug) => !before.includes(slug))) {
      guards.push(items.push(slugGuard(slug, id)) - 1);
    }
    await guarded(items, guards);
    return next;
  },

  async remove(id: string): Promise<boolean> {
    const current = await posts.get(id);
    if (!current) return false;
    await transactWrite([
      { Delete: { TableName: tableName, Key: keys.post(id) } },
      ...slugsOf(current).map((slug) => ({ Delete: { TableName: tableName, Key: keys.postSlug(slug) } })),
    ]);
    return true;
  },

  // ---- Back office (issue 5)
  /** The newest posts (drafts by creation, published ones by publication), at most `limit`. */
  async listRecent(limit: number): Promise<Post[]> {
    const [published, drafts] = await Promise.all(
      [keys.lists.postsPublished, keys.lists.postsDrafts].map((partition) =>
        queryIndex<Record<string, unknown>>('GSI2', partition, { newestFirst: true, limit }),
      ),
    );
    return [...published!, ...drafts!]
      .map((item) => toPost(item)!)
      .sort((a, b) => (recency(b) > recency(a) ? 1 : -1))
      .slice(0, limit);
  },

  /** Posts published, or drafted, at or after `since` (ISO); every post without it. */
  async countSince(since: string | null): Promise<number> {
    const counts = await Promise.all(
      [keys.lists.postsPublished, keys.lists.postsDrafts].map((partition) =>
        countIndexFrom('GSI2', partition, since ?? ''),
      ),
    );
    return counts[0]! + counts[1]!;
  },
  // ---- end of back office

  /** The agents' drafts awaiting review, oldest first: a page, and how many wait in all (issue 33). */
  async pendingReview(limit: number): Promise<{ items: Post[]; total: number }> {
    const [items, total] = await Promise.all([
      queryEntities(toPost, 'GSI3', keys.reviewQueues.posts, { limit }),
      countIndex('GSI3', keys.reviewQueues.posts),
    ]);
    return { items, total };
  },

  /**
   * Puts the agents' drafts a kept state folder holds from before the review queue into it (the local stack at
   * start; the backfill command in AWS). Returns how many.
   */
  async queueForReview(): Promise<number> {
    let queued = 0;
    for (const item of await queryIndex<Record<string, unknown>>('GSI2', keys.lists.postsDrafts)) {
      const post = toPost(item)!;
      if (!post.agent_id || item.GSI3PK) continue;
      if (await updateItem(keys.post(post.id), keys.postReview(post.created_at, post.id))) queued++;
    }
    return queued;
  },

  /** Several posts by id in one round trip. */
  async getMany(ids: readonly string[]): Promise<Post[]> {
    if (ids.length === 0) return [];
    return (await getItems(ids.map((id) => keys.post(id)))).map((item) => toPost(item)!);
  },
};
