import {
  findProvince,
  QUOTE_AMORTIZATION_YEARS,
  QUOTE_DEFAULTS,
  QUOTE_LOCATIONS,
  QUOTE_PAYMENT_FREQUENCIES,
  type QuoteLeadRequestInput,
  type QuotePaymentFrequency,
  quoteCalculation,
  quoteLeadRequestSchema,
} from '@maplestone/shared';
import { calculatorsCommonWords, calculatorsQuoteWords } from '@maplestone/shared/i18n/en/calculators';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { domainWords } from '@maplestone/shared/i18n/en/domain';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { type ComponentProps, type Ref, useState } from 'react';
import { Controller, type FieldErrors, useWatch } from 'react-hook-form';
import {
  ContactFields,
  Field,
  type FieldIds,
  Form,
  firstMessage,
  Honeypot,
  SelectField,
  SubmitButton,
  useYearOptions,
  useZodForm,
} from '../../../components/form';
import { Dialog } from '../../../components/ui/dialog';
import { AffixInput } from '../../../components/ui/input';
import { Segmented } from '../../../components/ui/segmented';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useWords } from '../../../lib/i18n';
import { useParseNumber } from '../../../lib/parse-number';
import { toast } from '../../../lib/toast';
import { useLeadSubmission } from '../../../lib/use-lead-submission';
import { agentOptionsQuery } from '../api/quote';

export type QuoteKind = 'purchase' | 'renewal';

interface QuoteDialogProps {
  kind: QuoteKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preset?: { mortgageRate?: number };
}

/**
 * A number box of the dialog (price, down payment, rate): a text box with the number pad on phones, typed the
 * page's way ('650 000', '4,74' in French; '650,000' in English) and read with the page's parser. Its value is
 * the form's: blank → undefined (not given: the shared schema reads an empty price or down payment as 0, and an
 * empty rate as the default rate), anything else → a number (NaN reads as 'Please enter a valid number'). It
 * starts from the form's value, written the page's way ('3,94'); after that the text is the visitor's. The form
 * is reset only as the dialog closes, which unmounts its content, so the box never has to follow a value set
 * from outside (react-hook-form would report an emptied rate as its default, which must not refill the box).
 */
function NumberBox({
  value,
  onValueChange,
  inputRef,
  ...props
}: Omit<ComponentProps<typeof AffixInput>, 'value' | 'onChange' | 'type' | 'inputMode' | 'ref'> & {
  value: number | undefined;
  onValueChange: (value: number | undefined) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const parse = useParseNumber();
  const f = useFormat();
  const [text, setText] = useState(() =>
    value === undefined || Number.isNaN(value)
      ? ''
      : f.number(value, { useGrouping: f.locale === 'fr', maximumFractionDigits: 4 }),
  );
  return (
    <AffixInput
      ref={inputRef}
      type="text"
      inputMode="decimal"
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        onValueChange(typed.trim() === '' ? undefined : parse(typed));
      }}
      {...props}
    />
  );
}

/** A number box's props from its field (react-hook-form's controller) and its label's ids. */
function numberProps(
  field: {
    name: string;
    value: unknown;
    onChange: (value: number | undefined) => void;
    onBlur: () => void;
    ref: Ref<HTMLInputElement>;
  },
  ids: FieldIds,
) {
  return {
    id: ids.id,
    'aria-describedby': ids.describedBy,
    'aria-invalid': ids.invalid || undefined,
    name: field.name,
    value: typeof field.value === 'number' ? field.value : undefined,
    onValueChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
  };
}

function defaults(kind: QuoteKind, preset?: { mortgageRate?: number }): QuoteLeadRequestInput {
  return {
    type: kind === 'purchase' ? 'rate_quote' : 'refinance',
    client_name: '',
    client_email: '',
    client_phone: '',
    agent_id: 'none',
    website: '',
    metadata: {
      price: undefined,
      downPayment: undefined,
      location: QUOTE_DEFAULTS.location,
      amortization: QUOTE_DEFAULTS.amortization,
      mortgageRate: preset?.mortgageRate ?? QUOTE_DEFAULTS.mortgageRate,
      paymentFrequency: QUOTE_DEFAULTS.paymentFrequency,
    },
  };
}

