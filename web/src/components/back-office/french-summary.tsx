import { adminMessages, staffMessages } from '@maplestone/shared';
import type { WrittenKind } from '@maplestone/shared/i18n/written';
import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { authedRequest } from '../../lib/authed-api';
import { LIVE_QUERY } from '../../lib/resource';
import { Button } from '../ui/button';

const t = adminMessages.frenchSummary;
const summarySchema = () =>
  import('@maplestone/shared/schemas/french-summary').then((m) => m.frenchSummarySchema);

/**
 * GET /api/admin/french-summary (issue 37): per kind, how many items lack French of how many there are. Kept under
 * the panel's own list key (`scope`), so every change the panel makes, which refreshes its list, refreshes it too.
 */
export function frenchSummaryQuery(scope: QueryKey) {
  return queryOptions({
    queryKey: [...scope, 'french-summary'],
    queryFn: () => authedRequest('/api/admin/french-summary', { schema: summarySchema }),
  });
}

/**
 * The "Lacks French" filter of a super admin's list, in the URL beside the table's own state (`<prefix>_french`):
 * on, the list asks its API for `french=missing`. A change goes back to the first page and clears `clears` (the
 * posts' status: the API takes one or the other).
 */
export function useFrenchFilter(prefix: string, clears: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const on = params.get(`${prefix}_french`) === 'missing';
  const set = (next: boolean) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(`${prefix}_french`, 'missing');
        else updated.delete(`${prefix}_french`);
        for (const name of ['page', 'cursor', ...(next ? clears : [])]) updated.delete(`${prefix}_${name}`);
        return updated;
      },
      { replace: true },
    );
  return { on, set, value: on ? ('missing' as const) : undefined };
}

/**
 * A panel's line of what lacks French ('3 of 12 products have no French', read again with the list) and its
 * "Lacks French" toggle (a button, pressed while the list shows only those).
 */
export function FrenchSummary({
  scope,
  kind,
  filter,
}: {
  scope: QueryKey;
  kind: WrittenKind;
  filter: ReturnType<typeof useFrenchFilter>;
}) {
  const summary = useQuery({ ...frenchSummaryQuery(scope), ...LIVE_QUERY });
  const count = summary.data?.[kind];
  const { plural, lacking } = t.kinds[kind];
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <p className="text-sm text-slate-700" aria-live="polite">
        {count ? staffMessages.french.of(count.missing, count.total, plural, lacking) : null}
      </p>
      <Button
        variant="outline"
        size="sm"
        aria-pressed={filter.on}
        onClick={() => filter.set(!filter.on)}
        className="aria-pressed:border-navy-600 aria-pressed:bg-navy-50"
      >
        <Languages className="size-4" aria-hidden />
        {t.lacksFrench}
      </Button>
    </div>
  );
}
