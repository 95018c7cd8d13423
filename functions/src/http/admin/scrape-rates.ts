import { staffMessages } from '@maplestone/shared/i18n/en/staff/back-office/index';
import * as z from 'zod';
import { parseEnv } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { errorFields } from '../../lib/logger';
import { InvokeError, invokeFunction } from '../../services/lambda-invoke';
import {
  MANUAL_SCRAPE_EVENT,
  MANUAL_SCRAPE_WAIT_MS,
  scrapeCountsSchema,
  scrapeFailed,
  scrapeMessage,
} from '../../services/rates-scrape/invocation';

const env = parseEnv(
  z.object({
    /** The scrape-rates function this route invokes (its name in AWS; the local stand-in's in the stack). */
    SCRAPE_RATES_FUNCTION_NAME: z.string().min(1),
  }),
);

export class ScrapeFailedError extends AppError {
  constructor() {
    super(502, 'scrape_failed', staffMessages.rates.scrapeFailed);
  }
}

/**
 * POST /api/admin/rates/scrape (super admin): invokes the scrape-rates function, waits for its summary and
 * answers with its counts; 502 when no source could be read or the function gave no summary.
 */
export const scrapeRatesNow = defineHandler({
  handle: async ({ log }) => {
    const scrapeLog = log.child({ job: 'scrape-rates', trigger: MANUAL_SCRAPE_EVENT.trigger });
    let answer: unknown;
    try {
      answer = await invokeFunction(env.SCRAPE_RATES_FUNCTION_NAME, MANUAL_SCRAPE_EVENT, {
        timeoutMs: MANUAL_SCRAPE_WAIT_MS,
      });
    } catch (error) {
      scrapeLog.error('rate scrape failed', {
        ...errorFields(error),
        ...(error instanceof InvokeError ? error.details : {}),
      });
      throw new ScrapeFailedError();
    }
    const summary = scrapeCountsSchema.safeParse(answer);
    if (!summary.success) {
      scrapeLog.error('rate scrape answered no summary', { issue: summary.error.issues[0]?.message });
      throw new ScrapeFailedError();
    }
    if (scrapeFailed(summary.data)) throw new ScrapeFailedError();
    return ok({
      message: scrapeMessage(summary.data),
      created: summary.data.created,
      updated: summary.data.updated,
      unchanged: summary.data.unchanged,
      rejected: summary.data.rejected,
      failedSources: summary.data.failedSources,
    });
  },
});
