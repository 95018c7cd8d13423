import { staffMessages, type Testimonial } from '@maplestone/shared';
import { RatingStars } from '../../../components/back-office/rating-stars';
import { cn } from '../../../lib/cn';
import { formatLongDate } from '../../../lib/dates';

const m = staffMessages.testimonials;

/** One of the agent's testimonials: client, stars, words, date, and 'Pending Approval' or 'Approved'. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const approved = testimonial.is_approved;
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-navy-950">{testimonial.client_name}</p>
          <RatingStars rating={testimonial.rating} className="mt-1" />
        </div>
        <span
          className={cn(
            'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
            approved
              ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'
              : 'bg-gold-400/20 text-amber-900',
          )}
        >
          {approved ? m.approved : m.pending}
        </span>
      </div>
      <blockquote className="mt-3 text-[15px] leading-relaxed whitespace-pre-line break-words text-slate-700">
        {testimonial.content}
      </blockquote>
      <p className="mt-3 text-xs text-slate-600">
        <time dateTime={testimonial.created_at}>{formatLongDate(testimonial.created_at)}</time>
      </p>
    </li>
  );
}
