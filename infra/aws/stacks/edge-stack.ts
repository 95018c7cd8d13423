import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { RateLimitedError } from '../../../functions/src/lib/errors';
import type { RouteDefinition } from '../../../functions/src/routes';

/**
 * The per-IP rule of the web ACL: one address may send this many requests to the throttled public writes
 * and chat together per window; above it CloudFront answers 429 without reaching the API. Well above the
 * handlers' own per-client limits (leads 10, newsletter 5, events 120 a minute: ADR 007), so a person never
 * meets it; a script does (ADR 017).
 */
export const WAF_RATE_LIMIT = { limit: 300, evaluationWindowSec: 60 } as const;

/** The body of the WAF's 429: the API's own rate-limited answer, so the web app shows the same message. */
const rateLimited = new RateLimitedError(WAF_RATE_LIMIT.evaluationWindowSec);
export const WAF_RATE_LIMITED_BODY = JSON.stringify({
  error: { code: rateLimited.code, message: rateLimited.message },
});

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
        {
          name: 'PublicWritesPerIp',
          priority: 0,
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: WAF_RATE_LIMIT.limit,
              evaluationWindowSec: WAF_RATE_LIMIT.evaluationWindowSec,
              scopeDownStatement: throttledRoutesStatement(props.routes),
            },
          },
          action: {
            block: {
              customResponse: {
                responseCode: 429,
                customResponseBodyKey: 'RateLimited',
                responseHeaders: [{ name: 'retry-after', value: String(WAF_RATE_LIMIT.evaluationWindowSec) }],
              },
            },
          },
          visibilityConfig: metric('maplestone-public-writes-per-ip'),
        },
      ],
    });
  }
}

/** Matches a request to any `throttled` route of the table: its method and exact path. */
export function throttledRoutesStatement(routes: readonly RouteDefinition[]): CfnWebACL.StatementProperty {
  const throttled = routes.filter((route) => route.throttled);
  if (throttled.length === 0) throw new Error('route table: no throttled route for the WAF rule');
  const matches = (field: CfnWebACL.FieldToMatchProperty, value: string): CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch: field,
      positionalConstraint: 'EXACTLY',
      searchString: value,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  });
  const statements = throttled.map((route): CfnWebACL.StatementProperty => {
    // An exact path match cannot express a {parameter}; no throttled route has one.
    if (route.path.includes('{')) throw new Error(`WAF rule: ${route.path} has a path parameter`);
    return {
      andStatement: {
        statements: [matches({ method: {} }, route.method), matches({ uriPath: {} }, route.path)],
      },
    };
  });
  return statements.length === 1 ? statements[0]! : { orStatement: { statements } };
}
