import { getHealth } from '../http/system/get-health';
import { createAudienceHandler } from '../lib/http';

/** Anonymous visitors: public reads and lead capture. */
export const handler = createAudienceHandler('public-api', { getHealth });
