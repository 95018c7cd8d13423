import { listAgents } from '../http/admin/list-agents';
import { scrapeRatesNow } from '../http/admin/scrape-rates';
import { createAudienceHandler } from '../lib/http';

/** Super admins: the whole platform. */
export const handler = createAudienceHandler('admin-api', { listAgents, scrapeRatesNow });
