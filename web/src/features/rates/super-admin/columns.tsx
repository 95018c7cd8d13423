import {
  adminMessages,
  formatRate,
  MANUAL_RATE_SOURCE,
  type publicRateChoice,
  RATE_REGIONS,
  RATE_TYPES,
  type Rate,
  rateUpdateRequestSchema,
  TERMS,
  termIndex,
} from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import type { CellContext } from '@tanstack/react-table';
import type { ColumnDef, DataTableFacet } from '../../../components/data-table';
import { EditableCell } from '../../../components/data-table';
import { cn } from '../../../lib/cn';

const t = adminMessages.rates;

/** Where a rate came from: 'Manual Entry', the scraped page's host ('ratehub.ca'), or its text as stored. */
export function sourceLabel(rate: Pick<Rate, 'source_url'>): string {
  const source = rate.source_url;
  if (!source) return '—';
  if (source === MANUAL_RATE_SOURCE) return MANUAL_RATE_SOURCE;
  try {
    return new URL(source).hostname.replace(/^www\./, '');
  } catch {
    return source;
  }
}

/** A rate as its row's buttons name it: '5 year fixed, Ontario, Manual Entry'. */
export const describeRate = (rate: Rate) =>
  t.describe(rate.term, t.typeLabels[rate.rate_type].toLowerCase(), rate.province, sourceLabel(rate));

/** The two rates the table edits in place. */
type RateField = 'posted_rate' | 'our_rate';

/** The shared schema's refusal of a posted or our rate (out of 0–25 %, more than 3 decimals), or null. */
export function rateRefusal(field: RateField, value: number): string | null {
  const parsed = rateUpdateRequestSchema.safeParse({ [field]: value });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? commonWords.invalidNumber);
}

/** Facets of the rates table, each kept in the URL (rates_province, rates_term, rates_type, rates_source). */
export function rateFacets(rates: readonly Rate[] | undefined): DataTableFacet[] {
  const sources = [...new Set((rates ?? []).map(sourceLabel))].sort((a, b) => a.localeCompare(b));
  return [
    {
      columnId: 'province',
      label: t.columns.province,
      options: RATE_REGIONS.map((value) => ({ value, label: value })),
    },
    { columnId: 'term', label: t.columns.term, options: TERMS.map((value) => ({ value, label: value })) },
    {
      columnId: 'type',
      label: t.columns.type,
      options: RATE_TYPES.map((value) => ({ value, label: t.typeLabels[value] })),
    },
    {
      columnId: 'source',
      label: t.columns.source,
      options: sources.map((value) => ({ value, label: value })),
    },
  ];
}

/** An unset posted rate sorts first, below every real one. */
const orNone = (value: number | null) => value ?? Number.NEGATIVE_INFINITY;

/**
 * The rates table: rates edited in place with 3 decimals, the status badge a toggle. The type is drawn under
 * the term so that every column fits at 1280 px; below 768 px each rate is a card headed by its province
 * (issue 35).
 */
export function rateColumns({
  save,
  toggle,
  publicChoice,
}: {
  save: (rate: Rate, change: Partial<Record<RateField, number>>) => Promise<unknown>;
  toggle: (rate: Rate) => void;
  /** Which active rates the public site shows (publicRateChoice of every rate listed). */
  publicChoice: ReturnType<typeof publicRateChoice<Rate>>;
}): ColumnDef<Rate, unknown>[] {
  /** A posted or our rate, edited in place (Enter saves, Escape cancels), refused as the shared schema does. */
  const rateCell =
    (field: RateField, labelOf: (rate: string) => string) =>
    ({ row }: CellContext<Rate, unknown>) => (
      <EditableCell
        type="number"
        label={labelOf(describeRate(row.original))}
        value={row.original[field] ?? Number.NaN}
        format={(value) => formatRate(value, 'admin')}
        step={0.001}
        min={0}
        validate={(value) => rateRefusal(field, value)}
        onSave={(value) => save(row.original, { [field]: value })}
      />
    );
  return [
    { accessorKey: 'province', header: t.columns.province, meta: { card: 'title', className: 'min-w-28' } },
    {
      accessorKey: 'term',
      header: t.columns.term,
      // 1, 3, 5, 7 year, any other term last (spec §9).
      sortingFn: (a, b) => termIndex(a.original.term) - termIndex(b.original.term),
      cell: ({ row }) => <span className="whitespace-nowrap">{row.original.term}</span>,
    },
    {
      id: 'type',
      accessorKey: 'rate_type',
      header: t.columns.type,
      meta: { below: 'term' },
      cell: ({ row }) => t.typeLabels[row.original.rate_type],
    },
    {
      accessorKey: 'mortgage_type',
      header: t.columns.mortgageType,
      cell: ({ row }) => row.original.mortgage_type ?? '—',
    },
    {
      id: 'posted_rate',
      accessorFn: (rate) => orNone(rate.posted_rate),
      header: t.columns.posted,
      enableGlobalFilter: false,
      cell: rateCell('posted_rate', t.postedOf),
    },
    {
      accessorKey: 'our_rate',
      header: t.columns.ours,
      enableGlobalFilter: false,
      cell: rateCell('our_rate', t.oursOf),
    },
    {
      accessorKey: 'is_active',
      header: t.columns.status,
      enableGlobalFilter: false,
      cell: ({ row }) => {
        const active = row.original.is_active;
        const choice = publicChoice.get(row.original.id);
        return (
          <div className="space-y-1">
            <button
              type="button"
              onClick={() => toggle(row.original)}
              aria-label={t.toggle(active, describeRate(row.original))}
              className={cn(
                'inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ring-1 transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-500',
                active
                  ? 'bg-emerald-50 text-emerald-800 ring-emerald-200 hover:bg-emerald-100'
                  : 'bg-slate-100 text-slate-700 ring-slate-200 hover:bg-slate-200',
              )}
            >
              {active ? t.active : t.inactive}
            </button>
            {choice ? (
              <p className={cn('max-w-40 text-xs', choice.shown ? 'text-emerald-800' : 'text-amber-800')}>
                {choice.shown
                  ? t.shownPublicly
                  : t.passedOver(sourceLabel(choice.instead), formatRate(choice.instead.our_rate, 'admin'))}
              </p>
            ) : null}
          </div>
        );
      },
    },
    {
      id: 'source',
      accessorFn: sourceLabel,
      header: t.columns.source,
      cell: ({ row }) => {
        const url = row.original.source_url;
        const label = sourceLabel(row.original);
        return url && /^https?:\/\//i.test(url) ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="whitespace-nowrap text-navy-700 underline-offset-4 hover:underline"
          >
            {label}
          </a>
        ) : (
          <span className="whitespace-nowrap">{label}</span>
        );
      },
    },
  ];
}
