import type { ColumnFiltersState, PaginationState, SortingState, Updater } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, 20, 50] as const;

export interface TableUrlDefaults {
  /** The sort when the URL names none, e.g. { id: 'created_at', desc: true }. */
  sort?: { id: string; desc: boolean };
  pageSize?: (typeof PAGE_SIZES)[number];
}

/**
 * A table's sort, text filter, faceted filters and page, kept in the URL query string (ADR 038) so a
 * reload, the back button or a bookmark shows the same rows. Each key carries the table's prefix
 * (`leads_sort=created_at.desc&leads_page=2&leads_q=smith&leads_status=new`), so two tables on one page
 * never share state; values equal to the defaults are left out, keeping URLs short.
 * Facet filters are written as `<prefix>_<columnId>`; only the given `facetIds` are read back.
 */
export function useTableUrlState(
  prefix: string,
  facetIds: readonly string[],
  defaults: TableUrlDefaults = {},
) {
  const [params, setParams] = useSearchParams();
  const key = useCallback((name: string) => (prefix ? `${prefix}_${name}` : name), [prefix]);
  const defaultSize = defaults.pageSize ?? PAGE_SIZES[0];
  const defaultSort = defaults.sort;
  const facetKey = facetIds.join(',');

  const state = useMemo(() => {
    const sorting = parseSort(params.get(key('sort'))) ?? (defaultSort ? [defaultSort] : []);
    const page = Number.parseInt(params.get(key('page')) ?? '', 10);
    const size = Number(params.get(key('size')));
    const pagination: PaginationState = {
      pageIndex: Number.isFinite(page) && page > 1 ? page - 1 : 0,
      pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize,
    };
    const columnFilters: ColumnFiltersState = facetKey
      .split(',')
      .filter(Boolean)
      .flatMap((id) => {
        const value = params.get(key(id));
        return value ? [{ id, value }] : [];
      });
    return { sorting, globalFilter: params.get(key('q')) ?? '', columnFilters, pagination };
  }, [params, key, defaultSort, defaultSize, facetKey]);

  /** Writes the given entries (undefined removes one); replaces the history entry, as typing would flood it. */
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

  const resetPage = { page: undefined };
  return {
    ...state,
    setSorting: (updater: Updater<SortingState>) => {
      const [first] = resolve(updater, state.sorting);
      const sort = first ? `${first.id}.${first.desc ? 'desc' : 'asc'}` : undefined;
      const isDefault =
        first && defaultSort && first.id === defaultSort.id && first.desc === defaultSort.desc;
      write({ sort: isDefault ? undefined : sort, ...resetPage });
    },
    setGlobalFilter: (updater: Updater<string>) =>
      write({ q: String(resolve(updater, state.globalFilter) ?? ''), ...resetPage }),
    setColumnFilters: (updater: Updater<ColumnFiltersState>) => {
      const next = resolve(updater, state.columnFilters);
      const entries: Record<string, string | undefined> = { ...resetPage };
      for (const id of facetIds) {
        const value = next.find((filter) => filter.id === id)?.value;
        entries[id] = typeof value === 'string' ? value : undefined;
      }
      write(entries);
    },
    setPagination: (updater: Updater<PaginationState>) => {
      const next = resolve(updater, state.pagination);
      write({
        page: next.pageIndex > 0 ? String(next.pageIndex + 1) : undefined,
        size: next.pageSize !== defaultSize ? String(next.pageSize) : undefined,
      });
    },
    clearFilters: () =>
      write({ q: undefined, ...resetPage, ...Object.fromEntries(facetIds.map((id) => [id, undefined])) }),
  };
}

function resolve<T>(updater: Updater<T>, previous: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;
}

/** 'created_at.desc' → [{ id: 'created_at', desc: true }]; anything else → null. */
function parseSort(value: string | null): SortingState | null {
  const match = value ? /^([\w-]+)\.(asc|desc)$/.exec(value) : null;
  return match ? [{ id: match[1]!, desc: match[2] === 'desc' }] : null;
}
