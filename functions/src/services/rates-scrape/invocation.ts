import * as z from 'zod';

/*
 * How the scrape-rates function is invoked and what it answers (ADR 067): the nightly schedule and the admin's
 * "scrape now" (admin-api invokes the function and waits). Light on purpose: admin-api imports it, and must not
 * import the scrape itself (its HTML parser).
 */

export const SCRAPE_TRIGGERS = ['schedule', 'manual'] as const;
export type ScrapeTrigger = (typeof SCRAPE_TRIGGERS)[number];

/** The schedule's event. Without a trigger (the schedule before it said so, the local scheduler) it is this. */
export const SCHEDULED_SCRAPE_EVENT = { trigger: 'schedule' } as const satisfies { trigger: ScrapeTrigger };
/** The admin's: the function answers its summary even when every source failed, rather than failing. */
export const MANUAL_SCRAPE_EVENT = { trigger: 'manual' } as const satisfies { trigger: ScrapeTrigger };

/**
 * How long admin-api waits for a manual scrape: within its own 29 s timeout and API Gateway's limit, so a slow
 * scrape answers 502 rather than a gateway timeout. The scrape runs on to its end (ADR 067).
 */
export const MANUAL_SCRAPE_WAIT_MS = 25_000;

const scrapeEventSchema = z.looseObject({ trigger: z.enum(SCRAPE_TRIGGERS).default('schedule') });

/** The trigger of an invocation; an event that names another trigger is refused. */
export function scrapeTriggerOf(event: unknown): ScrapeTrigger {
  const parsed = scrapeEventSchema.safeParse(event ?? {});
  if (!parsed.success) {
    throw new Error(`scrape-rates: not a scrape event: ${JSON.stringify(event)?.slice(0, 200)}`);
  }
  return parsed.data.trigger;
}

const count = z.number().int().min(0);

/** What the admin's answer is built from, as the function answers it (other fields pass unread). */
export const scrapeCountsSchema: z.ZodType<ScrapeCounts> = z.looseObject({
  sources: z.array(z.looseObject({ name: z.string(), ok: z.boolean() })),
  created: count,
  updated: count,
  unchanged: count,
  rejected: count,
  failedSources: count,
});
/** The counts a message is built from: what the schema reads of an answer, and what a run's summary has. */
export interface ScrapeCounts {
  sources: { name: string; ok: boolean }[];
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  failedSources: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The manual trigger's answer: counts of updated (new included), unchanged, rejected and failed sources. */
export function scrapeMessage(summary: ScrapeCounts): string {
  const written = summary.created + summary.updated;
  const failed = summary.sources.filter((s) => !s.ok).map((s) => s.name);
  const parts = [
    `Rates scraped from ${plural(summary.sources.length - failed.length, 'source')}: ` +
      `${written} updated${summary.created > 0 ? ` (${summary.created} new)` : ''}, ` +
      `${summary.unchanged} unchanged, ${summary.rejected} rejected`,
  ];
  parts.push(
    failed.length === 0
      ? 'no source failed.'
      : `${plural(failed.length, 'source')} failed (${failed.join(', ')}); their rates were left as they were.`,
  );
  return parts.join('; ');
}

/** The whole run failed when no source could be read at all. */
export function scrapeFailed(summary: ScrapeCounts): boolean {
  return summary.sources.length > 0 && summary.failedSources === summary.sources.length;
}
