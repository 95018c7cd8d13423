/**
 * Every key of the one table is built here and nowhere else (docs/data-model.md lists the patterns).
 * Base table: item by id. GSI1: an owner's collection. GSI2: a type's list in a useful order.
 * GSI3: sparse work queues (an item carries the keys only while the work is pending).
 */
import { brand } from '@maplestone/shared/brand';
import type { WrittenKind } from '@maplestone/shared/i18n/written';
import { isWaitingForFirstContact } from '@maplestone/shared/lead-desk';
import { dateTimeFormat } from '@maplestone/shared/text/intl';
import { nationalDigits } from '@maplestone/shared/text/phone';
export const ENTITY = {
  agent: 'agent',
  agentSlug: 'agent_slug',
  profile: 'profile',
  lead: 'lead',
  rate: 'rate',
  lender: 'lender',
  testimonial: 'testimonial',
  post: 'post',
  postSlug: 'post_slug',
  product: 'product',
  service: 'service',
  document: 'document',
  // ---- The borrower file's checklist, FINTRAC records and reminder guards (issue 38, ADR 118; B2)
  /** A checklist item of a borrower's file and its files, in the lead's partition. */
  fileDocument: 'file_document',
  /** An applicant's FINTRAC record (identity, PEP/HIO, third party, risk), in the lead's partition. */
  fintracRecord: 'fintrac_record',
  /** Says the file's documents reminder of one Toronto day was sent (or is being sent): at most one a day. */
  fileReminder: 'file_reminder',
  /** A file's entry on the landing while it has documents to review (ADR 119), in the lead's partition. */
  fileReview: 'file_review',
  // ---- end of the borrower file's checklist
  // ---- The borrower's file and the portal's sign-in (issue 38, ADR 118; B1)
  /** A lead's borrower file: stage and its history, applicants, the shared sections (`LEAD#<id>`, `FILE`). */
  borrowerFile: 'borrower_file',
  /** One applicant's personal sections (`LEAD#<id>`, `FILE#APPLICANT#<applicant>`). */
  fileApplicant: 'file_applicant',
  /** One applicant's signed consent of one kind (`LEAD#<id>`, `FILE#CONSENT#<applicant>#<kind>`). */
  fileConsent: 'file_consent',
  /** An applicant's e-mail → their file (`BORROWER#<sha256 e-mail>`, `FILE#<lead>#<applicant>`). */
  borrowerFileLink: 'borrower_file_link',
  /** A sign-in link, by its token's hash (`BLINK#<hash>`): single-use, 7 days, kept 30. */
  borrowerSignInLink: 'borrower_sign_in_link',
  /** An address's current sign-in code, hashed (`BCODE#<sha256 e-mail>`): 10 minutes, 5 tries. */
  borrowerSignInCode: 'borrower_sign_in_code',
  /** A portal session, by its token's hash (`BSESSION#<hash>`): 12 hours. */
  borrowerSession: 'borrower_session',
  /** How many sign-in e-mails an address asked for in one UTC hour (`BSIGNIN#<sha256 e-mail>`, `HOUR#…`). */
  borrowerSignInCount: 'borrower_sign_in_count',
  // ---- end of the borrower's file
  subscriber: 'subscriber',
  /** Counters: platform per day, an agent per day, an agent all time. */
  dailyStats: 'daily_stats',
  /** Every agent's counters of one day (issue 33). */
  agentsDailyStats: 'agents_daily_stats',
  /** The leads still waiting for a first contact that arrived in one UTC hour, in all and per agent (issue 33). */
  waitingHourStats: 'waiting_hour_stats',
  agentDailyStats: 'agent_daily_stats',
  agentStats: 'agent_stats',
  /** The rollup of the leads by facet, funnel and first contact: per day, and an agent's held leads (ADR 108). */
  heldDailyStats: 'held_daily_stats',
  /** The same counts by Monday-to-Sunday week (ADR 111): a period's whole weeks are one item each, not seven. */
  heldWeeklyStats: 'held_weekly_stats',
  agentsWeeklyStats: 'agents_weekly_stats',
  agentHeldStats: 'agent_held_stats',
  /** Counters over every lead ever (issue 33): the platform's all-time rollup, and the unassigned leads'. */
  platformStats: 'platform_stats',
  unassignedStats: 'unassigned_stats',
  cache: 'cache',
  /** One visit of an agent's page, until count-events adds it to the counters and deletes it (ADR 065). */
  pageView: 'page_view',
  /** Says a deleted lead was taken off the counters, so a redelivered REMOVE is not taken off twice. */
  leadRemovalCounted: 'lead_removal_counted',
  /** One entry of a lead's activity (a status change, a note), in the lead's partition (issue 17). */
  leadEvent: 'lead_event',
  /** A chat conversation's transcript as the server kept it, in its lead's partition (issue 34, ADR 096). */
  chatTranscript: 'chat_transcript',
  /** One entry of the super admin's audit log, in its month's partition (issue 17, ADR 069). */
  auditEntry: 'audit_entry',
  /** A person's privacy request (PIPEDA) and its 30-day due date (issue 17, ADR 072). */
  privacyRequest: 'privacy_request',
  /** A visitor's rate alert: e-mail, target and consent (issue 21, ADR 082). */
  rateAlert: 'rate_alert',
  /** One day's point of a rate history series (issue 21, ADR 081). */
  rateHistory: 'rate_history',
  /** A back-office export job: its state, progress and file (issue 33, ADR 093). */
  exportJob: 'export_job',
  /** Every rate alert counted by series, target and status (issue 33, ADR 094). */
  rateAlertStats: 'rate_alert_stats',
  /** Says a deleted rate alert was taken off its counts, so a redelivered REMOVE is not taken off twice. */
  rateAlertRemovalCounted: 'rate_alert_removal_counted',
  /** A rate alert or newsletter subscription waiting for its e-mail's confirmation (issue 34, ADR 095). */
  subscriptionRequest: 'subscription_request',
  /** How many confirmation e-mails went to one address on one day (issue 34, ADR 095). */
  confirmationMailCount: 'confirmation_mail_count',
} as const;
export type EntityType = (typeof ENTITY)[keyof typeof ENTITY];

