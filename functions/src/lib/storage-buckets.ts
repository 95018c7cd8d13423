/**
 * The upload buckets by their logical name (the specs' names) and the env variable carrying each one's
 * real name. Read by the CDK app and the local stack as well as by the functions.
 */
export const BUCKETS = {
  'agent-headshots': 'BUCKET_AGENT_HEADSHOTS',
  'agent-banners': 'BUCKET_AGENT_BANNERS',
  'agent-documents': 'BUCKET_AGENT_DOCUMENTS',
  'product-images': 'BUCKET_PRODUCT_IMAGES',
  'service-images': 'BUCKET_SERVICE_IMAGES',
  /** Agent customisation images: background, logo, badges, blog post images. */
  'agent-media': 'BUCKET_AGENT_MEDIA',
} as const;
export type BucketName = keyof typeof BUCKETS;
export const bucketNames = Object.keys(BUCKETS) as BucketName[];

/** Only documents are private; every other bucket's objects are served publicly. */
export const PRIVATE_BUCKETS: readonly BucketName[] = ['agent-documents'];

/**
 * The back office's export files (ADR 093): a private bucket apart from the upload buckets above (nothing is
 * uploaded to it from a browser). Only the export jobs write it; the admin API reads a file through a 5-minute
 * presigned link; in AWS a lifecycle rule deletes each file a day after it was written.
 */
export const EXPORT_BUCKET = { name: 'exports', variable: 'BUCKET_EXPORTS' } as const;

/**
 * The borrowers' documents (issue 38, ADR 118): a private bucket of its own, apart from the agents' buckets above,
 * encrypted in AWS with a customer-managed KMS key whose ARN the presigning function gets as `keyVariable` (unset
 * locally: s3rver has no KMS). Borrowers upload to it by presigned POST; the brokers read it through 5-minute links;
 * a lead's deletion and the privacy anonymisation delete its objects.
 */
export const BORROWER_DOCUMENTS_BUCKET = {
  name: 'borrower-documents',
  variable: 'BUCKET_BORROWER_DOCUMENTS',
  keyVariable: 'BORROWER_DOCUMENTS_KMS_KEY',
  /** Every object's key starts with it (`files/{leadId}/{itemId}/…`): the functions' grants name it. */
  prefix: 'files/',
} as const;
