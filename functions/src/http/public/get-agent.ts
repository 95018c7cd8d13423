import { idSchema, messages } from '@maplestone/shared';
import { agents } from '../../data/repositories/agents';
import { testimonials } from '../../data/repositories/testimonials';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { publicAgent } from '../../services/agents';

/** GET /api/agents/{idOrSlug}: the public page's agent with its approved testimonials; 404 'Agent not found'. */
export const getAgent = defineHandler({
  handle: async ({ params }) => {
    const idOrSlug = idSchema.safeParse(params.idOrSlug);
    const agent = idOrSlug.success ? await agents.getBySlugOrId(idOrSlug.data) : undefined;
    if (!agent?.is_active) throw new NotFoundError(messages.agentPage.notFound);
    return ok(publicAgent(agent, await testimonials.listApprovedForAgent(agent.id)), PUBLIC_CACHE);
  },
});