export interface Key {
  PK: string;
  SK: string;
}

const byId = (prefix: string, id: string): Key => ({ PK: `${prefix}#${id}`, SK: prefix });
const LEAD_EVENT_PREFIX = 'EVENT#';

export interface RateNaturalKey {
  province: string;
  rate_type: string;
  term: string;
  mortgage_type: string | null;
  source_url: string | null;
}

const torontoDay: Intl.DateTimeFormatOptions = {
  timeZone: brand.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
};

/** The business day of a timestamp (YYYY-MM-DD, Toronto time): what daily counters are keyed by. */
export function dayOf(iso: string): string {
  return dateTimeFormat(torontoDay).format(new Date(iso));
}

/** 'YYYY-MM-DD' shifted by whole calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of a business day's week (YYYY-MM-DD): what weekly counters are keyed by (ADR 111). */
export function weekOf(day: string): string {
  return addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/**
 * A range of days as the Mondays of the whole weeks in it and the ranges of days before and after them (ADR 111):
 * 1 to 30 November 2026 (a Sunday, a Monday) is the 1st, the weeks of the 2nd to the 23rd, and the 30th.
 */
export function weeksAndDays(
  fromDay: string,
  toDay: string,
): { mondays: string[]; days: [string, string][] } {
  const firstMonday = weekOf(fromDay) === fromDay ? fromDay : addDays(weekOf(fromDay), 7);
  const lastMonday = addDays(weekOf(toDay), 6) === toDay ? weekOf(toDay) : addDays(weekOf(toDay), -7);
  if (firstMonday > lastMonday) return { mondays: [], days: fromDay <= toDay ? [[fromDay, toDay]] : [] };
  const mondays: string[] = [];
  for (let monday = firstMonday; monday <= lastMonday; monday = addDays(monday, 7)) mondays.push(monday);
  const days: [string, string][] = [];
  if (fromDay < firstMonday) days.push([fromDay, addDays(firstMonday, -1)]);
  if (addDays(lastMonday, 6) < toDay) days.push([addDays(lastMonday, 7), toDay]);
  return { mondays, days };
}

/** The UTC hour of a timestamp (YYYY-MM-DDTHH): what the waiting leads' hour counters are keyed by. */
export function hourOf(iso: string): string {
  return new Date(iso).toISOString().slice(0, 13);
}

/** Lexically sortable order for integers in [-1e9, 1e9). */
export function sortableInt(value: number): string {
  return String(Math.trunc(value) + 1_000_000_000).padStart(10, '0');
}

const UNEXPORTED_LEADS = 'LEAD#UNEXPORTED';
/** The review queues of the super admin's landing (GSI3): agents' testimonials and drafts awaiting review. */
const REVIEW_QUEUES = { testimonials: 'TESTIMONIAL#PENDING', posts: 'POST#REVIEW' } as const;
const AUDIT_PREFIX = 'AUDIT#';
/** The open privacy requests (GSI3, sparse: only while open), soonest due first (issue 33, ADR 094). */
const OPEN_PRIVACY_REQUESTS = 'PRIVACY#OPEN';
/** What staff wrote that a French page shows in English (GSI5 by kind, GSI4 an agent's posts; ADR 116). */
const FRENCH_MISSING = 'FRENCH#MISSING#';

/** The months (YYYY-MM, UTC) of the audit partitions from `from`'s to the one holding the instant before `until`, newest first. */
export function auditMonthsOf(from: string, until: string): string[] {
  const last = new Date(Date.parse(until) - 1);
  const cursor = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 1));
  const first = from.slice(0, 7);
  const months: string[] = [];
  for (let month = cursor.toISOString().slice(0, 7); month >= first; ) {
    months.push(month);
    cursor.setUTCMonth(cursor.getUTCMonth() - 1);
    month = cursor.toISOString().slice(0, 7);
  }
  return months;
}

/** An e-mail address as people mean it: case and surrounding spaces do not make another person. */
export function contactEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A phone number as people mean it: its digits, without the North American trunk 1, so
 * '(416) 555-0100', '416.555.0100' and '+1 416 555 0100' are one number. Null when nothing is left.
 */
