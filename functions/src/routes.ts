/**
 * The route table: every HTTP route of the product, declared once.
 * The audience Lambdas dispatch on it, the local gateway serves it, and the CDK app builds the HTTP API
 * (routes, JWT authorizer, throttling) and the chat Function URL from it.
 * `handler` names the route's entry in its audience's handler registry (functions/src/audiences/<audience>.ts),
 * which loads the handler module of that name on the route's first request.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type Audience = 'public-api' | 'agent-api' | 'admin-api' | 'chat';
/** Who may call: anyone; any signed-in user; group agent or admin; group super_admin. */
export type AuthRule = 'public' | 'signed-in' | 'agent-or-admin' | 'super_admin';

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path syntax: /api/agents/{idOrSlug} */
  path: string;
  audience: Audience;
  auth: AuthRule;
  handler: string;
  /** Public writes get per-route throttling in API Gateway and the edge's overall per-IP rule. */
  throttled?: boolean;
  /**
   * How many requests one client (its IP as CloudFront sees it) may send to this route a minute; above it
   * the edge answers 429 before the API is reached: the WAF in AWS, the local gateway here (ADR 075).
   */
  perClientPerMinute?: number;
  /** Served by a Lambda Function URL with response streaming instead of the HTTP API. */
  streaming?: boolean;
  /**
   * A GET of admin-api that hands out data in bulk (an export): recorded in the audit log like every
   * admin-api write, which is recorded without a flag (isAudited, ADR 069).
   */
  audit?: true;
}

