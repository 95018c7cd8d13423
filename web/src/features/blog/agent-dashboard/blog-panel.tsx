import {
  type AgentBlogPostRequest,
  type BlogPost,
  dashboardMessages,
  staffMessages,
} from '@maplestone/shared';
import { contentBlogWords } from '@maplestone/shared/i18n/en/content';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDeleteDialog } from '../../../components/back-office/confirm-delete-dialog';
import type { DashboardTabProps } from '../../../components/back-office/nav-item';
import { AddButton, PanelHeading } from '../../../components/back-office/panel-heading';
import { PagedQueryItems } from '../../../components/back-office/query-items';
import { useRowDialog } from '../../../components/back-office/use-row-dialog';
import { useServerTableState } from '../../../components/data-table/server-url-state';
import { usePagedList } from '../../../lib/admin-resource';
import { LIVE_QUERY } from '../../../lib/resource';
import { myFrenchSummaryQuery, myPostsResource, useDeletePost, useSavePost } from './api';
import { PostCard } from './post-card';
import { PostFormDialog } from './post-form-dialog';

const t = dashboardMessages.blog;

/**
 * The agent's own posts, newest first, a page at a time (issue 33): write, edit and delete (with confirmation);
 * how many have no French version, each of them marked 'No French' (issue 37).
 */
export default function BlogTab(_props: DashboardTabProps) {
  const table = useServerTableState('posts', { facetIds: [] });
  const posts = usePagedList(myPostsResource, table.query);
  const lackingFrench = useQuery({ ...myFrenchSummaryQuery(), ...LIVE_QUERY }).data?.post.missing ?? 0;
  const savePost = useSavePost();
  const remove = useDeletePost();
  const editor = useRowDialog<BlogPost>();
  const confirm = useRowDialog<BlogPost>();

  const save = (body: AgentBlogPostRequest) => savePost.mutateAsync({ id: editor.row?.id, body });

  return (
    <section aria-labelledby="blog-heading" className="space-y-6">
      <PanelHeading id="blog-heading" title={t.heading} lead={t.lead}>
        <AddButton onClick={() => editor.show(null)}>{t.newPost}</AddButton>
      </PanelHeading>
      <p className="text-sm text-slate-700" aria-live="polite">
        {lackingFrench > 0 ? t.lackingFrench(lackingFrench) : null}
      </p>

      <PagedQueryItems
        query={posts}
        state={table}
        loading={contentBlogWords.loadingPosts}
        failed={contentBlogWords.fetchFailed}
        empty={t.empty}
      >
        {(items) => (
          <ul className="space-y-4">
            {items.map((post) => (
              <PostCard key={post.id} post={post} onEdit={editor.show} onDelete={confirm.show} />
            ))}
          </ul>
        )}
      </PagedQueryItems>

      <PostFormDialog open={editor.open} onOpenChange={editor.setOpen} post={editor.row} onSubmit={save} />
      <ConfirmDeleteDialog
        dialog={confirm}
        title={(post) => staffMessages.blog.deleteTitle(post.title)}
        remove={remove}
      />
    </section>
  );
}
