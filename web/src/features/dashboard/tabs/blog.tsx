import {
  type AgentBlogPostRequest,
  type BlogPost,
  dashboardMessages,
  messages,
  staffMessages,
} from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FetchFailed } from '../../../components/back-office/fetch-failed';
import { ConfirmDialog } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { EmptyState, LoadingState } from '../../../components/ui/states';
import { PostCard } from '../components/post-card';
import { PostFormDialog } from '../components/post-form-dialog';
import type { DashboardTabProps } from '../nav';
import { myPostsQuery, useCreatePost, useDeletePost, useUpdatePost } from '../posts-api';

const t = dashboardMessages.blog;

/** A dialog about one post (null: a new post), and whether it is open. */
interface PostDialog {
  open: boolean;
  post: BlogPost | null;
}
const CLOSED: PostDialog = { open: false, post: null };

/** The agent's own posts, newest first: write, edit and delete (with confirmation). */
export default function BlogTab(_props: DashboardTabProps) {
  const posts = useQuery(myPostsQuery());
  const create = useCreatePost();
  const update = useUpdatePost();
  const remove = useDeletePost();
  // Each dialog keeps its post while it animates closed, so its title does not change on the way out.
  const [editor, setEditor] = useState<PostDialog>(CLOSED);
  const [confirm, setConfirm] = useState<PostDialog>(CLOSED);
  const edit = (post: BlogPost | null) => setEditor({ open: true, post });
  const closeConfirm = () => setConfirm((current) => ({ ...current, open: false }));

  const save = (values: AgentBlogPostRequest) =>
    editor.post ? update.mutateAsync({ id: editor.post.id, post: values }) : create.mutateAsync(values);

  return (
    <section aria-labelledby="blog-heading" className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="blog-heading" className="text-xl font-semibold text-navy-950">
            {t.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t.lead}</p>
        </div>
        <Button onClick={() => edit(null)} className="shrink-0">
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
            <PostCard
              key={post.id}
              post={post}
              onEdit={edit}
              onDelete={(target) => setConfirm({ open: true, post: target })}
            />
          ))}
        </ul>
      )}

      <PostFormDialog
        open={editor.open}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
        post={editor.post}
        onSubmit={save}
      />
      <ConfirmDialog
        open={confirm.open}
        onOpenChange={(open) => (open ? undefined : closeConfirm())}
        title={confirm.post ? staffMessages.blog.deleteTitle(confirm.post.title) : ''}
        description={staffMessages.backOffice.confirmDelete}
        pending={remove.isPending}
        onConfirm={() => {
          if (confirm.post) remove.mutate(confirm.post.id, { onSettled: closeConfirm });
        }}
      />
    </section>
  );
}
