import { messages } from '@maplestone/shared';
import { runScrape } from '../../jobs/scrape-rates';
import { AppError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { errorFields } from '../../lib/logger';
import { scrapeFailed, scrapeMessage } from '../../services/rates-scrape/scrape';

export class ScrapeFailedError extends AppError {
  constructor() {
    super(502, 'scrape_failed', messages.rates.scrapeFailed);
  }
}

/** POST /api/admin/rates/scrape (super admin): runs the scrape now; answers with its counts. */
export const scrapeRatesNow = defineHandler({
  handle: async ({ log }) => {
    let summary: Awaited<ReturnType<typeof runScrape>>;
    try {
      summary = await runScrape(log.child({ job: 'scrape-rates', trigger: 'manual' }));
    } catch (error) {
      log.error('rate scrape failed', errorFields(error));
      throw new ScrapeFailedError();
    }
    if (scrapeFailed(summary)) throw new ScrapeFailedError();
    return ok({
      message: scrapeMessage(summary),
      created: summary.created,
      updated: summary.updated,
      unchanged: summary.unchanged,
      rejected: summary.rejected,
      failedSources: summary.failedSources,
    });
  },
});
