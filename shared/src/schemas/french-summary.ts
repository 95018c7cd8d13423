import * as z from 'zod';
import { WRITTEN_KINDS } from '../i18n/written';

/**
 * What lacks French (issue 37, ADR 116, 117), as the back office reads it: per kind of item staff write, how many a
 * French page shows partly in English (`missing`, from the sparse index) of how many there are (`total`).
 */
const countSchema = z.number().int().min(0);
export const frenchCountSchema = z.object({ missing: countSchema, total: countSchema });
export type FrenchCount = z.infer<typeof frenchCountSchema>;

/** GET /api/admin/french-summary: each kind's count. */
export const frenchSummarySchema = z.object(
  Object.fromEntries(WRITTEN_KINDS.map((kind) => [kind, frenchCountSchema])) as Record<
    (typeof WRITTEN_KINDS)[number],
    typeof frenchCountSchema
  >,
);
export type FrenchSummary = z.infer<typeof frenchSummarySchema>;

/** GET /api/me/french-summary: how many of the caller's posts have no French version. */
export const myFrenchSummarySchema = z.object({ post: z.object({ missing: countSchema }) });
export type MyFrenchSummary = z.infer<typeof myFrenchSummarySchema>;
