import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ApplicationLeadRequest,
  type ApplicationLeadRequestInput,
  applicationLeadRequestSchema,
  messages,
} from '@maplestone/shared';
import { ArrowRight, Loader2 } from 'lucide-react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { AffixInput, Field, Input } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast';
import { useLeadSubmission } from '../../../lib/use-lead-submission';
import { Honeypot } from './honeypot';

/** '' → null (not given); anything else a number (NaN reads as 'Please enter a valid number'). */
const asAmount = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(String(value).replace(/[,\s$]/g, ''));

const defaults = (): ApplicationLeadRequestInput => ({
  type: 'application',
  client_name: '',
  client_email: '',
  client_phone: '',
  agent_id: 'none',
  metadata: { mortgage_amount: null, property_address: '' },
  message: '',
  website: '',
});

function firstError(errors: FieldErrors<ApplicationLeadRequestInput>): string {
  const order = [
    errors.client_name,
    errors.client_email,
    errors.client_phone,
    errors.metadata?.mortgage_amount,
    errors.metadata?.property_address,
    errors.message,
  ];
  return order.find((e) => e?.message)?.message ?? messages.common.required;
}

/**
 * 'Apply for a Mortgage': full name, e-mail and phone required; amount, property address, message and
 * a broker optional. Stored as an application lead from the website.
 */
export function ApplicationForm({
  brokers,
  onSubmitted,
}: {
  brokers: readonly { id: string; name: string }[] | undefined;
  onSubmitted?: () => void;
}) {
  const form = useForm<ApplicationLeadRequestInput, unknown, ApplicationLeadRequest>({
    resolver: zodResolver(applicationLeadRequestSchema),
    defaultValues: defaults(),
  });
  const { register, control, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  const send = useLeadSubmission({
    success: messages.application.success,
    failed: messages.application.failed,
    onSuccess: () => {
      reset(defaults());
      onSubmitted?.();
    },
  });
  const onSubmit = handleSubmit(
    (body) => send.mutate(body),
    (invalid) => toast.error(firstError(invalid)),
  );
  const busy = send.isPending;
  const brokerOptions = [
    { value: 'none', label: brokers ? 'No preference' : 'Loading brokers…' },
    ...(brokers ?? []).map((b) => ({ value: b.id, label: b.name })),
  ];

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={messages.application.title}
      className="relative space-y-6"
    >
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-xs font-semibold tracking-[0.14em] text-slate-500 uppercase">
          About you
        </legend>
        <Field label="Full Name" error={errors.client_name?.message} className="sm:col-span-2">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              autoComplete="name"
              aria-required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('client_name')}
            />
          )}
        </Field>
        <Field label="Email" error={errors.client_email?.message}>
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
        <Field label="Phone Number" error={errors.client_phone?.message}>
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
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-xs font-semibold tracking-[0.14em] text-slate-500 uppercase">
          Your mortgage
        </legend>
        <Field label="Mortgage amount" optional error={errors.metadata?.mortgage_amount?.message}>
          {({ id, describedBy, invalid }) => (
            <AffixInput
              id={id}
              prefix="$"
              inputMode="decimal"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('metadata.mortgage_amount', { setValueAs: asAmount })}
            />
          )}
        </Field>
        <Field label="Preferred broker" optional>
          {({ id, describedBy }) => (
            <Controller
              control={control}
              name="agent_id"
              render={({ field }) => (
                <Select
                  id={id}
                  name={field.name}
                  value={field.value ?? 'none'}
                  onValueChange={field.onChange}
                  options={brokerOptions}
                  describedBy={describedBy}
                />
              )}
            />
          )}
        </Field>
        <Field
          label="Property address"
          optional
          error={errors.metadata?.property_address?.message}
          className="sm:col-span-2"
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              autoComplete="street-address"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('metadata.property_address')}
            />
          )}
        </Field>
        <Field label="Message" optional error={errors.message?.message} className="sm:col-span-2">
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              rows={4}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              placeholder="Purchase, renewal or refinance? Your timeline? Anything we should know."
              {...register('message')}
            />
          )}
        </Field>
      </fieldset>

      <Honeypot field={register('website')} />

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">
          Applying is free and doesn't affect your credit score. A broker will call you within one business
          day.
        </p>
        <Button type="submit" variant="accent" size="lg" disabled={busy} className="shrink-0 sm:min-w-48">
          {busy ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {messages.common.submitting}
            </>
          ) : (
            <>
              Submit Application
              <ArrowRight className="size-4" aria-hidden />
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
