import { type Audience, needsCognitoJwt, type RouteDefinition, routeKey } from '../../functions/src/routes';

/**
 * What the route table means for AWS, as plain data the constructs and the tests both read:
 * HTTP API routes (with or without the JWT authorizer, throttled or not) and streaming routes
 * (Function URL behind a CloudFront behaviour). No route is declared here: they all come from the table.
 */
export interface RoutePlan {
  http: HttpRoutePlan[];
  streaming: StreamingRoutePlan[];
  /** Audiences with at least one HTTP API route. */
  httpAudiences: Audience[];
  /** Audiences with at least one streaming route. */
  streamingAudiences: Audience[];
}

export interface HttpRoutePlan {
  route: RouteDefinition;
  key: string;
  authorized: boolean;
  throttled: boolean;
}

export interface StreamingRoutePlan {
  route: RouteDefinition;
  /** The CloudFront path pattern: `{param}` segments become `*`. */
  pathPattern: string;
}

export function cloudFrontPathPattern(path: string): string {
  return path.replace(/\{[^}]+\}/g, '*');
}

export function planRoutes(table: readonly RouteDefinition[]): RoutePlan {
  const keys = new Set<string>();
  for (const route of table) {
    const key = routeKey(route);
    if (keys.has(key)) throw new Error(`route table: ${key} is declared twice`);
    keys.add(key);
    if (!route.path.startsWith('/api/')) throw new Error(`route table: ${key} must live under /api/`);
    if (route.streaming && route.auth !== 'public') {
      // A Function URL behind CloudFront OAC has no JWT authorizer in front of it.
      throw new Error(
        `route table: streaming route ${key} is '${route.auth}', but only public routes can stream ` +
          '(the Function URL has no JWT authorizer)',
      );
    }
  }
  const http = table
    .filter((route) => !route.streaming)
    .map((route) => ({
      route,
      key: routeKey(route),
      authorized: needsCognitoJwt(route),
      throttled: route.throttled === true,
    }));
  const streaming = table
    .filter((route) => route.streaming)
    .map((route) => ({ route, pathPattern: cloudFrontPathPattern(route.path) }));
  return {
    http,
    streaming,
    httpAudiences: [...new Set(http.map((plan) => plan.route.audience))],
    streamingAudiences: [...new Set(streaming.map((plan) => plan.route.audience))],
  };
}
