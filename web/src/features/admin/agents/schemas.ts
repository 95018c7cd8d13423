/** The Agents panel's response schemas, loaded beside its first data (ADR 057): import it only with `import()`. */
import { adminAgentSchema, agentLeadsReassignResultSchema, agentSchema } from '@maplestone/shared';
import * as z from 'zod';

export { agentLeadsReassignResultSchema, agentSchema };
/** GET /api/admin/agents: each row with its lead counts (ADR 070). */
export const agentListSchema = z.array(adminAgentSchema);
/** A 204's empty answer. */
export const noContent = z.null();
