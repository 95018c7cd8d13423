/**
 * The route table: every HTTP route of the product, declared once.
 * The audience Lambdas dispatch on it, the local gateway serves it, and the CDK app builds the HTTP API
 * (routes, JWT authorizer, throttling) and the chat Function URL from it.
 * `handler` names the route's entry in its audience's handler registry (functions/src/audiences/<audience>.ts),
 * which loads the handler module of that name on the route's first request.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type Audience = 'public-api' | 'agent-api' | 'admin-api' | 'chat' | 'borrower-api';
/**
 * Who may call: anyone; any signed-in user; group agent or admin; group super_admin; a borrower's session (a
 * bearer token of the table's, not Cognito's: ADR 118); a broker (agent, admin or super admin) on a lead's file.
 */
export type AuthRule = 'public' | 'signed-in' | 'agent-or-admin' | 'super_admin' | 'borrower' | 'broker';

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
  /**
   * The entity type the audit log files the route's entries under, as a list (no entity id), when its path
   * segment does not say it: starting an export of leads is about `leads` (ADR 093).
   */
  auditAs?: string;
}

/** What a route may add to its method, path, audience, rule and handler. */
type RouteOptions = Pick<
  RouteDefinition,
  'throttled' | 'perClientPerMinute' | 'streaming' | 'audit' | 'auditAs'
>;

/**
 * The route builder of one audience under one rule: method, path, handler and options make a route;
 * `handler` keeps its literal type, which HandlerNamesOf reads.
 */
const routesFor =
  <const A extends Audience, const R extends AuthRule>(audience: A, auth: R) =>
  <const H extends string>(method: HttpMethod, path: string, handler: H, options: RouteOptions = {}) => ({
    method,
    path,
    audience,
    auth,
    handler,
    ...options,
  });

/** Anyone may call. */
const publicRoute = routesFor('public-api', 'public');
/** Val's Function URL: anyone may call. */
const chatRoute = routesFor('chat', 'public');
/** Any signed-in user. */
const signedInRoute = routesFor('agent-api', 'signed-in');
/** The agent dashboard: group agent or admin, the caller's own records. */
const agentRoute = routesFor('agent-api', 'agent-or-admin');
/** Super admins only. */
const adminRoute = routesFor('admin-api', 'super_admin');

/** A public form's submissions: throttled, 10 a minute per client. */
const PUBLIC_FORM = { throttled: true, perClientPerMinute: 10 } as const;

/** The borrower's portal's sign-in (issue 38, ADR 118): anyone, limited per client here and per address in the table. */
const portalSignInRoute = routesFor('borrower-api', 'public');
/** The borrower's portal: a borrower's session; the handler gets the session's file and applicant, never the request's. */
const portalRoute = routesFor('borrower-api', 'borrower');
/** A lead's borrower file: agent, admin or super admin; a lead the caller may not open answers 404. */
const fileRoute = routesFor('agent-api', 'broker');
/**
 * Sign-in requests: 10 a minute per client, the WAF's least (a code has a million values and 5 tries; the e-mails
 * are limited per address in the table too).
 */
const SIGN_IN = { throttled: true, perClientPerMinute: 10 } as const;

