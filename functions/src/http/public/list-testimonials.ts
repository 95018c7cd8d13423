import { LIMITS } from '@maplestone/shared/domain';
import { testimonials } from '../../data/repositories/testimonials';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { publicTestimonial } from '../../services/agents';
import { readThrough } from '../../services/read-cache';

/** GET /api/testimonials: the home page's six newest approved, admin-authored testimonials. */
export const listTestimonials = defineHandler({
  handle: async () =>
    ok(
      await readThrough('testimonials', async () =>
        (await testimonials.listAdminAuthoredApproved(LIMITS.homeTestimonials)).map(publicTestimonial),
      ),
      PUBLIC_CACHE,
    ),
});
