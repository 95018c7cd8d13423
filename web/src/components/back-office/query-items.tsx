import type { ReactNode } from 'react';
import { ListStates } from '../ui/states';
import { FetchFailed } from './fetch-failed';
import type { ListQuery } from './list-query';

/**
 * A panel's list query in its four states (ListStates): `loading` with a spinner, FetchFailed with `failed`
 * and Retry, `empty`, or its items, which `children` renders (cards, rows of a list).
 */
export function QueryItems<T>({
  query,
  failed,
  ...states
}: {
  query: ListQuery<T>;
  loading: ReactNode;
  failed: string;
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  return (
    <ListStates
      {...states}
      query={query}
      failure={<FetchFailed message={failed} error={query.error} onRetry={() => query.refetch()} />}
    />
  );
}
