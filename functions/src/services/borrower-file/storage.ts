import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { DocumentContentType } from '@maplestone/shared/schemas/borrower-file';
import { safeFileName } from '@maplestone/shared/uploads';
import * as z from 'zod';
import { optionalString, parseEnv } from '../../lib/env';
import { detectFileType, SIGNATURE_BYTES } from '../../lib/file-signature';
import { privateLink } from '../../lib/private-link';
import { s3 } from '../../lib/s3';
import { BORROWER_DOCUMENTS_BUCKET } from '../../lib/storage-buckets';

/*
 * Where a borrower's documents live (issue 38, ADR 118): the borrowers' own private bucket (never public, read only
 * through 5-minute presigned links; in AWS encrypted with its customer-managed KMS key), under
 * `files/{leadId}/{itemId}/`. The server picks every key; a presigned POST pins it.
 */
const env = parseEnv(
  z.object({
    [BORROWER_DOCUMENTS_BUCKET.variable]: z.string().min(3),
    /** The bucket's KMS key (its ARN) in AWS, where uploads are encrypted with it; unset locally (s3rver). */
    [BORROWER_DOCUMENTS_BUCKET.keyVariable]: optionalString,
  }),
) as Record<string, string | undefined>;

/** The borrowers' documents bucket's real name (BUCKET_BORROWER_DOCUMENTS). */
export const fileDocumentsBucket = (): string => env[BORROWER_DOCUMENTS_BUCKET.variable]!;
const FILE_DOCUMENTS_PREFIX = BORROWER_DOCUMENTS_BUCKET.prefix;

/**
 * The fields that make S3 encrypt an upload with the bucket's KMS key (AWS only; a presigned POST's fields are its
 * policy's conditions too, so the upload cannot ask for other encryption). None locally: s3rver has no KMS.
 */
export function encryptionFields(
  keyArn = env[BORROWER_DOCUMENTS_BUCKET.keyVariable],
): Record<string, string> {
  return keyArn
    ? { 'x-amz-server-side-encryption': 'aws:kms', 'x-amz-server-side-encryption-aws-kms-key-id': keyArn }
    : {};
}

/** How long a presigned POST works: long enough to pick a file and send 25 MB from a phone. */
export const DOCUMENT_UPLOAD_SECONDS = 15 * 60;

/** An uploaded document's key: `files/{leadId}/{itemId}/{fileId}-{safe name}`. */
export const fileObjectKey = (leadId: string, itemId: string, fileId: string, filename: string) =>
  `${FILE_DOCUMENTS_PREFIX}${leadId}/${itemId}/${fileId}-${safeFileName(filename)}`;

/** Every document key of a lead's file starts with this. */
export const fileObjectPrefix = (leadId: string) => `${FILE_DOCUMENTS_PREFIX}${leadId}/`;

/**
 * A presigned POST for one document: the key and the content type pinned, the size exactly the one declared (at
 * most 25 MB: the request's schema), so the browser can send that file there and nothing else; in AWS it is
 * encrypted with the bucket's KMS key (encryptionFields).
 */
export async function presignDocumentUpload(
  key: string,
  contentType: DocumentContentType,
  size: number,
  now = Date.now(),
  keyArn = env[BORROWER_DOCUMENTS_BUCKET.keyVariable],
): Promise<{ url: string; fields: Record<string, string>; expiresAt: string }> {
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: fileDocumentsBucket(),
    Key: key,
    Conditions: [
      ['content-length-range', size, size],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType, ...encryptionFields(keyArn) },
    Expires: DOCUMENT_UPLOAD_SECONDS,
  });
  return { url, fields, expiresAt: new Date(now + DOCUMENT_UPLOAD_SECONDS * 1000).toISOString() };
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * An uploaded object's first bytes and whole size (one ranged GET), or null when nothing is stored at the key.
 * An empty object reads as no bytes.
 */
export async function readDocumentHead(key: string): Promise<{ head: Uint8Array; size: number } | null> {
  try {
    const object = await s3.send(
      new GetObjectCommand({
        Bucket: fileDocumentsBucket(),
        Key: key,
        Range: `bytes=0-${SIGNATURE_BYTES - 1}`,
      }),
    );
    const head = (await object.Body?.transformToByteArray()) ?? new Uint8Array(0);
    // 'bytes 0-31/48213': the whole object's size follows the slash.
    const size = Number(object.ContentRange?.split('/')[1] ?? object.ContentLength ?? head.length);
    return { head, size };
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || (error as Error).name === 'NoSuchKey') return null;
    if (status === 416 || (error as Error).name === 'InvalidRange')
      return { head: new Uint8Array(0), size: 0 };
    throw error;
  }
}

export async function deleteDocumentObject(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: fileDocumentsBucket(), Key: key }));
}

/** S3's most keys in one DeleteObjects. */
const DELETE_BATCH = 1000;

/**
 * Deletes documents, up to 1000 to a DeleteObjects (a key with nothing stored is no error). Throws naming how many
 * S3 could not delete, so the caller's run fails and can be run again.
 */
export async function deleteDocumentObjects(keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += DELETE_BATCH) {
    const batch = keys.slice(i, i + DELETE_BATCH);
    const { Errors } = await s3.send(
      new DeleteObjectsCommand({
        Bucket: fileDocumentsBucket(),
        Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    if (Errors && Errors.length > 0) throw new Error(`${Errors.length} documents could not be deleted`);
  }
}

/** A 5-minute link to read a document, saved under its own name and type. */
export function documentReadLink(key: string, filename: string, contentType: string, now = Date.now()) {
  return privateLink(fileDocumentsBucket(), key, {
    download: { filename: safeFileName(filename), contentType },
    now,
  });
}

/** HEIF brands a phone's HEIC photo (or burst) declares in its `ftyp` box. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

const ascii = (head: Uint8Array, from: number, to: number) => String.fromCharCode(...head.subarray(from, to));

/** Whether the first bytes are an ISO BMFF `ftyp` of a HEIC/HEIF image (and not an AVIF, which shares `mif1`). */
function isHeic(head: Uint8Array): boolean {
  if (head.length < 12 || ascii(head, 4, 8) !== 'ftyp') return false;
  if (detectFileType(head) === 'image/avif') return false;
  return HEIC_BRANDS.has(ascii(head, 8, 12));
}

/** The document type a file's first bytes show, of the four a checklist takes; null for anything else. */
export function detectDocumentType(head: Uint8Array): DocumentContentType | null {
  const detected = detectFileType(head);
  if (detected === 'application/pdf' || detected === 'image/jpeg' || detected === 'image/png')
    return detected;
  return isHeic(head) ? 'image/heic' : null;
}
