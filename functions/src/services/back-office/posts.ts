import { randomInt } from 'node:crypto';
import { staffMessages } from '@maplestone/shared/i18n/en/staff/back-office/index';
import type {
  AdminBlogPostRequest,
  AgentBlogPostRequest,
  PostFrench,
  PostFrenchRequest,
} from '@maplestone/shared/schemas/content';
import type { AdminPostListQuery } from '@maplestone/shared/schemas/list-queries';
import { excerptOf, MAX_POST_SLUG_LENGTH, slugifyTitle } from '@maplestone/shared/text/text';
import { type Agent, agents } from '../../data/repositories/agents';
import { frenchMissing } from '../../data/repositories/french-missing';
import { POST_SLUG_TAKEN, type Post, posts } from '../../data/repositories/posts';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { listPage, listScope, type PageRequest } from './paged-lists';

/** Numbered slugs tried first: 'rates', 'rates-2' ... 'rates-5'. */
const NUMBERED_SLUG_ATTEMPTS = 5;
/**
 * Then random suffixes: 36^6 (about 2 billion) each, so no one can squat a title by taking its
 * numbered slugs, and a second random try is already a rarity (ADR 061).
 */
const MAX_SLUG_ATTEMPTS = NUMBERED_SLUG_ATTEMPTS + 10;

/** Six random characters of a-z and 0-9. */
export function randomSlugSuffix(): string {
  return randomInt(36 ** 6)
    .toString(36)
    .padStart(6, '0');
}

/**
 * The slug to try for a title's `attempt`: `base`, then `base-2` to `base-5`, then `base-x7k2p9`
 * (a random suffix); at most 100 characters.
 */
