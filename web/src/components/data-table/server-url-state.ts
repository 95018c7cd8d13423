import { type ListOrder, PAGE_SIZE } from '@maplestone/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The rows a page of a server-mode table may hold; the first is the API's own default (PAGE_SIZE). */
export const SERVER_PAGE_SIZES = [PAGE_SIZE, 50, 100] as const;

/** What a server-mode table asks the API for: its filters, search, order, page size and the page's cursor. */
export type ServerTableQuery = Record<string, string | number | undefined>;

/**
 * A server-mode table's state in the URL query string (ADR 038, issue 33), so a reload, the back button or a
 * bookmark shows the same page:
 *
 *   <prefix>_<facet>   each facet's value (leads_status=new)      <prefix>_q      the search as typed
 *   <prefix>_order     'oldest' (newest first is left out)        <prefix>_size   50 or 100 (25 is left out)
 *   <prefix>_page      the page's number, from 2                  <prefix>_cursor the page's cursor, from 2
 *
 * plus the `filters` the panel keeps under the same prefix itself (a date range: leads_from, leads_to). Any
 * change of filter, search, order or size goes back to the first page (no cursor: the API's cursors are bound
 * to the filters). The cursors of the pages already seen are remembered per tab (sessionStorage, keyed by the
 * table and its filters), so Previous can go back one page; without them (another tab), it goes to the first.
 */
export function useServerTableState(
  prefix: string,
  {
    facetIds,
    filters = {},
  }: {
    /** The facets' query parameters ('status', 'type'...), each kept as `<prefix>_<id>`. */
    facetIds: readonly string[];
    /** Filters read (and checked) by the panel from its own `<prefix>_<name>` keys: sent, and cleared with the rest. */
    filters?: Record<string, string>;
  },
) {
  const [params, setParams] = useSearchParams();
  const key = useCallback((name: string) => `${prefix}_${name}`, [prefix]);
  const facetKey = facetIds.join(',');
  const filterKey = JSON.stringify(filters);

  const state = useMemo(() => {
    const read = (name: string) => params.get(key(name)) ?? '';
    const facets = Object.fromEntries(
      facetKey
        .split(',')
        .filter(Boolean)
        .map((id) => [id, read(id)]),
    );
    const extra = JSON.parse(filterKey) as Record<string, string>;
    const q = read('q');
    const order: ListOrder = read('order') === 'oldest' ? 'oldest' : 'newest';
    const sizeRead = Number(read('size'));
    const size: number = (SERVER_PAGE_SIZES as readonly number[]).includes(sizeRead) ? sizeRead : PAGE_SIZE;
    const cursor = read('cursor') || undefined;
    const pageRead = Number.parseInt(read('page'), 10);
    // A page past the first always has its cursor; a cursor without a page number is at least the second.
    const page = cursor ? Math.max(Number.isFinite(pageRead) ? pageRead : 2, 2) : 1;
    const filtering =
      q.trim() !== '' ||
      Object.values(facets).some((value) => value !== '') ||
      Object.values(extra).some((value) => value !== '');
    const signature = JSON.stringify([prefix, facets, q.trim(), extra, order, size]);
    const query: ServerTableQuery = {
      ...Object.fromEntries(Object.entries(facets).map(([id, value]) => [id, value || undefined])),
      ...Object.fromEntries(Object.entries(extra).map(([name, value]) => [name, value || undefined])),
      q: q.trim() || undefined,
      order: order === 'oldest' ? order : undefined,
      limit: size,
      cursor,
    };
    return { facets, q, order, size, page, cursor, filtering, signature, query };
  }, [params, key, prefix, facetKey, filterKey]);

  /** Writes the given entries (undefined or '' removes one); replaces the history entry, as typing would flood it. */
  const write = useCallback(
    (entries: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(entries)) {
            if (value === undefined || value === '') next.delete(key(name));
            else next.set(key(name), value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams, key],
  );

  const firstPage = { page: undefined, cursor: undefined };
  const { signature, page } = state;
  return {
    ...state,
    /** The search as typed (the API gets it trimmed). */
    setQ: (q: string) => write({ q, ...firstPage }),
    setFacet: (id: string, value: string) => write({ [id]: value, ...firstPage }),
    setOrder: (order: ListOrder) => write({ order: order === 'oldest' ? order : undefined, ...firstPage }),
    setSize: (size: number) => write({ size: size === PAGE_SIZE ? undefined : String(size), ...firstPage }),
    /** Back to the first page, the filters kept (a stale cursor, First). */
    first: () => write(firstPage),
    /** The page after this one, at the cursor this page's answer gave. */
    next: (cursor: string) => {
      cursors.remember(signature, page + 1, cursor);
      write({ page: String(page + 1), cursor });
    },
    /** The page before this one when its cursor is remembered, else the first. */
    previous: () => {
      const before = page - 1 > 1 ? cursors.recall(signature, page - 1) : undefined;
      write(before ? { page: String(page - 1), cursor: before } : firstPage);
    },
    clearFilters: () =>
      write({
        q: undefined,
        ...firstPage,
        ...Object.fromEntries(facetIds.map((id) => [id, undefined])),
        ...Object.fromEntries(Object.keys(filters).map((name) => [name, undefined])),
      }),
  };
}

export type ServerTableState = ReturnType<typeof useServerTableState>;

/**
 * The cursors of the pages a tab has seen, by table and filters: in sessionStorage (a reload keeps them),
 * or in memory where storage is refused.
 */
const cursors = (() => {
  const memory = new Map<string, string>();
  const storage = (): Pick<Storage, 'getItem' | 'setItem'> => {
    try {
      // Reading it throws where storage is refused (some private modes).
      if (typeof sessionStorage !== 'undefined' && sessionStorage) return sessionStorage;
    } catch {
      // The memory below.
    }
    return { getItem: (name) => memory.get(name) ?? null, setItem: (name, value) => memory.set(name, value) };
  };
  const storageKey = (signature: string) => `data-table-cursors:${signature}`;
  const load = (signature: string): Record<string, string> => {
    try {
      return JSON.parse(storage().getItem(storageKey(signature)) ?? '{}') as Record<string, string>;
    } catch {
      return {};
    }
  };
  return {
    remember(signature: string, page: number, cursor: string) {
      try {
        storage().setItem(storageKey(signature), JSON.stringify({ ...load(signature), [page]: cursor }));
      } catch {
        // Full: Previous goes to the first page.
      }
    },
    recall: (signature: string, page: number): string | undefined => load(signature)[page],
  };
})();
