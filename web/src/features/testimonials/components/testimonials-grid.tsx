import { LIMITS, type TestimonialPublic } from '@maplestone/shared';
import { peopleTestimonialsWords } from '@maplestone/shared/i18n/en/people';
import { useQuery } from '@tanstack/react-query';
import { Quote, Star } from 'lucide-react';
import { useWords } from '../../../lib/i18n';
import { testimonialsQuery } from '../api/testimonials';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part))
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** What clients say: up to 6 cards with the rating as stars. Renders nothing when there are none. */
export function TestimonialsGrid() {
  const { data, isPending } = useQuery(testimonialsQuery());
  if (isPending) {
    return (
      <div className="grid gap-5 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-48 animate-pulse rounded-2xl bg-white/60" />
        ))}
      </div>
    );
  }
  const items = (data ?? []).slice(0, LIMITS.homeTestimonials);
  if (items.length === 0) return null;
  return <TestimonialCards items={items} />;
}

/** Testimonial cards with the rating as stars (the home page's, and an agent's on their page). */
export function TestimonialCards({ items }: { items: readonly TestimonialPublic[] }) {
  const w = useWords('people', 'testimonials', peopleTestimonialsWords);
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" data-testid="testimonials">
      {items.map((t) => (
        <li
          key={t.id}
          className="relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <Quote className="absolute top-5 right-5 size-8 text-navy-100" aria-hidden />
          <p className="flex gap-0.5" role="img" aria-label={w.rated(t.rating)}>
            {[1, 2, 3, 4, 5].map((n) => (
              <Star
                key={n}
                className={n <= t.rating ? 'size-4 fill-gold-400 text-gold-500' : 'size-4 text-slate-300'}
                aria-hidden
              />
            ))}
          </p>
          <blockquote className="mt-4 flex-1 text-[15px] leading-relaxed text-slate-700">
            {w.quoted(t.content)}
          </blockquote>
          <p className="mt-5 flex items-center gap-3 text-sm font-semibold text-navy-950">
            <span
              className="flex size-9 items-center justify-center rounded-full bg-navy-800 text-xs text-white"
              aria-hidden
            >
              {initials(t.client_name)}
            </span>
            {t.client_name}
          </p>
        </li>
      ))}
    </ul>
  );
}
