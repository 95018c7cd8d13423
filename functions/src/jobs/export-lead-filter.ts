/**
 * Lambda event filter for the table's stream: only newly inserted leads not yet exported reach export-lead. A lead
 * imported in bulk arrives already exported (`_exportedAt`, importCountedLeads): filtered out here, an import of a
 * brokerage's history does not invoke the function once per lead (the function would only find it sent).
 * A module of its own, with no imports, so the CDK app and the local poller read the very same pattern
 * without loading the Lambda (which validates its environment at import).
 */
export const exportLeadFilterPattern = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: { _et: { S: ['lead'] }, _exportedAt: { S: [{ exists: false }] } } },
} as const;
