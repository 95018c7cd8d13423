import { S3Client } from '@aws-sdk/client-s3';
import { s3Settings } from './storage';

export const s3 = new S3Client({
  region: s3Settings.region,
  // s3rver checks no signatures and cannot answer flexible checksums; AWS needs neither setting.
  ...(s3Settings.endpoint
    ? {
        endpoint: s3Settings.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        requestChecksumCalculation: 'WHEN_REQUIRED' as const,
        responseChecksumValidation: 'WHEN_REQUIRED' as const,
      }
    : {}),
});