export function contactPhone(phone: string): string | null {
  const national = nationalDigits(phone);
  return national.length > 0 ? national : null;
}

const CONTACT_EMAIL = 'EMAIL#';

/**
 * A client's name as the name search compares it (ADR 091): accents and case dropped, anything but letters
 * and digits turned into one space, so 'Éloïse  O'Brien-Roy' is 'eloise obrien roy' and the query 'o'bri'
 * finds it. Empty when nothing is left.
 */
export function searchName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The facets a lead list is filtered by, each a key (ADR 091): its status, type, source and agent. */
export interface LeadFacets {
  status: string;
  type: string;
  source: string;
  /** The agent holding the lead; null when none does. */
  agent_id: string | null;
}

/** The agent facet of a lead without an agent: the admin filter's own value for them. */
const NO_AGENT = 'none';
const UNASSIGNED_LEADS = 'UNASSIGNED#LEADS';
const LEAD_FACET = 'LEADS#';
const AGENT_LEAD_FACET = 'AGENTLEADS#';
const LEAD_NAME = 'LEADNAME#';
const WAITING_LEADS = 'WAITING#LEADS';
const AGENT_WAITING_LEADS = 'WAITING#AGENTLEADS#';
const AGENT_LEAD_NAME = 'AGENTLEADNAME#';

/** A rate alert's series: region, type and term (ADR 082). */
export interface RateAlertSeries {
  province: string;
  rate_type: string;
  term: string;
}
const seriesKey = (series: RateAlertSeries) => `${series.province}#${series.rate_type}#${series.term}`;
const RATE_ALERT_ARMED = 'RATEALERT#ARMED#';
const RATE_ALERT_EMAIL = 'RATEALERT#EMAIL#';
const CONTACT_PHONE = 'PHONE#';

/**
 * The list partitions (GSI2, or GSI1 for admin testimonials, or the base table's STATS partition) and the sort key
 * prefixes of owner collections: the repositories query by these names, never by a literal (a guard test checks).
 */
const LIST = {
  agent: 'AGENT',
  lead: 'LEAD',
  rate: 'RATE',
  lender: 'LENDER',
  testimonial: 'TESTIMONIAL',
  adminTestimonials: 'ADMIN_TESTIMONIALS',
  postsPublished: 'POST#PUBLISHED',
  postsDrafts: 'POST#DRAFT',
  product: 'PRODUCT',
  service: 'SERVICE',
  subscriber: 'SUBSCRIBER',
  agentStats: 'AGENT_STATS',
  privacyRequest: 'PRIVACY_REQUEST',
  rateAlert: 'RATEALERT',
} as const;
const PLATFORM_STATS = 'STATS';
const DAY_PREFIX = 'DAY#';
const WEEK_PREFIX = 'WEEK#';
const OWNED = { lead: 'LEAD#', post: 'POST#', testimonial: 'TESTIMONIAL#', document: 'DOCUMENT#' } as const;
// The borrower file's checklist, FINTRAC records and reminder guards, in the lead's partition (issue 38; B2).
// The borrower's file, its applicants and consents, and the portal's sign-in (issue 38, ADR 118; B1).
const BORROWER_FILE = 'FILE';
const FILE_APPLICANT_PREFIX = 'FILE#APPLICANT#';
const FILE_CONSENT_PREFIX = 'FILE#CONSENT#';
const BORROWER_PREFIX = 'BORROWER#';
const BORROWER_FILE_LINK_PREFIX = 'FILE#';
const FILE_DOCUMENT_PREFIX = 'FILE#DOC#';
const FINTRAC_RECORD_PREFIX = 'FILE#FINTRAC#';
const FILE_REMINDER_PREFIX = 'FILE#REMINDER#';
/** The sparse queue (GSI3) of checklist items waiting for the borrower. */
const OUTSTANDING_FILE_DOCUMENTS = 'FILE#OUTSTANDING';
// The landing's files with documents to review (issue 38, ADR 119; B4): a file's entry, in the lead's partition.
const FILE_REVIEW = 'FILE#REVIEW';
/** Every file's entry (GSI3, sparse: only while the file has documents to review). */
const FILES_TO_REVIEW = 'FILE#TOREVIEW';
/** An agent's files' entries in its collection (GSI1 `AGENT#{id}`), apart from its leads and the rest by prefix. */
const AGENT_FILE_REVIEW_PREFIX = 'FILEREVIEW#';

