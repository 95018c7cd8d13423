/**
 * Lambda event filtering, for the pattern shapes the project uses: nested objects whose leaves are
 * lists of allowed exact values. A record matches when every leaf of the pattern matches.
 */
export type FilterPattern = {
  readonly [key: string]: FilterPattern | readonly (string | number | boolean)[];
};

export function matchesPattern(pattern: FilterPattern, value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(pattern).every(([key, expected]) => {
    const actual = (value as Record<string, unknown>)[key];
    if (Array.isArray(expected)) return expected.includes(actual as string);
    return matchesPattern(expected as FilterPattern, actual);
  });
}
