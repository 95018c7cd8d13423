import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { keys } from '../../../functions/src/data/keys';
import type { IndexName } from '../../../functions/src/data/table';

/**
 * Who may touch which partitions of the one table. Each Lambda gets statements whose
 * `dynamodb:LeadingKeys` condition lists the partition keys it may read or write (IAM sees the
 * partition key of the item, or of the Query's key condition on an index). The patterns are built
 * with the key module itself, so they cannot drift from the keys the functions write.
 *
 * What LeadingKeys cannot do: tell two items of one partition apart by sort key. Where two kinds of
 * item share a partition (an agent record and its page-view counters; an agent's testimonials and its
 * leads in GSI1), the boundary is the handler's. docs/decisions/012-least-privilege-by-partition.md.
 */
const ANY = '*';

/** Base-table partitions, by entity. */
export const PARTITIONS = {
  agent: keys.agent(ANY).PK,
  agentSlug: keys.agentSlug(ANY).PK,
  profile: keys.profile(ANY).PK,
  lead: keys.lead(ANY).PK,
  rate: keys.rate(ANY).PK,
  lender: keys.lender(ANY).PK,
  testimonial: keys.testimonial(ANY).PK,
  post: keys.post(ANY).PK,
  postSlug: keys.postSlug(ANY).PK,
  product: keys.product(ANY).PK,
  service: keys.service(ANY).PK,
  document: keys.document(ANY).PK,
  subscriber: keys.subscriber(ANY).PK,
  /** A visitor's rate alert (ADR 082): public-api writes it, the scrape fires it. */
  rateAlert: keys.rateAlert(ANY).PK,
  /** A page view waiting for count-events (ADR 065). */
  pageView: keys.pageView(ANY).PK,
  /** The site's counters per day; an agent's live in its own partition (AGENT#id, SK STATS…). */
  stats: keys.dailyStats(ANY).PK,
  cache: keys.cache(ANY).PK,
  /** The audit log's month partitions (ADR 069): admin-api appends and queries, nothing else touches them. */
  audit: keys.auditMonth(ANY),
  /** Rate history series (ADR 081): the scrape writes a point a day, public-api reads ranges. */
  rateHistory: keys.rateHistorySeries(ANY),
  /** Export jobs (ADR 093): admin-api creates and reads them, export-leads claims and updates them. */
  exportJob: keys.exportJob(ANY).PK,
  /** Subscriptions waiting for their e-mailed confirmation, and each address's count of those e-mails (ADR 095). */
  subscriptionRequest: keys.subscriptionRequest(ANY).PK,
  confirmationMails: keys.confirmationMails(ANY, ANY).PK,
  /** The borrower's portal (ADR 118): an address's files, links, codes, sessions and hourly counts, all by hash. */
  borrowerFileLink: keys.borrowerFilesOf(ANY),
  signInLink: keys.borrowerSignInLink(ANY).PK,
  signInCode: keys.borrowerSignInCode(ANY).PK,
  borrowerSession: keys.borrowerSession(ANY).PK,
  signInCount: keys.borrowerSignInCount(ANY, ANY).PK,
} as const;

const published = { id: ANY, is_published: true, published_at: ANY, createdAt: ANY };

/**
 * Index partitions: owner collections (GSI1), entity lists (GSI2), sparse work queues (GSI3), a person's
 * leads by e-mail (GSI4) and phone (GSI5); an agent's posts that lack French (GSI4; by kind in GSI5, admin-api's).
 */
