import {
  adminMessages,
  MORTGAGE_TYPES,
  RATE_REGIONS,
  RATE_TYPES,
  type RateCreateRequest,
  rateCreateRequestSchema,
  TERMS,
} from '@maplestone/shared';
import { Plus } from 'lucide-react';
import type { DefaultValues, FieldPath } from 'react-hook-form';
import type * as z from 'zod';
import { Field, Form, SelectField, SubmitButton, useZodForm } from '../../../components/form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { AffixInput } from '../../../components/ui/input';
import type { SelectOption } from '../../../components/ui/select';

const t = adminMessages.rates;
const f = t.fields;
type RateInput = z.input<typeof rateCreateRequestSchema>;

const DEFAULTS: DefaultValues<RateInput> = {
  province: 'Ontario',
  term: '5 year',
  rate_type: 'fixed',
  mortgage_type: 'Conventional',
  is_active: true,
};

const options = (values: readonly string[], label: (value: string) => string = String): SelectOption[] =>
  values.map((value) => ({ value, label: label(value) }));
const CHOICES = {
  province: options(RATE_REGIONS),
  term: options(TERMS),
  rate_type: options(RATE_TYPES, (value) => t.typeLabels[value as (typeof RATE_TYPES)[number]]),
  mortgage_type: options(MORTGAGE_TYPES),
} as const;

/** An empty rate is a missing one (the schema's 'Please fill in all required fields'). */
const rateValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** 'Add Rate Manually': one rate over the API's own schema, posted and our rate required (source 'Manual Entry'). */
export function AddRateForm({ onSubmit }: { onSubmit: (rate: RateCreateRequest) => Promise<unknown> }) {
  const form = useZodForm(rateCreateRequestSchema, { defaultValues: DEFAULTS });
  const submit = async (rate: RateCreateRequest) => {
    try {
      await onSubmit(rate);
      // Ready for the next rate: the same choices, the figures cleared.
      // (null, not undefined: react-hook-form would keep an absent field's typed text in the input.)
      form.reset({
        ...DEFAULTS,
        ...({ posted_rate: null, our_rate: null } as unknown as DefaultValues<RateInput>),
        province: rate.province,
        term: rate.term,
        rate_type: rate.rate_type,
      });
    } catch {
      // The mutation has toasted why; what was typed stays.
    }
  };
  const choice = (name: keyof typeof CHOICES & FieldPath<RateInput>, label: string) => (
    <SelectField<RateInput> name={name} label={label} options={CHOICES[name]} />
  );

  return (
    <Form
      form={form}
      onSubmit={submit}
      className="max-w-2xl space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {choice('province', f.province)}
        {choice('term', f.term)}
        {choice('rate_type', f.type)}
        {choice('mortgage_type', f.mortgageType)}
        <Field<RateInput> name="posted_rate" label={f.posted} registerOptions={{ setValueAs: rateValue }}>
          <AffixInput suffix="%" type="number" inputMode="decimal" step="0.001" min="0" />
        </Field>
        <Field<RateInput> name="our_rate" label={f.ours} registerOptions={{ setValueAs: rateValue }}>
          <AffixInput suffix="%" type="number" inputMode="decimal" step="0.001" min="0" />
        </Field>
      </div>
      <CheckboxField<RateInput> name="is_active" label={f.active} />
      <div className="flex justify-end">
        <SubmitButton icon={<Plus className="size-4" aria-hidden />}>{t.add}</SubmitButton>
      </div>
    </Form>
  );
}
