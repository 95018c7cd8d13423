import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, failureMessage } from './api';
import { isSignedOutError } from './authed-api';
import { toast } from './toast';

/**
 * The one way a back-office panel changes data (ARCHITECTURE §9a): run the call, invalidate the
 * entity's keys, toast the catalogue's success or failure text. Where the API answers with a message of
 * its own the spec names (a 409 'This profile URL is already taken', a 400 with the schema's message),
 * `failure` may pick it with `apiMessage`. A call that found the session gone toasts nothing: it has
 * already left for /auth.
 *
 * `optimistic` is for the spec's toggles (approval, active state): it writes the expected result into
 * the cache at once, in every query under `queryKey` (a list read a page at a time has one per page), and
 * puts the old values back if the call fails.
 */
export function useResourceMutation<TVariables, TResult = unknown, TCached = unknown>({
  mutationFn,
  invalidate,
  success,
  failure,
  optimistic,
  onSuccess,
}: {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  /** Query keys (or key prefixes) whose data the change makes stale. */
  invalidate: readonly QueryKey[];
  /** The toast on success; a function of the result and variables when it depends on them; none if absent. */
  success?: string | ((result: TResult, variables: TVariables) => string | undefined);
  /** The toast on failure: the catalogue's text, or a function of the error. */
  failure: string | ((error: unknown, variables: TVariables) => string);
  optimistic?: {
    queryKey: QueryKey;
    update: (cached: TCached | undefined, variables: TVariables) => TCached | undefined;
  };
  onSuccess?: (result: TResult, variables: TVariables) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation<
    TResult,
    unknown,
    TVariables,
    { previous: [QueryKey, TCached | undefined][] } | undefined
  >({
    mutationFn,
    onMutate: optimistic
      ? async (variables) => {
          await queryClient.cancelQueries({ queryKey: optimistic.queryKey });
          const previous = queryClient.getQueriesData<TCached>({ queryKey: optimistic.queryKey });
          queryClient.setQueriesData<TCached | undefined>({ queryKey: optimistic.queryKey }, (cached) =>
            optimistic.update(cached, variables),
          );
          return { previous };
        }
      : undefined,
    onError: (error, variables, context) => {
      if (optimistic && context) {
        for (const [queryKey, data] of context.previous) queryClient.setQueryData(queryKey, data);
      }
      if (isSignedOutError(error)) return;
      const text = typeof failure === 'function' ? failure(error, variables) : failure;
      toast.error(failureMessage(error, text));
    },
    onSuccess: (result, variables) => {
      const text = typeof success === 'function' ? success(result, variables) : success;
      if (text) toast.success(text);
      onSuccess?.(result, variables);
    },
    onSettled: () => Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** The API's own message when it answered `status` (e.g. 409 → 'This profile URL is already taken'), else `fallback`. */
export function apiMessage(error: unknown, status: number, fallback: string): string {
  return error instanceof ApiError && error.status === status ? error.message : fallback;
}

/**
 * How a list that others change while it is open stays fresh (issue 33 item 8): read again each time it
 * shows, when the window has the focus again, and every 30 s, so a lead that arrives meanwhile appears
 * without a reload. The leads lists (usePagedList) and the landing's piles read with it.
 */
export const LIVE_QUERY = {
  refetchOnMount: 'always',
  refetchOnWindowFocus: true,
  refetchInterval: 30_000,
} as const;
