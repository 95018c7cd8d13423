import { defineHandler, ok } from '../../lib/http';
import { agentOptions } from '../../services/back-office/agents-admin';

/**
 * GET /api/admin/agents/options: every agent as a select needs it (id, name, e-mail, slug, active), newest
 * first: the post's author, the leads' agent filter, reassignment. The brokerage's staff, read whole (ADR 094).
 */
export const listAdminAgentOptions = defineHandler({
  handle: async () => ok(await agentOptions()),
});
