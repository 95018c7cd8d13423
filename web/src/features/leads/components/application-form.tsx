import { type ApplicationLeadRequestInput, applicationLeadRequestSchema } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { peopleApplicationWords } from '@maplestone/shared/i18n/en/people';
import { ArrowRight } from 'lucide-react';
import type { FieldErrors } from 'react-hook-form';
import {
  ContactFields,
  Field,
  Form,
  firstMessage,
  Honeypot,
  SelectField,
  SubmitButton,
  useZodForm,
} from '../../../components/form';
import { AffixInput, Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useLocale, useWords } from '../../../lib/i18n';
import { useParseNumber } from '../../../lib/parse-number';
import { toast } from '../../../lib/toast';
import { useLeadSubmission } from '../../../lib/use-lead-submission';

/**
 * '' → null (not given); anything else a number as typed in the page's language ('500,000', '500 000'), NaN
 * reading as 'Please enter a valid number'.
 */
const amountReader = (parse: (text: string) => number) => (value: unknown) =>
  value === '' || value === null || value === undefined ? null : parse(String(value));

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

function firstError(errors: FieldErrors<ApplicationLeadRequestInput>, fallback: string): string {
  const order = [
    errors.client_name,
    errors.client_email,
    errors.client_phone,
    errors.metadata?.mortgage_amount,
    errors.metadata?.property_address,
    errors.message,
  ];
  return firstMessage(order, fallback);
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
  const locale = useLocale();
  const applicationText = useWords('people', 'application', peopleApplicationWords);
  const common = useWords('common', commonWords);
  const w = applicationText.form;
  const asAmount = amountReader(useParseNumber());
  const form = useZodForm(applicationLeadRequestSchema, { defaultValues: defaults() });
  const { register, reset } = form;
  const send = useLeadSubmission({
    success: applicationText.success,
    failed: applicationText.failed,
    onSuccess: () => {
      reset(defaults());
      onSubmitted?.();
    },
  });
  const brokerOptions = [
    { value: 'none', label: brokers ? w.noPreference : w.loadingBrokers },
    ...(brokers ?? []).map((b) => ({ value: b.id, label: b.name })),
  ];

  return (
    <Form
      form={form}
      onSubmit={(body) => send.mutate(body)}
      onInvalid={(invalid) => toast.error(firstError(invalid, common.required))}
      aria-label={applicationText.title}
      className="relative space-y-6"
    >
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-xs font-semibold tracking-[0.14em] text-slate-500 uppercase">
          {w.aboutYou}
        </legend>
        <ContactFields
          labels={{ name: w.fullName, email: w.email, phone: w.phone }}
          phone="required"
          nameClassName="sm:col-span-2"
        />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-xs font-semibold tracking-[0.14em] text-slate-500 uppercase">
          {w.yourMortgage}
        </legend>
        <Field
          name="metadata.mortgage_amount"
          label={w.amount}
          optional
          registerOptions={{ setValueAs: asAmount }}
        >
          {/* The dollar sign where the language writes it: '$500,000', '500 000 $'. */}
          <AffixInput
            type="text"
            inputMode="decimal"
            prefix={locale === 'fr' ? undefined : '$'}
            suffix={locale === 'fr' ? '$' : undefined}
          />
        </Field>
        <SelectField name="agent_id" label={w.broker} optional options={brokerOptions} />
        <Field name="metadata.property_address" label={w.propertyAddress} optional className="sm:col-span-2">
          <Input autoComplete="street-address" />
        </Field>
        <Field name="message" label={w.message} optional className="sm:col-span-2">
          <Textarea rows={4} placeholder={w.messagePlaceholder} />
        </Field>
      </fieldset>

      <Honeypot field={register('website')} />

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">{w.note}</p>
        <SubmitButton
          variant="accent"
          size="lg"
          pending={send.isPending}
          pendingLabel={common.submitting}
          className="shrink-0 sm:min-w-48"
        >
          {w.submit}
          <ArrowRight className="size-4" aria-hidden />
        </SubmitButton>
      </div>
    </Form>
  );
}