export const INDEX_PARTITIONS = {
  GSI1: {
    agentCollection: keys.agentCollection(ANY),
    adminTestimonials: keys.testimonialOwner(null, ANY, ANY).GSI1PK,
    /** The leads no agent holds (ADR 091). */
    unassignedLeads: keys.unassignedLeads,
  },
  GSI2: {
    agents: keys.agentList(ANY, ANY).GSI2PK,
    leads: keys.leadList(ANY, ANY).GSI2PK,
    rates: keys.rateList(ANY).GSI2PK,
    lenders: keys.lenderList(0, ANY).GSI2PK,
    testimonials: keys.testimonialList(ANY, ANY).GSI2PK,
    publishedPosts: keys.postList(published).GSI2PK,
    draftPosts: keys.postList({ ...published, is_published: false }).GSI2PK,
    products: keys.productList(ANY, ANY).GSI2PK,
    services: keys.serviceList(ANY, ANY).GSI2PK,
  },
  GSI3: {
    unexportedLeads: keys.leadUnexported(ANY, ANY).GSI3PK,
    /** Armed rate alerts by series (ADR 082): the scrape finds the ones a rate meets. */
    armedRateAlerts: `${keys.rateAlertPrefixes.armed}${ANY}`,
    /** Agents' testimonials and drafts awaiting the super admin's review (issue 33): admin-api only. */
    testimonialsToReview: keys.reviewQueues.testimonials,
    postsToReview: keys.reviewQueues.posts,
  },
  GSI4: {
    leadsByEmail: `${keys.contactPrefixes.email}${ANY}`,
    /** A person's rate alerts (ADR 082), apart from their leads: public-api sees these only. */
    rateAlertsByEmail: `${keys.rateAlertPrefixes.email}${ANY}`,
    /** An agent's posts that lack French (ADR 116): agent-api asks for the caller's own only. */
    agentPostsLackingFrench: keys.agentPostFrenchMissing(ANY, ANY, ANY).GSI4PK,
  },
  GSI5: { leadsByPhone: `${keys.contactPrefixes.phone}${ANY}` },
  /** The lead lists by facet, by agent and facet, by name, by agent and name (ADR 091). */
  GSI6: { leadFacets: keys.leadFacetPartition({ status: ANY, type: ANY, source: ANY }) },
  GSI7: {
    agentLeadFacets: keys.agentLeadFacetPartition({ agent_id: ANY, status: ANY, type: ANY, source: ANY }),
  },
  GSI8: { leadNames: keys.leadNamePartition(ANY) },
  GSI9: { agentLeadNames: keys.agentLeadNamePartition(ANY) },
  /** The leads waiting for a first contact, everyone's and by agent (ADR 112): the landings. */
  GSI10: { waitingLeads: keys.waitingLeads },
  GSI11: { agentWaitingLeads: keys.agentWaitingLeads(ANY) },
} as const satisfies Record<IndexName, Record<string, string>>;

export const READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
];
export const WRITE_ACTIONS = ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'] as const;
export type WriteAction = (typeof WRITE_ACTIONS)[number];

export interface DataAccess {
  /** Base-table partitions readable with Get/BatchGet/Query. */
  read: string[];
  /** Index partitions queryable, per index. */
  query?: Partial<Record<IndexName, string[]>>;
  /** Base-table partitions writable, and with which actions. */
  write?: { partitions: string[]; actions: WriteAction[] };
}

const P = PARTITIONS;
const G1 = INDEX_PARTITIONS.GSI1;
const G2 = INDEX_PARTITIONS.GSI2;
const G3 = INDEX_PARTITIONS.GSI3;
const G4 = INDEX_PARTITIONS.GSI4;
const G5 = INDEX_PARTITIONS.GSI5;
const G7 = INDEX_PARTITIONS.GSI7;
const G9 = INDEX_PARTITIONS.GSI9;
const G11 = INDEX_PARTITIONS.GSI11;

/**
 * The access of each Lambda that does not own the whole table. admin-api has read and write on
 * everything (it is the back office of the super admin), granted in the stack.
 */
