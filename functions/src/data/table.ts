/**
 * `seconds` after `at`, in epoch seconds: the unit of the table's TTL attribute (`expiresAt`), when DynamoDB may
 * delete an item. An item read before its sweep compares its `expiresAt` with `ttlAfter(now, 0)`.
 */
export function ttlAfter(at: Date | string, seconds: number): number {
  return Math.floor((typeof at === 'string' ? Date.parse(at) : at.getTime()) / 1000) + seconds;
}

/**
 * The one table's physical design, shared by the CDK app and the local stack so they cannot drift.
 * Access patterns and example items: docs/data-model.md.
 */
export const tableDesign = {
  partitionKey: 'PK',
  sortKey: 'SK',
  timeToLiveAttribute: 'expiresAt',
  stream: 'NEW_AND_OLD_IMAGES',
  globalSecondaryIndexes: [
    /** Owner collections: an agent's leads, posts, testimonials, documents; admin-authored testimonials. */
    { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    /** Entity lists: every item of a type (or of a type in a state) in a sortable order. */
    { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    /** Sparse work queue: only items still waiting for something (leads not yet e-mailed to the CRM). */
    { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
    /**
     * A person's leads by e-mail address (privacy requests, duplicates at intake; ADR 071); in partitions of their
     * own, a person's rate alerts and an agent's posts that lack French (ADR 116).
     */
    { indexName: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK' },
    /**
     * A person's leads by phone number, its digits only (privacy requests, duplicates at intake; ADR 071); in
     * partitions of their own, sparse, what lacks French by kind (ADR 116).
     */
    { indexName: 'GSI5', partitionKey: 'GSI5PK', sortKey: 'GSI5SK' },
    /**
     * The lead list by facet: one partition per status, type and source, newest first (ADR 091). Keys only: a
     * page's leads are then read by key, so the index stores no copy of a lead.
     */
    { indexName: 'GSI6', partitionKey: 'GSI6PK', sortKey: 'GSI6SK', projection: 'KEYS_ONLY' },
    /** The same facets within one agent's leads (or the unassigned ones), newest first (ADR 091). */
    { indexName: 'GSI7', partitionKey: 'GSI7PK', sortKey: 'GSI7SK', projection: 'KEYS_ONLY' },
    /** Leads by the start of the client's name, case and accents ignored: every lead (ADR 091). */
    { indexName: 'GSI8', partitionKey: 'GSI8PK', sortKey: 'GSI8SK', projection: 'KEYS_ONLY' },
    /** The same within one agent's leads (ADR 091). */
    { indexName: 'GSI9', partitionKey: 'GSI9PK', sortKey: 'GSI9SK', projection: 'KEYS_ONLY' },
    /**
     * Sparse: the leads waiting for a first contact (status new, never contacted), oldest first; a lead leaves it
     * when it is contacted (ADR 112). The landing's two piles are a page of it each, however many leads there are.
     * Whole leads: it holds only those waiting, and the landing's rows come from it in one read (ADR 113).
     */
    { indexName: 'GSI10', partitionKey: 'GSI10PK', sortKey: 'GSI10SK' },
    /** The same within one agent's leads (or the unassigned ones): an agent's landing (ADR 112). */
    { indexName: 'GSI11', partitionKey: 'GSI11PK', sortKey: 'GSI11SK' },
  ],
} as const;

export type IndexDesign = (typeof tableDesign.globalSecondaryIndexes)[number];
export type IndexName = IndexDesign['indexName'];

/** What an index stores of an item: all of it (the default), or only the keys. */
export const projectionOf = (index: IndexDesign): 'ALL' | 'KEYS_ONLY' =>
  'projection' in index ? index.projection : 'ALL';

/** Whether an index answers a Query with whole items (a keys-only one needs a second read by key). */
export const projectsWholeItems = (name: IndexName): boolean =>
  projectionOf(tableDesign.globalSecondaryIndexes.find((index) => index.indexName === name)!) === 'ALL';
