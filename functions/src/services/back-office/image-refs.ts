import { dashboardMessages } from '@maplestone/shared/i18n/en/staff/agent-dashboard/index';
import { IMAGE_CONTENT_TYPES, UPLOAD_RULES } from '@maplestone/shared/uploads';
import { ValidationError } from '../../lib/errors';
import { publicUrl } from '../../lib/storage';
import { type BucketName, bucketNames, PRIVATE_BUCKETS } from '../../lib/storage-buckets';
import { checkUploadedFile, keyFromStoredUrl, uploadedFileName } from '../../lib/uploads';

/** The object key behind a URL into one of our buckets ('' when it is ours but malformed), or null. */
function ourKey(url: string): string | null {
  return ourObject(url)?.key ?? null;
}

/**
 * The object an image reference names when it is one of ours: a URL into one of our buckets (its key '' when
 * malformed), or a bare key, which lives in `keyBucket` (the field's bucket, as readers resolve it). Null for an
 * outside URL (an image hosted elsewhere).
 */
function ourObject(value: string, keyBucket?: BucketName): { bucket: BucketName; key: string } | null {
  if (!/^https?:\/\//i.test(value)) return keyBucket ? { bucket: keyBucket, key: value } : null;
  for (const bucket of bucketNames) {
    if (value.startsWith(publicUrl(bucket, '')))
      return { bucket, key: keyFromStoredUrl(bucket, value) ?? '' };
  }
  return null;
}

/**
 * An image reference an agent may store on its own record: an outside http(s) URL (an image hosted
 * elsewhere), or one of our uploads under the agent's own prefix ({agentId}/...), as a URL or a bare
 * key. Another owner's uploads are refused, so an agent cannot claim another agent's files.
 */
export function isOwnImageRef(value: string, ownerPrefix: string): boolean {
  const key = /^https?:\/\//i.test(value) ? ourKey(value) : value;
  if (key === null) return true;
  return key.startsWith(`${ownerPrefix}/`) && !key.split('/').includes('..');
}

/** 400 naming the first field whose image reference is not the owner's. */
export function assertOwnImageRefs(fields: Record<string, string | null | undefined>, ownerPrefix: string) {
  for (const [path, value] of Object.entries(fields)) {
    if (value && !isOwnImageRef(value, ownerPrefix)) {
      throw new ValidationError(dashboardMessages.uploadNotYours, [
        { path, message: dashboardMessages.uploadNotYours },
      ]);
    }
  }
}

/** One image field of a save: the value sent, the value stored before (if any), the bucket of a bare key. */
export interface ImageRefChange {
  path: string;
  value: string | null | undefined;
  current?: string | null | undefined;
  bucket: BucketName;
}

/**
 * 400 'Failed to upload image' unless every image a save newly refers to is really an image (ADR 098): each of
 * our uploads among them has its first bytes read, and one that is not a JPEG, PNG, WebP, GIF or AVIF is deleted
 * and refused, and so is a reference to an upload that is not there. Outside URLs, and a value the record already
 * held (however written, URL or key), are not read. Nothing is written here: the caller saves after it.
 */
export async function assertUploadedImages(changes: readonly ImageRefChange[]): Promise<void> {
  const fresh = changes.flatMap(({ path, value, current, bucket }) => {
    if (!value) return [];
    const object = ourObject(value, bucket);
    if (!object) return [];
    const before = current ? ourObject(current, bucket) : null;
    if (before && before.bucket === object.bucket && before.key === object.key) return [];
    return [{ path, ...object }];
  });
  const problems = await Promise.all(
    fresh.map(async ({ path, bucket, key }) => {
      // A private file (a document) is never an image of a public page; it is refused, never read or deleted.
      if (!key || PRIVATE_BUCKETS.includes(bucket)) return { path, key, problem: 'type' as const };
      const checked = await checkUploadedFile(bucket, key, IMAGE_CONTENT_TYPES);
      return checked.accepted ? null : { path, key, problem: checked.problem };
    }),
  );
  const refused = problems.find((problem) => problem !== null);
  if (!refused) return;
  const message =
    refused.problem === 'missing'
      ? dashboardMessages.documentNotUploaded
      : dashboardMessages.fileTypeNotAllowed(uploadedFileName(refused.key), UPLOAD_RULES.headshot.typesLabel);
  throw new ValidationError(dashboardMessages.imageUploadFailed, [{ path: refused.path, message }]);
}
