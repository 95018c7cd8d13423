import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ContactFormInput,
  type ContactForm as ContactFormValues,
  contactFormSchema,
  messages,
  PHONE_TYPES,
  toContactLeadRequest,
} from '@maplestone/shared';
import { Loader2, Lock, Send } from 'lucide-react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast';
import { useLeadSubmission } from '../../../lib/use-lead-submission';
import { Honeypot } from './honeypot';

const PHONE_TYPE_OPTIONS = PHONE_TYPES.map((t) => ({ value: t, label: t }));

function defaults(agentId: string | null): ContactFormInput {
  return {
    first_name: '',
    last_name: '',
    client_email: '',
    client_phone: '',
    phoneType: 'Mobile',
    postalCode: '',
    message: '',
    consent: false as unknown as true,
    agent_id: agentId ?? undefined,
    website: '',
  };
}

/** The first problem in field order: consent has the spec's own message. */
function firstError(errors: FieldErrors<ContactFormInput>): string {
  const order = [
    errors.first_name,
    errors.last_name,
    errors.client_email,
    errors.client_phone,
    errors.postalCode,
    errors.message,
    errors.consent,
  ];
  return order.find((e) => e?.message)?.message ?? messages.common.required;
}

/**
 * The contact form: names, e-mail, phone and its type (default Mobile), postal code, comments and the
 * consent box. Without consent it says so and sends nothing. The lead goes to `agentId` when given.
 */
export function ContactForm({ agentId }: { agentId: string | null }) {
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: defaults(agentId),
  });
  const { register, control, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  const send = useLeadSubmission({
    success: messages.contact.success,
    failed: messages.contact.failed,
    onSuccess: () => reset(defaults(agentId)),
  });

  const onSubmit = handleSubmit(
    (values) => send.mutate(toContactLeadRequest({ ...values, agent_id: agentId })),
    (invalid) => toast.error(firstError(invalid)),
  );
  const busy = send.isPending;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Send us a message" className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={errors.first_name?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              autoComplete="given-name"
              aria-required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('first_name')}
            />
          )}
        </Field>
        <Field label="Last name" error={errors.last_name?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              autoComplete="family-name"
              aria-required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('last_name')}
            />
          )}
        </Field>
        <Field label="Email" error={errors.client_email?.message} className="sm:col-span-2">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="email"
              autoComplete="email"
              aria-required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('client_email')}
            />
          )}
        </Field>
        <Field label="Phone" error={errors.client_phone?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="tel"
              autoComplete="tel"
              aria-required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('client_phone')}
            />
          )}
        </Field>
        <Field label="Phone type">
          {({ id, describedBy }) => (
            <Controller
              control={control}
              name="phoneType"
              render={({ field }) => (
                <Select
                  id={id}
                  name={field.name}
                  value={field.value ?? 'Mobile'}
                  onValueChange={field.onChange}
                  options={PHONE_TYPE_OPTIONS}
                  describedBy={describedBy}
                />
              )}
            />
          )}
        </Field>
        <Field label="Postal code" optional error={errors.postalCode?.message} className="sm:col-span-2">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              autoComplete="postal-code"
              className="sm:max-w-[12rem] uppercase"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('postalCode')}
            />
          )}
        </Field>
        <Field label="Comments" error={errors.message?.message} className="sm:col-span-2">
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              rows={5}
              aria-required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              placeholder="How can we help? Buying, renewing, refinancing..."
              {...register('message')}
            />
          )}
        </Field>
      </div>

      <div>
        <label className="flex cursor-pointer gap-3 rounded-xl bg-slate-50 p-4 text-sm leading-relaxed text-slate-700 ring-1 ring-slate-200">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-navy-800"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'consent-error' : undefined}
            {...register('consent')}
          />
          <span>
            I consent to receiving communications from Maplestone Mortgage and its brokers about my enquiry.
            You can unsubscribe at any time.
          </span>
        </label>
        {errors.consent ? (
          <p id="consent-error" role="alert" className="mt-1.5 text-xs font-medium text-maple-700">
            {errors.consent.message}
          </p>
        ) : null}
      </div>

      <Honeypot field={register('website')} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-xs text-slate-500">
          <Lock className="size-3.5" aria-hidden />
          Your information is private and never sold.
        </p>
        <Button type="submit" variant="accent" size="lg" disabled={busy} className="sm:min-w-40">
          {busy ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {messages.common.submitting}
            </>
          ) : (
            <>
              <Send className="size-4" aria-hidden />
              {messages.common.submit}
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
