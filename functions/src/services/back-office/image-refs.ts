import { dashboardMessages } from '@maplestone/shared/dashboard-messages';
import { ValidationError } from '../../lib/errors';
import { publicUrl } from '../../lib/storage';
import { bucketNames } from '../../lib/storage-buckets';
import { keyFromStoredUrl } from '../../lib/uploads';

/** The object key behind a URL into one of our buckets ('' when it is ours but malformed), or null. */
function ourKey(url: string): string | null {
  for (const bucket of bucketNames) {
    if (url.startsWith(publicUrl(bucket, ''))) return keyFromStoredUrl(bucket, url) ?? '';
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
