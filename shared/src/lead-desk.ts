import { brand } from './brand';
import type { FileStage } from './schemas/file-terms';
import { dateTimeFormat } from './text/intl';

/**
 * First contact (issue 17): how long a lead waited, in the brokerage's business hours, before it first
 * left `new`. Business hours are Monday to Friday, 9:00 to 17:00 in Toronto (statutory holidays count as
 * working days: ADR 067's note on holidays). The server records the moment; the dashboard and the
 * analytics compute from it with these functions, so both say the same.
 */
export const BUSINESS_HOURS = { open: 9, close: 17, timeZone: brand.timeZone } as const;
/** A lead still `new` after this many business minutes is overdue for its first contact. */
export const FIRST_CONTACT_DUE_MINUTES = 60;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const wallClockParts: Intl.DateTimeFormatOptions = {
  timeZone: BUSINESS_HOURS.timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
};

/** The Toronto wall clock at an instant: its date, weekday and offset from UTC. */
function wallClock(instantMs: number) {
  const parts = Object.fromEntries(
    dateTimeFormat(wallClockParts, 'en-US')
      .formatToParts(new Date(instantMs))
      .map((part) => [part.type, part.value]),
  );
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const asUtc = Date.UTC(
    year,
    month - 1,
    day,
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return {
    year,
    month,
    day,
    weekend: parts.weekday === 'Sat' || parts.weekday === 'Sun',
    offsetMs: asUtc - Math.floor(instantMs / 1000) * 1000,
  };
}

/** The instant it is `hour`:00 in Toronto on a Toronto date (never ambiguous: DST moves at 2 AM). */
function torontoInstant(year: number, month: number, day: number, hour: number): number {
  const naive = Date.UTC(year, month - 1, day, hour);
  return naive - wallClock(naive - wallClock(naive).offsetMs).offsetMs;
}

/**
 * Business minutes between two instants (0 when `end` is not after `start`). With `atMost`, counting
 * stops there: enough to tell whether a lead is overdue without walking a year of days.
 */
export function businessMinutesBetween(
  start: string | Date,
  end: string | Date,
  atMost = Number.POSITIVE_INFINITY,
): number {
  const startMs = new Date(start).getTime();
  const endMs = new Date(end).getTime();
  if (!(endMs > startMs)) return 0;
  let totalMs = 0;
  // Walk Toronto days from the start's: noon of each, so a DST day's 23 or 25 hours never skip one.
  let { year, month, day } = wallClock(startMs);
  const endDay = wallClock(endMs);
  const endDate = Date.UTC(endDay.year, endDay.month - 1, endDay.day);
  for (let first = true; ; first = false) {
    // Whole weeks before the end's day at once (a lead waiting for years is a few steps, not a thousand days): any
    // seven days in a row hold five weekdays, each of full business hours (DST moves at 2 AM, outside them).
    const weeks = first ? 0 : Math.floor((endDate - Date.UTC(year, month - 1, day)) / DAY_MS / 7);
    if (weeks > 0) {
      totalMs += weeks * 5 * (BUSINESS_HOURS.close - BUSINESS_HOURS.open) * 3_600_000;
      if (totalMs >= atMost * MINUTE_MS) return atMost;
      const later = new Date(Date.UTC(year, month - 1, day + weeks * 7));
      [year, month, day] = [later.getUTCFullYear(), later.getUTCMonth() + 1, later.getUTCDate()];
    }
    const noon = torontoInstant(year, month, day, 12);
    const today = wallClock(noon);
    const opens = torontoInstant(year, month, day, BUSINESS_HOURS.open);
    if (opens >= endMs) break;
    if (!today.weekend) {
      const closes = torontoInstant(year, month, day, BUSINESS_HOURS.close);
      totalMs += Math.max(0, Math.min(closes, endMs) - Math.max(opens, startMs));
      if (totalMs >= atMost * MINUTE_MS) return atMost;
    }
    const next = wallClock(noon + DAY_MS);
    ({ year, month, day } = next);
  }
  return Math.floor(totalMs / MINUTE_MS);
}

/** What first contact needs: when the lead came in, its status, and when it first left `new`. */
export interface FirstContactFields {
  created_at: string;
  status: string;
  first_contacted_at?: string | null | undefined;
}

/** Business minutes from the lead's arrival to its first contact; null when it has had none recorded. */
export function firstContactMinutes(lead: FirstContactFields): number | null {
  return lead.first_contacted_at ? businessMinutesBetween(lead.created_at, lead.first_contacted_at) : null;
}

/** A lead waiting for its first contact: still `new` and never contacted (one set back to `new` was). */
export function isWaitingForFirstContact(
  lead: Pick<FirstContactFields, 'status' | 'first_contacted_at'>,
): boolean {
  return lead.status === 'new' && !lead.first_contacted_at;
}

/** A lead still `new` that has waited a business hour or more. */
export function isFirstContactOverdue(lead: FirstContactFields, now: Date = new Date()): boolean {
  if (!isWaitingForFirstContact(lead)) return false;
  return businessMinutesBetween(lead.created_at, now, FIRST_CONTACT_DUE_MINUTES) >= FIRST_CONTACT_DUE_MINUTES;
}

/**
 * The instant from which a lead still waiting is not yet overdue: the latest moment a business hour of
 * first-contact time (FIRST_CONTACT_DUE_MINUTES) before `now`. A waiting lead that arrived before it is
 * overdue; one that arrived at or after it is not. Lists read the fresh ones from it (issue 33).
 */
export function firstContactDueSince(now: Date = new Date()): string {
  const due = FIRST_CONTACT_DUE_MINUTES;
  const nowMs = now.getTime();
  // A business hour is at most about four calendar days back (a long weekend's Friday afternoon).
  let early = nowMs - 10 * DAY_MS;
  let late = nowMs;
  // The business minutes from a start to now only grow as the start moves earlier: bisect to the minute.
  while (late - early > MINUTE_MS) {
    const middle = Math.floor((early + late) / 2);
    if (businessMinutesBetween(new Date(middle), now, due) >= due) early = middle;
    else late = middle;
  }
  return new Date(early).toISOString();
}

/**
 * The first-contact histogram's bucket of a lead's minutes (issue 33's rollups): exact to the minute within a
 * business day, then to the quarter hour up to a business week, the hour up to four weeks, the day beyond.
 * A median read from the buckets is exact while it falls within the first business day.
 */
export function firstContactBucket(minutes: number): number {
  const day = 8 * 60;
  if (minutes < day) return minutes;
  if (minutes < 5 * day) return minutes - (minutes % 15);
  if (minutes < 20 * day) return minutes - (minutes % 60);
  return minutes - (minutes % day);
}

/**
 * The median of a histogram of minutes ({ minutes: how many }) as medianMinutes would give it for the
 * values themselves (the middle two averaged, rounded), each value taken as its bucket's start; null for none.
 */
export function medianOfHistogram(histogram: ReadonlyMap<number, number>): number | null {
  const buckets = [...histogram].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const nth = (index: number) => {
    let seen = 0;
    for (const [minutes, count] of buckets) {
      seen += count;
      if (index < seen) return minutes;
    }
    return buckets.at(-1)![0];
  };
  const middle = Math.floor(total / 2);
  return Math.round(total % 2 === 1 ? nth(middle) : (nth(middle - 1) + nth(middle)) / 2);
}

/** The median of some minutes (the middle two averaged), rounded; null for none. */
export function medianMinutes(minutes: readonly number[]): number | null {
  if (minutes.length === 0) return null;
  const sorted = [...minutes].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** First contact over some leads: the median time of those contacted, and how many wait overdue. */
export function firstContactSummary(leads: readonly FirstContactFields[], now: Date = new Date()) {
  const minutes = leads.flatMap((lead) => {
    const taken = firstContactMinutes(lead);
    return taken === null ? [] : [taken];
  });
  return {
    median_minutes: medianMinutes(minutes),
    contacted: minutes.length,
    overdue: leads.filter((lead) => isFirstContactOverdue(lead, now)).length,
  };
}
export type FirstContactSummary = ReturnType<typeof firstContactSummary>;

/** The funnel's lead stages, in order: a lead counts in every stage up to the one its status reached. */
export const FUNNEL_STAGES = ['leads', 'contacted', 'qualified', 'closed'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
const STAGE_OF_STATUS: Record<string, number> = { new: 0, contacted: 1, qualified: 2, closed: 3 };

/**
 * How many leads reached each stage (issue 17's funnel). A lead with a recorded first contact counts as
 * contacted even if it was later set back to `new`.
 */
export function funnelCounts(leads: readonly FirstContactFields[]): Record<FunnelStage, number> {
  const counts = { leads: 0, contacted: 0, qualified: 0, closed: 0 };
  for (const lead of leads) {
    const reached = funnelStageOf(lead);
    for (let stage = 0; stage <= reached; stage++) counts[FUNNEL_STAGES[stage]!] += 1;
  }
  return counts;
}

/** The index in FUNNEL_STAGES of the last stage a lead reached (a recorded first contact is at least contacted). */
export function funnelStageOf(lead: Pick<FirstContactFields, 'status' | 'first_contacted_at'>): number {
  return Math.max(STAGE_OF_STATUS[lead.status] ?? 0, lead.first_contacted_at ? 1 : 0);
}

/**
 * The funnel's file stages (issue 38, ADR 119), after the lead stages: how far the lead's borrower file went. A lead
 * counts in every file stage up to the furthest its file ever reached (kept on the lead as `_file_reached`, written
 * with each stage change): a file moved back, or lost, stays counted where it went, and a stage the broker skipped
 * on the way counts too. A file at its first stage ('lead') counts in none.
 */
export const FILE_FUNNEL_STAGES = [
  'application_started',
  'application_submitted',
  'documents_complete',
  'sent_to_lender',
  'approved',
  'funded',
] as const satisfies readonly FileStage[];
export type FileFunnelStage = (typeof FILE_FUNNEL_STAGES)[number];

/** Every count of the funnel after the page views: the lead stages, then the file stages. */
export const FUNNEL_FIGURES = [...FUNNEL_STAGES, ...FILE_FUNNEL_STAGES] as const;
export type FunnelFigure = (typeof FUNNEL_FIGURES)[number];

/**
 * How many file stages a lead's file reached (0: no file, or still at 'lead'; 6: funded), from the furthest stage
 * it reached; 'lost' and anything unknown reach none.
 */
export function fileFunnelStageOf(furthest: string | null | undefined): number {
  return FILE_FUNNEL_STAGES.indexOf(furthest as FileFunnelStage) + 1;
}

/** '45 min', '2 h 5 min', '26 h': business time as people say it. */
export function formatBusinessMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
