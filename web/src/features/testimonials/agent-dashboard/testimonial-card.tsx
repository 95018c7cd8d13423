import { staffMessages, type Testimonial } from '@maplestone/shared';
import { StatusPill } from '../../../components/back-office/status-pill';
import { formatLongDate } from '../../../lib/dates';
import { RatingStars } from '../back-office/rating-stars';

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
        <StatusPill tone={approved ? 'on' : 'waiting'} className="shrink-0">
          {approved ? m.approved : m.pending}
        </StatusPill>
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
