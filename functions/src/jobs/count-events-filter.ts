/**
 * Lambda event filters for count-events (ADR 065, 092, 094): every change of a lead (its rollup follows its
 * status, agent and first contact) or of a rate alert (its counts follow its series, target and status), a new
 * page view. A module of its own, with no imports, so the CDK app and the local poller read the very same
 * patterns without loading the Lambda. (A page view's own deletion and TTL expiry are not counted.) Three
 * patterns: a mapping takes at most five.
 */
export const countEventsFilterPatterns = [
  { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { _et: { S: ['lead', 'rate_alert'] } } } },
  { eventName: ['INSERT'], dynamodb: { NewImage: { _et: { S: ['page_view'] } } } },
  { eventName: ['REMOVE'], dynamodb: { OldImage: { _et: { S: ['lead', 'rate_alert'] } } } },
] as const;
