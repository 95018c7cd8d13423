import { Annotations, RemovalPolicy } from 'aws-cdk-lib';
import { type CfnStage, HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Audience } from '../../../functions/src/routes';
import { acknowledge } from '../nag';
import type { RoutePlan } from '../route-plan';

/**
 * API Gateway throttles per route and stage: all callers together, so they only cap the bill. One client
 * is stopped first by the WAF's per-IP rule (edge-stack.ts) and the handlers' per-client limits (ADR 017).
 */
export const THROTTLE = {
  stage: { rateLimit: 100, burstLimit: 200 },
  /** Public writes (lead forms, newsletter, page events): room for real traffic peaks, not a flood. */
  throttledRoute: { rateLimit: 50, burstLimit: 100 },
} as const;

export interface ApiProps {
  plan: RoutePlan;
  functions: Partial<Record<Audience, IFunction>>;
  /** The Cognito issuer URL and the SPA client id the JWT authorizer accepts. */
  issuer: string;
  audience: string;
  logRetention: RetentionDays;
  disposable: boolean;
}

/**
 * The HTTP API, built from the route table: one integration per audience Lambda, the JWT authorizer
 * on every route whose rule is not 'public' and on no other, per-route throttling on `throttled` routes.
 * Streaming routes are not here: they are the chat Function URL's (chat.ts).
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly authorizer: HttpJwtAuthorizer;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Maplestone API: routes from functions/src/routes.ts',
      // Same origin behind CloudFront: no CORS.
      createDefaultStage: true,
    });
    this.authorizer = new HttpJwtAuthorizer('CognitoJwt', props.issuer, {
      jwtAudience: [props.audience],
      identitySource: ['$request.header.Authorization'],
    });

    const integrations = new Map<Audience, HttpLambdaIntegration>();
    const integrationFor = (audience: Audience): HttpLambdaIntegration | undefined => {
      const fn = props.functions[audience];
      if (!fn) return undefined;
      let integration = integrations.get(audience);
      if (!integration) {
        // One permission per function for the whole API, not one per route: the resource policy stays small.
        integration = new HttpLambdaIntegration(`${audience}Integration`, fn, {
          scopePermissionToRoute: false,
        });
        integrations.set(audience, integration);
      }
      return integration;
    };

    const throttledRoutes: Construct[] = [];
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const { route, key, authorized, throttled } of props.plan.http) {
      const integration = integrationFor(route.audience);
      if (!integration) {
        Annotations.of(this).addWarningV2(
          `maplestone:missing-audience:${route.audience}`,
          `${key} is not deployed: no Lambda for audience ${route.audience} yet`,
        );
        continue;
      }
      const added = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration,
        ...(authorized ? { authorizer: this.authorizer } : {}),
      });
      if (!authorized) {
        for (const publicRoute of added) {
          acknowledge(
            publicRoute,
            ['AwsSolutions-APIG4'],
            "Public by design: the route table's auth rule is 'public' (site reads, lead forms, health) or 'borrower' (the portal's bearer session, checked by the Lambda against the table: ADR 118); per-client and WAF limits guard the writes.",
          );
        }
      }
      if (throttled) {
        // The stage's route settings name the route: create the route first.
        throttledRoutes.push(...added);
        routeSettings[key] = {
          ThrottlingRateLimit: THROTTLE.throttledRoute.rateLimit,
          ThrottlingBurstLimit: THROTTLE.throttledRoute.burstLimit,
        };
      }
    }

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: props.disposable ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    const stage = this.httpApi.defaultStage!.node.defaultChild as CfnStage;
    stage.defaultRouteSettings = {
      throttlingRateLimit: THROTTLE.stage.rateLimit,
      throttlingBurstLimit: THROTTLE.stage.burstLimit,
    };
    if (Object.keys(routeSettings).length > 0) stage.routeSettings = routeSettings;
    for (const route of throttledRoutes) stage.node.addDependency(route);
    stage.accessLogSettings = {
      destinationArn: accessLogs.logGroupArn,
      // No PII: ids, route, status, timing. The caller's IP stays out of the logs.
      format: JSON.stringify({
        requestId: '$context.requestId',
        routeKey: '$context.routeKey',
        status: '$context.status',
        latencyMs: '$context.responseLatency',
        integrationError: '$context.integrationErrorMessage',
        authorizerError: '$context.authorizer.error',
      }),
    };
  }

  /** The API's host name, for a CloudFront origin. */
  get domainName(): string {
    return `${this.httpApi.apiId}.execute-api.${this.httpApi.stack.region}.amazonaws.com`;
  }
}
