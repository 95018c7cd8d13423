import {
  type AgentAttention,
  businessMinutesBetween,
  dateTimeFormat,
  type FileToReview,
  formatBusinessMinutes,
  type LeadListRow,
  numberFormat,
  staffMessages,
} from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { AlertTriangle, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { cn } from '../../../lib/cn';

const m = staffMessages.attention;
const when: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export type AttentionKind = keyof typeof m.empty;
/** The URL's `show` values: one kind, or everything (the default, left out of the URL). */
const FILTERS = ['all', 'overdue', 'new', 'files', 'testimonials', 'posts'] as const;
type Filter = (typeof FILTERS)[number];
export const SHOW_PARAM = 'show';

export interface AttentionItem {
  id: string;
  title: string;
  /** What the row says under its title: what it is, since when, for whom. */
  details: string[];
  href: string;
  /** What the link does, read first by a screen reader (the title alone would not say it). */
  actionLabel: string;
}

export interface AttentionSection {
  kind: AttentionKind;
  /** The pile's first page, the longest waiting first. */
  items: AttentionItem[];
  /** How many the pile holds in all (the API's count): more than `items` when it has more pages. */
  total: number;
  /**
   * The list that holds the whole pile, linked as 'See all' when it has more than it shows; none: the pile says how
   * many it shows of how many.
   */
  moreHref?: string;
}

/**
 * New leads in two piles as the API sorts them (issue 33), the longest waiting first: overdue (not contacted
 * within a business hour) and the rest. `leadHref` opens a lead where its panel shows it; `leadsHref` is the
 * leads list filtered to new leads (the overdue ones oldest first); `withAgent` names each lead's agent
 * (super admin).
 */
export function leadSections(
  piles: AgentAttention,
  {
    leadHref,
    leadsHref,
    withAgent,
    now = new Date(),
  }: { leadHref: (id: string) => string; leadsHref: string; withAgent: boolean; now?: Date },
): AttentionSection[] {
  const item = (lead: LeadListRow): AttentionItem => ({
    id: lead.id,
    title: lead.client_name,
    details: [
      staffMessages.leads.typeLabels[lead.type],
      m.received(dateTimeFormat(when).format(new Date(lead.created_at))),
      m.waited(formatBusinessMinutes(businessMinutesBetween(lead.created_at, now))),
      ...(withAgent ? [lead.agent_name ? m.byAgent(lead.agent_name) : m.unassigned] : []),
    ],
    href: leadHref(lead.id),
    actionLabel: m.openLead(lead.client_name),
  });
  return [
    {
      kind: 'overdue',
      items: piles.overdue.items.map(item),
      total: piles.overdue.total,
      moreHref: `${leadsHref}&leads_order=oldest`,
    },
    { kind: 'new', items: piles.new.items.map(item), total: piles.new.total, moreHref: leadsHref },
  ];
}

/**
 * Borrower files with documents to review (issue 38, ADR 119), the longest waiting first: each opens the file's page
 * (`fileHref`), where the documents are accepted or refused; `withAgent` names each lead's agent (super admin).
 */
export function fileSection(
  files: AgentAttention['files'],
  { fileHref, withAgent }: { fileHref: (leadId: string) => string; withAgent: boolean },
): AttentionSection {
  const item = (file: FileToReview): AttentionItem => ({
    id: file.lead_id,
    title: file.client_name,
    details: [
      m.documentsToReview(file.documents),
      m.waitingSince(dateTimeFormat(when).format(new Date(file.since))),
      ...(withAgent ? [file.agent_name ? m.byAgent(file.agent_name) : m.unassigned] : []),
    ],
    href: fileHref(file.lead_id),
    actionLabel: m.reviewFile(file.client_name),
  });
  return { kind: 'files', items: files.items.map(item), total: files.total };
}

const readFilter = (value: string | null): Filter =>
  FILTERS.includes(value as Filter) ? (value as Filter) : 'all';

/**
 * The back office's landing (issue 17): what waits for someone, in sections, with a filter kept in the
 * URL (`?show=overdue`) so a view can be bookmarked. Each row links to where the item is handled; a pile
 * shows its first page and says how many it holds in all (issue 33), with 'See all' to the list that has them.
 */
export function AttentionPanel({ sections }: { sections: AttentionSection[] }) {
  const [params] = useSearchParams();
  const filter = readFilter(params.get(SHOW_PARAM));
  const shown = filter === 'all' ? sections : sections.filter((section) => section.kind === filter);
  const total = sections.reduce((sum, section) => sum + section.total, 0);
  const filterHref = (value: Filter) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete(SHOW_PARAM);
    else next.set(SHOW_PARAM, value);
    const query = next.toString();
    return query ? `?${query}` : '?';
  };

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold text-slate-900">{m.title}</h2>
        <p className="text-sm text-slate-600">{total === 0 ? m.allClear : m.intro}</p>
      </header>
      <nav aria-label={m.filterLabel}>
        <ul className="flex flex-wrap gap-2">
          {(['all', ...sections.map((section) => section.kind)] as Filter[]).map((value) => {
            const count =
              value === 'all' ? total : (sections.find((section) => section.kind === value)?.total ?? 0);
            const current = value === filter;
            return (
              <li key={value}>
                <Link
                  to={filterHref(value)}
                  replace
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-10 items-center gap-2 rounded-full px-3.5 text-sm font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
                    current
                      ? 'bg-slate-900 text-white ring-slate-900'
                      : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                  )}
                >
                  {m.filters[value]}{' '}
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs tabular-nums',
                      current ? 'bg-white/20' : 'bg-slate-100 text-slate-700',
                    )}
                  >
                    {numberFormat().format(count)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {shown.map((section) => (
        <SectionCard key={section.kind} section={section} />
      ))}
    </div>
  );
}

