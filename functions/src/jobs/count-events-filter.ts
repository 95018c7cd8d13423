/**
 * Lambda event filters for count-events (ADR 065): a new lead, a deleted lead, a new page view. A module
 * of its own, with no imports, so the CDK app and the local poller read the very same patterns without
 * loading the Lambda. (A lead's other changes, a page view's own deletion and TTL expiry are not counted.)
 */
export const countEventsFilterPatterns = [
  { eventName: ['INSERT'], dynamodb: { NewImage: { _et: { S: ['lead', 'page_view'] } } } },
  { eventName: ['REMOVE'], dynamodb: { OldImage: { _et: { S: ['lead'] } } } },
] as const;
