import { type ComponentProps, type ReactNode, useId } from 'react';
import { Select } from '../ui/select';

/**
 * A Select named by a visible <label> beside it, outside a form's fields (a filter, a panel's period, the
 * rows per page): the label points at the Select's own id. `labelClassName` styles the label for its place.
 */
export function LabelledSelect({
  label,
  labelClassName,
  ...select
}: { label: ReactNode; labelClassName: string } & Omit<ComponentProps<typeof Select>, 'id'>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <Select id={id} {...select} />
    </>
  );
}
