import { describe, expect, it } from 'vitest';
import { type RouteDefinition, routes } from '../../../functions/src/routes';
import { createEdgeRateLimits } from '../../../infra/local/edge-rate-limit';

const route = (path: string) =>
  routes.find((candidate) => candidate.method === 'POST' && candidate.path === path)!;
const leads = route('/api/leads');

/** The local edge's per-client limits, as the WAF's per-route rules count (ADR 075). */
describe('edge rate limits (local stand-in for the WAF rules)', () => {
  it("limits Val's messages per visitor too (ADR 076)", () => {
    const limits = createEdgeRateLimits(() => 0);
    const chat = route('/api/chat');
    for (let i = 0; i < 20; i++) expect(limits.hit(chat, '10.0.0.1')).toBeNull();
    expect(limits.hit(chat, '10.0.0.1')).toBe(60);
  });

  it("lets each client send the route's perClientPerMinute, then answers with the seconds left in its minute", () => {
    let now = 120_000 + 15_000; // 15 s into a minute
    const limits = createEdgeRateLimits(() => now);
    for (let i = 0; i < leads.perClientPerMinute!; i++) expect(limits.hit(leads, '10.0.0.1')).toBeNull();
    expect(limits.hit(leads, '10.0.0.1')).toBe(45);
    // Another client, and the same client on another route, have their own counts.
    expect(limits.hit(leads, '10.0.0.2')).toBeNull();
    expect(limits.hit(route('/api/newsletter'), '10.0.0.1')).toBeNull();
    // The next minute starts afresh.
    now = 180_000;
    expect(limits.hit(leads, '10.0.0.1')).toBeNull();
  });

  it('never counts a route without a per-client limit', () => {
    const limits = createEdgeRateLimits(() => 0);
    const rates: RouteDefinition = routes.find((candidate) => candidate.path === '/api/rates')!;
    expect(rates.perClientPerMinute).toBeUndefined();
    for (let i = 0; i < 1000; i++) expect(limits.hit(rates, '10.0.0.1')).toBeNull();
  });
});
