import { initials } from '@maplestone/shared';
import { useState } from 'react';
import { cn } from '../../lib/cn';

/** A person's photo, or their initials on navy when there is none (or it fails to load). */
export function Avatar({
  name,
  src,
  className,
  textClassName,
}: {
  name: string;
  src?: string | null;
  className?: string;
  textClassName?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={name}
        loading="lazy"
        onError={() => setFailed(true)}
        className={cn('shrink-0 rounded-full object-cover', className)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-navy-800 font-semibold text-white',
        className,
      )}
    >
      <span aria-hidden className={textClassName}>
        {initials(name)}
      </span>
    </span>
  );
}
