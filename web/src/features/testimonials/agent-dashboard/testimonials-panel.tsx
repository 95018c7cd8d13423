import { staffMessages } from '@maplestone/shared';
import type { DashboardTabProps } from '../../../components/back-office/nav-item';
import { PagedQueryItems } from '../../../components/back-office/query-items';
import { useServerTableState } from '../../../components/data-table/server-url-state';
import { usePagedList } from '../../../lib/admin-resource';
import { myTestimonialsResource } from './api';
import { TestimonialCard } from './testimonial-card';
import { TestimonialForm } from './testimonial-form';

const m = staffMessages.testimonials;

/**
 * The form to add a testimonial (it awaits approval), then the agent's testimonials, newest first, a page at a
 * time (issue 33).
 */
export default function TestimonialsTab(_props: DashboardTabProps) {
  const table = useServerTableState('testimonials', { facetIds: [] });
  const testimonials = usePagedList(myTestimonialsResource, table.query);
  return (
    <div className="space-y-8">
      <TestimonialForm />
      <section aria-labelledby="testimonials-heading" className="space-y-4">
        <h2 id="testimonials-heading" className="text-lg font-semibold text-navy-950">
          {m.mine.listHeading}
        </h2>
        <PagedQueryItems
          query={testimonials}
          state={table}
          loading={m.mine.loading}
          failed={m.fetchFailed}
          empty={m.empty}
        >
          {(items) => (
            <ul className="grid gap-4 lg:grid-cols-2">
              {items.map((testimonial) => (
                <TestimonialCard key={testimonial.id} testimonial={testimonial} />
              ))}
            </ul>
          )}
        </PagedQueryItems>
      </section>
    </div>
  );
}
