import * as z from 'zod';
import { blogPostSchema, testimonialSchema } from './content-record';
import { leadSchema } from './lead-record';
import { MAX_PAGE_SIZE } from './page';

// ---------------------------------------------------------------------------------------------
// The back office's landing (issue 17; issue 33: it reads only what it shows). Each pile is its first page
// (`items`, at most 25, the longest waiting first unless said) and how many there are in all (`total`).

const pile = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item).max(MAX_PAGE_SIZE), total: z.number().int().min(0) });

const attentionLead = leadSchema.omit({ notes: true });

/**
 * GET /api/me/attention: the agent's leads waiting for a first contact: overdue (a business hour or more,
 * oldest first) and new (within the business hour, oldest first).
 */
export const agentAttentionSchema = z.object({ overdue: pile(attentionLead), new: pile(attentionLead) });
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
