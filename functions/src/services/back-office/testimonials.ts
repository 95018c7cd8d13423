import type { AdminTestimonialListQuery } from '@maplestone/shared/schemas/list-queries';
import { type Agent, agents } from '../../data/repositories/agents';
import { type Profile, profiles } from '../../data/repositories/profiles';
import { type Testimonial, testimonials } from '../../data/repositories/testimonials';
import { BadRequestError, ForbiddenError } from '../../lib/errors';
import { listPage, listScope, type PageRequest } from './paged-lists';

/** ours */
export const ONLY_AGENT_TESTIMONIALS_APPROVED = "Only agents' testimonials need approval";
/** ours */
export const ONLY_AUTHOR_EDITS = 'Only the author of this testimonial may edit it';

export interface TestimonialChangeRequest {
  is_approved?: boolean | undefined;
  client_name?: string | undefined;
  content?: string | undefined;
  rating?: number | undefined;
}

/**
 * A super admin's change to a testimonial (spec §4): approval toggles on agent testimonials only;
 * the words (client name, content, rating) of admin-authored ones, by their author only. Agent
 * testimonials' words are the client's and are never rewritten here.
 */
export function testimonialChanges(
  current: Testimonial,
  request: TestimonialChangeRequest,
  callerId: string,
): Partial<Testimonial> {
  const { is_approved, ...words } = request;
  const editsWords = Object.values(words).some((value) => value !== undefined);
  const adminAuthored = !current.agent_id;
  if (is_approved !== undefined && adminAuthored) {
    throw new BadRequestError('not_applicable', ONLY_AGENT_TESTIMONIALS_APPROVED);
  }
  if (editsWords && (!adminAuthored || current.admin_id !== callerId)) {
    throw new ForbiddenError(ONLY_AUTHOR_EDITS);
  }
  return Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined),
  ) as Partial<Testimonial>;
}

const label = (testimonial: Testimonial) => (testimonial.is_approved ? 'Approved' : 'Pending Approval');

/** A testimonial for the back office: with its agent's name, its author's name and its state's label. */
export function backOfficeTestimonial(
  testimonial: Testimonial,
  agentName: string | null,
  author: Profile | undefined,
) {
  return {
    ...testimonial,
    agent_name: agentName,
    admin_name: author?.full_name ?? null,
    status_label: label(testimonial),
  };
}

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
