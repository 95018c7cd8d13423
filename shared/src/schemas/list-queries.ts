import * as z from 'zod';
import { staffMessages } from '../i18n/en/staff/back-office/index';
import { pageQueryShape } from './page';

// ---------------------------------------------------------------------------------------------
// The back office's other lists a page at a time (issue 33, ADR 094): each takes `limit` and `cursor`, and
// some a `status` that names the partition they are read from (a key, never a filter over a whole list).

const statusQuery = <const T extends readonly [string, ...string[]]>(allowed: T) =>
  z.enum(allowed, staffMessages.paging.badStatus(allowed)).optional();

/** GET /api/admin/testimonials: every one, newest first; `pending`: the agents' ones awaiting approval, oldest first. */
export const TESTIMONIAL_LIST_STATUSES = ['pending'] as const;
export const adminTestimonialListQuerySchema = z.strictObject({
  ...pageQueryShape,
  status: statusQuery(TESTIMONIAL_LIST_STATUSES),
});
export type AdminTestimonialListQuery = z.infer<typeof adminTestimonialListQuerySchema>;

/** GET /api/admin/posts: drafts and published posts merged, newest first; or only one of the two. */
export const POST_LIST_STATUSES = ['drafts', 'published'] as const;
export type PostListStatus = (typeof POST_LIST_STATUSES)[number];
export const adminPostListQuerySchema = z.strictObject({
  ...pageQueryShape,
  status: statusQuery(POST_LIST_STATUSES),
});
export type AdminPostListQuery = z.infer<typeof adminPostListQuerySchema>;

/** GET /api/admin/privacy/requests: every one, newest received first; `open`: the open ones, soonest due first. */
export const PRIVACY_LIST_STATUSES = ['open'] as const;
export const privacyRequestListQuerySchema = z.strictObject({
  ...pageQueryShape,
  status: statusQuery(PRIVACY_LIST_STATUSES),
});
export type PrivacyRequestListQuery = z.infer<typeof privacyRequestListQuerySchema>;
