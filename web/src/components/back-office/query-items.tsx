import { staffMessages } from '@maplestone/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api';
import { apiMessage } from '../../lib/resource';
import { ServerPager } from '../data-table/pager';
import type { ServerTableState } from '../data-table/server-url-state';
import { buttonClass } from '../ui/button';
import { EmptyState, LoadingState } from '../ui/states';
import { FetchFailed } from './fetch-failed';
import type { PagedListQuery } from './list-query';

const t = staffMessages.dataTable;

/**
 * A panel's paged list as cards (issue 33: agents, an agent's testimonials, posts, documents): `loading` while
 * the first page comes, FetchFailed with `failed` and Retry, `empty` when the list has no rows at all, else the
 * page's items (`children`) with the pager below (ServerPager: the page and its cursor in the URL, as a table's).
 * While another page loads the cards stay, marked busy; a stale cursor goes back to the first page.
 */
export function PagedQueryItems<T>({
  query,
  state,
  failed,
  loading,
  empty,
  children,
}: {
  query: PagedListQuery<T>;
  state: ServerTableState;
  loading: ReactNode;
  failed: string;
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  const staleCursor = useStaleCursorReset(query, state);
  if (query.isError && !query.data && !staleCursor) {
    return (
      <FetchFailed
        message={apiMessage(query.error, 400, failed)}
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  }
  const page = query.data;
  if (!page || staleCursor) return <LoadingState>{loading}</LoadingState>;
  const busy = query.isPlaceholderData;
  if (!busy && page.items.length === 0 && state.page === 1) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className="space-y-4">
      <div aria-busy={busy || undefined} className={busy ? 'opacity-60 transition-opacity' : undefined}>
        {page.items.length > 0 ? (
          children(page.items)
        ) : (
          // A page past the first that has emptied since its link was made.
          <EmptyState
            action={
              <button type="button" className={buttonClass('link', 'sm')} onClick={state.first}>
                {t.firstPage}
              </button>
            }
          >
            {t.pageGone}
          </EmptyState>
        )}
      </div>
      <ServerPager state={state} page={page} loading={busy} />
    </div>
  );
}

/**
 * Whether the page asked for is one the API no longer knows (a 400 on a cursor: a stale or altered link); it
 * then goes back to the first page, the filters kept. What PagedQueryTable and PagedQueryItems share.
 */
export function useStaleCursorReset(
  query: Pick<PagedListQuery<unknown>, 'isError' | 'error'>,
  state: Pick<ServerTableState, 'cursor' | 'first'>,
): boolean {
  const staleCursor =
    query.isError &&
    state.cursor !== undefined &&
    query.error instanceof ApiError &&
    query.error.status === 400;
  const first = useRef(state.first);
  first.current = state.first;
  useEffect(() => {
    if (staleCursor) first.current();
  }, [staleCursor]);
  return staleCursor;
}
