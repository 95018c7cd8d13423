import { commonWords } from '@maplestone/shared/i18n/en/common';
import { testimonialUpdateSchema } from '@maplestone/shared/schemas/content';
import { agents } from '../../data/repositories/agents';
import { profiles } from '../../data/repositories/profiles';
import { testimonials } from '../../data/repositories/testimonials';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { backOfficeTestimonial, testimonialChanges } from '../../services/back-office/testimonials';

/**
 * PATCH /api/admin/testimonials/{id}: approval of an agent's testimonial, or the words of an
 * admin-authored one by its author (400 / 403 otherwise, nothing written).
 */
export const updateTestimonial = defineHandler({
  body: testimonialUpdateSchema,
  params: { id: commonWords.notFound },
  handle: async ({ body, caller, params }) => {
    const current = await testimonials.get(params.id);
    if (!current) throw new NotFoundError();
    const updated = await testimonials.update(current.id, testimonialChanges(current, body, caller!.sub));
    if (!updated) throw new NotFoundError();
    const [agent, author] = await Promise.all([
      updated.agent_id ? agents.get(updated.agent_id) : undefined,
      updated.admin_id ? profiles.get(updated.admin_id) : undefined,
    ]);
    return ok(backOfficeTestimonial(updated, agent?.name ?? null, author));
  },
});
