import { adminMessages, messages, staffMessages } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FetchFailed } from '../../../components/back-office/fetch-failed';
import { DataTable } from '../../../components/data-table';
import { ConfirmDialog, FormDialog } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import {
  type AdminPost,
  type AdminPostBody,
  adminPostsQuery,
  agentOptionsQuery,
  useDeletePost,
  usePublishPost,
  useSavePost,
} from '../blog/api';
import { postColumns, postFacets } from '../blog/columns';
import { AdminPostFields, adminPostFormSchema, postValues } from '../blog/post-form';

const b = staffMessages.blog;
const a = adminMessages.blog;

/** A dialog about one post (null: a new one); it keeps its post while it animates closed. */
interface PostDialog {
  open: boolean;
  post: AdminPost | null;
}
const CLOSED: PostDialog = { open: false, post: null };

/**
 * /super-admin/blog: every post with its author agent's name. The super admin writes and edits posts,
 * publishes (published_at now) and unpublishes (cleared) them, and deletes them after confirming.
 */
export default function BlogPanel() {
  const posts = useQuery(adminPostsQuery());
  const agents = useQuery(agentOptionsQuery());
  const save = useSavePost();
  const publish = usePublishPost();
  const remove = useDeletePost();
  const [editor, setEditor] = useState<PostDialog>(CLOSED);
  const [confirm, setConfirm] = useState<PostDialog>(CLOSED);
  const [slugTaken, setSlugTaken] = useState<{ message: string } | null>(null);
  const closeConfirm = () => setConfirm((current) => ({ ...current, open: false }));
  const edit = (post: AdminPost | null) => {
    setSlugTaken(null);
    setEditor({ open: true, post });
  };
  const defaultValues = useMemo(() => postValues(editor.post, agents.data), [editor.post, agents.data]);

  const submit = async (body: AdminPostBody) => {
    if (agents.data?.length === 0) {
      toast.error(b.noAgent);
      throw new Error(b.noAgent);
    }
    try {
      return await save.mutateAsync({ id: editor.post?.id, body });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setSlugTaken({ message: error.message });
      throw error;
    }
  };

  const rowActions = (post: AdminPost) => {
    const busy = publish.isPending && publish.variables?.id === post.id;
    return (
      <>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={post.is_published ? a.unpublishLabel(post.title) : a.publishLabel(post.title)}
          onClick={() => publish.mutate({ id: post.id, publish: !post.is_published })}
        >
          {post.is_published ? (
            <EyeOff className="size-4" aria-hidden />
          ) : (
            <Eye className="size-4" aria-hidden />
          )}
          {post.is_published ? a.unpublish : a.publish}
        </Button>
        <Button variant="ghost" size="sm" aria-label={b.editLabel(post.title)} onClick={() => edit(post)}>
          <Pencil className="size-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={b.deleteLabel(post.title)}
          onClick={() => setConfirm({ open: true, post })}
          className="text-maple-700 hover:bg-maple-50"
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </>
    );
  };

  return (
    <section aria-labelledby="admin-blog-heading" className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="admin-blog-heading" className="text-xl font-semibold text-navy-950">
            {adminMessages.tabs.blog}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{a.lead}</p>
        </div>
        <Button onClick={() => edit(null)} className="shrink-0">
          <Plus className="size-4" aria-hidden />
          {a.newPost}
        </Button>
      </div>

      {posts.isError ? (
        <FetchFailed
          message={messages.blog.fetchFailed}
          error={posts.error}
          onRetry={() => posts.refetch()}
        />
      ) : (
        <DataTable
          columns={postColumns}
          data={posts.data}
          loading={posts.isPending}
          urlPrefix="posts"
          label={adminMessages.tabs.blog}
          emptyMessage={a.empty}
          searchLabel={a.search}
          facets={postFacets}
          defaults={{ sort: { id: 'created_at', desc: true } }}
          getRowId={(post) => post.id}
          rowActions={rowActions}
        />
      )}

      <FormDialog
        open={editor.open}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
        title={editor.post ? a.editPost : a.newPost}
        schema={adminPostFormSchema}
        defaultValues={defaultValues}
        onSubmit={submit}
        submitLabel={editor.post ? b.saveChanges : b.save}
        width="max-w-2xl"
      >
        <AdminPostFields
          editing={editor.post !== null}
          agents={agents.data}
          agentsFailed={agents.isError}
          slugTaken={slugTaken}
        />
      </FormDialog>
      <ConfirmDialog
        open={confirm.open}
        onOpenChange={(open) => (open ? undefined : closeConfirm())}
        title={confirm.post ? b.deleteTitle(confirm.post.title) : ''}
        description={staffMessages.backOffice.confirmDelete}
        pending={remove.isPending}
        onConfirm={() => {
          if (confirm.post) remove.mutate(confirm.post.id, { onSettled: closeConfirm });
        }}
      />
    </section>
  );
}
