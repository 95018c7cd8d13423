import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { UploadRequest, UploadResponse } from '@maplestone/shared/schemas/misc';
import { baseContentType, UPLOAD_RULES, type UploadKind, uploadKey } from '@maplestone/shared/uploads';
import { acceptedFileType, SIGNATURE_BYTES } from './file-signature';
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

/** The name a person gave an uploaded file, from its key ({owner}/{timestamp}-{name}), for refusals. */
export const uploadedFileName = (key: string) => (key.split('/').pop() ?? key).replace(/^\d+-/, '') || key;

/** What an uploaded object turned out to be: kept, with its real size and type, or refused (and why). */
export type UploadedFile =
  | { accepted: true; size: number; contentType: string }
  | { accepted: false; problem: 'missing' | 'type' };

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * Checks an object uploaded to one of our buckets before a record refers to it (ADR 098): its first bytes, read
 * with one ranged GET, must show one of the `allowed` types (the upload kind's: shared UPLOAD_RULES). The name
 * and the type it was sent with prove nothing: the presigned POST pinned the declared type, not the bytes.
 * - nothing stored at the key: refused as 'missing';
 * - anything else (text, SVG, HTML, a type the kind does not take): the object is deleted, refused as 'type';
 * - an allowed type stored as another (a PNG named .jpg, a DOCX sent as a DOC): its Content-Type is set to what
 *   it is, so it is served as what it is; accepted with its real size and type.
 */
export async function checkUploadedFile(
  bucketName: BucketName,
  key: string,
  allowed: readonly string[],
): Promise<UploadedFile> {
  const Bucket = bucketFor(bucketName);
  let head: Uint8Array;
  let size: number;
  let storedType: string;
  try {
    const object = await s3.send(
      new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${SIGNATURE_BYTES - 1}` }),
    );
    head = (await object.Body?.transformToByteArray()) ?? new Uint8Array(0);
    // 'bytes 0-31/48213': the whole object's size follows the slash.
    size = Number(object.ContentRange?.split('/')[1] ?? object.ContentLength ?? head.length);
    storedType = baseContentType(object.ContentType ?? '');
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || (error as Error).name === 'NoSuchKey')
      return { accepted: false, problem: 'missing' };
    // An empty object has no byte 0 to read: nothing to accept.
    if (status !== 416 && (error as Error).name !== 'InvalidRange') throw error;
    head = new Uint8Array(0);
    size = 0;
    storedType = '';
  }
  const contentType = acceptedFileType(head, allowed);
  if (!contentType) {
    await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
    return { accepted: false, problem: 'type' };
  }
  if (storedType !== contentType) {
    await s3.send(
      new CopyObjectCommand({
        Bucket,
        Key: key,
        CopySource: `${Bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
        MetadataDirective: 'REPLACE',
        ContentType: contentType,
      }),
    );
  }
  return { accepted: true, size, contentType };
}
