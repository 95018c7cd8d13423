import { vi } from 'vitest';

/**
 * Imported first (`import './support/signed-in-fakes';`), before the component under test: jsdom has no
 * server, so the signed-in API client and the toasts are replaced at their module boundary by fake-api's
 * fakes (answers parsed with the caller's shared schema, as the real client does). The test imports `api`,
 * `toast` and `answerRequests` from ./fake-api as usual: one module, so the same fakes.
 */
vi.mock('../../../../web/src/lib/authed-api', async (original) =>
  (await import('./fake-api')).fakeAuthedApiModule(original),
);
vi.mock('../../../../web/src/lib/toast', async () => (await import('./fake-api')).fakeToastModule());
