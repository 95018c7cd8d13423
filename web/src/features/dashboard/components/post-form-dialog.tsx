import {
  type AgentBlogPostInput,
  type AgentBlogPostRequest,
  agentBlogPostRequestSchema,
  type BlogPost,
  messages,
} from '@maplestone/shared';
import { Field, FormDialog, UploadField } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { isSignedOutError } from '../../../lib/authed-api';
import { toast } from '../../../lib/toast';

const t = messages.blog.mine;

/** The form's starting values: the post being edited, or an empty one. */
function initialValues(post: BlogPost | null): AgentBlogPostInput {
  return {
    title: post?.title ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    featured_image_url: post?.featured_image_url ?? null,
  };
}

/**
 * Create or edit one of the agent's posts (spec: title and content required). Validated with the very
 * schema the API checks. Saving an edit sends every field: an emptied excerpt goes back to the
 * content's first 150 characters.
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
      schema={agentBlogPostRequestSchema}
      defaultValues={initialValues(post)}
      onSubmit={onSubmit}
      submitLabel={post ? t.saveChanges : t.save}
      width="max-w-2xl"
    >
      <Field name="title" label={t.fields.title}>
        <Input autoComplete="off" />
      </Field>
      <Field name="excerpt" label={t.fields.excerpt} optional hint={t.fields.excerptHint}>
        <Textarea className="min-h-20" />
      </Field>
      <Field name="content" label={t.fields.content}>
        <Textarea className="min-h-60" />
      </Field>
      <Field
        name="featured_image_url"
        label={t.fields.image}
        optional
        render={({ field, ids }) => (
          <UploadField
            kind="post-image"
            label={t.fields.image}
            hideLabel
            value={field.value}
            onChange={field.onChange}
            onError={(error) => {
              // A call that found the session gone has already left for /auth.
              if (!isSignedOutError(error)) toast.error(messages.dashboard.imageUploadFailed);
            }}
            id={ids.id}
            aria-describedby={ids.describedBy}
          />
        )}
      />
    </FormDialog>
  );
}
