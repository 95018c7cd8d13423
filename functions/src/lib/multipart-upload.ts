import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { s3 } from './s3';

/** S3's smallest part but the last: a part is sent once this much is buffered. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;

export interface MultipartFile {
  /** Adds text (UTF-8) to the file; a part goes to S3 whenever MIN_PART_BYTES are buffered. */
  write(text: string): Promise<void>;
  /** Sends what is left as the last part and puts the parts together: the object exists from then on. */
  complete(): Promise<{ bytes: number; parts: number }>;
  /** Gives up: the parts sent are discarded (in AWS a lifecycle rule also clears uploads left incomplete). */
  abort(): Promise<void>;
}

/**
 * A file written to S3 a part at a time by multipart upload (ADR 093), so a file of any size is written with a
 * few MiB of memory: every part but the last holds at least MIN_PART_BYTES, as S3 requires. Each part carries
 * its CRC32, which the completion names (S3 checks them; s3rver, the local stand-in, ignores them).
 */
export async function startMultipartFile(
  bucket: string,
  key: string,
  { contentType, contentDisposition }: { contentType: string; contentDisposition?: string },
): Promise<MultipartFile> {
  const { UploadId } = await s3.send(
    new CreateMultipartUploadCommand({
      Bucket: bucket,
      Key: key,
      ContentType: contentType,
      ContentDisposition: contentDisposition,
      ChecksumAlgorithm: 'CRC32',
    }),
  );
  if (!UploadId) throw new Error(`no upload id for ${key}`);
  const parts: CompletedPart[] = [];
  let buffered: Buffer[] = [];
  let bufferedBytes = 0;
  let bytes = 0;

  const sendPart = async () => {
    const body = Buffer.concat(buffered);
    buffered = [];
    bufferedBytes = 0;
    const PartNumber = parts.length + 1;
    const { ETag, ChecksumCRC32 } = await s3.send(
      new UploadPartCommand({
        Bucket: bucket,
        Key: key,
        UploadId,
        PartNumber,
        Body: body,
        ChecksumAlgorithm: 'CRC32',
      }),
    );
    parts.push({ PartNumber, ETag, ChecksumCRC32 });
    bytes += body.length;
  };

  return {
    async write(text) {
      const chunk = Buffer.from(text, 'utf8');
      buffered.push(chunk);
      bufferedBytes += chunk.length;
      if (bufferedBytes >= MIN_PART_BYTES) await sendPart();
    },
    async complete() {
      // The last part may be small, or even empty when nothing was written at all (a file needs one part).
      if (bufferedBytes > 0 || parts.length === 0) await sendPart();
      await s3.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
      return { bytes, parts: parts.length };
    },
    async abort() {
      await s3.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId }));
    },
  };
}
