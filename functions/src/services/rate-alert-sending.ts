import { bestRatesBySeries, lowestTargetMetBy } from '@maplestone/shared/schemas/rate-alerts';
import { rateAlerts } from '../data/repositories/rate-alerts';
import { rates } from '../data/repositories/rates';
import { parseEnv, siteEnvSchema } from '../lib/env';
import { errorFields, type Logger } from '../lib/logger';
import { type MailMessage, sendMail } from '../lib/mail';
import { rateAlertEmail } from './rate-alert-email';

/**
 * The rate alerts' e-mails after a scrape (ADR 082), apart from the subscription's code: only the scrape sends
 * them, so the public API's bundle carries neither the e-mail nor its words in both languages.
 */

export interface RateAlertRun {
  /** E-mails sent. */
  sent: number;
  /** Alerts whose e-mail failed: put back in the queue for the next scrape. */
  failed: number;
}

/**
 * After a scrape: every armed alert whose target the series' best rate meets gets its one e-mail. Each alert
 * is claimed (armed → fired, out of the queue) before its e-mail goes, so a second run or a redelivered
 * invocation finds nothing to send; a failed send releases the claim. One Query per series with a rate.
 * Never throws: the scrape's own result stands whatever happens here.
 */
export async function sendDueRateAlerts(options: {
  log: Logger;
  now?: () => Date;
  send?: (message: MailMessage) => Promise<void>;
  env?: NodeJS.ProcessEnv;
}): Promise<RateAlertRun> {
  const { log, now = () => new Date(), send = sendMail } = options;
  const run: RateAlertRun = { sent: 0, failed: 0 };
  try {
    const { SITE_URL } = parseEnv(siteEnvSchema, options.env ?? process.env);
    const best = bestRatesBySeries(await rates.listActive());
    for (const { series, rate } of best) {
      const due = await rateAlerts.listArmedFrom(series, lowestTargetMetBy(rate));
      for (const alert of due) {
        const claimed = await rateAlerts.claimFiring(alert.id, rate, now().toISOString());
        if (!claimed) continue;
        try {
          await send(rateAlertEmail(claimed, rate, SITE_URL));
          run.sent++;
        } catch (error) {
          run.failed++;
          const released = await rateAlerts.releaseClaim(claimed, now().toISOString()).catch(() => false);
          log.error('rate alert e-mail failed', { alertId: alert.id, released, ...errorFields(error) });
        }
      }
    }
  } catch (error) {
    log.error('rate alerts not sent', errorFields(error));
  }
  if (run.sent > 0 || run.failed > 0) log.info('rate alerts sent', { ...run });
  return run;
}
