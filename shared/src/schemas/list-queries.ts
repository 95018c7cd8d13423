import * as z from 'zod';
import { staffMessages } from '../i18n/en/staff/back-office/index';
import { pageQueryShape } from './page';

// ---------------------------------------------------------------------------------------------
// The back office's other lists a page at a time (issue 33, ADR 094): each takes `limit` and `cursor`, and
// some a `status` that names the partition they are read from (a key, never a filter over a whole list).

const statusQuery = <const T extends readonly [string, ...string[]]>(allowed: T) =>
  z.enum(allowed, staffMessages.paging.badStatus(allowed)).optional();

/**
 * `french=missing` (issue 37, ADR 117): only the items a French page shows partly in English, the page read from
 * their sparse index (GSI5). Taken by the super admin's lists of agents, posts, products and services.
 */
export const FRENCH_FILTERS = ['missing'] as const;
const frenchQuery = z.enum(FRENCH_FILTERS, staffMessages.french.badFilter).optional();

/** GET /api/admin/agents: a page of agents, newest first; `french=missing`: those whose bio lacks French. */
export const adminAgentListQuerySchema = z.strictObject({ ...pageQueryShape, french: frenchQuery });
export type AdminAgentListQuery = z.infer<typeof adminAgentListQuerySchema>;

/** GET /api/admin/products and /services: every one, newest first; `french=missing`: those lacking French. */
export const catalogueListQuerySchema = z.strictObject({ french: frenchQuery });
export type CatalogueListQuery = z.infer<typeof catalogueListQuerySchema>;

/** GET /api/admin/testimonials: every one, newest first; `pending`: the agents' ones awaiting approval, oldest first. */
export const TESTIMONIAL_LIST_STATUSES = ['pending'] as const;
export const adminTestimonialListQuerySchema = z.strictObject({
  ...pageQueryShape,
  status: statusQuery(TESTIMONIAL_LIST_STATUSES),
});
export type AdminTestimonialListQuery = z.infer<typeof adminTestimonialListQuerySchema>;

/**
 * GET /api/admin/posts: drafts and published posts merged, newest first; or only one of the two; or (french=missing)
 * those without a French version, drafts and published (one index: not with a status).
 */
export const POST_LIST_STATUSES = ['drafts', 'published'] as const;
export type PostListStatus = (typeof POST_LIST_STATUSES)[number];
export const adminPostListQuerySchema = z
  .strictObject({
    ...pageQueryShape,
    status: statusQuery(POST_LIST_STATUSES),
    french: frenchQuery,
  })
  .refine((query) => !(query.status && query.french), {
    message: staffMessages.french.oneFilter,
    path: ['french'],
  });
export type AdminPostListQuery = z.infer<typeof adminPostListQuerySchema>;

/** GET /api/admin/privacy/requests: every one, newest received first; `open`: the open ones, soonest due first. */
export const PRIVACY_LIST_STATUSES = ['open'] as const;
export const privacyRequestListQuerySchema = z.strictObject({
  ...pageQueryShape,
  status: statusQuery(PRIVACY_LIST_STATUSES),
});
export type PrivacyRequestListQuery = z.infer<typeof privacyRequestListQuerySchema>;
