import { adminMessages, staffMessages } from '@maplestone/shared';
import { contentBlogWords } from '@maplestone/shared/i18n/en/content';
import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { agentOptionsQuery } from '../../../components/back-office/agent-options';
import { ConfirmDeleteDialog } from '../../../components/back-office/confirm-delete-dialog';
import { FrenchSummary, useFrenchFilter } from '../../../components/back-office/french-summary';
import { PagedQueryTable } from '../../../components/back-office/list-query';
import { AddButton, PanelHeading } from '../../../components/back-office/panel-heading';
import { DeleteRowButton, EditRowButton } from '../../../components/back-office/row-actions';
import { useRowDialog } from '../../../components/back-office/use-row-dialog';
import { useServerTableState } from '../../../components/data-table';
import { FormDialog } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { usePagedList } from '../../../lib/admin-resource';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import {
  type AdminPost,
  type AdminPostBody,
  adminPostsResource,
  useDeletePost,
  usePublishPost,
  useSavePost,
} from './api';
import { postColumns, postFacets } from './columns';
import { AdminPostFields, adminPostFormSchema, postValues, type SlugTakenError } from './post-form';

const b = staffMessages.blog;
const a = adminMessages.blog;

/**
 * /super-admin/blog: every post with its author agent's name, a page at a time, newest first (drafts by
 * creation, published posts by publication), or only the drafts or the published ones (issue 33). The super admin writes and edits posts,
 * publishes (published_at now) and unpublishes (cleared) them, and deletes them after confirming.
 */
export default function BlogPanel() {
  // "Lacks French" (issue 37) is a list of its own: turning it on clears the status the API cannot take with it.
  const french = useFrenchFilter('posts', ['status']);
  const table = useServerTableState('posts', {
    facetIds: postFacets.map((facet) => facet.columnId),
    filters: { french: french.value ?? '' },
  });
  const posts = usePagedList(adminPostsResource, table.query);
  const agents = useQuery(agentOptionsQuery());
  const save = useSavePost();
  const publish = usePublishPost();
  const remove = useDeletePost();
  const editor = useRowDialog<AdminPost>();
  const confirm = useRowDialog<AdminPost>();
  const [slugTaken, setSlugTaken] = useState<SlugTakenError | null>(null);
  const edit = (post: AdminPost | null) => {
    setSlugTaken(null);
    editor.show(post);
  };
  const defaultValues = useMemo(() => postValues(editor.row, agents.data), [editor.row, agents.data]);

  const submit = async (body: AdminPostBody) => {
    if (agents.data?.length === 0) {
      toast.error(b.noAgent);
      throw new Error(b.noAgent);
    }
    try {
      return await save.mutateAsync({ id: editor.row?.id, body });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const french = error.issues.some((issue) => issue.path === 'fr.slug');
        setSlugTaken({ message: error.message, path: french ? 'fr.slug' : 'slug' });
      }
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
        <EditRowButton label={b.editLabel(post.title)} onClick={() => edit(post)} />
        <DeleteRowButton label={b.deleteLabel(post.title)} onClick={() => confirm.show(post)} />
      </>
    );
  };

  return (
    <section aria-labelledby="admin-blog-heading" className="space-y-6">
      <PanelHeading id="admin-blog-heading" title={adminMessages.tabs.blog} lead={a.lead}>
        <AddButton onClick={() => edit(null)}>{a.newPost}</AddButton>
      </PanelHeading>
      <FrenchSummary scope={adminPostsResource.keys.all} kind="post" filter={french} />

      <PagedQueryTable
        query={posts}
        failed={contentBlogWords.fetchFailed}
        state={table}
        columns={postColumns}
        label={adminMessages.tabs.blog}
        emptyMessage={a.empty}
        noMatchesMessage={french.on ? adminMessages.frenchSummary.kinds.post.none : undefined}
        facets={french.on ? [] : postFacets}
        rowActions={rowActions}
      />

      <FormDialog
        open={editor.open}
        onOpenChange={editor.setOpen}
        title={editor.row ? a.editPost : a.newPost}
        schema={adminPostFormSchema}
        defaultValues={defaultValues}
        onSubmit={submit}
        submitLabel={editor.row ? b.saveChanges : b.save}
        width="max-w-5xl"
      >
        <AdminPostFields
          editing={editor.row !== null}
          hasFrench={Boolean(editor.row?.fr)}
          agents={agents.data}
          agentsFailed={agents.isError}
          slugTaken={slugTaken}
        />
      </FormDialog>
      <ConfirmDeleteDialog dialog={confirm} title={(post) => b.deleteTitle(post.title)} remove={remove} />
    </section>
  );
}
