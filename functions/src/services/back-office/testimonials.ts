import type { Profile } from '../../data/repositories/profiles';
import type { Testimonial } from '../../data/repositories/testimonials';
import { BadRequestError, ForbiddenError } from '../../lib/errors';

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
