/** The Agents panel's response schemas, loaded beside its first data (ADR 057): import it only with `import()`. */
import {
  adminAgentOptionListSchema,
  adminAgentSchema,
  agentLeadsReassignResultSchema,
  agentSchema,
  pageSchema,
} from '@maplestone/shared';

export { adminAgentOptionListSchema, agentLeadsReassignResultSchema, agentSchema };
/** GET /api/admin/agents: a page of agents, each with its lead counts (ADR 070, issue 33). */
export const agentPageSchema = pageSchema(adminAgentSchema);
