import { messages } from '@maplestone/shared';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';

const t = messages.testimonials.mine;
const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The 1–5 rating as five stars. Native radio buttons under the stars (a fieldset with its legend), so
 * the browser gives the group's keyboard for free: Tab into it, arrow keys move and select, each star
 * is announced as '1 star' ... '5 stars'. The focused star shows a ring.
 */
export function TestimonialRating({
  value,
  onChange,
  onBlur,
  error,
  disabled = false,
}: {
  value: number;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t.rating}</legend>
      <div className="flex gap-1">
        {STARS.map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-navy-500"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
              className="sr-only"
            />
            <Star
              className={cn(
                'size-7 transition-colors',
                stars <= value ? 'fill-gold-400 text-gold-500' : 'fill-transparent text-slate-300',
              )}
              aria-hidden
            />
            <span className="sr-only">{t.stars(stars)}</span>
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