const routeTable = [
  // System
  publicRoute('GET', '/api/health', 'getHealth'),

  // Public site: reads (CDN-cacheable) and lead capture
  publicRoute('GET', '/api/rates', 'listRates'),
  publicRoute('GET', '/api/rates/best', 'getBestRate'),
  publicRoute('GET', '/api/rates/history', 'getRateHistory'),
  publicRoute('GET', '/api/news', 'getNews'),
  publicRoute('GET', '/api/lenders', 'listLenders'),
  publicRoute('GET', '/api/testimonials', 'listTestimonials'),
  publicRoute('GET', '/api/products', 'listProducts'),
  publicRoute('GET', '/api/products/{id}', 'getProduct'),
  publicRoute('GET', '/api/services', 'listServices'),
  publicRoute('GET', '/api/services/{id}', 'getService'),
  publicRoute('GET', '/api/agents', 'listActiveAgents'),
  publicRoute('GET', '/api/agents/options', 'listAgentOptions'),
  publicRoute('GET', '/api/agents/{idOrSlug}', 'getAgent'),
  publicRoute('GET', '/api/posts', 'listPosts'),
  publicRoute('GET', '/api/posts/{slug}', 'getPost'),
  publicRoute('POST', '/api/leads', 'createLead', PUBLIC_FORM),
  publicRoute('POST', '/api/newsletter', 'subscribeNewsletter', PUBLIC_FORM),
  // Rate alerts (issue 21, ADR 082). The token routes carry the proof, no sign-in: 128 random bits no one can
  // guess, so they need no per-client limit (which WAF could not match on a path with a parameter anyway).
  publicRoute('POST', '/api/rate-alerts', 'createRateAlert', PUBLIC_FORM),
  publicRoute('POST', '/api/rate-alerts/{token}/unsubscribe', 'unsubscribeRateAlertByToken'),
  publicRoute('POST', '/api/rate-alerts/{token}/rearm', 'rearmRateAlertByToken'),
  // A rate alert's or the newsletter's confirmation (double opt-in, issue 34, ADR 095): the e-mailed link's page
  // and its button, pages without JavaScript. The token is the proof, like the alerts' own.
  publicRoute('GET', '/api/subscriptions/{token}', 'showSubscriptionConfirmation'),
  publicRoute('POST', '/api/subscriptions/{token}/confirm', 'confirmSubscriptionByToken'),
  publicRoute('POST', '/api/events', 'recordEvent', { throttled: true, perClientPerMinute: 120 }),
  // Val, the AI mortgage advisor: a Function URL with response streaming
  // Each message may cost a model call: 20 a minute per visitor, refused before the function runs (ADR 076).
  chatRoute('POST', '/api/chat', 'chat', {
    streaming: true,
    throttled: true,
    perClientPerMinute: 20,
  }),

  // Signed-in user
  signedInRoute('GET', '/api/me', 'getMe'),

  // Agent dashboard (group agent or admin): the caller's own records only, resolved through its profile
  agentRoute('GET', '/api/me/agent', 'getMyAgent'),
  agentRoute('PATCH', '/api/me/agent', 'updateMyAgent'),
  agentRoute('POST', '/api/me/uploads', 'createMyUpload'),
  agentRoute('GET', '/api/me/documents', 'listMyDocuments'),
  agentRoute('POST', '/api/me/documents', 'createMyDocument'),
  agentRoute('DELETE', '/api/me/documents/{id}', 'deleteMyDocument'),
  agentRoute('GET', '/api/me/posts', 'listMyPosts'),
  agentRoute('POST', '/api/me/posts', 'createMyPost'),
  agentRoute('GET', '/api/me/posts/{id}', 'getMyPost'),
  agentRoute('PATCH', '/api/me/posts/{id}', 'updateMyPost'),
  agentRoute('DELETE', '/api/me/posts/{id}', 'deleteMyPost'),
  // What of the caller's own lacks French (issue 37, ADR 117): how many of its posts have no French version.
  agentRoute('GET', '/api/me/french-summary', 'getMyFrenchSummary'),
  agentRoute('GET', '/api/me/testimonials', 'listMyTestimonials'),
  agentRoute('POST', '/api/me/testimonials', 'createMyTestimonial'),
  agentRoute('GET', '/api/me/attention', 'getMyAttention'),
  agentRoute('GET', '/api/me/leads', 'listMyLeads'),
  agentRoute('GET', '/api/me/leads/{id}', 'getMyLead'),
  agentRoute('PATCH', '/api/me/leads/{id}', 'updateMyLead'),
  agentRoute('GET', '/api/me/leads/{id}/history', 'getMyLeadHistory'),
  agentRoute('POST', '/api/me/leads/{id}/notes', 'createMyLeadNote'),
  agentRoute('POST', '/api/me/leads/{id}/consent-withdrawal', 'withdrawMyLeadConsent'),
  agentRoute('GET', '/api/me/analytics', 'getMyAnalytics'),

  // The borrower's file (issue 38, ADR 118): the broker's side, one set for agents, admins and super admins.
  fileRoute('GET', '/api/files/{leadId}', 'getFile'),
  fileRoute('POST', '/api/files/{leadId}/applicants', 'inviteApplicant'),
  fileRoute('POST', '/api/files/{leadId}/applicants/{applicantId}/invitation', 'resendInvitation'),
  fileRoute('PATCH', '/api/files/{leadId}/stage', 'updateFileStage'),
  fileRoute('POST', '/api/files/{leadId}/documents', 'addDocument'),
  fileRoute('PATCH', '/api/files/{leadId}/documents/{itemId}', 'reviewDocument'),
  fileRoute('DELETE', '/api/files/{leadId}/documents/{itemId}', 'deleteDocument'),
  fileRoute('GET', '/api/files/{leadId}/documents/{itemId}/files/{fileId}', 'getDocumentFile'),
  fileRoute('PUT', '/api/files/{leadId}/fintrac/{applicantId}', 'putFintrac'),
  fileRoute('GET', '/api/files/{leadId}/pdf', 'getFilePdf'),
  fileRoute('GET', '/api/files/{leadId}/json', 'getFileJson'),

  // The borrower's portal (issue 38, ADR 118): sign-in by e-mailed link or code, then the caller's own file.
  portalSignInRoute('POST', '/api/portal/sign-in/link', 'signInWithLink', SIGN_IN),
  portalSignInRoute('POST', '/api/portal/sign-in/link/renew', 'renewSignInLink', SIGN_IN),
  portalSignInRoute('POST', '/api/portal/sign-in/code/request', 'requestSignInCode', SIGN_IN),
  portalSignInRoute('POST', '/api/portal/sign-in/code', 'signInWithCode', SIGN_IN),
  portalRoute('POST', '/api/portal/sign-out', 'signOutBorrower'),
  portalRoute('GET', '/api/portal/file', 'getPortalFile'),
  portalRoute('PUT', '/api/portal/file/sections/{section}', 'savePortalSection'),
  portalRoute('POST', '/api/portal/file/consents', 'signPortalConsent'),
  portalRoute('POST', '/api/portal/file/submit', 'submitPortalFile'),
  portalRoute('POST', '/api/portal/file/documents/{itemId}/uploads', 'createDocumentUpload'),
  portalRoute(
    'POST',
    '/api/portal/file/documents/{itemId}/uploads/{fileId}/complete',
    'completeDocumentUpload',
  ),

  // Super admin
  adminRoute('GET', '/api/admin/attention', 'getAttention'),
  adminRoute('POST', '/api/admin/rates/scrape', 'scrapeRatesNow'),
  adminRoute('GET', '/api/admin/rate-alerts/summary', 'getRateAlertSummary'),
  // What lacks French (issue 37, ADR 117): per kind, how many of how many; each list filters them (french=missing).
  adminRoute('GET', '/api/admin/french-summary', 'getFrenchSummary'),
  adminRoute('GET', '/api/admin/agents', 'listAgents'),
  adminRoute('GET', '/api/admin/agents/options', 'listAdminAgentOptions'),
  adminRoute('POST', '/api/admin/agents', 'createAgent'),
  adminRoute('PATCH', '/api/admin/agents/{id}', 'updateAgent'),
  adminRoute('DELETE', '/api/admin/agents/{id}', 'deleteAgent'),
  adminRoute('POST', '/api/admin/agents/{id}/reassign-leads', 'reassignAgentLeads'),
  adminRoute('GET', '/api/admin/testimonials', 'listAllTestimonials'),
  adminRoute('POST', '/api/admin/testimonials', 'createTestimonial'),
  adminRoute('PATCH', '/api/admin/testimonials/{id}', 'updateTestimonial'),
  adminRoute('DELETE', '/api/admin/testimonials/{id}', 'deleteTestimonial'),
  adminRoute('GET', '/api/admin/posts', 'listAllPosts'),
  adminRoute('POST', '/api/admin/posts', 'createPost'),
  adminRoute('PATCH', '/api/admin/posts/{id}', 'updatePost'),
  adminRoute('DELETE', '/api/admin/posts/{id}', 'deletePost'),
  adminRoute('GET', '/api/admin/leads', 'listAllLeads'),
  adminRoute('GET', '/api/admin/leads/{id}', 'getLead'),
  adminRoute('PATCH', '/api/admin/leads/{id}', 'updateLead'),
  adminRoute('GET', '/api/admin/leads/{id}/history', 'getLeadHistory'),
  adminRoute('POST', '/api/admin/leads/{id}/notes', 'createLeadNote'),
  adminRoute('POST', '/api/admin/leads/{id}/reassign', 'reassignLead'),
  adminRoute('POST', '/api/admin/leads/{id}/consent-withdrawal', 'withdrawLeadConsent'),
  adminRoute('DELETE', '/api/admin/leads/{id}', 'deleteLead'),
  adminRoute('GET', '/api/admin/analytics', 'getAnalytics'),
  adminRoute('GET', '/api/admin/analytics/agents', 'getAnalyticsAgents'),
  adminRoute('GET', '/api/admin/rates', 'listAdminRates'),
  adminRoute('POST', '/api/admin/rates', 'createRate'),
  adminRoute('PATCH', '/api/admin/rates/{id}', 'updateRate'),
  adminRoute('DELETE', '/api/admin/rates/{id}', 'deleteRate'),
  adminRoute('GET', '/api/admin/products', 'listAdminProducts'),
  adminRoute('POST', '/api/admin/products', 'createProduct'),
  adminRoute('PATCH', '/api/admin/products/{id}', 'updateProduct'),
  adminRoute('DELETE', '/api/admin/products/{id}', 'deleteProduct'),
  adminRoute('GET', '/api/admin/services', 'listAdminServices'),
  adminRoute('POST', '/api/admin/services', 'createService'),
  adminRoute('PATCH', '/api/admin/services/{id}', 'updateService'),
  adminRoute('DELETE', '/api/admin/services/{id}', 'deleteService'),
  adminRoute('GET', '/api/admin/lenders', 'listAdminLenders'),
  adminRoute('POST', '/api/admin/lenders', 'createLender'),
  adminRoute('PATCH', '/api/admin/lenders/{id}', 'updateLender'),
  adminRoute('DELETE', '/api/admin/lenders/{id}', 'deleteLender'),
  adminRoute('POST', '/api/admin/uploads', 'createAdminUpload'),
  adminRoute('GET', '/api/admin/audit', 'listAudit'),
  // Exports as jobs (issue 33, ADR 093): the start answers 202 at once, a job writes the file, the GET follows it.
  // The start is audited as the CSV GET it replaces was: an export of leads.
  adminRoute('POST', '/api/admin/exports', 'exportLeadsCsv', { auditAs: 'leads' }),
  adminRoute('GET', '/api/admin/exports/{id}', 'getLeadExport'),
  // Privacy requests (PIPEDA, issue 17, ADR 072): the search and the export hand out a person's data.
  adminRoute('GET', '/api/admin/privacy/requests', 'listPrivacyRequests'),
  adminRoute('POST', '/api/admin/privacy/requests', 'createPrivacyRequest'),
  adminRoute('PATCH', '/api/admin/privacy/requests/{id}', 'updatePrivacyRequest'),
  adminRoute('GET', '/api/admin/privacy/search', 'searchPrivacy', { audit: true }),
  adminRoute('GET', '/api/admin/privacy/export', 'exportPrivacy', { audit: true }),
  adminRoute('POST', '/api/admin/privacy/anonymise', 'anonymisePerson'),
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

/**
 * Whether API Gateway's JWT authorizer (Cognito) guards the route: every rule but 'public' and 'borrower', whose
 * bearer is a portal session the dispatcher checks itself (ADR 118). The local gateway asks the same.
 */
export function needsCognitoJwt(route: Pick<RouteDefinition, 'auth'>): boolean {
  return route.auth !== 'public' && route.auth !== 'borrower';
}

export function routesOf(audience: Audience): RouteDefinition[] {
  return routes.filter((route) => route.audience === audience);
}
