/**
 * The landing's response schemas, loaded beside its first data (ADR 057): import it only with `import()`, so
 * the landing's first load carries no zod.
 */
export { adminAttentionSchema, agentAttentionSchema } from '@maplestone/shared';
