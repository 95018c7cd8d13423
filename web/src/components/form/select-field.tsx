import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Select, type SelectOption } from '../ui/select';
import { Field } from './field';

/**
 * A <Field> whose control is a Select: the Select is controlled (it does not take `register`'s props), so
 * the field hands it its name (a form posted before hydration sends it), value, onChange, id and aria-*
 * itself. `parse` turns the chosen option's text into the field's value (a number field's Number).
 */
export function SelectField<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>>({
  name,
  label,
  hint,
  optional,
  options,
  placeholder,
  disabled,
  parse,
}: {
  name: N;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  parse?: (value: string) => unknown;
}) {
  return (
    <Field<T, N>
      name={name}
      label={label}
      hint={hint}
      optional={optional}
      render={({ field, ids }) => (
        <Select
          id={ids.id}
          name={field.name}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid || undefined}
          value={String(field.value ?? '')}
          onValueChange={(value) => field.onChange(parse ? parse(value) : value)}
          options={options}
          placeholder={placeholder}
          disabled={disabled}
        />
      )}
    />
  );
}