export const DATA_ACCESS = {
  /**
   * Anonymous visitors: public reads; leads, subscribers and page views are all it writes (its per-client
   * limits are the edge's, ADR 075).
   */
  'public-api': {
    read: [
      P.agent,
      P.agentSlug,
      P.rate,
      P.lender,
      P.testimonial,
      P.post,
      P.postSlug,
      P.product,
      P.service,
      P.cache,
      P.subscriber,
      P.rateHistory,
      P.rateAlert,
      P.subscriptionRequest,
    ],
    query: {
      GSI1: [G1.agentCollection, G1.adminTestimonials],
      GSI2: [G2.agents, G2.rates, G2.lenders, G2.testimonials, G2.publishedPosts, G2.products, G2.services],
      // A repeated subscription finds the address's alert of that series (ADR 082).
      GSI4: [G4.rateAlertsByEmail],
    },
    write: {
      partitions: [
        P.lead,
        P.subscriber,
        P.pageView,
        P.cache,
        P.rateAlert,
        P.subscriptionRequest,
        P.confirmationMails,
      ],
      actions: ['PutItem', 'UpdateItem'],
    },
  },
  /**
   * Agents (and admins) in the dashboard: their own record, posts, testimonials, documents, and their leads' status;
   * with super admins, a lead's borrower file (its items live in the lead's partition), whose invitations write the
   * applicant's e-mail index and sign-in links (ADR 118).
   */
  'agent-api': {
    read: [
      P.profile,
      P.agent,
      P.agentSlug,
      P.lead,
      P.post,
      P.postSlug,
      P.testimonial,
      P.document,
      P.stats,
      P.signInLink,
    ],
    // Its leads by facet, by name and waiting; by e-mail and phone the person's leads, which the handler trims
    // to its own.
    query: {
      GSI1: [G1.agentCollection],
      GSI4: [G4.leadsByEmail, G4.agentPostsLackingFrench],
      GSI5: [G5.leadsByPhone],
      GSI7: [G7.agentLeadFacets],
      GSI9: [G9.agentLeadNames],
      GSI11: [G11.agentWaitingLeads],
    },
    write: {
      partitions: [
        P.profile,
        P.agent,
        P.agentSlug,
        P.lead,
        P.post,
        P.postSlug,
        P.testimonial,
        P.document,
        P.borrowerFileLink,
        P.signInLink,
      ],
      actions: ['PutItem', 'UpdateItem', 'DeleteItem'],
    },
  },
  /**
   * Borrowers (ADR 118): the sign-in items (links, codes, sessions, hourly counts, an address's files) and the
   * session's own file in its lead's partition, which the handlers confine to the session's lead and applicant.
   */
  'borrower-api': {
    read: [P.lead, P.borrowerFileLink, P.signInLink, P.signInCode, P.borrowerSession, P.signInCount],
    write: {
      partitions: [P.lead, P.signInLink, P.signInCode, P.borrowerSession, P.signInCount],
      actions: ['PutItem', 'UpdateItem', 'DeleteItem'],
    },
  },
  /** Val: today's rates and lenders as context; the chat lead (its per-visitor limit is the edge's, ADR 076). */
  chat: {
    read: [P.rate, P.lender, P.agent, P.lead, P.cache],
    // Val tells of the products and services too (issue 37).
    query: { GSI2: [G2.rates, G2.lenders, G2.agents, G2.products, G2.services] },
    write: { partitions: [P.lead], actions: ['PutItem', 'UpdateItem'] },
  },
  /**
   * The counters from the stream (ADR 065, 092): reads a changed lead as it is now, records the state counted
   * on it, deletes a counted page view, puts a deleted lead's removal marker, and adds to the counters (the
   * site's in STATS, an agent's in its own partition, beside its record: LeadingKeys cannot tell them apart,
   * ADR 012). A rate alert's counted state and removal marker live in the alert's partition (ADR 094).
   */
  'count-events': {
    read: [P.lead],
    write: {
      partitions: [P.lead, P.pageView, P.stats, P.agent, P.rateAlert],
      actions: ['PutItem', 'UpdateItem', 'DeleteItem'],
    },
  },
  /**
   * Reads the new lead and its agent's CRM address; finds the person's latest earlier lead by e-mail and
   * phone (GSI4, GSI5) and links the two (ADR 073); marks the lead exported, with its activity entry.
   */
  'export-lead': {
    read: [P.lead, P.agent],
    query: { GSI4: [G4.leadsByEmail], GSI5: [G5.leadsByPhone] },
    write: { partitions: [P.lead], actions: ['UpdateItem', 'PutItem'] },
  },
  /** export-lead's access, plus the queue of leads not yet exported (the oldest first). */
  'reconcile-lead-exports': {
    read: [P.lead, P.agent],
    query: { GSI3: [G3.unexportedLeads], GSI4: [G4.leadsByEmail], GSI5: [G5.leadsByPhone] },
    write: { partitions: [P.lead], actions: ['UpdateItem', 'PutItem'] },
  },
  /**
   * The admin's lead export (ADR 093): reads the leads the list's filters select by the list's own indexes (an
   * agent's or the unassigned leads on GSI1, every lead on GSI2, a person's by e-mail and phone on GSI4 and GSI5,
   * the facets on GSI6 and GSI7, the names on GSI8 and GSI9) and their agents' names; puts each exported lead's
   * `csv_export` activity entry (BatchWriteItem) and claims and moves its export job (UpdateItem). Nothing else.
   */
  'export-leads': {
    read: [P.lead, P.agent],
    query: {
      GSI1: [G1.agentCollection, G1.unassignedLeads],
      GSI2: [G2.leads],
      GSI4: [G4.leadsByEmail],
      GSI5: [G5.leadsByPhone],
      GSI6: [INDEX_PARTITIONS.GSI6.leadFacets],
      GSI7: [INDEX_PARTITIONS.GSI7.agentLeadFacets],
      GSI8: [INDEX_PARTITIONS.GSI8.leadNames],
      GSI9: [INDEX_PARTITIONS.GSI9.agentLeadNames],
    },
    write: { partitions: [P.lead, P.exportJob], actions: ['UpdateItem', 'BatchWriteItem'] },
  },
  /**
   * Upserts rates by natural key, and keeps the rate history (ADR 081); then fires the rate alerts the rates
   * meet (ADR 082, from the armed queue); never touches anything else.
   */
  'scrape-rates': {
    read: [P.rate, P.cache, P.rateHistory],
    query: { GSI2: [G2.rates], GSI3: [G3.armedRateAlerts] },
    write: {
      partitions: [P.rate, P.cache, P.rateHistory, P.rateAlert],
      actions: ['PutItem', 'UpdateItem', 'BatchWriteItem'],
    },
  },
} as const satisfies Record<string, DataAccess>;

