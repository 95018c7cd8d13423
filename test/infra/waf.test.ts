import { beforeAll, describe, expect, it } from 'vitest';
import { routes as routeTable } from '../../functions/src/routes';
import { WAF_RATE_LIMIT, WAF_RATE_LIMITED_BODY } from '../../infra/aws/stacks/edge-stack';
import { SYNTH_TIMEOUT, type Synthesized, synth } from './support/synth';

type Json = Record<string, unknown>;

let s: Synthesized;
beforeAll(async () => {
  s = await synth({ mode: 'complete' });
}, SYNTH_TIMEOUT);

const webAcl = () => {
  const acls = Object.values(s.edgeTemplate.findResources('AWS::WAFv2::WebACL'));
  expect(acls).toHaveLength(1);
  return acls[0]!.Properties as Json;
};
const perIpRule = () => (webAcl().Rules as Json[]).find((rule) => rule.Name === 'PublicWritesPerIp')!;

/** Evaluates the rule's scope-down statement (byte matches on method and path, AND, OR) for one request. */
function matches(statement: Json, request: { method: string; path: string }): boolean {
  if (statement.AndStatement) {
    return ((statement.AndStatement as Json).Statements as Json[]).every((inner) => matches(inner, request));
  }
  if (statement.OrStatement) {
    return ((statement.OrStatement as Json).Statements as Json[]).some((inner) => matches(inner, request));
  }
  const byteMatch = statement.ByteMatchStatement as {
    FieldToMatch: Json;
    PositionalConstraint: string;
    SearchString: string;
    TextTransformations: { Type: string }[];
  };
  if (!byteMatch) throw new Error(`unexpected statement ${JSON.stringify(statement)}`);
  expect(byteMatch.PositionalConstraint).toBe('EXACTLY');
  expect(byteMatch.TextTransformations).toEqual([{ Priority: 0, Type: 'NONE' }]);
  const value = byteMatch.FieldToMatch.Method ? request.method : request.path;
  return value === byteMatch.SearchString;
}

