import { Star } from 'lucide-react';
import { useId } from 'react';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { cn } from '../../lib/cn';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The 1–5 rating of a testimonial (spec: default 5) as five stars, inside a <Form>. Native radio buttons
 * under the stars (a fieldset with its legend, not a <Field>: a radio group has no single control to
 * label), so the browser gives the group's keyboard for free: Tab into it, arrow keys move and select,
 * each star is announced by `starLabel` ('1 star' ... '5 stars'). The focused star shows a ring.
 */
export function RatingField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  label,
  starLabel,
  disabled = false,
}: {
  name: N;
  label: string;
  starLabel: (stars: number) => string;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController<T, N>({ name });
  const value = typeof field.value === 'number' ? field.value : 5;
  const error = fieldState.error?.message;
  const group = useId();
  const errorId = `${group}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex gap-1">
        {STARS.map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-navy-500"
          >
            <input
              type="radio"
              name={group}
              value={stars}
              checked={value === stars}
              onChange={() => field.onChange(stars)}
              onBlur={field.onBlur}
              className="sr-only"
            />
            <Star
              className={cn(
                'size-7 transition-colors',
                stars <= value ? 'fill-gold-400 text-gold-500' : 'fill-transparent text-slate-300',
              )}
              aria-hidden
            />
            <span className="sr-only">{starLabel(stars)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-maple-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