function leadingKeys(partitions: readonly string[]) {
  return {
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...new Set(partitions)] },
    // ForAllValues is true when the key is absent: require it, so no keyless request slips through.
    Null: { 'dynamodb:LeadingKeys': 'false' },
  };
}

/** Grants `access` on `table` to `grantee`, one statement per resource and kind. */
export function grantDataAccess(grantee: IGrantable, table: ITable, access: DataAccess): void {
  const indexArn = (index: string) => `${table.tableArn}/index/${index}`;
  const add = (statement: PolicyStatement) => grantee.grantPrincipal.addToPrincipalPolicy(statement);
  if (access.read.length > 0) {
    add(
      new PolicyStatement({
        sid: 'ReadPartitions',
        actions: READ_ACTIONS,
        resources: [table.tableArn],
        conditions: leadingKeys(access.read),
      }),
    );
  }
  for (const [index, partitions] of Object.entries(access.query ?? {})) {
    add(
      new PolicyStatement({
        sid: `Query${index}Partitions`,
        actions: ['dynamodb:Query'],
        resources: [indexArn(index)],
        conditions: leadingKeys(partitions),
      }),
    );
  }
  if (access.write) {
    add(
      new PolicyStatement({
        sid: 'WritePartitions',
        actions: [
          ...access.write.actions.map((action) => `dynamodb:${action}`),
          'dynamodb:ConditionCheckItem',
        ],
        resources: [table.tableArn],
        conditions: leadingKeys(access.write.partitions),
      }),
    );
  }
}

/**
 * agent-api records each FINTRAC write in the audit log whoever makes it (ADR 118): it may put new entries in the
 * audit partitions (the repository's PutItem is conditional on attribute_not_exists) and nothing else there.
 */
export function grantAuditAppend(grantee: IGrantable, table: ITable): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      sid: 'AppendAuditEntries',
      actions: ['dynamodb:PutItem'],
      resources: [table.tableArn],
      conditions: leadingKeys([PARTITIONS.audit]),
    }),
  );
}

/**
 * The audit log cannot be edited or deleted (ADR 069): admin-api, which otherwise owns the whole table, is
 * refused every item action on the audit partitions but PutItem (the repository's is conditional on
 * attribute_not_exists) and Query. An explicit Deny wins over the whole-table Allow.
 */
export const AUDIT_DENIED_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

export function denyAuditChanges(grantee: IGrantable, table: ITable): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      sid: 'AuditLogAppendOnly',
      effect: Effect.DENY,
      actions: AUDIT_DENIED_ACTIONS,
      resources: [table.tableArn],
      // ForAnyValue: a batch that names one audit key among others is refused too.
      conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [PARTITIONS.audit] } },
    }),
  );
}