export const keys = {
  /** List partitions, by type (see LIST above). */
  lists: LIST,
  /** Sort key prefixes of an agent's collection (GSI1 `AGENT#{id}`): `LEAD#`, `POST#`, `TESTIMONIAL#`, `DOCUMENT#`. */
  ownedPrefixes: OWNED,
  /** The partition of the platform's daily counters, and the prefix of its day items. */
  platformStats: PLATFORM_STATS,
  dailyStatsPrefix: DAY_PREFIX,
  agent: (id: string) => byId('AGENT', id),
  agentList: (createdAt: string, id: string) => ({ GSI2PK: LIST.agent, GSI2SK: `${createdAt}#${id}` }),
  agentSlug: (slug: string) => byId('AGENTSLUG', slug),
  /** The owner collection of an agent (GSI1): its leads, posts, testimonials and documents. */
  agentCollection: (agentId: string) => `AGENT#${agentId}`,

  profile: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),

  lead: (id: string) => byId('LEAD', id),
  /**
   * A lead's place in every lead list: its arrival, then its id (unique). Lists are read from a position:
   * a cursor names the last one shown (ADR 091).
   */
  leadPosition: (createdAt: string, id: string) => `${createdAt}#${id}`,
  /** The lead in its agent's collection (GSI1), or in the unassigned leads' when no agent holds it. */
  leadOwner: (agentId: string | null, createdAt: string, id: string) => ({
    GSI1PK: agentId ? `AGENT#${agentId}` : UNASSIGNED_LEADS,
    GSI1SK: `${OWNED.lead}${createdAt}#${id}`,
  }),
  /** The GSI1 partition of the leads no agent holds. */
  unassignedLeads: UNASSIGNED_LEADS,
  /**
   * A lead's facet partitions (ADR 091): GSI6 by status, type and source; GSI7 the same within its agent's
   * leads (or the unassigned ones). Both sort by position, so every combination of filters is one partition
   * (or a merge of a few) read newest first, and a date range is a range of the sort key.
   */
  leadFacets: (lead: LeadFacets & { created_at: string; id: string }) => {
    const position = `${lead.created_at}#${lead.id}`;
    return {
      GSI6PK: keys.leadFacetPartition(lead),
      GSI6SK: position,
      GSI7PK: keys.agentLeadFacetPartition(lead),
      GSI7SK: position,
    };
  },
  leadFacetPartition: (facets: Omit<LeadFacets, 'agent_id'>) =>
    `${LEAD_FACET}${facets.status}#${facets.type}#${facets.source}`,
  agentLeadFacetPartition: (facets: LeadFacets) =>
    `${AGENT_LEAD_FACET}${facets.agent_id ?? NO_AGENT}#${facets.status}#${facets.type}#${facets.source}`,
  /**
   * A lead's name index entries (ADR 091): GSI8 every lead by the first letter of its searchable name, GSI9
   * an agent's leads (or the unassigned ones); each sorted by the name, then position, so a prefix is a
   * begins_with. None for a name with nothing searchable (nor for an anonymised lead: see anonymise).
   */
  leadName: (lead: { client_name: string; agent_id: string | null; created_at: string; id: string }) => {
    const name = searchName(lead.client_name);
    if (!name) return {};
    const sortKey = `${name}#${lead.created_at}#${lead.id}`;
    return {
      GSI8PK: keys.leadNamePartition(name),
      GSI8SK: sortKey,
      GSI9PK: keys.agentLeadNamePartition(lead.agent_id),
      GSI9SK: sortKey,
    };
  },
  /**
   * A lead's entries in the sparse waiting indexes (ADR 112), only while it waits for a first contact (status new,
   * never contacted): GSI10 every such lead, GSI11 its agent's (or the unassigned ones'), both by position.
   */
  leadWaiting: (
    lead: LeadFacets & { created_at: string; id: string; first_contacted_at?: string | null },
  ) => {
    if (!isWaitingForFirstContact(lead)) return {};
    const position = keys.leadPosition(lead.created_at, lead.id);
    return {
      GSI10PK: WAITING_LEADS,
      GSI10SK: position,
      GSI11PK: keys.agentWaitingLeads(lead.agent_id),
      GSI11SK: position,
    };
  },
  waitingLeads: WAITING_LEADS,
  agentWaitingLeads: (agentId: string | null) => `${AGENT_WAITING_LEADS}${agentId ?? NO_AGENT}`,
  /** The GSI8 partition of the names starting as `name` does (a searchName). */
  leadNamePartition: (name: string) => `${LEAD_NAME}${[...name][0]}`,
  agentLeadNamePartition: (agentId: string | null) => `${AGENT_LEAD_NAME}${agentId ?? NO_AGENT}`,
  leadList: (createdAt: string, id: string) => ({ GSI2PK: LIST.lead, GSI2SK: `${createdAt}#${id}` }),
  /** Set when a lead is created, removed when it is e-mailed to the CRM: the oldest unexported come first. */
  leadUnexported: (createdAt: string, id: string) => ({
    GSI3PK: UNEXPORTED_LEADS,
    GSI3SK: `${createdAt}#${id}`,
  }),
  leadUnexportedQueue: UNEXPORTED_LEADS,
  /** Beside a deleted lead, in its partition, for two days: its REMOVE was counted (ADR 065). */
  leadRemovalCounted: (id: string): Key => ({ PK: `LEAD#${id}`, SK: 'REMOVAL_COUNTED' }),
  /**
   * A chat conversation's transcript (ADR 096): in the partition of the conversation's lead (its id derived from
   * the conversation's, chat/leads.ts), whether or not the lead exists yet; kept for a day after its last turn.
   */
  chatTranscript: (leadId: string): Key => ({ PK: byId('LEAD', leadId).PK, SK: 'TRANSCRIPT' }),
  /** An entry of the lead's activity: its partition, in time order (the id breaks a tie in one millisecond). */
  leadEvent: (leadId: string, at: string, eventId: string): Key => ({
    PK: byId('LEAD', leadId).PK,
    SK: `${LEAD_EVENT_PREFIX}${at}#${eventId}`,
  }),
  leadEventPrefix: LEAD_EVENT_PREFIX,
  /**
   * A lead's places in the contact indexes (GSI4 by e-mail, GSI5 by phone), oldest first within a person,
   * for the details it has; an index key is never written empty or null (DynamoDB refuses those).
   */
  leadContact: (lead: {
    id: string;
    created_at: string;
    client_email: string | null;
    client_phone: string | null;
  }) => {
    const order = `${lead.created_at}#${lead.id}`;
    const email = lead.client_email ? contactEmail(lead.client_email) : '';
    const phone = lead.client_phone ? contactPhone(lead.client_phone) : null;
    return {
      ...(email ? { GSI4PK: `${CONTACT_EMAIL}${email}`, GSI4SK: order } : {}),
      ...(phone ? { GSI5PK: `${CONTACT_PHONE}${phone}`, GSI5SK: order } : {}),
    };
  },
  /** The contact index partitions of one e-mail address or one phone number. */
  contactByEmail: (email: string) => `${CONTACT_EMAIL}${contactEmail(email)}`,
  contactByPhone: (phone: string) => {
    const digits = contactPhone(phone);
    return digits ? `${CONTACT_PHONE}${digits}` : null;
  },
  contactPrefixes: { email: CONTACT_EMAIL, phone: CONTACT_PHONE },

  /** A page view waiting for the counters (ADR 065). */
  pageView: (id: string) => byId('PAGEVIEW', id),

  rate: (id: string) => byId('RATE', id),
  /**
   * Rates sort by their natural key (region, type, term, mortgage type, source), so a region's rates,
   * or a region's rates of one type, are one begins_with away, and a scraper can match what it read.
   */
  rateList: (rate: RateNaturalKey | string) => ({
    GSI2PK: LIST.rate,
    GSI2SK:
      typeof rate === 'string'
        ? rate
        : `${rate.province}#${rate.rate_type}#${rate.term}#${rate.mortgage_type ?? ''}#${rate.source_url ?? ''}`,
  }),
  rateListPrefix: (province: string, rateType?: string) => `${province}#${rateType ? `${rateType}#` : ''}`,
  /**
   * A rate history series (ADR 081): our best rate of a region/type/term (`Ontario#fixed#5 year`) or a Bank of
   * Canada series (`BOC#V80691335`), one partition each, one item a day: a range is one Query on the day keys.
   */
  rateHistoryOurs: (region: string, rateType: string, term: string) => `${region}#${rateType}#${term}`,
  rateHistoryBank: (seriesId: string) => `BOC#${seriesId}`,
  rateHistorySeries: (series: string) => `RATEHIST#${series}`,
  rateHistoryPoint: (series: string, day: string): Key => ({ PK: `RATEHIST#${series}`, SK: `DAY#${day}` }),
  rateHistoryDay: (day: string) => `DAY#${day}`,

  lender: (id: string) => byId('LENDER', id),
  lenderList: (displayOrder: number, id: string) => ({
    GSI2PK: LIST.lender,
    GSI2SK: `${sortableInt(displayOrder)}#${id}`,
  }),

  testimonial: (id: string) => byId('TESTIMONIAL', id),
  /** Agent-submitted testimonials live in the agent's collection; admin-authored ones in their own. */
  testimonialOwner: (agentId: string | null, createdAt: string, id: string) => ({
    GSI1PK: agentId ? `AGENT#${agentId}` : LIST.adminTestimonials,
    GSI1SK: `${OWNED.testimonial}${createdAt}#${id}`,
  }),
  testimonialList: (createdAt: string, id: string) => ({
    GSI2PK: LIST.testimonial,
    GSI2SK: `${createdAt}#${id}`,
  }),
  /**
   * An agent's testimonial waiting for the super admin's approval (GSI3, sparse: only until approved), oldest
   * first: the landing's pile is one Query (issue 33).
   */
  testimonialReview: (createdAt: string, id: string) => ({
    GSI3PK: REVIEW_QUEUES.testimonials,
    GSI3SK: `${createdAt}#${id}`,
  }),

  post: (id: string) => byId('POST', id),
  postSlug: (slug: string) => byId('POSTSLUG', slug),
  postOwner: (agentId: string, createdAt: string, id: string) => ({
    GSI1PK: `AGENT#${agentId}`,
    GSI1SK: `${OWNED.post}${createdAt}#${id}`,
  }),
  /** An agent's draft waiting for the super admin's review (GSI3, sparse: only while a draft), oldest first. */
  postReview: (createdAt: string, id: string) => ({
    GSI3PK: REVIEW_QUEUES.posts,
    GSI3SK: `${createdAt}#${id}`,
  }),
  reviewQueues: REVIEW_QUEUES,
  /** Published posts by published_at; drafts by createdAt. */
  postList: (post: { id: string; is_published: boolean; published_at: string | null; createdAt: string }) =>
    post.is_published && post.published_at
      ? { GSI2PK: LIST.postsPublished, GSI2SK: `${post.published_at}#${post.id}` }
      : { GSI2PK: LIST.postsDrafts, GSI2SK: `${post.createdAt}#${post.id}` },

  /**
   * An agent, post, product or service some of whose words a French page shows in English (GSI5, sparse: only
   * while it lacks French; issue 37, ADR 116), newest created first: the super admin's counts and filter.
   */
  frenchMissing: (kind: WrittenKind, createdAt: string, id: string) => ({
    GSI5PK: `${FRENCH_MISSING}${kind.toUpperCase()}`,
    GSI5SK: `${createdAt}#${id}`,
  }),
  /** The same for one agent's posts (GSI4, in partitions apart from leads' and alerts'): their dashboard's count. */
  agentPostFrenchMissing: (agentId: string, createdAt: string, id: string) => ({
    GSI4PK: `${FRENCH_MISSING}AGENTPOST#${agentId}`,
    GSI4SK: `${createdAt}#${id}`,
  }),

  product: (id: string) => byId('PRODUCT', id),
  productList: (createdAt: string, id: string) => ({ GSI2PK: LIST.product, GSI2SK: `${createdAt}#${id}` }),
  service: (id: string) => byId('SERVICE', id),
  serviceList: (createdAt: string, id: string) => ({ GSI2PK: LIST.service, GSI2SK: `${createdAt}#${id}` }),

  document: (id: string) => byId('DOCUMENT', id),
  documentOwner: (agentId: string, uploadedAt: string, id: string) => ({
    GSI1PK: `AGENT#${agentId}`,
    GSI1SK: `${OWNED.document}${uploadedAt}#${id}`,
  }),

  // ---- The borrower file's checklist, FINTRAC records and reminder guards (issue 38, ADR 118; B2)
  /** A checklist item of a lead's borrower file: in the lead's partition, `FILE#DOC#{id}`. */
  fileDocument: (leadId: string, itemId: string): Key => ({
    PK: byId('LEAD', leadId).PK,
    SK: `${FILE_DOCUMENT_PREFIX}${itemId}`,
  }),
  fileDocumentPrefix: FILE_DOCUMENT_PREFIX,
  /** An applicant's FINTRAC record: in the lead's partition, `FILE#FINTRAC#{applicant id}`. */
  fintracRecord: (leadId: string, applicantId: string): Key => ({
    PK: byId('LEAD', leadId).PK,
    SK: `${FINTRAC_RECORD_PREFIX}${applicantId}`,
  }),
  fintracRecordPrefix: FINTRAC_RECORD_PREFIX,
  /** The guard of a file's documents reminder of one Toronto day (YYYY-MM-DD): written before the e-mail. */
  fileReminder: (leadId: string, day: string): Key => ({
    PK: byId('LEAD', leadId).PK,
    SK: `${FILE_REMINDER_PREFIX}${day}`,
  }),
  fileReminderPrefix: FILE_REMINDER_PREFIX,
  /**
   * A checklist item waiting for the borrower (requested or refused) in the sparse queue of outstanding documents
   * (GSI3), by the Toronto day it became outstanding: the reminder job reads the items outstanding since a day
   * with one Query, whatever the number of files. Set and removed in the writes that change the item's status.
   */
  fileDocumentOutstanding: (sinceDay: string, leadId: string, itemId: string) => ({
    GSI3PK: OUTSTANDING_FILE_DOCUMENTS,
    GSI3SK: `${sinceDay}#${leadId}#${itemId}`,
  }),
  outstandingFileDocuments: OUTSTANDING_FILE_DOCUMENTS,
  /**
   * A file's entry on the landing while it has documents to review (ADR 119): `LEAD#{id}`/`FILE#REVIEW`, outside
   * the file's own range and the checklist's prefix.
   */
  fileReview: (leadId: string): Key => ({ PK: byId('LEAD', leadId).PK, SK: FILE_REVIEW }),
  /**
   * Where a file's entry is listed, by when it started waiting: every file's queue (GSI3) and, while an agent holds
   * the lead, that agent's collection (GSI1) under `FILEREVIEW#`.
   */
  fileReviewQueues: (since: string, leadId: string, agentId: string | null) => ({
    GSI3PK: FILES_TO_REVIEW,
    GSI3SK: `${since}#${leadId}`,
    ...(agentId
      ? { GSI1PK: keys.agentCollection(agentId), GSI1SK: `${AGENT_FILE_REVIEW_PREFIX}${since}#${leadId}` }
      : {}),
  }),
  filesToReview: FILES_TO_REVIEW,
  agentFileReviewPrefix: AGENT_FILE_REVIEW_PREFIX,
  // ---- end of the borrower file's checklist
  // ---- The borrower's file and the portal's sign-in (issue 38, ADR 118; B1). E-mails and tokens as SHA-256 hex.
  /** A lead's borrower file: in the lead's partition. */
  borrowerFile: (leadId: string): Key => ({ PK: byId('LEAD', leadId).PK, SK: BORROWER_FILE }),
  /**
   * The sort keys of a file's own items in one Query: 'FILE', its applicants (`FILE#APPLICANT#…`) and consents
   * (`FILE#CONSENT#…`), which sort before the checklist, FINTRAC records and reminder guards.
   */
  borrowerFileRange: [BORROWER_FILE, `${FILE_CONSENT_PREFIX}\uffff`] as [string, string],
  fileApplicant: (leadId: string, applicantId: string): Key => ({
    PK: byId('LEAD', leadId).PK,
    SK: `${FILE_APPLICANT_PREFIX}${applicantId}`,
  }),
  fileApplicantPrefix: FILE_APPLICANT_PREFIX,
  fileConsent: (leadId: string, applicantId: string, kind: string): Key => ({
    PK: byId('LEAD', leadId).PK,
    SK: `${FILE_CONSENT_PREFIX}${applicantId}#${kind}`,
  }),
  fileConsentPrefix: FILE_CONSENT_PREFIX,
  /** An applicant's file, found by their e-mail's hash: one item per file they were invited to. */
  borrowerFileLink: (emailHash: string, leadId: string, applicantId: string): Key => ({
    PK: `${BORROWER_PREFIX}${emailHash}`,
    SK: `${BORROWER_FILE_LINK_PREFIX}${leadId}#${applicantId}`,
  }),
  borrowerFilesOf: (emailHash: string) => `${BORROWER_PREFIX}${emailHash}`,
  borrowerFileLinkPrefix: BORROWER_FILE_LINK_PREFIX,
  borrowerSignInLink: (tokenHash: string) => byId('BLINK', tokenHash),
  borrowerSignInCode: (emailHash: string) => byId('BCODE', emailHash),
  borrowerSession: (tokenHash: string) => byId('BSESSION', tokenHash),
  /** An address's sign-in e-mails of one UTC hour ('2026-11-23T14'). */
  borrowerSignInCount: (emailHash: string, hour: string): Key => ({
    PK: `BSIGNIN#${emailHash}`,
    SK: `HOUR#${hour}`,
  }),
  // ---- end of the borrower's file

  subscriber: (email: string) => byId('SUBSCRIBER', email.toLowerCase()),
  subscriberList: (createdAt: string, email: string) => ({
    GSI2PK: LIST.subscriber,
    GSI2SK: `${createdAt}#${email.toLowerCase()}`,
  }),

  /**
   * A subscription waiting for its confirmation (double opt-in, ADR 095): by its token, the e-mail's link; gone
   * (TTL) some days after it expires.
   */
  subscriptionRequest: (token: string) => byId('SUBSCRIBE', token),
  /** The confirmation e-mails sent to an address (any case) on a UTC day: at most a few (ADR 095). */
  confirmationMails: (email: string, day: string): Key => ({
    PK: `CONFIRMMAIL#${contactEmail(email)}`,
    SK: `DAY#${day}`,
  }),

  /** Counters, maintained with UpdateItem ADD by count-events (never by counting items on read, ADR 065). */
  dailyStats: (day: string): Key => ({ PK: PLATFORM_STATS, SK: `${DAY_PREFIX}${day}` }),
  /**
   * Every agent's counts of a Toronto day in one item (issue 33): a period's figures per agent are one Query of
   * the days, not one per agent. Attributes `<agent id>|<count>`.
   */
  agentsDailyStats: (day: string): Key => ({ PK: PLATFORM_STATS, SK: `AGENTS#${DAY_PREFIX}${day}` }),
  agentsDailyStatsPrefix: `AGENTS#${DAY_PREFIX}`,
  /**
   * The rollup of the leads that arrived on a Toronto day (ADR 108): by facet, funnel stage and first contact. Apart
   * from the day item, which the chart reads for every day, so the series stays two figures a day.
   */
  heldDailyStats: (day: string): Key => ({ PK: PLATFORM_STATS, SK: `HELD#${DAY_PREFIX}${day}` }),
  /**
   * The agents' day items and the held day items summed by week, Monday to Sunday (ADR 111), keyed by the week's
   * Monday: a period reads its whole weeks from these and only the days at its ends from the day items.
   */
  agentsWeeklyStats: (monday: string): Key => ({ PK: PLATFORM_STATS, SK: `AGENTS#${WEEK_PREFIX}${monday}` }),
  heldWeeklyStats: (monday: string): Key => ({ PK: PLATFORM_STATS, SK: `HELD#${WEEK_PREFIX}${monday}` }),
  /**
   * The leads still waiting for a first contact that arrived in a UTC hour (issue 33): how many of them are not
   * overdue yet is a Query of the hours since the due time, not a read of the leads. Attributes `waiting` and
   * `<agent id>|waiting`.
   */
  waitingHourStats: (hour: string): Key => ({ PK: PLATFORM_STATS, SK: `WAITING#HOUR#${hour}` }),
  /** The platform's all-time counters (issue 33): every figure of the day items, over every day. */
  platformTotals: { PK: PLATFORM_STATS, SK: 'TOTAL' } as Key,
  /** The counters of the leads no agent holds (their facets: the unassigned list's totals). */
  unassignedTotals: { PK: PLATFORM_STATS, SK: 'UNASSIGNED' } as Key,
  /** An agent's counters per day live in the agent's partition: one Query gives its series. */
  agentDailyStats: (agentId: string, day: string): Key => ({
    PK: `AGENT#${agentId}`,
    SK: `STATS#DAY#${day}`,
  }),
  agentDailyStatsPrefix: 'STATS#DAY#',
  /**
   * An agent's all-time counters; on GSI2 so one Query ranks every agent (top performers). Its leads captured, page
   * views and leads held only (ADR 108): the rollup of its held leads is its held item.
   */
  agentStats: (agentId: string): Key => ({ PK: `AGENT#${agentId}`, SK: 'STATS' }),
  /** The rollup of the leads an agent holds, all time (ADR 108): its lists' totals and its analytics. */
  agentHeldStats: (agentId: string): Key => ({ PK: `AGENT#${agentId}`, SK: 'STATS#HELD' }),
  agentStatsList: (agentId: string) => ({ GSI2PK: LIST.agentStats, GSI2SK: agentId }),
  cache: (name: string): Key => ({ PK: 'CACHE', SK: name }),

  /** A privacy request; the list of them by the day received (GSI2), then by id (ADR 072). */
  privacyRequest: (id: string) => byId('PRIVACY', id),
  privacyRequestList: (receivedOn: string, id: string) => ({
    GSI2PK: LIST.privacyRequest,
    GSI2SK: `${receivedOn}#${id}`,
  }),
  /** An open request in the queue of open ones (GSI3, sparse): removed when it closes, set again on reopening. */
  privacyRequestOpen: (dueOn: string, id: string) => ({
    GSI3PK: OPEN_PRIVACY_REQUESTS,
    GSI3SK: `${dueOn}#${id}`,
  }),
  openPrivacyRequests: OPEN_PRIVACY_REQUESTS,

  /** An export job (ADR 093): one item, read and updated by id, gone a few days after it started (TTL). */
  exportJob: (id: string) => byId('EXPORT', id),

  /** The audit log's partition of a month (YYYY-MM, UTC): a month's entries, in time order (ADR 069). */
  auditMonth: (month: string) => `${AUDIT_PREFIX}${month}`,
  /** An audit entry: its month's partition (UTC), in time order (the id breaks a tie in one millisecond). */
  auditEntry: (at: string, entryId: string): Key => ({
    PK: `${AUDIT_PREFIX}${at.slice(0, 7)}`,
    SK: `${at}#${entryId}`,
  }),

  // ---- Rate alerts (issue 21, ADR 082)
  /** A rate alert; its id is also its unsubscribe token. */
  rateAlert: (id: string) => byId('RATEALERT', id),
  /**
   * The queue of a series' armed alerts (GSI3, sparse: only while armed), by target then id: the alerts a
   * best rate meets (target >= rate) are one Query from the lowest target it meets.
   */
  rateAlertArmed: (series: RateAlertSeries, targetHundredths: number, id: string) => ({
    GSI3PK: `${RATE_ALERT_ARMED}${seriesKey(series)}`,
    GSI3SK: `${sortableInt(targetHundredths)}#${id}`,
  }),
  rateAlertArmedQueue: (series: RateAlertSeries) => `${RATE_ALERT_ARMED}${seriesKey(series)}`,
  /** The sort key from which a series' queue holds the targets of at least this many hundredths. */
  rateAlertArmedFrom: (targetHundredths: number) => sortableInt(targetHundredths),
  /** Every alert (GSI2), by series: the super admin's counts are one Query. */
  rateAlertList: (series: RateAlertSeries, id: string) => ({
    GSI2PK: LIST.rateAlert,
    GSI2SK: `${seriesKey(series)}#${id}`,
  }),
  /** A person's alerts by e-mail (GSI4, their own partitions, apart from leads'): duplicates and privacy requests. */
  rateAlertByEmail: (email: string, series: RateAlertSeries, id: string) => ({
    GSI4PK: `${RATE_ALERT_EMAIL}${contactEmail(email)}`,
    GSI4SK: `${seriesKey(series)}#${id}`,
  }),
  rateAlertsOfEmail: (email: string) => `${RATE_ALERT_EMAIL}${contactEmail(email)}`,
  rateAlertSeriesPrefix: (series: RateAlertSeries) => `${seriesKey(series)}#`,
  rateAlertPrefixes: { armed: RATE_ALERT_ARMED, email: RATE_ALERT_EMAIL },
  /**
   * Every alert counted from the stream (ADR 094): one item, attributes `<province>|<rate_type>|<term>|<target>|<status>`,
   * so the super admin's summary is one GetItem.
   */
  rateAlertTotals: { PK: PLATFORM_STATS, SK: 'RATEALERTS' } as Key,
  /** Beside a deleted alert, for two days: its REMOVE was counted (as a lead's, ADR 065). */
  rateAlertRemovalCounted: (id: string): Key => ({ PK: byId('RATEALERT', id).PK, SK: 'REMOVAL_COUNTED' }),
  // ---- end of rate alerts
} as const;

/** The attributes every item carries. */
export function stamp(entity: EntityType, now = new Date().toISOString()) {
  return { _et: entity, createdAt: now, updatedAt: now };
}
