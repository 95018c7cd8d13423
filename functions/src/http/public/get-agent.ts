import { messages } from '@maplestone/shared/messages';
import { idSchema } from '@maplestone/shared/schemas/common';
import { agents } from '../../data/repositories/agents';
import { testimonials } from '../../data/repositories/testimonials';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { publicAgent } from '../../services/agents';
import { readThrough } from '../../services/read-cache';

async function loadPublicAgent(idOrSlug: string) {
  const agent = await agents.getBySlugOrId(idOrSlug);
  if (!agent?.is_active) return null;
  return publicAgent(agent, await testimonials.listApprovedForAgent(agent.id));
}

/** GET /api/agents/{idOrSlug}: the public page's agent with its approved testimonials; 404 'Agent not found'. */
export const getAgent = defineHandler({
  handle: async ({ params }) => {
    const idOrSlug = idSchema.safeParse(params.idOrSlug);
    const view = idOrSlug.success
      ? await readThrough(`agent:${idOrSlug.data}`, () => loadPublicAgent(idOrSlug.data))
      : null;
    if (!view) throw new NotFoundError(messages.agentPage.notFound);
    return ok(view, PUBLIC_CACHE);
  },
});
