import * as z from 'zod';
import { idSchema, timestampSchema } from './common';
import { blogPostSchema, testimonialSchema } from './content-record';
import { FILE_STAGES } from './file-terms';
import { leadSchema } from './lead-record';
import { MAX_PAGE_SIZE } from './page';

// ---------------------------------------------------------------------------------------------
// The back office's landing (issue 17; issue 33: it reads only what it shows). Each pile is its first page
// (`items`, at most 25, the longest waiting first unless said) and how many there are in all (`total`).

const pile = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item).max(MAX_PAGE_SIZE), total: z.number().int().min(0) });

const attentionLead = leadSchema.omit({ notes: true });

/**
 * A borrower file with documents to review (issue 38, ADR 119): the borrower uploaded to `documents` checklist items
 * the broker has neither accepted nor refused yet, the first of them `since`. The lead's name and holder name it.
 */
export const fileToReviewSchema = z.object({
  lead_id: idSchema,
  client_name: leadSchema.shape.client_name,
  agent_id: idSchema.nullable(),
  /** The holder's name (the super admin's landing). */
  agent_name: z.string().max(200).nullish(),
  file_stage: z.enum(FILE_STAGES).nullish(),
  documents: z.number().int().min(1),
  since: timestampSchema,
});
export type FileToReview = z.infer<typeof fileToReviewSchema>;

/**
 * GET /api/me/attention: the agent's leads waiting for a first contact: overdue (a business hour or more,
 * oldest first) and new (within the business hour, oldest first); its leads' files with documents to review, the
 * longest waiting first.
 */
export const agentAttentionSchema = z.object({
  overdue: pile(attentionLead),
  new: pile(attentionLead),
  files: pile(fileToReviewSchema),
});
export type AgentAttention = z.infer<typeof agentAttentionSchema>;

/**
 * GET /api/admin/attention: the same over every lead (with each lead's agent name), and what waits for the
 * super admin's review: agents' testimonials not yet approved and agents' drafts, oldest first.
 */
export const adminAttentionSchema = agentAttentionSchema.extend({
  testimonials: pile(testimonialSchema),
  posts: pile(blogPostSchema.extend({ agent_name: z.string().max(200).nullish() })),
});
export type AdminAttention = z.infer<typeof adminAttentionSchema>;
