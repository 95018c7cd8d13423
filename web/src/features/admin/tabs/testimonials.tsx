import { adminMessages, staffMessages, testimonialRequestSchema } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useStaffSession } from '../../../app/use-staff-session';
import { FetchFailed } from '../../../components/back-office/fetch-failed';
import { DataTable } from '../../../components/data-table';
import { ConfirmDialog, FormDialog } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import {
  type AdminTestimonial,
  adminTestimonialsQuery,
  isAgentTestimonial,
  useDeleteTestimonial,
  useSaveTestimonial,
  useSetApproval,
} from '../testimonials/api';
import { testimonialColumns, testimonialFacets } from '../testimonials/columns';
import { TestimonialFields, testimonialValues } from '../testimonials/testimonial-form';

const m = staffMessages.testimonials;
const a = adminMessages.testimonials;

/** A dialog about one testimonial (null: a new one); it keeps its row while it animates closed. */
interface RowDialog {
  open: boolean;
  row: AdminTestimonial | null;
}
const CLOSED: RowDialog = { open: false, row: null };

/**
 * /super-admin/testimonials: every testimonial with its agent's or author's name. Agents' testimonials
 * have the approval switch; the admin writes testimonials of their own (approved at once) and edits only
 * those they wrote (the API answers 403 for any other); every delete asks first.
 */
export default function TestimonialsPanel() {
  const list = useQuery(adminTestimonialsQuery());
  const approval = useSetApproval();
  const save = useSaveTestimonial();
  const remove = useDeleteTestimonial();
  const myId = useStaffSession().staff?.me.id;
  const [editor, setEditor] = useState<RowDialog>(CLOSED);
  const [confirm, setConfirm] = useState<RowDialog>(CLOSED);
  const closeConfirm = () => setConfirm((current) => ({ ...current, open: false }));
  const approve = approval.mutate;
  const columns = useMemo(
    () => testimonialColumns((row, approved) => approve({ id: row.id, approved })),
    [approve],
  );
  const defaultValues = useMemo(() => testimonialValues(editor.row), [editor.row]);

  const rowActions = (row: AdminTestimonial) => (
    <>
      {!isAgentTestimonial(row) && row.admin_id === myId ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={a.editLabel(row.client_name)}
          onClick={() => setEditor({ open: true, row })}
        >
          <Pencil className="size-4" aria-hidden />
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        aria-label={a.deleteLabel(row.client_name)}
        onClick={() => setConfirm({ open: true, row })}
        className="text-maple-700 hover:bg-maple-50"
      >
        <Trash2 className="size-4" aria-hidden />
      </Button>
    </>
  );

  return (
    <section aria-labelledby="admin-testimonials-heading" className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="admin-testimonials-heading" className="text-xl font-semibold text-navy-950">
            {adminMessages.tabs.testimonials}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{a.lead}</p>
        </div>
        <Button onClick={() => setEditor({ open: true, row: null })} className="shrink-0">
          <Plus className="size-4" aria-hidden />
          {a.add}
        </Button>
      </div>

      {list.isError ? (
        <FetchFailed message={m.fetchFailed} error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          data={list.data}
          loading={list.isPending}
          urlPrefix="testimonials"
          label={adminMessages.tabs.testimonials}
          emptyMessage={a.empty}
          searchLabel={a.search}
          facets={testimonialFacets}
          defaults={{ sort: { id: 'created_at', desc: true } }}
          getRowId={(row) => row.id}
          rowActions={rowActions}
        />
      )}

      <FormDialog
        open={editor.open}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
        title={editor.row ? a.editTitle : a.addTitle}
        description={editor.row ? undefined : a.addLead}
        schema={testimonialRequestSchema}
        defaultValues={defaultValues}
        onSubmit={(body) => save.mutateAsync({ id: editor.row?.id, body })}
        submitLabel={editor.row ? a.saveChanges : a.save}
      >
        <TestimonialFields />
      </FormDialog>
      <ConfirmDialog
        open={confirm.open}
        onOpenChange={(open) => (open ? undefined : closeConfirm())}
        title={confirm.row ? a.deleteTitle(confirm.row.client_name) : ''}
        description={staffMessages.backOffice.confirmDelete}
        pending={remove.isPending}
        onConfirm={() => {
          if (confirm.row) remove.mutate(confirm.row.id, { onSettled: closeConfirm });
        }}
      />
    </section>
  );
}
