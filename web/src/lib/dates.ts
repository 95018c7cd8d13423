const longDate = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });

/** 'March 5, 2024' (en-CA long date) from an ISO timestamp or a Date; an invalid value reads as today. */
export function formatLongDate(value: string | Date | null | undefined): string {
  const date = value ? new Date(value) : new Date();
  return longDate.format(Number.isNaN(date.getTime()) ? new Date() : date);
}
