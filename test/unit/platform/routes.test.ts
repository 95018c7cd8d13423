import { describe, expect, it } from 'vitest';
import { exportLeadFilterPattern } from '../../../functions/src/jobs/export-lead-filter';
import { routeKey, routes } from '../../../functions/src/routes';
import { matchesPattern } from '../../../infra/local/event-filter';

describe('the route table', () => {
  it('declares each method and path once', () => {
    const keys = routes.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every route under /api and streams only from the chat audience', () => {
    for (const route of routes) {
      expect(route.path.startsWith('/api/')).toBe(true);
      expect(Boolean(route.streaming)).toBe(route.audience === 'chat');
    }
  });

  it('puts signed-in rules only on routes outside the public audience', () => {
    for (const route of routes.filter((r) => r.audience === 'public-api')) expect(route.auth).toBe('public');
    for (const route of routes.filter((r) => r.audience === 'admin-api'))
      expect(route.auth).toBe('super_admin');
  });

  it('serves the borrower’s portal from borrower-api only, and a lead’s file to brokers on agent-api (ADR 118)', () => {
    for (const route of routes) {
      if (route.auth === 'borrower') expect(route.audience).toBe('borrower-api');
      if (route.audience === 'borrower-api') {
        expect(route.path.startsWith('/api/portal/')).toBe(true);
        // Sign-in is the only public part, and it is limited per client.
        if (route.auth === 'public') {
          expect(route.path.startsWith('/api/portal/sign-in/')).toBe(true);
          expect(route.perClientPerMinute).toBeLessThanOrEqual(10);
        } else expect(route.auth).toBe('borrower');
      }
      if (route.path.startsWith('/api/files/')) {
        expect(route.audience).toBe('agent-api');
        expect(route.auth).toBe('broker');
      }
    }
  });
});

describe('the export-lead stream filter', () => {
  const record = (eventName: string, et: string, exportedAt?: string) => ({
    eventName,
    dynamodb: { NewImage: { _et: { S: et }, ...(exportedAt ? { _exportedAt: { S: exportedAt } } : {}) } },
  });

  it('delivers inserted leads only, not those imported already exported', () => {
    expect(matchesPattern(exportLeadFilterPattern, record('INSERT', 'lead'))).toBe(true);
    expect(
      matchesPattern(exportLeadFilterPattern, record('INSERT', 'lead', '2026-11-29T08:00:00.000Z')),
    ).toBe(false);
    expect(matchesPattern(exportLeadFilterPattern, record('MODIFY', 'lead'))).toBe(false);
    expect(matchesPattern(exportLeadFilterPattern, record('INSERT', 'agent'))).toBe(false);
    expect(matchesPattern(exportLeadFilterPattern, { eventName: 'REMOVE', dynamodb: {} })).toBe(false);
  });
});
