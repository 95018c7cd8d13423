import {
  FREQUENCY_INFO,
  formatCad,
  messages,
  QUOTE_AMORTIZATION_YEARS,
  QUOTE_DEFAULTS,
  QUOTE_LOCATIONS,
  QUOTE_PAYMENT_FREQUENCIES,
  type QuoteLeadRequestInput,
  type QuotePaymentFrequency,
  quoteCalculation,
  quoteLeadRequestSchema,
} from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { Controller, type FieldErrors, useWatch } from 'react-hook-form';
import { Field, Form, Honeypot, SubmitButton, useZodForm } from '../../../components/form';
import { Dialog } from '../../../components/ui/dialog';
import { AffixInput, Input } from '../../../components/ui/input';
import { Segmented } from '../../../components/ui/segmented';
import { Select } from '../../../components/ui/select';
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

const TEXT = {
  purchase: {
    title: messages.quote.purchaseTitle,
    description: 'Tell us about the home. A licensed broker will send you a personalized quote.',
    price: 'Purchase price',
    down: 'Down payment',
  },
  renewal: {
    title: messages.quote.renewalTitle,
    description: 'Renewing soon? We shop your renewal across our lenders at no cost to you.',
    price: 'Property value',
    down: 'Home equity (down payment)',
  },
} as const;

const LOCATION_OPTIONS = QUOTE_LOCATIONS.map((l) => ({ value: l, label: l }));
const AMORTIZATION_OPTIONS = QUOTE_AMORTIZATION_YEARS.map((y) => ({ value: String(y), label: `${y} years` }));
const FREQUENCY_OPTIONS = QUOTE_PAYMENT_FREQUENCIES.map((f) => ({
  value: f,
  label: FREQUENCY_INFO[f].label,
}));

/**
 * '' → undefined (not given: the shared schema reads an empty price or down payment as 0), anything
 * else → a number (NaN reads as 'Please enter a valid number').
 */
const asNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

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
function firstError(errors: FieldErrors<QuoteLeadRequestInput>): string {
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
  return order.find((e) => e?.message)?.message ?? messages.quote.missingFields;
}

