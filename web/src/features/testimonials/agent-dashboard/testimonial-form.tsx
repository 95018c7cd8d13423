import { staffMessages, type TestimonialInput, testimonialRequestSchema } from '@maplestone/shared';
import { Send } from 'lucide-react';
import { SettingsCard } from '../../../components/back-office/settings-card';
import { useUnsavedChanges } from '../../../components/back-office/unsaved-changes';
import { Field, Form, RatingField, SubmitButton, useZodForm } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useSubmitTestimonial } from './api';

const t = staffMessages.testimonials.mine;
const EMPTY: TestimonialInput = { client_name: '', content: '', rating: 5 };

/**
 * The agent's testimonial form (spec: client name and content required, rating 1–5, default 5),
 * checked with the very schema the API uses. Sent, it awaits approval and the form starts afresh.
 */
export function TestimonialForm() {
  const form = useZodForm(testimonialRequestSchema, { defaultValues: EMPTY });
  useUnsavedChanges(form.formState.isDirty);
  const submit = useSubmitTestimonial(() => form.reset(EMPTY));

  return (
    <SettingsCard headingId="testimonial-form-heading" heading={t.formHeading} lead={t.formLead}>
      <Form form={form} onSubmit={(values) => submit.mutate({ body: values })} className="mt-5 space-y-5">
        <Field name="client_name" label={t.clientName}>
          <Input autoComplete="off" />
        </Field>
        <Field name="content" label={t.content}>
          <Textarea />
        </Field>
        <RatingField<TestimonialInput, 'rating'> name="rating" label={t.rating} starLabel={t.stars} />
        <SubmitButton pending={submit.isPending} icon={<Send className="size-4" aria-hidden />}>
          {t.submit}
        </SubmitButton>
      </Form>
    </SettingsCard>
  );
}
