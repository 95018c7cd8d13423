import { agents } from '../../data/repositories/agents';
import { profiles } from '../../data/repositories/profiles';
import { testimonials } from '../../data/repositories/testimonials';
import { defineHandler, ok } from '../../lib/http';
import { backOfficeTestimonial } from '../../services/back-office/testimonials';

/** GET /api/admin/testimonials: every testimonial, newest first, with its agent's and author's names. */
export const listAllTestimonials = defineHandler({
  handle: async () => {
    const all = await testimonials.listNewestFirst();
    const ids = (pick: (t: (typeof all)[number]) => string | null) => [
      ...new Set(all.flatMap((t) => (pick(t) ? [pick(t)!] : []))),
    ];
    const [named, authors] = await Promise.all([
      agents.getMany(ids((t) => t.agent_id)),
      profiles.getMany(ids((t) => t.admin_id)),
    ]);
    const agentNames = new Map(named.map((agent) => [agent.id, agent.name]));
    const authorById = new Map(authors.map((profile) => [profile.id, profile]));
    return ok(
      all.map((t) =>
        backOfficeTestimonial(
          t,
          t.agent_id ? (agentNames.get(t.agent_id) ?? null) : null,
          t.admin_id ? authorById.get(t.admin_id) : undefined,
        ),
      ),
    );
  },
});
