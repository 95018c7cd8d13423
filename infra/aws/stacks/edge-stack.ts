import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { rateLimitedBody } from '../../../functions/src/lib/errors';
import { type RouteDefinition, routeKey } from '../../../functions/src/routes';

/**
 * The overall per-IP rule of the web ACL: one address may send this many requests to the throttled public
 * writes and chat together per window; above it CloudFront answers 429 without reaching the API. Well above
 * each route's own per-client limit (the route table's perClientPerMinute, one rule each below: ADR 075), so a
 * person never meets it; a script does (ADR 017).
 */
export const WAF_RATE_LIMIT = { limit: 300, evaluationWindowSec: 60 } as const;
/** AWS WAF counts at least this many requests before a rate-based rule can block. */
export const WAF_MIN_RATE_LIMIT = 10;

/** The body of the WAF's 429: the API's own rate-limited answer, so the web app shows the same message. */
export const WAF_RATE_LIMITED_BODY = JSON.stringify(rateLimitedBody());

export interface EdgeSecurityStackProps extends StackProps {
  /** The route table: its `throttled` routes are the ones the per-IP rule counts. */
  routes: readonly RouteDefinition[];
}

/**
 * The CloudFront distribution's web ACL. A CLOUDFRONT-scoped ACL can only be created in us-east-1, so it is
 * a small stack of its own there; the site's stack reads its ARN through a cross-region reference (ADR 017).
 */
export class EdgeSecurityStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeSecurityStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    const metric = (name: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: name,
    });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      description: 'Maplestone site: per-IP rate limit on the public writes and chat',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metric('maplestone-site'),
      customResponseBodies: {
        RateLimited: { contentType: 'APPLICATION_JSON', content: WAF_RATE_LIMITED_BODY },
      },
      rules: [
        ...perClientRules(props.routes, metric),
        {
          name: 'PublicWritesPerIp',
          priority: 100,
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: WAF_RATE_LIMIT.limit,
              evaluationWindowSec: WAF_RATE_LIMIT.evaluationWindowSec,
              scopeDownStatement: throttledRoutesStatement(props.routes),
            },
          },
          action: RATE_LIMITED,
          visibilityConfig: metric('maplestone-public-writes-per-ip'),
        },
      ],
    });
  }
}

/** Above a rate rule's limit: the API's own 429, with the window's length as Retry-After. */
const RATE_LIMITED: CfnWebACL.RuleActionProperty = {
  block: {
    customResponse: {
      responseCode: 429,
      customResponseBodyKey: 'RateLimited',
      responseHeaders: [{ name: 'retry-after', value: String(WAF_RATE_LIMIT.evaluationWindowSec) }],
    },
  },
};

/**
 * One rate-based rule per route with a perClientPerMinute (ADR 075): each client IP may send that many
 * requests to that route per minute. They run before the overall rule; the local gateway applies the same.
 */
export function perClientRules(
  routes: readonly RouteDefinition[],
  metric: (name: string) => CfnWebACL.VisibilityConfigProperty,
): CfnWebACL.RuleProperty[] {
  return routes
    .filter((route) => route.perClientPerMinute !== undefined)
    .map((route, index) => {
      const limit = route.perClientPerMinute!;
      if (limit < WAF_MIN_RATE_LIMIT) {
        throw new Error(`${routeKey(route)}: a WAF rate rule counts at least ${WAF_MIN_RATE_LIMIT} requests`);
      }
      const name = `PerClient-${route.handler}`;
      return {
        name,
        priority: index + 1,
        statement: {
          rateBasedStatement: {
            aggregateKeyType: 'IP',
            limit,
            evaluationWindowSec: 60,
            scopeDownStatement: routeStatement(route),
          },
        },
        action: RATE_LIMITED,
        visibilityConfig: metric(`maplestone-${name.toLowerCase()}`),
      };
    });
}

/** Matches a request to any `throttled` route of the table: its method and exact path. */
export function throttledRoutesStatement(routes: readonly RouteDefinition[]): CfnWebACL.StatementProperty {
  const throttled = routes.filter((route) => route.throttled);
  if (throttled.length === 0) throw new Error('route table: no throttled route for the WAF rule');
  const statements = throttled.map(routeStatement);
  return statements.length === 1 ? statements[0]! : { orStatement: { statements } };
}

/** Matches a request to one route: its method and exact path. */
function routeStatement(route: RouteDefinition): CfnWebACL.StatementProperty {
  // An exact path match cannot express a {parameter}; no throttled route has one.
  if (route.path.includes('{')) throw new Error(`WAF rule: ${route.path} has a path parameter`);
  return {
    andStatement: {
      statements: [matches({ method: {} }, route.method), matches({ uriPath: {} }, route.path)],
    },
  };
}

function matches(field: CfnWebACL.FieldToMatchProperty, value: string): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: field,
      positionalConstraint: 'EXACTLY',
      searchString: value,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
}
