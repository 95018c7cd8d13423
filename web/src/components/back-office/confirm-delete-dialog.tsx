import { staffMessages } from '@maplestone/shared';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../form';
import type { RowDialog } from './use-row-dialog';

/** What deleting a row needs of its mutation: the row's id, and whether a delete is under way. */
interface DeleteMutation {
  isPending: boolean;
  mutate: (id: string, options: { onSettled: () => void }) => void;
}

/**
 * The confirmation before a row is deleted (spec §5): it stays open, its buttons disabled, until the
 * delete has settled (the mutation toasts how it went).
 */
export function ConfirmDeleteDialog<T extends { id: string }>({
  dialog,
  title,
  description = staffMessages.backOffice.confirmDelete,
  remove,
}: {
  dialog: RowDialog<T>;
  title: (row: T) => ReactNode;
  description?: ReactNode;
  remove: DeleteMutation;
}) {
  const close = () => dialog.setOpen(false);
  return (
    <ConfirmDialog
      open={dialog.open}
      onOpenChange={(open) => (open ? undefined : close())}
      title={dialog.row ? title(dialog.row) : ''}
      description={description}
      pending={remove.isPending}
      onConfirm={() => {
        if (dialog.row) remove.mutate(dialog.row.id, { onSettled: close });
      }}
    />
  );
}
