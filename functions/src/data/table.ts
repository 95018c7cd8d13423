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
    /** A person's leads by e-mail address (privacy requests, duplicates at intake; ADR 071). */
    { indexName: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK' },
    /** A person's leads by phone number, its digits only (privacy requests, duplicates at intake; ADR 071). */
    { indexName: 'GSI5', partitionKey: 'GSI5PK', sortKey: 'GSI5SK' },
  ],
} as const;

export type IndexName = (typeof tableDesign.globalSecondaryIndexes)[number]['indexName'];
