/**
 * Lambda event filtering, for the pattern shapes the project uses: nested objects whose leaves are lists of
 * allowed exact values, or `{ exists: boolean }` (a leaf present or absent; absent when a level above it is). A
 * record matches when every leaf of the pattern matches.
 */
type Allowed = string | number | boolean | { readonly exists: boolean };
export type FilterPattern = {
  readonly [key: string]: FilterPattern | readonly Allowed[];
};

export function matchesPattern(pattern: FilterPattern, value: unknown): boolean {
  const fields = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  return Object.entries(pattern).every(([key, expected]) => {
    const actual = fields?.[key];
    if (!Array.isArray(expected)) return matchesPattern(expected as FilterPattern, actual);
    return expected.some((allowed: Allowed) =>
      typeof allowed === 'object' ? allowed.exists === (actual !== undefined) : allowed === actual,
    );
  });
}
