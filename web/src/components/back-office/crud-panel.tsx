import { adminMessages, staffMessages } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import type { AdminResource, Identified } from '../../lib/admin-resource';
import { type ColumnDef, DataTable, type DataTableFacet, type TableUrlDefaults } from '../data-table';
import { ConfirmDialog, FormDialog } from '../form';
import { Button } from '../ui/button';
import { FetchFailed } from './fetch-failed';

const c = adminMessages.crud;

/** The words of one panel: its entity's name ('Product'), its heading and its states. */
export interface CrudPanelText {
  /** The entity, singular and capitalised: 'Add Product', 'Edit product "Fixed 5-year"'. */
  noun: string;
  heading: string;
  lead?: ReactNode;
  empty: ReactNode;
}

/** A dialog about one row (null: a new one), and whether it is open; the row stays while it animates closed. */
interface RowDialog<T> {
  open: boolean;
  row: T | null;
}

/**
 * The back office's list/create/edit/delete panel (ARCHITECTURE §9a): a DataTable of the entity with
 * Edit and Delete on each row (named after the row), an Add button, one FormDialog over the shared
 * schema for create and edit, and a ConfirmDialog before every delete. A panel gives only its columns,
 * its form's fields, schema and starting values, and its resource (lib/admin-resource.ts), whose hooks
 * toast the outcome.
 */
export function CrudPanel<
  TEntity extends Identified,
  TInput extends FieldValues,
  TOutput extends FieldValues,
  TResult extends TEntity = TEntity,
>({
  resource,
  text,
  columns,
  nameOf,
  urlPrefix,
  facets,
  defaults,
  schema,
  toValues,
  toBody = (values) => values,
  fields,
  dialogWidth = 'max-w-2xl',
}: {
  resource: AdminResource<TEntity, TOutput, TResult>;
  text: CrudPanelText;
  columns: ColumnDef<TEntity, unknown>[];
  /** What the row's buttons and dialogs call it ('Fixed 5-year'). */
  nameOf: (row: TEntity) => string;
  urlPrefix: string;
  facets?: readonly DataTableFacet[];
  defaults?: TableUrlDefaults;
  schema: z.ZodType<TOutput, TInput>;
  /** The form's starting values: the row being edited, or a new one (null). */
  toValues: (row: TEntity | null) => DefaultValues<TInput>;
  /** What is sent for the form's values (by default, the values as the schema parsed them). */
  toBody?: (values: TOutput, row: TEntity | null) => TOutput;
  /** The form's <Field>s; may depend on the row being edited. */
  fields: ReactNode | ((row: TEntity | null) => ReactNode);
  dialogWidth?: string;
}) {
  const r = resource;
  const list = useQuery(r.listQuery());
  const save = r.useSave();
  const remove = r.useRemove();
  const [editor, setEditor] = useState<RowDialog<TEntity>>({ open: false, row: null });
  const [confirm, setConfirm] = useState<RowDialog<TEntity>>({ open: false, row: null });
  const closeConfirm = () => setConfirm((current) => ({ ...current, open: false }));
  const headingId = `${urlPrefix}-heading`;

  const rowActions = (row: TEntity) => {
    const name = nameOf(row);
    return (
      <>
        <Button
          variant="ghost"
          size="sm"
          aria-label={c.edit(text.noun, name)}
          onClick={() => setEditor({ open: true, row })}
        >
          <Pencil className="size-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={c.delete(text.noun, name)}
          onClick={() => setConfirm({ open: true, row })}
          className="text-maple-700 hover:bg-maple-50"
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </>
    );
  };

  const editing = editor.row;
  const defaultValues = useMemo(() => toValues(editing), [toValues, editing]);

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-navy-950">
            {text.heading}
          </h2>
          {text.lead ? <p className="mt-1 text-sm text-slate-600">{text.lead}</p> : null}
        </div>
        <Button onClick={() => setEditor({ open: true, row: null })} className="shrink-0">
          <Plus className="size-4" aria-hidden />
          {c.add(text.noun)}
        </Button>
      </div>

      {list.isError ? (
        <FetchFailed message={r.messages.fetchFailed} error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          data={list.data}
          loading={list.isPending}
          urlPrefix={urlPrefix}
          label={text.heading}
          emptyMessage={text.empty}
          searchLabel={c.search(text.heading)}
          facets={facets}
          defaults={defaults}
          getRowId={(row) => row.id}
          rowActions={rowActions}
        />
      )}

      <FormDialog
        open={editor.open}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
        title={editing ? c.editTitle(text.noun, nameOf(editing)) : c.newTitle(text.noun)}
        schema={schema}
        defaultValues={defaultValues}
        onSubmit={(values) => save.mutateAsync({ id: editing?.id, body: toBody(values, editing) })}
        submitLabel={editing ? c.saveChanges : c.create}
        width={dialogWidth}
      >
        {typeof fields === 'function' ? fields(editing) : fields}
      </FormDialog>
      <ConfirmDialog
        open={confirm.open}
        onOpenChange={(open) => (open ? undefined : closeConfirm())}
        title={confirm.row ? c.deleteTitle(text.noun, nameOf(confirm.row)) : ''}
        description={staffMessages.backOffice.confirmDelete}
        pending={remove.isPending}
        onConfirm={() => {
          if (confirm.row) remove.mutate(confirm.row.id, { onSettled: closeConfirm });
        }}
      />
    </section>
  );
}
