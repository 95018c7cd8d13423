/** Roles, lead vocabularies and other enumerations shared by the web and the API. */

export const ROLES = ['super_admin', 'admin', 'agent', 'customer'] as const;
export type Role = (typeof ROLES)[number];

/** Cognito groups, strongest first. */
export const ROLE_GROUPS = ['super_admin', 'admin', 'agent'] as const satisfies readonly Role[];

/** The role of a user from their `cognito:groups`: the strongest group wins; no group → 'customer'. */
export function roleFromGroups(groups: readonly string[] | string | null | undefined): Role {
  const list = Array.isArray(groups)
    ? groups
    : typeof groups === 'string'
      ? groups
          .replace(/^\[|\]$/g, '')
          .split(/[\s,]+/)
          .filter(Boolean)
      : [];
  return ROLE_GROUPS.find((role) => list.includes(role)) ?? 'customer';
}

/** Where sign-in sends each role: super_admin → /super-admin; admin, agent → /agent-dashboard; others → /. */
export function redirectForRole(
  role: Role | string | null | undefined,
): '/super-admin' | '/agent-dashboard' | '/' {
  if (role === 'super_admin') return '/super-admin';
  if (role === 'admin' || role === 'agent') return '/agent-dashboard';
  return '/';
}

/** May this role open the agent dashboard? (agent or admin, spec) */
export function canUseAgentDashboard(role: Role): boolean {
  return role === 'agent' || role === 'admin';
}

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A lead is open while it still needs its agent: every status but the final 'closed'. */
export const OPEN_LEAD_STATUSES = LEAD_STATUSES.filter(
  (status): status is Exclude<LeadStatus, 'closed'> => status !== 'closed',
);
export const isOpenLead = (status: LeadStatus) =>
  (OPEN_LEAD_STATUSES as readonly LeadStatus[]).includes(status);

export const LEAD_TYPES = ['rate_quote', 'refinance', 'application', 'contact'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const LEAD_SOURCES = [
  'mortgage_calculator',
  'website',
  'contact_form',
  'AI Chatbot',
  'land_transfer_tax_calculator',
  'closing_costs_calculator',
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The source each public form stamps on its leads (the server sets it, not the client). */
export const LEAD_SOURCE_BY_TYPE = {
  rate_quote: 'mortgage_calculator',
  refinance: 'mortgage_calculator',
  application: 'website',
  contact: 'contact_form',
} as const satisfies Record<LeadType, LeadSource>;

/** The source of a "send me this estimate" lead, by calculator (issue 21; ADR 080). */
export const ESTIMATE_LEAD_SOURCE = {
  land_transfer_tax: 'land_transfer_tax_calculator',
  closing_costs: 'closing_costs_calculator',
} as const satisfies Record<string, LeadSource>;

export const CHAT_LEAD_SOURCE = 'AI Chatbot' satisfies LeadSource;

export const PHONE_TYPES = ['Mobile', 'Work', 'Residential'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

export const LENDER_TYPES = ['A Lender', 'Alternate Lender', 'a_lender', 'alternate_lender'] as const;
export type LenderType = (typeof LENDER_TYPES)[number];

/** Both spellings of a lender type read as one category. */
export function lenderCategory(type: string): 'a_lender' | 'alternate_lender' {
  return type === 'Alternate Lender' || type === 'alternate_lender' ? 'alternate_lender' : 'a_lender';
}

export const DOCUMENT_TYPES = ['certificate', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const ANALYTICS_EVENT_TYPES = ['page_view'] as const;
/** The admin's analytics periods, in the spec's order (All Time, 30 days, 7 days); '30d'/'7d' are read as '30'/'7'. */
export const ANALYTICS_PERIODS = ['all', '30', '7'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** Business limits of the specs (§9 of both). */
export const LIMITS = {
  homeTestimonials: 6,
  chatHistoryMessages: 50,
  chatStreamTimeoutMs: 30_000,
  toastMs: 5_000,
  chatSaveErrorToastMs: 7_000,
  chatHistoryToastMs: 10_000,
  newsPageSize: 10,
  newsTimeoutMs: 10_000,
  newsSearchMaxItems: 100,
  newsSkeletons: 3,
  topAgents: 5,
  /** The analytics by agent's rows per page (ADR 108). */
  analyticsAgentsPage: 10,
  recentActivityShown: 5,
  recentActivityFetched: 10,
  maxBadges: 2,
  metaTitle: 60,
  metaDescription: 160,
  serviceField: 255,
  excerpt: 150,
  ratingMin: 1,
  ratingMax: 5,
  ratingDefault: 5,
} as const;
