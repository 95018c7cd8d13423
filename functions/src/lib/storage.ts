import * as z from 'zod';
import { awsEnvSchema, optionalUrl, parseEnv } from './env';
import { BUCKETS, type BucketName } from './storage-buckets';

export { type BucketName, bucketNames } from './storage-buckets';

/*
 * Bucket names and public URLs, without the S3 client: most readers only build URLs, and the client
 * (with its middleware) weighs about 200 KB in a bundle. The client is in lib/s3.ts.
 */

const env = parseEnv(
  awsEnvSchema.extend({
    ...Object.fromEntries(Object.values(BUCKETS).map((variable) => [variable, z.string().min(3)])),
    /** Where public objects are served: CloudFront in AWS, s3rver (path style) locally. */
    MEDIA_BASE_URL: z.url(),
    /** Local stand-in only (s3rver); unset in AWS. */
    S3_ENDPOINT: optionalUrl,
  }) as z.ZodObject<Record<string, z.ZodType>>,
) as Record<string, string | undefined>;

export function bucketFor(name: BucketName): string {
  return env[BUCKETS[name]]!;
}

/** The public URL of an object in a public bucket. Documents are never public. */
export function publicUrl(name: BucketName, key: string): string {
  return `${env.MEDIA_BASE_URL!.replace(/\/$/, '')}/${name}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** Where the S3 API is: the local stand-in's endpoint, or AWS's own for the region. */
export const s3Settings = { region: env.AWS_REGION!, endpoint: env.S3_ENDPOINT };
