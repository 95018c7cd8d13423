import { adminMessages, type Lender, lenderRequestSchema } from '@maplestone/shared';
import type * as z from 'zod';
import { Field, ImageField, SelectField } from '../../../components/form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { Input } from '../../../components/ui/input';
import { ADMIN_LENDER_TYPES, adminLenderType } from './columns';

const f = adminMessages.lenders.fields;
export const lenderFormSchema = lenderRequestSchema;
export type LenderInput = z.input<typeof lenderFormSchema>;

/** The form's starting values: the lender being edited, or the spec's defaults (A Lender, order 0, active). */
export function lenderValues(lender: Lender | null): LenderInput {
  return {
    name: lender?.name ?? '',
    type: lender ? adminLenderType(lender.type) : 'A Lender',
    display_order: lender?.display_order ?? 0,
    is_active: lender?.is_active ?? true,
    logo_url: lender?.logo_url ?? null,
  };
}

/** An emptied order is no order: the schema's default (0) applies. */
const orderValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
const typeOptions = ADMIN_LENDER_TYPES.map((value) => ({ value, label: value }));

/** Lender: name and type required; display order a whole number; active; logo. */
export function LenderFields() {
  return (
    <>
      <Field<LenderInput> name="name" label={f.name}>
        <Input autoComplete="off" />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField<LenderInput> name="type" label={f.type} options={typeOptions} />
        <Field<LenderInput>
          name="display_order"
          label={f.order}
          hint={f.orderHint}
          registerOptions={{ setValueAs: orderValue }}
        >
          <Input type="number" inputMode="numeric" step="1" />
        </Field>
      </div>
      <CheckboxField<LenderInput> name="is_active" label={f.active} />
      <ImageField<LenderInput>
        name="logo_url"
        label={f.logo}
        kind="lender-logo"
        endpoint="/api/admin/uploads"
      />
    </>
  );
}
