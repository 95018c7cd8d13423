import { dateTimeFormat, formatCad } from '@maplestone/shared';

const at: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const onDay: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/** 'Nov 21, 2026, 10:04 a.m.' (en-CA) from an ISO timestamp. */
export function formatWhen(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : dateTimeFormat(at).format(date);
}

/** 'Nov 21, 2026' for the day '2026-11-21', shown as that day wherever the browser is. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dateTimeFormat(onDay).format(date);
}

/** An amount as Canadian dollars: '$450,000.00'. */
export const formatMoney = (amount: number) => formatCad(amount);