describe('WAF: a per-IP rate limit on the public writes and chat, at the edge', () => {
  it('the web ACL is CLOUDFRONT-scoped and lives in us-east-1, in a stack of its own', () => {
    expect(s.stack.edgeSecurity.region).toBe('us-east-1');
    expect(s.stack.region).toBe('ca-central-1');
    expect(webAcl().Scope).toBe('CLOUDFRONT');
    expect(webAcl().DefaultAction).toEqual({ Allow: {} });
  });

  it('counts each client IP, and blocks above the limit with the API’s own 429 answer', () => {
    const statement = (perIpRule().Statement as Json).RateBasedStatement as Json;
    expect(statement.AggregateKeyType).toBe('IP');
    expect(statement.Limit).toBe(WAF_RATE_LIMIT.limit);
    expect(statement.EvaluationWindowSec).toBe(WAF_RATE_LIMIT.evaluationWindowSec);
    // Above the handlers' own per-client limits (a person never meets it), low enough to stop a script.
    expect(WAF_RATE_LIMIT.limit).toBeGreaterThanOrEqual(120);
    expect(WAF_RATE_LIMIT.limit).toBeLessThanOrEqual(1000);
    expect(perIpRule().Action).toEqual({
      Block: {
        CustomResponse: {
          ResponseCode: 429,
          CustomResponseBodyKey: 'RateLimited',
          ResponseHeaders: [{ Name: 'retry-after', Value: String(WAF_RATE_LIMIT.evaluationWindowSec) }],
        },
      },
    });
    expect((webAcl().CustomResponseBodies as Json).RateLimited).toEqual({
      ContentType: 'APPLICATION_JSON',
      Content: WAF_RATE_LIMITED_BODY,
    });
    expect(JSON.parse(WAF_RATE_LIMITED_BODY)).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
    });
  });

  it('counts exactly POST /api/leads, /api/newsletter, /api/rate-alerts, /api/events, /api/chat and the portal’s sign-in: the throttled routes', () => {
    const scopeDown = ((perIpRule().Statement as Json).RateBasedStatement as Json).ScopeDownStatement as Json;
    const counted = [
      '/api/leads',
      '/api/newsletter',
      '/api/rate-alerts',
      '/api/events',
      '/api/chat',
      // The borrower's portal's sign-in (ADR 118).
      '/api/portal/sign-in/link',
      '/api/portal/sign-in/link/renew',
      '/api/portal/sign-in/code/request',
      '/api/portal/sign-in/code',
    ];
    for (const path of counted) expect(matches(scopeDown, { method: 'POST', path }), path).toBe(true);
    expect(
      routeTable
        .filter((route) => route.throttled)
        .map((route) => route.path)
        .sort(),
    ).toEqual([...counted].sort());
    for (const request of [
      { method: 'GET', path: '/api/leads' },
      { method: 'POST', path: '/api/leads/x' },
      { method: 'GET', path: '/api/rates' },
      { method: 'POST', path: '/api/admin/rates' },
      { method: 'GET', path: '/' },
    ]) {
      expect(matches(scopeDown, request), `${request.method} ${request.path}`).toBe(false);
    }
  });

  it("limits each client on each route to the route table's perClientPerMinute, before the overall rule (ADR 075)", () => {
    const limited = routeTable.filter((route) => route.perClientPerMinute !== undefined);
    expect(limited.map((route) => [route.path, route.perClientPerMinute])).toEqual([
      ['/api/leads', 10],
      ['/api/newsletter', 10],
      ['/api/rate-alerts', 10],
      ['/api/events', 120],
      ['/api/chat', 20],
      ['/api/portal/sign-in/link', 10],
      ['/api/portal/sign-in/link/renew', 10],
      ['/api/portal/sign-in/code/request', 10],
      ['/api/portal/sign-in/code', 10],
    ]);
    const rules = webAcl().Rules as Json[];
    for (const route of limited) {
      const rule = rules.find((candidate) => candidate.Name === `PerClient-${route.handler}`)!;
      const statement = (rule.Statement as Json).RateBasedStatement as Json;
      expect(statement).toMatchObject({
        AggregateKeyType: 'IP',
        Limit: route.perClientPerMinute,
        EvaluationWindowSec: 60,
      });
      const scopeDown = statement.ScopeDownStatement as Json;
      expect(matches(scopeDown, { method: route.method, path: route.path })).toBe(true);
      for (const other of routeTable.filter(
        (candidate) => candidate !== route && !candidate.path.includes('{'),
      )) {
        expect(matches(scopeDown, other), `${other.method} ${other.path}`).toBe(false);
      }
      expect(rule.Action).toEqual(perIpRule().Action);
      expect(rule.Priority as number).toBeLessThan(perIpRule().Priority as number);
    }
    // Every priority is its own, as WAF requires.
    const priorities = rules.map((rule) => rule.Priority);
    expect(new Set(priorities).size).toBe(priorities.length);
  });

  it('is associated with the distribution, through a cross-region reference to its ARN', () => {
    const config = (
      Object.values(s.template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties as Json
    ).DistributionConfig as Json;
    const reference = JSON.stringify(config.WebACLId);
    expect(reference).toContain('ExportsReader');
    const exported = JSON.stringify(s.edgeTemplate.findResources('Custom::CrossRegionExportWriter'));
    const aclId = Object.keys(s.edgeTemplate.findResources('AWS::WAFv2::WebACL'))[0]!;
    expect(exported).toContain(JSON.stringify({ 'Fn::GetAtt': [aclId, 'Arn'] }));
  });

  it('publishes metrics and sampled requests for the rule and the ACL', () => {
    for (const config of [webAcl().VisibilityConfig, perIpRule().VisibilityConfig] as Json[]) {
      expect(config).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
    }
  });
});
