import { S3Client } from '@aws-sdk/client-s3';
import * as z from 'zod';
import { awsEnvSchema, optionalUrl, parseEnv } from './env';
import { BUCKETS, type BucketName } from './storage-buckets';

export { type BucketName, bucketNames } from './storage-buckets';

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

export const s3 = new S3Client({
  region: env.AWS_REGION,
  // s3rver checks no signatures and cannot answer flexible checksums; AWS needs neither setting.
  ...(env.S3_ENDPOINT
    ? {
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        requestChecksumCalculation: 'WHEN_REQUIRED' as const,
        responseChecksumValidation: 'WHEN_REQUIRED' as const,
      }
    : {}),
});
