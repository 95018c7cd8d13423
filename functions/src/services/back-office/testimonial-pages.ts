import type { AdminTestimonialListQuery } from '@maplestone/shared/schemas/list-queries';
import { type Agent, agents } from '../../data/repositories/agents';
import { profiles } from '../../data/repositories/profiles';
import { type Testimonial, testimonials } from '../../data/repositories/testimonials';
import { listPage, listScope, type PageRequest } from './paged-lists';
import { backOfficeTestimonial } from './testimonials';

/* The testimonials' pages (issue 33, ADR 094), apart from their rules so that those stay free of the table. */

/** The testimonials with their agents' and authors' names: the page's agents and profiles, each read once. */
async function named(page: readonly Testimonial[]) {
  const ids = (pick: (t: Testimonial) => string | null) => [
    ...new Set(page.flatMap((t) => (pick(t) ? [pick(t)!] : []))),
  ];
  const [named, authors] = await Promise.all([
    agents.getMany(ids((t) => t.agent_id)),
    profiles.getMany(ids((t) => t.admin_id)),
  ]);
  const agentNames = new Map(named.map((agent) => [agent.id, agent.name]));
  const authorById = new Map(authors.map((profile) => [profile.id, profile]));
  return page.map((t) =>
    backOfficeTestimonial(
      t,
      t.agent_id ? (agentNames.get(t.agent_id) ?? null) : null,
      t.admin_id ? authorById.get(t.admin_id) : undefined,
    ),
  );
}

/**
 * GET /api/admin/testimonials (issue 33, ADR 094): a page of every testimonial, newest first; with
 * `status=pending` a page of the review queue, oldest first, and how many wait. Each with its names.
 */
export async function adminTestimonialsPage(query: AdminTestimonialListQuery) {
  const pending = query.status === 'pending';
  return listPage(
    query,
    listScope('admin-testimonials', query.status),
    async (window) => {
      const page = pending ? await testimonials.pendingPage(window) : await testimonials.page(window);
      return { ...page, items: await named(page.items) };
    },
    pending ? () => testimonials.countPending() : undefined,
  );
}

/** GET /api/me/testimonials: a page of the agent's own testimonials, newest first; its cursors are its own. */
export async function agentTestimonialsPage(agent: Agent, request: PageRequest) {
  return listPage(request, listScope('agent-testimonials', agent.id), async (window) => {
    const page = await testimonials.pageForAgent(agent.id, window);
    return { ...page, items: page.items.map((t) => backOfficeTestimonial(t, agent.name, undefined)) };
  });
}
