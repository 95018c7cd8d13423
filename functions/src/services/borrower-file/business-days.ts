/*
 * Business days for the documents reminders (issue 38, ADR 118): Monday to Friday, Toronto days ('YYYY-MM-DD').
 * Statutory holidays are not known here: a reminder may go out on one (a business day in every other respect).
 */

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Whether a day is Monday to Friday. */
export const isBusinessDay = (day: string) => weekday(day) >= 1 && weekday(day) <= 5;

/** 'YYYY-MM-DD' shifted by whole calendar days. */
export function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The business day `count` business days after `day` (a Friday and 1 is the Monday; a Saturday and 1 too). */
export function addBusinessDays(day: string, count: number): string {
  let current = day;
  for (let left = count; left > 0; ) {
    current = shiftDays(current, 1);
    if (isBusinessDay(current)) left--;
  }
  return current;
}

/** How many business days after its request a document is first reminded of. */
export const REMINDER_AFTER_BUSINESS_DAYS = 3;

/**
 * Whether a document outstanding since `sinceDay` is due a reminder on `today`: today is a business day, and at
 * least three business days have passed (asked on a Monday: from Thursday; on a Friday: from Wednesday).
 */
export function isReminderDue(sinceDay: string, today: string): boolean {
  return isBusinessDay(today) && addBusinessDays(sinceDay, REMINDER_AFTER_BUSINESS_DAYS) <= today;
}

/**
 * The last day a document may have become outstanding on and be due on `today`: three business days take at
 * least three calendar days, so no later day can be (the reminder job's one Query reads up to it).
 */
export const latestDueSinceDay = (today: string) => shiftDays(today, -REMINDER_AFTER_BUSINESS_DAYS);

/**
 * When the reminders go: 09:00 Toronto time, on business days (the AWS schedule is infra/aws/constructs/jobs.ts's
 * FILE_REMINDER_SCHEDULE, `cron(0 9 ? * MON-FRI *)`; the local scheduler runs the job daily and it skips weekends).
 */
export const REMINDER_TIME = { hour: 9, minute: 0, timeZone: 'America/Toronto' } as const;