/** The purchase / renewal quote dialog: live figures from shared/, POST /api/leads on submit. */
export default function QuoteDialog({ kind, open, onOpenChange, preset }: QuoteDialogProps) {
  const text = TEXT[kind];
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
    success: messages.quote.success,
    failed: messages.quote.submitFailed,
    onSuccess: () => {
      reset(defaults(kind));
      onOpenChange(false);
    },
  });

  const agentOptions = [
    { value: 'none', label: agents.isPending ? 'Loading brokers…' : 'No preference' },
    ...(agents.data ?? []).map((a) => ({ value: a.id, label: a.name })),
  ];
  const paymentLabel = `${FREQUENCY_INFO[metadata.paymentFrequency as QuotePaymentFrequency]?.label ?? 'Monthly'} payment`;

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
        onInvalid={(invalid) => toast.error(firstError(invalid))}
        aria-label={text.title}
        className="grid gap-6 md:grid-cols-[1fr_17rem]"
      >
        <div className="space-y-5">
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-xs font-semibold tracking-[0.14em] text-slate-500 uppercase">
              About you
            </legend>
            <Field name="client_name" label="Full name">
              <Input autoComplete="name" aria-required />
            </Field>
            <Field name="client_email" label="Email">
              <Input type="email" autoComplete="email" aria-required />
            </Field>
            <Field name="client_phone" label="Phone" optional>
              <Input type="tel" autoComplete="tel" />
            </Field>
            <Field
              name="agent_id"
              label="Preferred broker"
              optional
              render={({ field, ids }) => (
                <Select
                  id={ids.id}
                  describedBy={ids.describedBy}
                  value={field.value ?? 'none'}
                  onValueChange={field.onChange}
                  options={agentOptions}
                />
              )}
            />
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-xs font-semibold tracking-[0.14em] text-slate-500 uppercase">
              Your mortgage
            </legend>
            {/* Only name and email are required (spec): empty figures count as 0. */}
            <Field
              name="metadata.price"
              label={text.price}
              optional
              registerOptions={{ setValueAs: asNumber }}
            >
              <AffixInput
                prefix="$"
                type="number"
                inputMode="numeric"
                min={0}
                step={1000}
                placeholder="650000"
              />
            </Field>
            <Field
              name="metadata.downPayment"
              label={text.down}
              optional
              hint={messages.quote.downPaymentHint}
              registerOptions={{ setValueAs: asNumber }}
              error={errors.metadata?.root?.message}
            >
              <AffixInput
                prefix="$"
                type="number"
                inputMode="numeric"
                min={0}
                step={1000}
                placeholder="65000"
              />
            </Field>
            {belowMinimum ? (
              <p
                className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 sm:col-span-2"
                role="status"
                data-testid="down-payment-warning"
              >
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
                {messages.quote.belowMinimumDownPayment(
                  formatCad(figures.minimumDownPayment, { decimals: 0 }),
                )}
              </p>
            ) : null}
            <Field
              name="metadata.location"
              label="Location"
              render={({ field, ids }) => (
                <Select
                  id={ids.id}
                  describedBy={ids.describedBy}
                  value={field.value ?? QUOTE_DEFAULTS.location}
                  onValueChange={field.onChange}
                  options={LOCATION_OPTIONS}
                />
              )}
            />
            <Field
              name="metadata.amortization"
              label="Amortization"
              render={({ field, ids }) => (
                <Select
                  id={ids.id}
                  describedBy={ids.describedBy}
                  value={String(field.value)}
                  onValueChange={(v) => field.onChange(Number(v))}
                  options={AMORTIZATION_OPTIONS}
                />
              )}
            />
            <Field
              name="metadata.mortgageRate"
              label="Mortgage rate"
              registerOptions={{ setValueAs: asNumber }}
            >
              <AffixInput suffix="%" type="number" inputMode="decimal" min={0} max={25} step={0.01} />
            </Field>
            <div>
              <p className="mb-1.5 text-sm font-medium text-slate-800">Payment frequency</p>
              <Controller
                control={control}
                name="metadata.paymentFrequency"
                render={({ field }) => (
                  <Segmented
                    value={field.value as QuotePaymentFrequency}
                    onValueChange={field.onChange}
                    options={FREQUENCY_OPTIONS}
                    ariaLabel="Payment frequency"
                    className="w-full"
                  />
                )}
              />
            </div>
          </fieldset>
          <Honeypot field={register('website')} />
        </div>

        <aside className="md:sticky md:top-24 md:self-start" aria-label="Your estimate">
          <div className="rounded-2xl bg-navy-900 p-5 text-white">
            <p className="text-xs font-semibold tracking-[0.14em] text-navy-200 uppercase">Your estimate</p>
            <dl className="mt-3 space-y-3" aria-live="polite">
              <div>
                <dt className="text-sm text-navy-200">{paymentLabel}</dt>
                <dd className="text-3xl font-bold tabular-nums" data-testid="quote-payment">
                  {formatCad(figures.paymentPerPeriod, { decimals: 0 })}
                </dd>
              </div>
              <div className="flex items-baseline justify-between border-t border-white/10 pt-3">
                <dt className="text-sm text-navy-200">{messages.quote.labels.insurance}</dt>
                <dd className="font-semibold tabular-nums" data-testid="quote-insurance">
                  {formatCad(figures.cmhcInsurance, { decimals: 0 })}
                </dd>
              </div>
              <div className="flex items-baseline justify-between">
                <dt className="text-sm text-navy-200">{messages.quote.labels.totalMortgage}</dt>
                <dd className="font-semibold tabular-nums" data-testid="quote-total">
                  {formatCad(figures.totalMortgage, { decimals: 0 })}
                </dd>
              </div>
            </dl>
          </div>
          <p className="mt-3 flex gap-2 text-xs text-slate-600">
            <ShieldCheck className="size-4 shrink-0 text-emerald-700" aria-hidden />
            Estimates use semi-annual compounding, as Canadian lenders quote. No credit check, no obligation.
          </p>
          <SubmitButton
            variant="accent"
            size="lg"
            className="mt-4 w-full"
            pending={submit.isPending}
            pendingLabel={messages.common.submitting}
          >
            Get My Quote
          </SubmitButton>
        </aside>
      </Form>
    </Dialog>
  );
}
