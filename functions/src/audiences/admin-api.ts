import { listAgents } from '../http/admin/list-agents';
import { createAudienceHandler } from '../lib/http';

/** Super admins: the whole platform. */
export const handler = createAudienceHandler('admin-api', { listAgents });
