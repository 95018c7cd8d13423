import {
  CONSENT_TEXTS,
  CONTACT_CONSENT_VERSIONS,
  type ContactFormInput,
  PHONE_TYPES,
} from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { domainWords } from '@maplestone/shared/i18n/en/domain';
import { peopleContactWords } from '@maplestone/shared/i18n/en/people';
import { Lock, Send } from 'lucide-react';
import type { FieldErrors } from 'react-hook-form';
import {
  Field,
  Form,
  firstMessage,
  Honeypot,
  SelectField,
  SubmitButton,
  useZodForm,
} from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useLocale, useWords } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useLeadSubmission } from '../../../lib/use-lead-submission';

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
function firstError(errors: FieldErrors<ContactFormInput>, fallback: string): string {
  const order = [
    errors.first_name,
    errors.last_name,
    errors.client_email,
    errors.client_phone,
    errors.postalCode,
    errors.message,
    errors.consent,
  ];
  return firstMessage(order, fallback);
}

/**
 * The contact form: names, e-mail, phone and its type (default Mobile), postal code, comments and the
 * consent box. Without consent it says so and sends nothing. The lead goes to `agentId` when given.
 */
export function ContactForm({ agentId }: { agentId: string | null }) {
  const locale = useLocale();
  const common = useWords('common', commonWords);
  const contact = useWords('people', 'contact', peopleContactWords);
  const w = contact.form;
  const d = useWords('domain', domainWords);
  const form = useZodForm(loadSchema, { defaultValues: defaults(agentId) });
  const { register, reset, formState } = form;
  const errors = formState.errors;
  const send = useLeadSubmission({
    success: contact.success,
    failed: contact.failed,
    onSuccess: () => reset(defaults(agentId)),
  });
  // The values stay the stored ones ('Mobile'); only their labels are in the page's language.
  const phoneTypeOptions = PHONE_TYPES.map((type) => ({ value: type, label: d.phoneTypes[type] }));

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        // Already loaded by the validation that let these values through.
        const { toContactLeadRequest } = await schemas();
        send.mutate(toContactLeadRequest({ ...values, agent_id: agentId }));
      }}
      onInvalid={(invalid) => toast.error(firstError(invalid, common.required))}
      aria-label={contact.formTitle}
      className="relative space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="first_name" label={w.firstName}>
          <Input autoComplete="given-name" aria-required />
        </Field>
        <Field name="last_name" label={w.lastName}>
          <Input autoComplete="family-name" aria-required />
        </Field>
        <Field name="client_email" label={w.email} className="sm:col-span-2">
          <Input type="email" autoComplete="email" aria-required />
        </Field>
        <Field name="client_phone" label={w.phone}>
          <Input type="tel" autoComplete="tel" aria-required />
        </Field>
        <SelectField name="phoneType" label={w.phoneType} options={phoneTypeOptions} />
        <Field name="postalCode" label={w.postalCode} optional className="sm:col-span-2">
          <Input autoComplete="postal-code" className="sm:max-w-[12rem] uppercase" />
        </Field>
        <Field name="message" label={w.comments} className="sm:col-span-2">
          <Textarea rows={5} aria-required placeholder={w.commentsPlaceholder} />
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
          {/* The consent ledger records this same versioned text, in the lead's language, with the lead (ADR 073). */}
          <span>{CONSENT_TEXTS[CONTACT_CONSENT_VERSIONS[locale]]}</span>
        </label>
        {errors.consent ? (
          <p id="consent-error" role="alert" className="mt-1.5 text-xs font-medium text-maple-700">
            {errors.consent.message ?? null}
          </p>
        ) : null}
      </div>

      <Honeypot field={register('website')} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-xs text-slate-500">
          <Lock className="size-3.5" aria-hidden />
          {w.privacy}
        </p>
        <SubmitButton
          variant="accent"
          size="lg"
          pending={send.isPending}
          pendingLabel={common.submitting}
          icon={<Send className="size-4" aria-hidden />}
          className="sm:min-w-40"
        >
          {common.submit}
        </SubmitButton>
      </div>
    </Form>
  );
}
