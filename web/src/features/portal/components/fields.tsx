import { type ReactNode, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form';
import { AffixInput, Input, inputClass } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useParseNumber } from '../../../lib/parse-number';
import { usePortalWords } from '../words';

/**
 * The portal's form controls (issue 38), each a <Field> (label, hint and error wired by it) over a value of the
 * shared section schemas: text, money in CAD, a whole number, a day 'yyyy-mm-dd', a choice, yes/no, and a
 * period's end that may be "still current". Inside a react-hook-form <Form>; `name` is the value's path.
 */

export function TextField({
  name,
  label,
  hint,
  optional,
  autoComplete,
  inputMode,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
}) {
  return (
    <Field name={name} label={label} hint={hint} optional={optional}>
      <Input autoComplete={autoComplete} inputMode={inputMode} type={inputMode === 'tel' ? 'tel' : 'text'} />
    </Field>
  );
}

/** An amount in CAD ('$' before it in English, after it in French); blank reads as missing, or null if optional. */
export function MoneyField({
  name,
  label,
  hint,
  optional = false,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
}) {
  const w = usePortalWords().sections;
  const parse = useParseNumber();
  return (
    <Field
      name={name}
      label={label}
      hint={hint}
      optional={optional}
      registerOptions={{
        setValueAs: (value: unknown) =>
          typeof value === 'number' || value === null
            ? value
            : String(value ?? '').trim() === ''
              ? optional
                ? null
                : undefined
              : parse(String(value)),
      }}
    >
      <AffixInput
        inputMode="decimal"
        autoComplete="off"
        prefix={w.currencyPrefix || undefined}
        suffix={w.currencySuffix || undefined}
      />
    </Field>
  );
}

/** A whole number (dependants, years). */
export function WholeNumberField({
  name,
  label,
  hint,
  suffix,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  suffix?: string;
}) {
  const parse = useParseNumber();
  return (
    <Field
      name={name}
      label={label}
      hint={hint}
      registerOptions={{
        setValueAs: (value: unknown) =>
          typeof value === 'number'
            ? value
            : String(value ?? '').trim() === ''
              ? undefined
              : parse(String(value)),
      }}
    >
      <AffixInput inputMode="numeric" autoComplete="off" suffix={suffix} className="max-w-40" />
    </Field>
  );
}

/** A day, 'yyyy-mm-dd' (the phone's own date picker). */
export function DateField({
  name,
  label,
  hint,
  autoComplete,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  autoComplete?: string;
}) {
  return (
    <Field name={name} label={label} hint={hint}>
      <Input type="date" autoComplete={autoComplete} className="max-w-56" />
    </Field>
  );
}

/** One choice from a list, a native <select> (the phone's own picker); blank until chosen. */
export function ChoiceField({
  name,
  label,
  hint,
  options,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly (readonly [value: string, label: string])[];
}) {
  const w = usePortalWords().sections;
  return (
    <Field name={name} label={label} hint={hint}>
      <select className={cn(inputClass, 'cursor-pointer')}>
        <option value="">{w.choose}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The options of a choice, in the schema's order, labelled in the page's language. */
export function optionsOf<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): [V, string][] {
  return values.map((value) => [value, labels[value]]);
}

/** Yes or no, a checkbox with its label beside it (a big target). */
export function CheckField({ name, label }: { name: string; label: ReactNode }) {
  const { register } = useFormContext();
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        className="size-5 shrink-0 rounded border-slate-300 accent-navy-700"
        {...register(name)}
      />
      {label}
    </label>
  );
}

/**
 * A period's end (an address left, a job ended): a day, or null while it is still current ("I live here now").
 * Ticking the box clears the day; unticking asks for one.
 */
export function PeriodEndField({
  name,
  label,
  currentLabel,
}: {
  name: string;
  label: ReactNode;
  currentLabel: ReactNode;
}) {
  const { setValue } = useFormContext();
  const value = useWatch({ name }) as unknown;
  const checkboxId = useId();
  const current = value === null;
  return (
    <div className="space-y-2">
      <label
        htmlFor={checkboxId}
        className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800"
      >
        <input
          id={checkboxId}
          type="checkbox"
          checked={current}
          onChange={(event) =>
            setValue(name, event.target.checked ? null : '', { shouldDirty: true, shouldValidate: false })
          }
          className="size-5 shrink-0 rounded border-slate-300 accent-navy-700"
        />
        {currentLabel}
      </label>
      {current ? null : (
        <Field
          name={name}
          label={label}
          render={({ field, ids }) => (
            <Input
              ref={field.ref}
              id={ids.id}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid || undefined}
              type="date"
              name={field.name}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              className="max-w-56"
            />
          )}
        />
      )}
    </div>
  );
}
