import { type AgentBlogPostRequest, type BlogPost, messages } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { EmptyState, LoadingState } from '../../../components/ui/states';
import { FetchFailed } from '../components/fetch-failed';
import { PostCard } from '../components/post-card';
import { PostFormDialog } from '../components/post-form-dialog';
import type { DashboardTabProps } from '../nav';
import { myPostsQuery, useCreatePost, useDeletePost, useUpdatePost } from '../posts-api';

const t = messages.blog.mine;

/** The agent's own posts, newest first: write, edit and delete (with confirmation). */
export default function BlogTab(_props: DashboardTabProps) {
  const posts = useQuery(myPostsQuery());
  const create = useCreatePost();
  const update = useUpdatePost();
  const remove = useDeletePost();
  /** The dialog: closed, a new post (null), or the post being edited. */
  const [editing, setEditing] = useState<BlogPost | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);

  const save = (values: AgentBlogPostRequest) =>
    editing ? update.mutateAsync({ id: editing.id, post: values }) : create.mutateAsync(values);

  return (
    <section aria-labelledby="blog-heading" className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="blog-heading" className="text-xl font-semibold text-navy-950">
            {t.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t.lead}</p>
        </div>
        <Button onClick={() => setEditing(null)} className="shrink-0">
          <Plus className="size-4" aria-hidden />
          {t.newPost}
        </Button>
      </div>

      {posts.isPending ? (
        <LoadingState>{messages.blog.loadingPosts}</LoadingState>
      ) : posts.isError ? (
        <FetchFailed
          message={messages.blog.fetchFailed}
          error={posts.error}
          onRetry={() => posts.refetch()}
        />
      ) : posts.data.length === 0 ? (
        <EmptyState>{t.empty}</EmptyState>
      ) : (
        <ul className="space-y-4">
          {posts.data.map((post) => (
            <PostCard key={post.id} post={post} onEdit={setEditing} onDelete={setDeleting} />
          ))}
        </ul>
      )}

      <PostFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => (open ? undefined : setEditing(undefined))}
        post={editing ?? null}
        onSubmit={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleting ? t.deleteTitle(deleting.title) : ''}
        description={messages.common.confirmDelete}
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </section>
  );
}
