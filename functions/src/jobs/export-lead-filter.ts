/**
 * Lambda event filter for the table's stream: only newly inserted leads reach export-lead.
 * A module of its own, with no imports, so the CDK app and the local poller read the very same pattern
 * without loading the Lambda (which validates its environment at import).
 */
export const exportLeadFilterPattern = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: { _et: { S: ['lead'] } } },
} as const;
