import { type RouteDefinition, routeKey } from '../../functions/src/routes';

const WINDOW_MS = 60_000;

/**
 * The WAF's per-client rules (the route table's perClientPerMinute, ADR 075) as the local edge applies them:
 * requests counted per route and client in one-minute windows, in memory. `hit` answers null when the
 * request may pass, else the seconds until the client's window ends (its Retry-After).
 */
export function createEdgeRateLimits(now: () => number = Date.now) {
  let window = -1;
  const counts = new Map<string, number>();
  return {
    hit(route: RouteDefinition, client: string): number | null {
      const limit = route.perClientPerMinute;
      if (limit === undefined) return null;
      const current = Math.floor(now() / WINDOW_MS);
      // A new window forgets the last one's counts, so the map holds one minute of clients at most.
      if (current !== window) {
        window = current;
        counts.clear();
      }
      const key = `${routeKey(route)} ${client}`;
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      if (count <= limit) return null;
      return Math.max(1, Math.ceil(((current + 1) * WINDOW_MS - now()) / 1000));
    },
  };
}
