import { PROVINCES, type ProvinceCode } from '@maplestone/shared';
import { calculatorsCommonWords } from '@maplestone/shared/i18n/en/calculators';
import { domainWords } from '@maplestone/shared/i18n/en/domain';
import { LANGUAGE_TAGS } from '@maplestone/shared/i18n/locale';
import { type ComponentProps, type ReactNode, useCallback, useMemo } from 'react';
import { Field, useYearOptions } from '../../../components/form';
import { AffixInput } from '../../../components/ui/input';
import { PageIntro, Section } from '../../../components/ui/section';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useLocale, useWords } from '../../../lib/i18n';
import { useParseNumber } from '../../../lib/parse-number';

/**
 * A number typed in a calculator, read in the page's language ('500 000' and '4,74' in French, '500,000' in
 * English): null when blank or unreadable (never NaN).
 */
export function useReadAmount(): (text: string) => number | null {
  const parse = useParseNumber();
  return useCallback(
    (text: string) => {
      const value = parse(text);
      return Number.isFinite(value) ? value : null;
    },
    [parse],
  );
}

/** A starting value as a calculator's box shows it: '500000' and '4.74' in English, '500 000' and '4,74' in French. */
export function useNumberText(): (value: number, decimals?: number) => string {
  const f = useFormat();
  return useCallback(
    (value: number, decimals?: number) =>
      f.number(value, {
        useGrouping: f.locale === 'fr',
        minimumFractionDigits: decimals ?? 0,
        maximumFractionDigits: decimals ?? 4,
      }),
    [f],
  );
}

/** A province's name in the page's language ('Quebec', 'Québec'). */
export function useProvinceName(): (code: ProvinceCode) => string {
  const d = useWords('domain', domainWords);
  return (code) => d.provinces[code] ?? code;
}

/** The provinces and territories for a select: their names in the page's language, in its alphabetical order. */
export function useProvinceOptions(): { value: ProvinceCode; label: string }[] {
  const d = useWords('domain', domainWords);
  const locale = useLocale();
  return useMemo(() => {
    const options = PROVINCES.map((p) => ({ value: p.code, label: d.provinces[p.code] }));
    // PROVINCES is in English alphabetical order; French names sort otherwise (Colombie-Britannique, Québec).
    return locale === 'fr'
      ? options.sort((a, b) => a.label.localeCompare(b.label, LANGUAGE_TAGS.fr))
      : options;
  }, [d, locale]);
}

type TextInputProps = Omit<ComponentProps<typeof AffixInput>, 'type' | 'inputMode' | 'prefix' | 'suffix'>;

/**
 * A dollar amount: a text box with the number pad on phones (typed the page's way, read with useReadAmount),
 * '$' before it in English and after it in French.
 */
export function MoneyInput(props: TextInputProps) {
  const f = useFormat();
  const affix = f.locale === 'fr' ? { suffix: '$' } : { prefix: '$' };
  return <AffixInput {...affix} type="text" inputMode="decimal" {...props} />;
}

/** A percentage (a rate): a text box with the number pad on phones, '%' after it. */
export function PercentInput(props: TextInputProps) {
  return <AffixInput suffix="%" type="text" inputMode="decimal" {...props} />;
}

/** A calculator's interest rate box: a PercentInput in its Field, its text the page's state. */
export function RateField({
  label,
  value,
  onChange,
  placeholder,
  className,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  className?: string;
}) {
  return (
    <Field label={label} className={className}>
      <PercentInput placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/** A calculator's amortization: a Select of `years` ('25 years'), its value the chosen year as text ('25'). */
export function AmortizationField({
  label,
  years,
  value,
  onChange,
  hint,
  className,
}: {
  label: string;
  years: readonly number[];
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  className?: string;
}) {
  const options = useYearOptions(years);
  return (
    <Field label={label} hint={hint} className={className}>
      <Select value={value} onValueChange={onChange} options={options} />
    </Field>
  );
}

/** A calculator's page: the title band (its lead is also the description in search results), then the body. */
export function CalculatorPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const w = useWords('calculators', 'common', calculatorsCommonWords);
  return (
    <>
      <PageIntro eyebrow={w.eyebrow} title={title} lead={lead} />
      <Section className="bg-slate-50">{children}</Section>
    </>
  );
}

/** The dark box beside a calculator's form, its figures read out as they change. */
export function ResultsBox({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-navy-900 p-6 text-white" aria-live="polite">
      {children}
    </div>
  );
}

/** The figures under a results box's headline figure, two to a row. */
export function MoreFigures({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-4 border-t border-white/10 pt-4">{children}</div>;
}

export function Panel({
  title,
  children,
  className,
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6', className)}>
      {title ? <h2 className="mb-5 text-lg font-semibold text-navy-950">{title}</h2> : null}
      {children}
    </div>
  );
}

/** A result figure: label and big value. */
export function Figure({
  label,
  value,
  tone = 'light',
  size = 'md',
  testId,
  note,
}: {
  label: ReactNode;
  value: ReactNode;
  tone?: 'light' | 'dark';
  size?: 'md' | 'lg';
  testId?: string;
  note?: ReactNode;
}) {
  return (
    <dl>
      <dt className={cn('text-sm', tone === 'dark' ? 'text-navy-200' : 'text-slate-600')}>{label}</dt>
      <dd
        className={cn(
          'font-bold tabular-nums',
          size === 'lg' ? 'text-4xl tracking-tight' : 'text-xl',
          tone === 'dark' ? 'text-white' : 'text-navy-950',
        )}
        data-testid={testId}
      >
        {value}
      </dd>
      {note ? (
        <dd className={cn('mt-0.5 text-xs', tone === 'dark' ? 'text-navy-200' : 'text-slate-500')}>{note}</dd>
      ) : null}
    </dl>
  );
}
