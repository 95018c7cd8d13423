import {
  type AdminBlogPostRequest,
  adminMessages,
  agentListItemSchema,
  blogPostSchema,
  staffMessages,
} from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { listResource } from '../../../lib/admin-resource';
import { authedRequest } from '../../../lib/authed-api';
import { apiMessage, useResourceMutation } from '../../../lib/resource';

const m = staffMessages.blog;
const a = adminMessages.blog;

/** A post as the admin list shows it: with its author agent's name. */
export const adminPostSchema = blogPostSchema.extend({ agent_name: z.string().max(200).nullish() });
export type AdminPost = z.infer<typeof adminPostSchema>;

/** An agent a post can be associated with. */
const agentOptionSchema = agentListItemSchema.extend({ is_active: z.boolean() });
export type AgentOption = z.infer<typeof agentOptionSchema>;

/** GET /api/admin/posts: every post, drafts and published, newest first. */
export const adminPostsResource = listResource({
  key: ['admin', 'posts'],
  path: '/api/admin/posts',
  schema: z.array(adminPostSchema),
});
const { keys, itemPath } = adminPostsResource;

/** Under the agents' own keys, so a change to the agents refreshes the author list too. */
const agentOptionsKey = ['admin', 'agents', 'options'] as const;

/** What the post form sends: every field but publication, which has its own toggle. */
export type AdminPostBody = Omit<AdminBlogPostRequest, 'is_published' | 'seo_settings'>;

/** GET /api/admin/agents, read for the author select: id, name and whether the agent is active. */
export function agentOptionsQuery() {
  return queryOptions({
    queryKey: agentOptionsKey,
    queryFn: ({ signal }): Promise<AgentOption[]> =>
      authedRequest('/api/admin/agents', { schema: z.array(agentOptionSchema), signal }),
  });
}

/**
 * POST a new post ('Failed to save post') or PATCH an edit ('Failed to update post'); a refusal the API
 * explains (400) is shown as is. A taken slug (409) also shows its message on the slug field (the panel).
 */
export function useSavePost() {
  return adminPostsResource.useSave<AdminPostBody>({
    schema: adminPostSchema,
    saved: m.saved,
    failure: (error, { id }) => apiMessage(error, 400, id ? m.updateFailed : m.saveFailed),
  });
}

/** PATCH { is_published }: publishing sets published_at to now, unpublishing clears it (spec §4). */
export function usePublishPost() {
  return useResourceMutation({
    mutationFn: ({ id, publish }: { id: string; publish: boolean }) =>
      authedRequest(itemPath(id), {
        method: 'PATCH',
        body: { is_published: publish },
        schema: adminPostSchema,
      }),
    invalidate: [keys.all],
    success: (_post, { publish }) => (publish ? a.published : a.unpublished),
    failure: m.updateFailed,
  });
}

/** DELETE /api/admin/posts/{id}. */
export const useDeletePost = () => adminPostsResource.useRemove(m);
