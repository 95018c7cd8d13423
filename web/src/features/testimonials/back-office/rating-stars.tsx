import { staffMessages } from '@maplestone/shared';
import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** A testimonial's rating as five stars, read out as one image ('Rated 4 out of 5'). */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      className={cn('flex gap-0.5', className)}
      role="img"
      aria-label={staffMessages.testimonials.mine.rated(rating)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={n <= rating ? 'size-4 fill-gold-400 text-gold-500' : 'size-4 text-slate-300'}
          aria-hidden
        />
      ))}
    </span>
  );
}
