import { dateTimeFormat } from '@maplestone/shared';

const longDate: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** 'March 5, 2024' (en-CA long date) from an ISO timestamp or a Date; an invalid value reads as today. */
export function formatLongDate(value: string | Date | null | undefined): string {
  const date = value ? new Date(value) : new Date();
  return dateTimeFormat(longDate).format(Number.isNaN(date.getTime()) ? new Date() : date);
}

const shortDate: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** 'Nov 28, 2026' (en-CA, the month cut short): a table's date, where the long one would widen its column. */
export function formatShortDate(value: string | Date | null | undefined): string {
  const date = value ? new Date(value) : new Date();
  return dateTimeFormat(shortDate).format(Number.isNaN(date.getTime()) ? new Date() : date);
}

const shortDay: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };

/** 'Nov 20' for the day '2026-11-20' (the API's Toronto business day, shown as is). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dateTimeFormat(shortDay).format(date);
}
