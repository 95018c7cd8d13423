import {
  type AgentBlogPostRequest,
  agentBlogPostRequestSchema,
  type BlogPost,
  dashboardMessages,
  postFrenchFormSchema,
  staffMessages,
} from '@maplestone/shared';
import type * as z from 'zod';
import { FormDialog } from '../../../components/form';
import { PostFields } from '../back-office/post-fields';

const t = dashboardMessages.blog;
const s = staffMessages.blog;

/** The API's schema, the French version none while every French field is empty (issue 37). */
const postFormSchema = agentBlogPostRequestSchema.extend({ fr: postFrenchFormSchema });

/** The form's starting values: the post being edited, or an empty one. */
function initialValues(post: BlogPost | null): z.input<typeof postFormSchema> {
  return {
    title: post?.title ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    featured_image_url: post?.featured_image_url ?? null,
    fr: { title: post?.fr?.title ?? '', excerpt: post?.fr?.excerpt ?? '', content: post?.fr?.content ?? '' },
  };
}

/**
 * Create or edit one of the agent's posts (spec: title and content required), in English and, beside it, in
 * French (issue 37: the French version's title and content required once one French field is filled; its
 * address derived by the API). Validated with the very schema the API checks. Saving an edit sends every field:
 * an emptied excerpt goes back to the content's first 150 characters.
 */
export function PostFormDialog({
  open,
  onOpenChange,
  post,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The post to edit; null to write a new one. */
  post: BlogPost | null;
  onSubmit: (values: AgentBlogPostRequest) => Promise<unknown>;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={post ? t.editPost : t.newPost}
      description={t.lead}
      schema={postFormSchema}
      defaultValues={initialValues(post)}
      onSubmit={onSubmit}
      submitLabel={post ? s.saveChanges : s.save}
      width="max-w-5xl"
    >
      <PostFields endpoint="/api/me/uploads" excerptOptional excerptHint={t.fields.excerptHint} />
    </FormDialog>
  );
}
