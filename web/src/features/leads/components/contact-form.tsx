import {
  CONSENT_TEXTS,
  CONTACT_CONSENT_VERSION,
  type ContactFormInput,
  messages,
  PHONE_TYPES,
} from '@maplestone/shared';
import { Lock, Send } from 'lucide-react';
import type { FieldErrors } from 'react-hook-form';
import { Field, Form, Honeypot, SubmitButton, useZodForm } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast';
import { useLeadSubmission } from '../../../lib/use-lead-submission';

const PHONE_TYPE_OPTIONS = PHONE_TYPES.map((t) => ({ value: t, label: t }));

// The schema (and zod) loads at the first validation, so the prerendered form hydrates without it (ADR 057).
const schemas = () => import('../api/schemas');
const loadSchema = () => schemas().then((s) => s.contactFormSchema);

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
  const form = useZodForm(loadSchema, { defaultValues: defaults(agentId) });
  const { register, reset, formState } = form;
  const errors = formState.errors;
  const send = useLeadSubmission({
    success: messages.contact.success,
    failed: messages.contact.failed,
    onSuccess: () => reset(defaults(agentId)),
  });

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        // Already loaded by the validation that let these values through.
        const { toContactLeadRequest } = await schemas();
        send.mutate(toContactLeadRequest({ ...values, agent_id: agentId }));
      }}
      onInvalid={(invalid) => toast.error(firstError(invalid))}
      aria-label="Send us a message"
      className="relative space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="first_name" label="First name">
          <Input autoComplete="given-name" aria-required />
        </Field>
        <Field name="last_name" label="Last name">
          <Input autoComplete="family-name" aria-required />
        </Field>
        <Field name="client_email" label="Email" className="sm:col-span-2">
          <Input type="email" autoComplete="email" aria-required />
        </Field>
        <Field name="client_phone" label="Phone">
          <Input type="tel" autoComplete="tel" aria-required />
        </Field>
        <Field
          name="phoneType"
          label="Phone type"
          render={({ field, ids }) => (
            <Select
              id={ids.id}
              name={field.name}
              value={field.value ?? 'Mobile'}
              onValueChange={field.onChange}
              options={PHONE_TYPE_OPTIONS}
              describedBy={ids.describedBy}
            />
          )}
        />
        <Field name="postalCode" label="Postal code" optional className="sm:col-span-2">
          <Input autoComplete="postal-code" className="sm:max-w-[12rem] uppercase" />
        </Field>
        <Field name="message" label="Comments" className="sm:col-span-2">
          <Textarea rows={5} aria-required placeholder="How can we help? Buying, renewing, refinancing..." />
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
          {/* The consent ledger records this same versioned text with the lead (ADR 073). */}
          <span>{CONSENT_TEXTS[CONTACT_CONSENT_VERSION]}</span>
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
        <SubmitButton
          variant="accent"
          size="lg"
          pending={send.isPending}
          pendingLabel={messages.common.submitting}
          icon={<Send className="size-4" aria-hidden />}
          className="sm:min-w-40"
        >
          {messages.common.submit}
        </SubmitButton>
      </div>
    </Form>
  );
}
