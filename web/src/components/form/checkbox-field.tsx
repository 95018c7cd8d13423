import type { FieldPath, FieldValues } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';

/** A yes/no form value (active state) as a native checkbox with its label beside it. */
export function CheckboxField<T extends FieldValues>({ name, label }: { name: FieldPath<T>; label: string }) {
  const { register } = useFormContext<T>();
  return (
    <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        className="size-5 rounded border-slate-300 accent-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-500"
        {...register(name)}
      />
      {label}
    </label>
  );
}