function SectionCard({ section }: { section: AttentionSection }) {
  const headingId = `attention-${section.kind}`;
  const urgent = section.kind === 'overdue' && section.total > 0;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl bg-white p-4 shadow-sm ring-1 sm:p-6',
        urgent ? 'ring-amber-300' : 'ring-slate-200',
      )}
    >
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        {urgent ? <AlertTriangle className="size-5 text-amber-700" aria-hidden /> : null}
        {m.filters[section.kind]}
        <span className="text-sm font-normal text-slate-600">({numberFormat().format(section.total)})</span>
      </h3>
      <p className="mt-1 text-sm text-slate-600">{m.hints[section.kind]}</p>
      {section.items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{m.empty[section.kind]}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {section.items.map((item) => (
            <li key={item.id}>
              <Link
                to={item.href}
                className="group flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
              >
                <span className="min-w-0 flex-1">
                  {/* What the link does, then the details; the visible title is in the sentence already. */}
                  <span className="sr-only">{`${item.actionLabel}, `}</span>
                  <span aria-hidden className="block truncate font-medium text-slate-900">
                    {item.title}
                  </span>
                  <span className="block text-sm text-slate-600">{item.details.join(' · ')}</span>
                </span>
                <ChevronRight
                  className="size-5 shrink-0 text-slate-400 group-hover:text-slate-700"
                  aria-hidden
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {section.total > section.items.length && !section.moreHref ? (
        <p className="mt-3 border-t border-slate-100 pt-3 text-sm text-slate-600">
          {m.shownOf(section.items.length, section.total)}
        </p>
      ) : null}
      {section.total > section.items.length && section.moreHref ? (
        <p className="mt-3 border-t border-slate-100 pt-3">
          <Link
            to={section.moreHref}
            aria-label={m.seeAllLabel(section.total, m.filters[section.kind])}
            className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-sm font-semibold text-navy-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            {m.seeAll}
            <ChevronRight className="size-4" aria-hidden />
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** While the lists load: the outline of the sections. */
export function AttentionSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{commonWords.loading}</span>
      <div className="h-7 w-48 animate-pulse rounded bg-slate-200" />
      <div className="h-10 w-full max-w-lg animate-pulse rounded-full bg-slate-100" />
      <div className="h-40 w-full animate-pulse rounded-2xl bg-slate-100" />
    </div>
  );
}
