import { type ApplicationLeadRequestInput, applicationLeadRequestSchema, messages } from '@maplestone/shared';
import { ArrowRight } from 'lucide-react';
import type { FieldErrors } from 'react-hook-form';
import { Field, Form, Honeypot, SubmitButton, useZodForm } from '../../../components/form';
import { AffixInput, Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast';
import { useLeadSubmission } from '../../../lib/use-lead-submission';

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
  const form = useZodForm(applicationLeadRequestSchema, { defaultValues: defaults() });
  const { register, reset } = form;
  const send = useLeadSubmission({
    success: messages.application.success,
    failed: messages.application.failed,
    onSuccess: () => {
      reset(defaults());
      onSubmitted?.();
    },
  });
  const brokerOptions = [
    { value: 'none', label: brokers ? 'No preference' : 'Loading brokers…' },
    ...(brokers ?? []).map((b) => ({ value: b.id, label: b.name })),
  ];

  return (
    <Form
      form={form}
      onSubmit={(body) => send.mutate(body)}
      onInvalid={(invalid) => toast.error(firstError(invalid))}
      aria-label={messages.application.title}
      className="relative space-y-6"
    >
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-xs font-semibold tracking-[0.14em] text-slate-500 uppercase">
          About you
        </legend>
        <Field name="client_name" label="Full Name" className="sm:col-span-2">
          <Input autoComplete="name" aria-required />
        </Field>
        <Field name="client_email" label="Email">
          <Input type="email" autoComplete="email" aria-required />
        </Field>
        <Field name="client_phone" label="Phone Number">
          <Input type="tel" autoComplete="tel" aria-required />
        </Field>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-xs font-semibold tracking-[0.14em] text-slate-500 uppercase">
          Your mortgage
        </legend>
        <Field
          name="metadata.mortgage_amount"
          label="Mortgage amount"
          optional
          registerOptions={{ setValueAs: asAmount }}
        >
          <AffixInput prefix="$" inputMode="decimal" />
        </Field>
        <Field
          name="agent_id"
          label="Preferred broker"
          optional
          render={({ field, ids }) => (
            <Select
              id={ids.id}
              name={field.name}
              value={field.value ?? 'none'}
              onValueChange={field.onChange}
              options={brokerOptions}
              describedBy={ids.describedBy}
            />
          )}
        />
        <Field name="metadata.property_address" label="Property address" optional className="sm:col-span-2">
          <Input autoComplete="street-address" />
        </Field>
        <Field name="message" label="Message" optional className="sm:col-span-2">
          <Textarea
            rows={4}
            placeholder="Purchase, renewal or refinance? Your timeline? Anything we should know."
          />
        </Field>
      </fieldset>

      <Honeypot field={register('website')} />

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">
          Applying is free and doesn't affect your credit score. A broker will call you within one business
          day.
        </p>
        <SubmitButton
          variant="accent"
          size="lg"
          pending={send.isPending}
          pendingLabel={messages.common.submitting}
          className="shrink-0 sm:min-w-48"
        >
          Submit Application
          <ArrowRight className="size-4" aria-hidden />
        </SubmitButton>
      </div>
    </Form>
  );
}
