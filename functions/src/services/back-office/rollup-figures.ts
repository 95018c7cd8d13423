import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TYPES,
  type LeadSource,
  type LeadStatus,
  type LeadType,
} from '@maplestone/shared/domain';
import { FUNNEL_FIGURES, type FunnelFigure, medianOfHistogram } from '@maplestone/shared/lead-desk';
import { WAITING } from '../../data/repositories/stats';

/**
 * The analytics' figures read from counter items (issue 33, ADR 092): every breakdown, funnel and first-contact
 * figure the panels show is a sum of counts the stream keeps (services/lead-rollups.ts names them), so reading
 * them takes the same time at twenty leads as at two hundred thousand.
 */

export type Counts = Record<string, number>;

/** Each `<prefix><a>|<b>|…` count with its parts. */
function* parts(counts: Counts, prefix: string): Generator<[string[], number]> {
  for (const [name, value] of Object.entries(counts)) {
    if (name.startsWith(prefix)) yield [name.slice(prefix.length).split('|'), value];
  }
}

const zeros = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, 0])) as Record<K, number>;

/** The leads by type, source and status now, and how many in all: the sums of the facet counts. */
export function breakdown(counts: Counts) {
  const byType = zeros(LEAD_TYPES);
  const bySource = zeros(LEAD_SOURCES);
  const byStatus = zeros(LEAD_STATUSES);
  let total = 0;
  for (const [[status, type, source], value] of parts(counts, 'n|')) {
    if (status! in byStatus) byStatus[status as LeadStatus] += value;
    if (type! in byType) byType[type as LeadType] += value;
    if (source! in bySource) bySource[source as LeadSource] += value;
    total += value;
  }
  return { total, by_type: byType, by_source: bySource, by_status: byStatus };
}

/** How many leads reached each funnel stage, the lead's and its file's (ADR 119), all sources or one. */
function stages(counts: Counts, leads: number, source?: string): Record<FunnelFigure, number> {
  const reached = { ...zeros(FUNNEL_FIGURES), leads };
  for (const [[stage, from], value] of parts(counts, 'reached|')) {
    if (source !== undefined && from !== source) continue;
    if (stage !== 'leads' && stage! in reached) reached[stage as FunnelFigure] += value;
  }
  return reached;
}

/** The funnel (issue 17): page views, then the leads by stage, and the stages per source (every source). */
export function funnelOf(counts: Counts, pageViews: number) {
  const { total, by_source } = breakdown(counts);
  return {
    page_views: pageViews,
    ...stages(counts, total),
    by_source: LEAD_SOURCES.map((source) => ({ source, ...stages(counts, by_source[source], source) })),
  };
}

/** The funnel's lead stages alone (an agent's row of the analytics by agent): `held` leads, then the stages. */
export function heldFunnel(counts: Counts, held: number) {
  return stages(counts, held);
}

/**
 * First contact (issue 17): the median of the contacted leads' business minutes from the histogram, how many
 * were contacted, and how many wait overdue: the leads still waiting, less `freshWaiting` (those within their
 * first business hour, read from the list).
 */
export function firstContactOf(counts: Counts, freshWaiting: number) {
  const histogram = new Map<number, number>();
  let contacted = 0;
  for (const [[bucket], value] of parts(counts, 'fc|')) {
    histogram.set(Number(bucket), (histogram.get(Number(bucket)) ?? 0) + value);
    contacted += value;
  }
  return {
    median_minutes: medianOfHistogram(histogram),
    contacted,
    overdue: Math.max(0, (counts[WAITING] ?? 0) - freshWaiting),
  };
}
