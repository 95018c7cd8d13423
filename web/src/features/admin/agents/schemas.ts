/** The Agents panel's response schemas, loaded beside its first data (ADR 057): import it only with `import()`. */
import { agentSchema } from '@maplestone/shared';
import * as z from 'zod';

export { agentSchema };
export const agentListSchema = z.array(agentSchema);
/** A 204's empty answer. */
export const noContent = z.null();
