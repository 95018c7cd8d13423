import { vi } from 'vitest';
import type { SchemaSource } from '../../../../web/src/lib/api';

/**
 * jsdom has no server: a component test replaces the signed-in API client and the toasts at their module
 * boundary with these fakes, by importing ./signed-in-fakes before anything else:
 *
 *   import './support/signed-in-fakes';
 *
 * and the test imports `api` and `toast` from here as usual (one module, so the same fakes). A test that only
 * needs the toasts' fakes mocks web/src/lib/toast with `fakeToastModule` itself.
 */
export const api = { authedRequest: vi.fn(), authedDownload: vi.fn() };
export const toast = { success: vi.fn(), error: vi.fn(), message: vi.fn() };

/** web/src/lib/authed-api as it is, but for its two calls to the server, which are `api`'s fakes. */
export async function fakeAuthedApiModule(importOriginal: <M>() => Promise<M>) {
  return {
    ...(await importOriginal<typeof import('../../../../web/src/lib/authed-api')>()),
    authedRequest: api.authedRequest,
    authedDownload: api.authedDownload,
  };
}

/** web/src/lib/toast with every toast recorded by `toast`'s fakes. */
export function fakeToastModule() {
  return { toast };
}

export type Call = { path: string; method: string; body?: unknown };

/**
 * Answers every signed-in request with `answer(call)` (a throw is the request's failure), parsed with the
 * caller's shared schema (or the schema its loader gives) as the real client does. Returns the calls as they
 * are made.
 */
export function answerRequests(answer: (call: Call) => unknown): Call[] {
  const calls: Call[] = [];
  api.authedRequest.mockImplementation(
    async (path: string, options: { method?: string; body?: unknown; schema: SchemaSource<unknown> }) => {
      const call = { path, method: options.method ?? 'GET', body: options.body };
      calls.push(call);
      const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
      return schema.parse(await answer(call));
    },
  );
  return calls;
}
