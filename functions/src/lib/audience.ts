import type { Context } from 'aws-lambda';
import {
  type Audience,
  type AuthRule,
  type HandlerNamesOf,
  isAudited,
  type RouteDefinition,
  routeKey,
  routesOf,
} from '../routes';
import type { BorrowerCaller, Caller } from './auth';
import { cameThroughEdge } from './edge';
import { ForbiddenError, NotFoundError } from './errors';
import {
  errorResponse,
  type HttpEvent,
  type HttpResponse,
  type HttpResult,
  type RouteHandler,
  toResponse,
} from './http';
import { type Logger, logger } from './logger';

/*
 * The audience Lambdas' dispatcher, apart from lib/http's request helpers: its lazy imports (lib/auth, each
 * route) make esbuild wrap what they reach in lazy-init functions, and a module that only uses the helpers
 * (chat) must not reach them (ADR 077).
 */

/**
 * The caller of a route that needs one, checked against the route's rule. lib/auth (and the repositories it
 * reads) loads on the first such request: public routes never need it.
 */
async function allowedCaller(rule: AuthRule, event: HttpEvent): Promise<Caller | null> {
  const { assertAllowed, callerFromEvent, currentCaller } = await import('./auth');
  const token = callerFromEvent(event);
  // The stored role and agent standing count, not the token's (ADR 054); handlers reuse this read.
  const caller = token ? await currentCaller(token) : null;
  assertAllowed(rule, caller);
  return caller;
}

/** Resolves a 'borrower' route's caller from its request (lib/borrower-auth's borrowerFromEvent). */
export type BorrowerResolver = (event: HttpEvent) => Promise<BorrowerCaller>;

/**
 * A route's handler, loaded on its first call. Each is a dynamic import: esbuild keeps the module in the
 * same bundle but evaluates it (its schemas, repositories, SDK clients) only when the route is first
 * called, so a cold start builds what the route it serves needs and nothing another route needs.
 */
export type RouteLoader = () => Promise<RouteHandler>;

/** Runs an audited route's handler and records its change (lib/audit.ts, ADR 069). */
export type AuditRunner = (
  route: RouteDefinition,
  event: HttpEvent,
  caller: Caller | null,
  log: Logger,
  run: () => Promise<HttpResult>,
) => Promise<HttpResult>;

/**
 * An audience Lambda: dispatches on event.routeKey to the route's handler, after the route's auth rule.
 * The registry's keys are exactly the handler names the route table gives this audience (HandlerNamesOf):
 * tsc fails on a missing or an extra one (ADR 084). Fails at cold start if the audience
 * has audited routes (routes.isAudited) and no audit log: only the audience that has them passes `audit`,
 * so no other Lambda bundles the audit module.
 */
export function createAudienceHandler<A extends Audience>(
  audience: A,
  loaders: { [N in HandlerNamesOf<A>]: RouteLoader },
  {
    audit,
    borrower,
  }: { audit?: () => Promise<AuditRunner>; borrower?: () => Promise<BorrowerResolver> } = {},
) {
  const table = new Map(routesOf(audience).map((route) => [routeKey(route), route]));
  if (!audit && [...table.values()].some(isAudited))
    throw new Error(`${audience} has audited routes: pass audit`);
  if (!borrower && [...table.values()].some((route) => route.auth === 'borrower'))
    throw new Error(`${audience} has borrower routes: pass borrower`);

  const dispatch = async (event: HttpEvent, context: Context): Promise<HttpResponse> => {
    const log = logger.child({ audience, requestId: event.requestContext.requestId, route: event.routeKey });
    const started = Date.now();
    let response: HttpResponse;
    try {
      if (!cameThroughEdge(event.headers ?? {}))
        throw new ForbiddenError('Requests must come through the site');
      const route = table.get(event.routeKey);
      if (!route) throw new NotFoundError('Not found');
      // Loaded before the auth check: a module that cannot load (a bad environment) answers 500 to every
      // caller alike, and the bundle bench can load every route with requests that need no I/O.
      const handle = await (loaders as Record<string, RouteLoader>)[route.handler]!();
      // A borrower is not a Cognito user: the 'borrower' rule reads the bearer session instead (ADR 118).
      const borrowerCaller = route.auth === 'borrower' ? await (await borrower!())(event) : null;
      const caller =
        route.auth === 'public' || route.auth === 'borrower' ? null : await allowedCaller(route.auth, event);
      const run = () => handle(event, caller, log, borrowerCaller);
      // Every super-admin change and each marked export is recorded, by the route, not by each handler
      // (ADR 069); the audit module loads only for those routes.
      const result =
        audit && isAudited(route) ? await (await audit())(route, event, caller, log, run) : await run();
      response = toResponse(result);
    } catch (error) {
      response = errorResponse(error, log);
    }
    log.info('request', {
      status: response.statusCode,
      ms: Date.now() - started,
      remainingMs: context.getRemainingTimeInMillis?.(),
    });
    return response;
  };
  return dispatch;
}
