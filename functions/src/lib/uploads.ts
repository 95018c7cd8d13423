import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { UploadRequest, UploadResponse } from '@maplestone/shared/schemas/misc';
import { baseContentType, UPLOAD_RULES, type UploadKind, uploadKey } from '@maplestone/shared/uploads';
import { s3 } from './s3';
import { type BucketName, bucketFor, publicUrl } from './storage';
import { PRIVATE_BUCKETS } from './storage-buckets';

/** Which bucket each kind of upload lands in. */
export const BUCKET_FOR_KIND: Readonly<Record<UploadKind, BucketName>> = {
  headshot: 'agent-headshots',
  banner: 'agent-banners',
  background: 'agent-media',
  logo: 'agent-media',
  badge1: 'agent-media',
  badge2: 'agent-media',
  'post-image': 'agent-media',
  'product-image': 'product-images',
  'service-image': 'service-images',
  'lender-logo': 'product-images',
  document: 'agent-documents',
};

/** Long enough to pick a file and send it on a slow phone; short enough that a leaked form is soon useless. */
export const UPLOAD_EXPIRY_SECONDS = 300;

/**
 * A presigned POST for one file. The server chooses the key ({owner}/{timestamp}-{safe filename}), and the
 * policy pins the key, the content type and the exact size, so the browser can upload that file and nothing else.
 * The request is already validated against the kind's rules (shared uploadRequestSchema).
 */
export async function presignUpload(
  request: UploadRequest,
  owner: string,
  now = Date.now(),
): Promise<UploadResponse> {
  const bucketName = BUCKET_FOR_KIND[request.kind];
  const key = uploadKey(owner, request.filename, now);
  const contentType = baseContentType(request.content_type);
  const size = Math.min(request.size, UPLOAD_RULES[request.kind].maxBytes);
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: bucketFor(bucketName),
    Key: key,
    Conditions: [
      ['content-length-range', size, size],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_EXPIRY_SECONDS,
  });
  return {
    url,
    fields,
    key,
    publicUrl: PRIVATE_BUCKETS.includes(bucketName) ? null : publicUrl(bucketName, key),
    expiresAt: new Date(now + UPLOAD_EXPIRY_SECONDS * 1000).toISOString(),
  };
}

/** The object key behind a URL this deployment issued for the bucket, or null if the URL is not one of ours. */
export function keyFromStoredUrl(bucketName: BucketName, url: string): string | null {
  const prefix = publicUrl(bucketName, '');
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
  return key && !key.split('/').includes('..') ? key : null;
}
