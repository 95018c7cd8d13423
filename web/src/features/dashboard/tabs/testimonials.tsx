import { staffMessages } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { FetchFailed } from '../../../components/back-office/fetch-failed';
import { EmptyState, LoadingState } from '../../../components/ui/states';
import { TestimonialCard } from '../components/testimonial-card';
import { TestimonialForm } from '../components/testimonial-form';
import type { DashboardTabProps } from '../nav';
import { myTestimonialsResource } from '../testimonials-api';

const m = staffMessages.testimonials;

/** The form to add a testimonial (it awaits approval), then the agent's testimonials, newest first. */
export default function TestimonialsTab(_props: DashboardTabProps) {
  const testimonials = useQuery(myTestimonialsResource.listQuery());
  return (
    <div className="space-y-8">
      <TestimonialForm />
      <section aria-labelledby="testimonials-heading" className="space-y-4">
        <h2 id="testimonials-heading" className="text-lg font-semibold text-navy-950">
          {m.mine.listHeading}
        </h2>
        {testimonials.isPending ? (
          <LoadingState>{m.mine.loading}</LoadingState>
        ) : testimonials.isError ? (
          <FetchFailed
            message={m.fetchFailed}
            error={testimonials.error}
            onRetry={() => testimonials.refetch()}
          />
        ) : testimonials.data.length === 0 ? (
          <EmptyState>{m.empty}</EmptyState>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {testimonials.data.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
