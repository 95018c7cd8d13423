import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from './s3';

/** A private object's link lives five minutes: long enough to open, too short to share around. */
export const PRIVATE_LINK_SECONDS = 300;

/**
 * A presigned GET of a private object (an agent's document, an export's file), valid PRIVATE_LINK_SECONDS, with
 * when it stops working. `download` names the file the browser saves: the link answers it as an attachment,
 * whatever the object was stored with.
 */
export async function privateLink(
  bucket: string,
  key: string,
  { download, now = Date.now() }: { download?: { filename: string; contentType: string }; now?: number } = {},
): Promise<{ url: string; expiresAt: string }> {
  const command = new GetObjectCommand({
    Bucket: bucket,
    Key: key,
    ...(download
      ? {
          ResponseContentDisposition: `attachment; filename="${download.filename}"`,
          ResponseContentType: download.contentType,
        }
      : {}),
  });
  const url = await getSignedUrl(s3, command, { expiresIn: PRIVATE_LINK_SECONDS });
  return { url, expiresAt: new Date(now + PRIVATE_LINK_SECONDS * 1000).toISOString() };
}
