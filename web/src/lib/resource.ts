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
 * the cache at once and puts the old value back if the call fails.
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
  return useMutation<TResult, unknown, TVariables, { previous: TCached | undefined } | undefined>({
    mutationFn,
    onMutate: optimistic
      ? async (variables) => {
          await queryClient.cancelQueries({ queryKey: optimistic.queryKey });
          const previous = queryClient.getQueryData<TCached>(optimistic.queryKey);
          queryClient.setQueryData<TCached | undefined>(optimistic.queryKey, (cached) =>
            optimistic.update(cached, variables),
          );
          return { previous };
        }
      : undefined,
    onError: (error, variables, context) => {
      if (optimistic && context) queryClient.setQueryData(optimistic.queryKey, context.previous);
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
