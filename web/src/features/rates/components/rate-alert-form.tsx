import { findProvince, NATIONAL, RATE_REGIONS, TERMS } from '@maplestone/shared';
import { CONSENT_TEXTS, RATE_ALERT_CONSENT_VERSIONS } from '@maplestone/shared/consent';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { domainWords } from '@maplestone/shared/i18n/en/domain';
import { rateAlertMessages } from '@maplestone/shared/i18n/en/rate-alert';
import { ratesCommonWords } from '@maplestone/shared/i18n/en/rates';
import type { RateAlertRequest, RateAlertRequestInput } from '@maplestone/shared/schemas/rate-alerts';
import { useMutation } from '@tanstack/react-query';
import { BellRing, CircleCheck } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
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
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { failureMessage } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useLocale, useWords } from '../../../lib/i18n';
import { useRefusalText } from '../../../lib/refusal';
import { toast } from '../../../lib/toast';
import { createRateAlert } from './rate-alert-api';

// The schema (and zod) loads at the first validation, not with the page (ADR 057).
const loadSchema = () =>
  import('@maplestone/shared/schemas/rate-alerts').then((s) => s.rateAlertRequestSchema);

/** The rate an alert watches: three choices, one control each. Their values are the stored ones in every language. */
function useSelects() {
  const F = useWords('rateAlert', rateAlertMessages).form;
  const d = useWords('domain', domainWords);
  const w = useWords('rates', 'common', ratesCommonWords);
  return useMemo(() => {
    const regionLabel = (region: string) => {
      const code = findProvince(region)?.code;
      return code ? d.provinces[code] : region === NATIONAL ? d.national : region;
    };
    return [
      {
        name: 'province',
        label: F.province,
        options: RATE_REGIONS.map((region) => ({ value: region, label: regionLabel(region) })),
      },
      {
        name: 'rate_type',
        label: F.rateType,
        options: [
          { value: 'fixed', label: F.fixed },
          { value: 'variable', label: F.variable },
        ],
      },
      {
        name: 'term',
        label: F.term,
        options: TERMS.map((term) => ({ value: term, label: w.alertTerm(Number.parseInt(term, 10)) })),
      },
    ] as const;
  }, [F, d, w]);
}

const defaults = (email = '', province = 'Ontario'): RateAlertRequestInput => ({
  email,
  province,
  rate_type: 'fixed',
  term: '5 year',
  target: '',
  consent: false as unknown as true,
  website: '',
});

/** The first problem in field order (what the toast says), in English: the caller shows it in the page's language. */
function firstError(errors: FieldErrors<RateAlertRequestInput>, fallback: string): string {
  const order = [errors.province, errors.rate_type, errors.term, errors.target, errors.email, errors.consent];
  return firstMessage(order, fallback);
}

/**
 * "Email me when the rate drops" (issue 21; ADR 082): a series (province, type, term), a target and an
 * address, with the express-consent box in the wording the alert records. Once stored, a confirmation
 * replaces the form; "Set another alert" brings it back.
 */
export function RateAlertForm({ province }: { province?: string } = {}) {
  const F = useWords('rateAlert', rateAlertMessages).form;
  const commonText = useWords('common', commonWords);
  const refusalText = useRefusalText();
  const locale = useLocale();
  const f = useFormat();
  const selects = useSelects();
  const form = useZodForm(loadSchema, { defaultValues: defaults('', province) });
  // The form follows the province chosen on the page until the visitor picks one in the form itself.
  useEffect(() => {
    if (province && !form.getFieldState('province').isDirty) form.setValue('province', province);
  }, [form, province]);
  const [sent, setSent] = useState<RateAlertRequest | null>(null);
  const send = useMutation({
    mutationFn: (body: RateAlertRequest) => createRateAlert(body),
    onSuccess: (_answer, body) => {
      toast.success(F.checkInbox);
      setSent(body);
    },
    onError: async (error, body) => {
      const detail = await refusalText(error, body, loadSchema);
      toast.error(
        failureMessage(error, F.failed, commonText.rateLimited),
        detail ? { description: detail } : undefined,
      );
    },
  });

  return (
    <section
      aria-labelledby="rate-alert-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-navy-800 text-white">
          <BellRing className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id="rate-alert-heading" className="font-display text-xl font-bold text-navy-950">
            {F.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{F.lead}</p>
        </div>
      </div>
      {sent ? (
        <Sent
          alert={sent}
          onAgain={() => {
            form.reset(defaults(sent.email, sent.province));
            setSent(null);
          }}
        />
      ) : (
        <Form
          form={form}
          onSubmit={(values) => send.mutate({ ...values, language: locale })}
          onInvalid={(invalid) => toast.error(firstError(invalid, commonText.required))}
          aria-label={F.title}
          className="relative mt-6 space-y-5"
        >
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {selects.map(({ name, label, options }) => (
              <SelectField key={name} name={name} label={label} options={options} />
            ))}
            <Field name="target" label={F.target} hint={F.targetHint}>
              <Input
                inputMode="decimal"
                autoComplete="off"
                aria-required
                placeholder={f.number(4.2, { minimumFractionDigits: 2 })}
              />
            </Field>
          </div>
          <Field name="email" label={F.email} className="sm:max-w-md">
            <Input type="email" autoComplete="email" aria-required />
          </Field>
          <div>
            <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-700">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-navy-800"
                aria-invalid={form.formState.errors.consent ? true : undefined}
                aria-describedby={form.formState.errors.consent ? 'rate-alert-consent-error' : undefined}
                {...form.register('consent')}
              />
              {/* Recorded word for word with the alert, in the page's language (CASL, ADR 073/082). */}
              <span>{CONSENT_TEXTS[RATE_ALERT_CONSENT_VERSIONS[locale]]}</span>
            </label>
            {form.formState.errors.consent ? (
              <p
                id="rate-alert-consent-error"
                role="alert"
                className="mt-1.5 text-xs font-medium text-maple-700"
              >
                {form.formState.errors.consent.message}
              </p>
            ) : null}
          </div>
          <Honeypot field={form.register('website')} />
          <SubmitButton
            variant="accent"
            size="lg"
            className="w-full sm:w-auto"
            pending={send.isPending}
            pendingLabel={commonText.submitting}
            icon={<BellRing className="size-4" aria-hidden />}
          >
            {F.submit}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}

/** The confirmation, focused when it appears so a keyboard or screen reader user lands on it. */
function Sent({ alert, onAgain }: { alert: RateAlertRequest; onAgain: () => void }) {
  const R = useWords('rateAlert', rateAlertMessages);
  const F = R.form;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      className="mt-6 space-y-3 outline-none"
      data-testid="rate-alert-sent"
    >
      <p className="flex items-center gap-2 font-semibold text-emerald-800">
        <CircleCheck className="size-5" aria-hidden />
        {F.sentTitle}
      </p>
      <p className="text-sm text-slate-700">{F.sent(alert.email, R.series(alert), alert.target)}</p>
      <Button variant="link" size="sm" className="px-0" onClick={onAgain}>
        {F.another}
      </Button>
    </div>
  );
}
