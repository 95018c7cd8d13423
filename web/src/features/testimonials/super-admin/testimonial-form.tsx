import { staffMessages, type TestimonialInput } from '@maplestone/shared';
import { Field, RatingField } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import type { AdminTestimonial } from './api';

const t = staffMessages.testimonials.mine;

/** The form's starting values: the testimonial being edited, or a new one rated 5 (spec §9). */
export function testimonialValues(testimonial: AdminTestimonial | null): TestimonialInput {
  return {
    client_name: testimonial?.client_name ?? '',
    content: testimonial?.content ?? '',
    rating: testimonial?.rating ?? 5,
  };
}

/** An admin-authored testimonial's fields (over testimonialRequestSchema): client name, words, rating. */
export function TestimonialFields() {
  return (
    <>
      <Field name="client_name" label={t.clientName}>
        <Input autoComplete="off" />
      </Field>
      <Field name="content" label={t.content}>
        <Textarea className="min-h-32" />
      </Field>
      <RatingField<TestimonialInput, 'rating'> name="rating" label={t.rating} starLabel={t.stars} />
    </>
  );
}
