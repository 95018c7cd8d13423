import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@maplestone/shared/domain';
import { addDays, dayOf } from '../../data/keys';

/** The analytics periods: All Time, the last 30 days, the last 7 days (today included). */
export const PERIODS = ANALYTICS_PERIODS;
export type Period = AnalyticsPeriod;

/** The `count` business days ending today (Toronto), oldest first. */
export function lastDays(count: number, now = new Date()): string[] {
  const today = dayOf(now.toISOString());
  return Array.from({ length: count }, (_, i) => addDays(today, i - (count - 1)));
}

/** The instant a Toronto business day starts (midnight EDT is 04:00Z, EST 05:00Z). */
export function startOfDay(day: string): string {
  const edt = `${day}T04:00:00.000Z`;
  return dayOf(edt) === day ? edt : `${day}T05:00:00.000Z`;
}

export interface PeriodRange {
  period: Period;
  /** First day counted, or null for all time. */
  fromDay: string | null;
  toDay: string;
  /** The instant the period starts, or null for all time. */
  since: string | null;
}

export function periodRange(period: Period, now = new Date()): PeriodRange {
  const toDay = dayOf(now.toISOString());
  if (period === 'all') return { period, fromDay: null, toDay, since: null };
  const fromDay = addDays(toDay, 1 - Number(period));
  return { period, fromDay, toDay, since: startOfDay(fromDay) };
}
