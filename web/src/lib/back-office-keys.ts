/**
 * The back office's query keys that one feature's change makes stale in another's panel: a lead's change makes
 * the landing's piles stale, an offboarding the leads' pages, an agent's change the agent options every select
 * shows. They live here, as the public keys do in public-query-keys.ts, since features do not import each other
 * (test/unit/web/feature-boundaries.test.ts).
 */
export const backOfficeKeys = {
  /** The super admin's agents (pages, items and options). */
  adminAgents: ['admin', 'agents'] as const,
  /** The super admin's leads (pages and items). */
  adminLeads: ['admin', 'leads'] as const,
  /** The super admin's landing (needs attention). */
  adminAttention: ['admin', 'attention'] as const,
  /** The agent's landing (needs attention). */
  myAttention: ['me', 'attention'] as const,
};
