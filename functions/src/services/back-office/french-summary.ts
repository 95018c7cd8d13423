import type { FrenchSummary, MyFrenchSummary } from '@maplestone/shared/schemas/french-summary';
import { agents } from '../../data/repositories/agents';
import { frenchMissing } from '../../data/repositories/french-missing';
import { posts } from '../../data/repositories/posts';
import { products } from '../../data/repositories/products';
import { services } from '../../data/repositories/services';

/**
 * GET /api/admin/french-summary (issue 37, ADR 117): per kind, how many items lack French (a Select COUNT of their
 * sparse index) of how many there are (a Select COUNT of their lists: agents, posts published and drafts, products,
 * services). Eight counts at once; no item is read back.
 */
export async function frenchSummary(): Promise<FrenchSummary> {
  const [agent, post, product, service] = await Promise.all([
    Promise.all([frenchMissing.count('agent'), agents.count()]),
    Promise.all([frenchMissing.count('post'), posts.countSince(null)]),
    Promise.all([frenchMissing.count('product'), products.count()]),
    Promise.all([frenchMissing.count('service'), services.count()]),
  ]);
  const of = ([missing, total]: [number, number]) => ({ missing, total });
  return { agent: of(agent), post: of(post), product: of(product), service: of(service) };
}

/** GET /api/me/french-summary: how many of the agent's own posts have no French version (their GSI4 partition). */
export async function myFrenchSummary(agentId: string): Promise<MyFrenchSummary> {
  return { post: { missing: await frenchMissing.countAgentPosts(agentId) } };
}