export function slugCandidate(base: string, attempt: number, randomSuffix = randomSlugSuffix): string {
  const root = base || 'post';
  if (attempt <= 1) return root.slice(0, MAX_POST_SLUG_LENGTH);
  const suffix = `-${attempt <= NUMBERED_SLUG_ATTEMPTS ? attempt : randomSuffix()}`;
  return `${root.slice(0, MAX_POST_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/**
 * Creates a post whose slug is the title's, made unique: a slug already taken (read first, and
 * guarded by the slug item in the write's transaction against a race) moves on to the next candidate.
 */
export async function createWithUniqueSlug(title: string, build: (slug: string) => Post): Promise<Post> {
  const base = slugifyTitle(title);
  for (let attempt = 1; attempt <= MAX_SLUG_ATTEMPTS; attempt++) {
    const slug = slugCandidate(base, attempt);
    if (await posts.getBySlug(slug)) continue;
    try {
      return await posts.create(build(slug));
    } catch (error) {
      if (!(error instanceof ConflictError && error.message === POST_SLUG_TAKEN)) throw error;
    }
  }
  // Ten random suffixes all taken: not a squatter but a fault worth a clear answer.
  throw new ConflictError(POST_SLUG_TAKEN);
}

/**
 * A post's French version as it will be stored (issue 37, ADR 116): null removes it, undefined leaves it. Its slug
 * is the one sent, else the one it has, else its title's made unique among every slug (a French title that is the
 * English one's gets '-fr'); its excerpt comes from its content when none is sent; its meta tags are the ones sent,
 * else the ones it has. A slug another post holds answers 409 (on `fr.slug` when sent: ADR 117), as an English
 * one does.
 */
export async function frenchVersion(
  request: PostFrenchRequest | null | undefined,
  post: { id: string; englishTitle: string; englishSlug?: string; fr?: PostFrench | null },
): Promise<PostFrench | null | undefined> {
  if (!request) return request;
  if (request.slug && request.slug !== post.fr?.slug) await assertFrenchSlugFree(request.slug, post);
  return {
    title: request.title,
    slug: request.slug ?? post.fr?.slug ?? (await freeFrenchSlug(request.title, post)),
    excerpt: request.excerpt ?? excerptOf(request.content),
    content: request.content,
    // Kept when not sent, as the slug is: the back office's forms do not edit a post's meta tags.
    seo_settings: request.seo_settings ?? post.fr?.seo_settings ?? {},
  };
}

/**
 * A French slug chosen by hand (the super admin's form) that is the post's English one, or another post's: 409 on
 * the French slug's field, so the form shows it there. (The write's guard items still refuse one taken meanwhile.)
 */
async function assertFrenchSlugFree(slug: string, post: { id: string; englishSlug?: string }) {
  const holder = slug === post.englishSlug ? post : await posts.getBySlug(slug);
  if (holder && (holder === post || holder.id !== post.id)) {
    throw new ConflictError(POST_SLUG_TAKEN, [{ path: 'fr.slug', message: POST_SLUG_TAKEN }]);
  }
}

async function freeFrenchSlug(title: string, post: { id: string; englishTitle: string }): Promise<string> {
  const base = slugifyTitle(title);
  const root = base === slugifyTitle(post.englishTitle) ? `${base}-fr` : base;
  for (let attempt = 1; attempt <= MAX_SLUG_ATTEMPTS; attempt++) {
    const slug = slugCandidate(root, attempt);
    if (!(await posts.getBySlug(slug))) return slug;
  }
  throw new ConflictError(POST_SLUG_TAKEN);
}

/** An agent's new post: a draft awaiting a super admin's approval, excerpt from the content if absent. */
export function agentDraft(
  request: AgentBlogPostRequest,
  context: { id: string; agentId: string; slug: string; now: string; fr?: PostFrench | null },
): Post {
  return {
    id: context.id,
    slug: context.slug,
    title: request.title,
    excerpt: request.excerpt ?? excerptOf(request.content),
    content: request.content,
    featured_image_url: request.featured_image_url ?? null,
    is_published: false,
    published_at: null,
    agent_id: context.agentId,
    seo_settings: request.seo_settings ?? {},
    fr: context.fr ?? null,
    created_at: context.now,
    updated_at: context.now,
  };
}

/**
 * An agent's edit: only the sent fields change. A published post that its agent edits goes back to
 * draft, pending approval again, so nothing reaches the public site unreviewed (ADR 051).
 */
export function agentPostChanges(
  current: Post,
  request: Partial<AgentBlogPostRequest>,
  fr?: PostFrench | null,
): Partial<Post> {
  const changes: Partial<Post> = Object.fromEntries(
    Object.entries({ ...request, fr }).filter(([, v]) => v !== undefined),
  ) as Partial<Post>;
  if (request.content !== undefined && request.excerpt === undefined && !current.excerpt) {
    changes.excerpt = excerptOf(request.content);
  }
  if (request.excerpt === null) changes.excerpt = excerptOf(request.content ?? current.content);
  if (current.is_published) Object.assign(changes, { is_published: false, published_at: null });
  return changes;
}

/** Publishing sets published_at to now; unpublishing clears it; otherwise it stays as it was. */
export function publication(
  current: Pick<Post, 'is_published' | 'published_at'> | null,
  isPublished: boolean | undefined,
  now: string,
): Pick<Post, 'is_published' | 'published_at'> | Record<string, never> {
  if (isPublished === undefined) return {};
  if (!isPublished) return { is_published: false, published_at: null };
  if (current?.is_published && current.published_at) return {};
  return { is_published: true, published_at: now };
}

/** A super admin's new post. */
export function adminPost(
  request: AdminBlogPostRequest,
  context: { id: string; agentId: string; now: string; fr?: PostFrench | null },
): Post {
  return {
    id: context.id,
    slug: request.slug,
    title: request.title,
    excerpt: request.excerpt,
    content: request.content,
    featured_image_url: request.featured_image_url ?? null,
    agent_id: context.agentId,
    seo_settings: request.seo_settings ?? {},
    fr: context.fr ?? null,
    created_at: context.now,
    updated_at: context.now,
    ...(request.is_published
      ? { is_published: true, published_at: context.now }
      : { is_published: false, published_at: null }),
  };
}

/** A post for the back office: as stored, plus the author's name and the dashboard's status label. */
export function backOfficePost(post: Post, author: Agent | undefined) {
  return {
    ...post,
    excerpt: post.excerpt ?? null,
    featured_image_url: post.featured_image_url ?? null,
    agent_name: author?.name ?? null,
    status_label: post.is_published ? staffMessages.blog.published : staffMessages.blog.draftPending,
  };
}

/** 400 'No agent exists to associate with this post. Create an agent first.' */
export class NoAgentForPostError extends BadRequestError {
  constructor() {
    super('no_agent', staffMessages.blog.noAgent);
  }
}

/**
 * GET /api/admin/posts (issue 33, ADR 094): a page of posts, newest first (drafts by creation and published
 * posts by publication, merged), or of one of the two (`status`), or (`french=missing`) of those without a French
 * version, newest created first, with how many they are (issue 37, ADR 117); each with its author agent's name.
 */
export async function adminPostsPage(query: AdminPostListQuery) {
  const lacking = query.french === 'missing';
  const scope = listScope('admin-posts', query.status, ...(lacking ? [query.french] : []));
  const total = lacking ? () => frenchMissing.count('post') : undefined;
  return listPage(
    query,
    scope,
    async (window) => {
      const page = await (lacking ? posts.lackingFrench(window) : posts.page(query.status, window));
      const authors = await agents.getMany([
        ...new Set(page.items.flatMap((post) => (post.agent_id ? [post.agent_id] : []))),
      ]);
      const byId = new Map(authors.map((agent) => [agent.id, agent]));
      return {
        ...page,
        items: page.items.map((post) =>
          backOfficePost(post, post.agent_id ? byId.get(post.agent_id) : undefined),
        ),
      };
    },
    total,
  );
}

/** GET /api/me/posts: a page of the agent's own posts, newest first; its cursors are its own. */
export async function agentPostsPage(author: Agent, request: PageRequest) {
  return listPage(request, listScope('agent-posts', author.id), async (window) => {
    const page = await posts.pageForAgent(author.id, window);
    return { ...page, items: page.items.map((post) => backOfficePost(post, author)) };
  });
}
