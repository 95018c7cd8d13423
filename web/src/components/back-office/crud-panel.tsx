import { adminMessages } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import type { AdminResource, Identified } from '../../lib/admin-resource';
import type { ColumnDef, DataTableFacet, TableUrlDefaults } from '../data-table';
import { FormDialog } from '../form';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { FrenchSummary, useFrenchFilter } from './french-summary';
import { QueryTable } from './list-query';
import { AddButton, PanelHeading } from './panel-heading';
import { DeleteRowButton, EditRowButton } from './row-actions';
import { useRowDialog } from './use-row-dialog';

const c = adminMessages.crud;

/** The words of one panel: its entity's name ('Product'), its heading and its states. */
export interface CrudPanelText {
  /** The entity, singular and capitalised: 'Add Product', 'Edit product "Fixed 5-year"'. */
  noun: string;
  heading: string;
  lead?: ReactNode;
  empty: ReactNode;
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
  french,
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
  /** What staff write in both languages (issue 37): the panel says how many lack French, and filters them. */
  french?: 'product' | 'service';
}) {
  const r = resource;
  const frenchFilter = useFrenchFilter(urlPrefix);
  const list = useQuery(r.listQuery({ french: french ? frenchFilter.value : undefined }));
  const save = r.useSave();
  const remove = r.useRemove();
  const editor = useRowDialog<TEntity>();
  const confirm = useRowDialog<TEntity>();
  const headingId = `${urlPrefix}-heading`;

  const rowActions = (row: TEntity) => {
    const name = nameOf(row);
    return (
      <>
        <EditRowButton label={c.edit(text.noun, name)} onClick={() => editor.show(row)} />
        <DeleteRowButton label={c.delete(text.noun, name)} onClick={() => confirm.show(row)} />
      </>
    );
  };

  const editing = editor.row;
  const defaultValues = useMemo(() => toValues(editing), [toValues, editing]);

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <PanelHeading id={headingId} title={text.heading} lead={text.lead}>
        <AddButton onClick={() => editor.show(null)}>{c.add(text.noun)}</AddButton>
      </PanelHeading>
      {french ? <FrenchSummary scope={r.keys.all} kind={french} filter={frenchFilter} /> : null}

      <QueryTable
        query={list}
        failed={r.messages.fetchFailed}
        columns={columns}
        urlPrefix={urlPrefix}
        label={text.heading}
        emptyMessage={french && frenchFilter.on ? adminMessages.frenchSummary.kinds[french].none : text.empty}
        searchLabel={c.search(text.heading)}
        facets={facets}
        defaults={defaults}
        rowActions={rowActions}
      />

      <FormDialog
        open={editor.open}
        onOpenChange={editor.setOpen}
        title={editing ? c.editTitle(text.noun, nameOf(editing)) : c.newTitle(text.noun)}
        schema={schema}
        defaultValues={defaultValues}
        onSubmit={(values) => save.mutateAsync({ id: editing?.id, body: toBody(values, editing) })}
        submitLabel={editing ? c.saveChanges : c.create}
        width={dialogWidth}
      >
        {typeof fields === 'function' ? fields(editing) : fields}
      </FormDialog>
      <ConfirmDeleteDialog
        dialog={confirm}
        title={(row) => c.deleteTitle(text.noun, nameOf(row))}
        remove={remove}
      />
    </section>
  );
}
