import { peopleAgentWords } from '@maplestone/shared/i18n/en/people';
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
  params: { idOrSlug: peopleAgentWords.notFound },
  handle: async ({ params: { idOrSlug } }) => {
    const view = await readThrough(`agent:${idOrSlug}`, () => loadPublicAgent(idOrSlug));
    if (!view) throw new NotFoundError(peopleAgentWords.notFound);
    return ok(view, PUBLIC_CACHE);
  },
});