const routeTable = [
  // System
  { method: 'GET', path: '/api/health', audience: 'public-api', auth: 'public', handler: 'getHealth' },

  // Public site: reads (CDN-cacheable) and lead capture
  { method: 'GET', path: '/api/rates', audience: 'public-api', auth: 'public', handler: 'listRates' },
  { method: 'GET', path: '/api/rates/best', audience: 'public-api', auth: 'public', handler: 'getBestRate' },
  {
    method: 'GET',
    path: '/api/rates/history',
    audience: 'public-api',
    auth: 'public',
    handler: 'getRateHistory',
  },
  { method: 'GET', path: '/api/news', audience: 'public-api', auth: 'public', handler: 'getNews' },
  { method: 'GET', path: '/api/lenders', audience: 'public-api', auth: 'public', handler: 'listLenders' },
  {
    method: 'GET',
    path: '/api/testimonials',
    audience: 'public-api',
    auth: 'public',
    handler: 'listTestimonials',
  },
  { method: 'GET', path: '/api/products', audience: 'public-api', auth: 'public', handler: 'listProducts' },
  {
    method: 'GET',
    path: '/api/products/{id}',
    audience: 'public-api',
    auth: 'public',
    handler: 'getProduct',
  },
  { method: 'GET', path: '/api/services', audience: 'public-api', auth: 'public', handler: 'listServices' },
  {
    method: 'GET',
    path: '/api/services/{id}',
    audience: 'public-api',
    auth: 'public',
    handler: 'getService',
  },
  { method: 'GET', path: '/api/agents', audience: 'public-api', auth: 'public', handler: 'listActiveAgents' },
  {
    method: 'GET',
    path: '/api/agents/options',
    audience: 'public-api',
    auth: 'public',
    handler: 'listAgentOptions',
  },
  {
    method: 'GET',
    path: '/api/agents/{idOrSlug}',
    audience: 'public-api',
    auth: 'public',
    handler: 'getAgent',
  },
  { method: 'GET', path: '/api/posts', audience: 'public-api', auth: 'public', handler: 'listPosts' },
  { method: 'GET', path: '/api/posts/{slug}', audience: 'public-api', auth: 'public', handler: 'getPost' },
  {
    method: 'POST',
    path: '/api/leads',
    audience: 'public-api',
    auth: 'public',
    handler: 'createLead',
    throttled: true,
    perClientPerMinute: 10,
  },
  {
    method: 'POST',
    path: '/api/newsletter',
    audience: 'public-api',
    auth: 'public',
    handler: 'subscribeNewsletter',
    throttled: true,
    perClientPerMinute: 10,
  },
  // Rate alerts (issue 21, ADR 082). The token routes carry the proof, no sign-in: 128 random bits no one can
  // guess, so they need no per-client limit (which WAF could not match on a path with a parameter anyway).
  {
    method: 'POST',
    path: '/api/rate-alerts',
    audience: 'public-api',
    auth: 'public',
    handler: 'createRateAlert',
    throttled: true,
    perClientPerMinute: 10,
  },
  {
    method: 'POST',
    path: '/api/rate-alerts/{token}/unsubscribe',
    audience: 'public-api',
    auth: 'public',
    handler: 'unsubscribeRateAlertByToken',
  },
  {
    method: 'POST',
    path: '/api/rate-alerts/{token}/rearm',
    audience: 'public-api',
    auth: 'public',
    handler: 'rearmRateAlertByToken',
  },
  {
    method: 'POST',
    path: '/api/events',
    audience: 'public-api',
    auth: 'public',
    handler: 'recordEvent',
    throttled: true,
    perClientPerMinute: 120,
  },
  // Val, the AI mortgage advisor: a Function URL with response streaming
  {
    method: 'POST',
    path: '/api/chat',
    audience: 'chat',
    auth: 'public',
    handler: 'chat',
    streaming: true,
    throttled: true,
    // Each message may cost a model call: 20 a minute per visitor, refused before the function runs (ADR 076).
    perClientPerMinute: 20,
  },

  // Signed-in user
  { method: 'GET', path: '/api/me', audience: 'agent-api', auth: 'signed-in', handler: 'getMe' },

  // Agent dashboard (group agent or admin): the caller's own records only, resolved through its profile
  {
    method: 'GET',
    path: '/api/me/agent',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'getMyAgent',
  },
  {
    method: 'PATCH',
    path: '/api/me/agent',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'updateMyAgent',
  },
  {
    method: 'POST',
    path: '/api/me/uploads',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'createMyUpload',
  },
  {
    method: 'GET',
    path: '/api/me/documents',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'listMyDocuments',
  },
  {
    method: 'POST',
    path: '/api/me/documents',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'createMyDocument',
  },
  {
    method: 'DELETE',
    path: '/api/me/documents/{id}',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'deleteMyDocument',
  },
  {
    method: 'GET',
    path: '/api/me/posts',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'listMyPosts',
  },
  {
    method: 'POST',
    path: '/api/me/posts',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'createMyPost',
  },
  {
    method: 'GET',
    path: '/api/me/posts/{id}',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'getMyPost',
  },
  {
    method: 'PATCH',
    path: '/api/me/posts/{id}',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'updateMyPost',
  },
  {
    method: 'DELETE',
    path: '/api/me/posts/{id}',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'deleteMyPost',
  },
  {
    method: 'GET',
    path: '/api/me/testimonials',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'listMyTestimonials',
  },
  {
    method: 'POST',
    path: '/api/me/testimonials',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'createMyTestimonial',
  },
  {
    method: 'GET',
    path: '/api/me/leads',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'listMyLeads',
  },
  {
    method: 'PATCH',
    path: '/api/me/leads/{id}',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'updateMyLead',
  },
  {
    method: 'GET',
    path: '/api/me/leads/{id}/history',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'getMyLeadHistory',
  },
  {
    method: 'POST',
    path: '/api/me/leads/{id}/notes',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'createMyLeadNote',
  },
  {
    method: 'POST',
    path: '/api/me/leads/{id}/consent-withdrawal',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'withdrawMyLeadConsent',
  },
  {
    method: 'GET',
    path: '/api/me/analytics',
    audience: 'agent-api',
    auth: 'agent-or-admin',
    handler: 'getMyAnalytics',
  },

  // Super admin
  {
    method: 'POST',
    path: '/api/admin/rates/scrape',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'scrapeRatesNow',
  },
  {
    method: 'GET',
    path: '/api/admin/rate-alerts/summary',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'getRateAlertSummary',
  },
  {
    method: 'GET',
    path: '/api/admin/agents',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'listAgents',
  },
  {
    method: 'POST',
    path: '/api/admin/agents',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'createAgent',
  },
  {
    method: 'PATCH',
    path: '/api/admin/agents/{id}',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'updateAgent',
  },
  {
    method: 'DELETE',
    path: '/api/admin/agents/{id}',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'deleteAgent',
  },
  {
    method: 'POST',
    path: '/api/admin/agents/{id}/reassign-leads',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'reassignAgentLeads',
  },
  {
    method: 'GET',
    path: '/api/admin/testimonials',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'listAllTestimonials',
  },
  {
    method: 'POST',
    path: '/api/admin/testimonials',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'createTestimonial',
  },
  {
    method: 'PATCH',
    path: '/api/admin/testimonials/{id}',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'updateTestimonial',
  },
  {
    method: 'DELETE',
    path: '/api/admin/testimonials/{id}',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'deleteTestimonial',
  },
  {
    method: 'GET',
    path: '/api/admin/posts',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'listAllPosts',
  },
  {
    method: 'POST',
    path: '/api/admin/posts',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'createPost',
  },
  {
    method: 'PATCH',
    path: '/api/admin/posts/{id}',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'updatePost',
  },
  {
    method: 'DELETE',
    path: '/api/admin/posts/{id}',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'deletePost',
  },
  {
    method: 'GET',
    path: '/api/admin/leads',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'listAllLeads',
  },
  {
    method: 'GET',
    path: '/api/admin/leads.csv',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'exportLeadsCsv',
    audit: true,
  },
  {
    method: 'PATCH',
    path: '/api/admin/leads/{id}',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'updateLead',
  },
  {
    method: 'GET',
    path: '/api/admin/leads/{id}/history',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'getLeadHistory',
  },
  {
    method: 'POST',
    path: '/api/admin/leads/{id}/notes',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'createLeadNote',
  },
  {
    method: 'POST',
    path: '/api/admin/leads/{id}/reassign',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'reassignLead',
  },
  {
    method: 'POST',
    path: '/api/admin/leads/{id}/consent-withdrawal',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'withdrawLeadConsent',
  },
  {
    method: 'DELETE',
    path: '/api/admin/leads/{id}',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'deleteLead',
  },
  {
    method: 'GET',
    path: '/api/admin/analytics',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'getAnalytics',
  },
  {
    method: 'GET',
    path: '/api/admin/rates',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'listAdminRates',
  },
  {
    method: 'POST',
    path: '/api/admin/rates',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'createRate',
  },
  {
    method: 'PATCH',
    path: '/api/admin/rates/{id}',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'updateRate',
  },
  {
    method: 'DELETE',
    path: '/api/admin/rates/{id}',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'deleteRate',
  },
  {
    method: 'GET',
    path: '/api/admin/products',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'listAdminProducts',
  },
  {
    method: 'POST',
    path: '/api/admin/products',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'createProduct',
  },
  {
    method: 'PATCH',
    path: '/api/admin/products/{id}',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'updateProduct',
  },
  {
    method: 'DELETE',
    path: '/api/admin/products/{id}',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'deleteProduct',
  },
  {
    method: 'GET',
    path: '/api/admin/services',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'listAdminServices',
  },
  {
    method: 'POST',
    path: '/api/admin/services',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'createService',
  },
  {
    method: 'PATCH',
    path: '/api/admin/services/{id}',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'updateService',
  },
  {
    method: 'DELETE',
    path: '/api/admin/services/{id}',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'deleteService',
  },
  {
    method: 'GET',
    path: '/api/admin/lenders',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'listAdminLenders',
  },
  {
    method: 'POST',
    path: '/api/admin/lenders',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'createLender',
  },
  {
    method: 'PATCH',
    path: '/api/admin/lenders/{id}',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'updateLender',
  },
  {
    method: 'DELETE',
    path: '/api/admin/lenders/{id}',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'deleteLender',
  },
  {
    method: 'POST',
    path: '/api/admin/uploads',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'createAdminUpload',
  },
  {
    method: 'GET',
    path: '/api/admin/audit',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'listAudit',
  },
  // Privacy requests (PIPEDA, issue 17, ADR 072): the search and the export hand out a person's data.
  {
    method: 'GET',
    path: '/api/admin/privacy/requests',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'listPrivacyRequests',
  },
  {
    method: 'POST',
    path: '/api/admin/privacy/requests',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'createPrivacyRequest',
  },
  {
    method: 'PATCH',
    path: '/api/admin/privacy/requests/{id}',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'updatePrivacyRequest',
  },
  {
    method: 'GET',
    path: '/api/admin/privacy/search',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'searchPrivacy',
    audit: true,
  },
  {
    method: 'GET',
    path: '/api/admin/privacy/export',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'exportPrivacy',
    audit: true,
  },
  {
    method: 'POST',
    path: '/api/admin/privacy/anonymise',
    audience: 'admin-api',
    auth: 'super_admin',
    handler: 'anonymisePerson',
  },
] as const satisfies readonly RouteDefinition[];

/** The table as its consumers read it; routeTable keeps the literal types HandlerNamesOf reads. */
export const routes: readonly RouteDefinition[] = routeTable;

/** The handler names the route table gives an audience: its registry must have exactly these (tsc checks). */
export type HandlerNamesOf<A extends Audience> = Extract<
  (typeof routeTable)[number],
  { audience: A }
>['handler'];

export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/**
 * Whether a route's successful calls are recorded in the audit log (ADR 069): every super-admin change
 * (any method but GET of admin-api), and the GETs marked `audit` (bulk exports of data).
 */
export function isAudited(route: Pick<RouteDefinition, 'audience' | 'method' | 'audit'>): boolean {
  return route.audience === 'admin-api' && (route.method !== 'GET' || route.audit === true);
}

export function routesOf(audience: Audience): RouteDefinition[] {
  return routes.filter((route) => route.audience === audience);
}
