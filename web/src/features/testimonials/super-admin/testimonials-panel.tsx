import { adminMessages, staffMessages, testimonialRequestSchema } from '@maplestone/shared';
import { useMemo } from 'react';
import { useStaffSession } from '../../../app/use-staff-session';
import { ConfirmDeleteDialog } from '../../../components/back-office/confirm-delete-dialog';
import { PagedQueryTable } from '../../../components/back-office/list-query';
import { AddButton, PanelHeading } from '../../../components/back-office/panel-heading';
import { DeleteRowButton, EditRowButton } from '../../../components/back-office/row-actions';
import { useRowDialog } from '../../../components/back-office/use-row-dialog';
import { useServerTableState } from '../../../components/data-table';
import { FormDialog } from '../../../components/form';
import { usePagedList } from '../../../lib/admin-resource';
import {
  type AdminTestimonial,
  adminTestimonialsResource,
  isAgentTestimonial,
  useDeleteTestimonial,
  useSaveTestimonial,
  useSetApproval,
} from './api';
import { testimonialColumns, testimonialFacets } from './columns';
import { TestimonialFields, testimonialValues } from './testimonial-form';

const m = staffMessages.testimonials;
const a = adminMessages.testimonials;

/**
 * /super-admin/testimonials: every testimonial with its agent's or author's name, a page at a time, newest
 * first, or only those awaiting approval, oldest first (issue 33). Agents' testimonials have the approval
 * switch; the admin writes testimonials of their own (approved at once) and edits only
 * those they wrote (the API answers 403 for any other); every delete asks first.
 */
export default function TestimonialsPanel() {
  const table = useServerTableState('testimonials', {
    facetIds: testimonialFacets.map((facet) => facet.columnId),
  });
  const list = usePagedList(adminTestimonialsResource, table.query);
  const approval = useSetApproval();
  const save = useSaveTestimonial();
  const remove = useDeleteTestimonial();
  const myId = useStaffSession().staff?.me.id;
  const editor = useRowDialog<AdminTestimonial>();
  const confirm = useRowDialog<AdminTestimonial>();
  const approve = approval.mutate;
  const columns = useMemo(
    () => testimonialColumns((row, approved) => approve({ id: row.id, approved })),
    [approve],
  );
  const defaultValues = useMemo(() => testimonialValues(editor.row), [editor.row]);

  const rowActions = (row: AdminTestimonial) => (
    <>
      {!isAgentTestimonial(row) && row.admin_id === myId ? (
        <EditRowButton label={a.editLabel(row.client_name)} onClick={() => editor.show(row)} />
      ) : null}
      <DeleteRowButton label={a.deleteLabel(row.client_name)} onClick={() => confirm.show(row)} />
    </>
  );

  return (
    <section aria-labelledby="admin-testimonials-heading" className="space-y-6">
      <PanelHeading id="admin-testimonials-heading" title={adminMessages.tabs.testimonials} lead={a.lead}>
        <AddButton onClick={() => editor.show(null)}>{a.add}</AddButton>
      </PanelHeading>

      <PagedQueryTable
        query={list}
        failed={m.fetchFailed}
        state={table}
        columns={columns}
        label={adminMessages.tabs.testimonials}
        emptyMessage={a.empty}
        noMatchesMessage={a.nonePending}
        facets={testimonialFacets}
        rowActions={rowActions}
      />

      <FormDialog
        open={editor.open}
        onOpenChange={editor.setOpen}
        title={editor.row ? a.editTitle : a.addTitle}
        description={editor.row ? undefined : a.addLead}
        schema={testimonialRequestSchema}
        defaultValues={defaultValues}
        onSubmit={(body) => save.mutateAsync({ id: editor.row?.id, body })}
        submitLabel={editor.row ? a.saveChanges : a.save}
      >
        <TestimonialFields />
      </FormDialog>
      <ConfirmDeleteDialog dialog={confirm} title={(row) => a.deleteTitle(row.client_name)} remove={remove} />
    </section>
  );
}