/** The first error message in field order (what the toast says). */
function firstError(errors: FieldErrors<QuoteLeadRequestInput>, fallback: string): string {
  const order = [
    errors.client_name,
    errors.client_email,
    errors.client_phone,
    errors.agent_id,
    errors.metadata?.price,
    errors.metadata?.downPayment,
    errors.metadata?.location,
    errors.metadata?.amortization,
    errors.metadata?.mortgageRate,
    errors.metadata?.paymentFrequency,
    errors.metadata?.root,
  ];
  return firstMessage(order, fallback);
}

/** The purchase / renewal quote dialog: live figures from shared/, POST /api/leads on submit. */
export default function QuoteDialog({ kind, open, onOpenChange, preset }: QuoteDialogProps) {
  const commonText = useWords('common', commonWords);
  const w = useWords('calculators', 'quote', calculatorsQuoteWords);
  const payment = useWords('calculators', 'common', calculatorsCommonWords).paymentAt;
  const d = useWords('domain', domainWords);
  const f = useFormat();
  const text = {
    title: kind === 'purchase' ? w.purchaseTitle : w.renewalTitle,
    ...w[kind],
  };
  const locationOptions = QUOTE_LOCATIONS.map((l) => ({
    value: l,
    label: d.provinces[findProvince(l)?.code ?? 'ON'] ?? l,
  }));
  const amortizationOptions = useYearOptions(QUOTE_AMORTIZATION_YEARS);
  const frequencyOptions = QUOTE_PAYMENT_FREQUENCIES.map((value) => ({
    value,
    label: d.frequencies[value],
  }));
  // '$650,000' in English, '650 000 $' in French.
  const money = f.locale === 'fr' ? { suffix: '$' } : { prefix: '$' };
  const agents = useQuery({ ...agentOptionsQuery(), enabled: open });
  const form = useZodForm(quoteLeadRequestSchema, { defaultValues: defaults(kind, preset) });
  const { register, control, reset, formState } = form;
  const errors = formState.errors;
  // Always set (the defaults); the schema lets a request leave it out.
  const metadata: NonNullable<QuoteLeadRequestInput['metadata']> =
    useWatch({ control, name: 'metadata' }) ?? {};

  const figures = quoteCalculation({
    price: Number(metadata.price) || 0,
    downPayment: Number(metadata.downPayment) || 0,
    amortizationYears: Number(metadata.amortization),
    // An emptied rate is stored as the default rate (shared schema): show the figures the lead will carry.
    annualRatePct: Number(metadata.mortgageRate ?? QUOTE_DEFAULTS.mortgageRate) || 0,
    frequency: metadata.paymentFrequency as QuotePaymentFrequency,
  });
  const belowMinimum = figures.totalMortgage > 0 && !figures.meetsMinimumDownPayment;

  const submit = useLeadSubmission({
    success: w.success,
    failed: w.submitFailed,
    onSuccess: () => {
      reset(defaults(kind));
      onOpenChange(false);
    },
  });

  const agentOptions = [
    { value: 'none', label: agents.isPending ? w.loadingBrokers : w.noPreference },
    ...(agents.data ?? []).map((a) => ({ value: a.id, label: a.name })),
  ];
  const paymentLabel = payment(
    d.frequencies[metadata.paymentFrequency as QuotePaymentFrequency] ?? d.frequencies.monthly,
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={text.description}
      width="max-w-3xl"
    >
      <Form
        form={form}
        onSubmit={(body) => submit.mutate(body)}
        onInvalid={(invalid) => toast.error(firstError(invalid, commonText.required))}
        aria-label={text.title}
        className="grid gap-6 md:grid-cols-[1fr_17rem]"
      >
        <div className="space-y-5">
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-xs font-semibold tracking-[0.14em] text-slate-500 uppercase">
              {w.aboutYou}
            </legend>
            <ContactFields labels={{ name: w.fullName, email: w.email, phone: w.phone }} />
            <SelectField name="agent_id" label={w.preferredBroker} optional options={agentOptions} />
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-xs font-semibold tracking-[0.14em] text-slate-500 uppercase">
              {w.yourMortgage}
            </legend>
            {/* Only name and email are required (spec): empty figures count as 0. */}
            <Field
              name="metadata.price"
              label={text.price}
              optional
              render={({ field, ids }) => (
                <NumberBox
                  {...money}
                  {...numberProps(field, ids)}
                  placeholder={f.number(650_000, { useGrouping: f.locale === 'fr' })}
                />
              )}
            />
            <Field
              name="metadata.downPayment"
              label={text.down}
              optional
              hint={w.downPaymentHint}
              error={errors.metadata?.root?.message}
              render={({ field, ids }) => (
                <NumberBox
                  {...money}
                  {...numberProps(field, ids)}
                  placeholder={f.number(65_000, { useGrouping: f.locale === 'fr' })}
                />
              )}
            />
            {belowMinimum ? (
              <p
                className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 sm:col-span-2"
                role="status"
                data-testid="down-payment-warning"
              >
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
                {w.belowMinimumDownPayment(f.money(figures.minimumDownPayment, 0))}
              </p>
            ) : null}
            <SelectField name="metadata.location" label={w.location} options={locationOptions} />
            <SelectField
              name="metadata.amortization"
              label={w.amortization}
              options={amortizationOptions}
              parse={Number}
            />
            <Field
              name="metadata.mortgageRate"
              label={w.mortgageRate}
              render={({ field, ids }) => <NumberBox suffix="%" {...numberProps(field, ids)} />}
            />
            {/* The French labels ('Aux deux semaines') need the whole row beside the figures. */}
            <div className={f.locale === 'fr' ? 'sm:col-span-2' : undefined}>
              <p className="mb-1.5 text-sm font-medium text-slate-800">{w.paymentFrequency}</p>
              <Controller
                control={control}
                name="metadata.paymentFrequency"
                render={({ field }) => (
                  <Segmented
                    value={field.value as QuotePaymentFrequency}
                    onValueChange={field.onChange}
                    options={frequencyOptions}
                    ariaLabel={w.paymentFrequency}
                    // French labels differ in length ('Mensuel', 'Aux deux semaines'): each segment as wide
                    // as its label needs, so the longer one fits on a phone.
                    className={cn('w-full', f.locale === 'fr' && '[&>label]:flex-auto')}
                  />
                )}
              />
            </div>
          </fieldset>
          <Honeypot field={register('website')} />
        </div>

        <aside className="md:sticky md:top-24 md:self-start" aria-label={w.yourEstimate}>
          <div className="rounded-2xl bg-navy-900 p-5 text-white">
            <p className="text-xs font-semibold tracking-[0.14em] text-navy-200 uppercase">
              {w.yourEstimate}
            </p>
            <dl className="mt-3 space-y-3" aria-live="polite">
              <div>
                <dt className="text-sm text-navy-200">{paymentLabel}</dt>
                <dd className="text-3xl font-bold tabular-nums" data-testid="quote-payment">
                  {f.money(figures.paymentPerPeriod, 0)}
                </dd>
              </div>
              {[
                { label: w.labels.insurance, value: figures.cmhcInsurance, testId: 'quote-insurance' },
                { label: w.labels.totalMortgage, value: figures.totalMortgage, testId: 'quote-total' },
              ].map(({ label, value, testId }, index) => (
                // A rule above the first of them, under the payment.
                <div
                  key={testId}
                  className={cn(
                    'flex items-baseline justify-between',
                    index === 0 && 'border-t border-white/10 pt-3',
                  )}
                >
                  <dt className="text-sm text-navy-200">{label}</dt>
                  <dd className="font-semibold tabular-nums" data-testid={testId}>
                    {f.money(value, 0)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <p className="mt-3 flex gap-2 text-xs text-slate-600">
            <ShieldCheck className="size-4 shrink-0 text-emerald-700" aria-hidden />
            {w.footnote}
          </p>
          <SubmitButton
            variant="accent"
            size="lg"
            className="mt-4 w-full"
            pending={submit.isPending}
            pendingLabel={commonText.submitting}
          >
            {w.submit}
          </SubmitButton>
        </aside>
      </Form>
    </Dialog>
  );
}
