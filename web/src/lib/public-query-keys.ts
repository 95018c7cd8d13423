/**
 * The public site's cached reads that the back office changes: a broker's edit or the super admin's must
 * invalidate them, so their keys live here rather than in the public feature (features do not import
 * each other; test/unit/web/feature-boundaries.test.ts).
 */
export const agentKeys = {
  all: ['agents'] as const,
  active: () => ['agents', 'active'] as const,
  detail: (idOrSlug: string) => ['agents', 'detail', idOrSlug] as const,
};
