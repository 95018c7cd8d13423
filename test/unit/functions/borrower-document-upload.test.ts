import { beforeAll, describe, expect, it } from 'vitest';
import { BORROWER_DOCUMENTS_BUCKET, BUCKETS } from '../../../functions/src/lib/storage-buckets';

/*
 * The presigned POST of a borrower's document (issue 38, ADR 118): in AWS it makes S3 encrypt the upload with the
 * documents bucket's KMS key, the fields signed into its policy so the browser cannot ask for another encryption;
 * locally (s3rver, no KMS) it asks for none. Signing is local work: no request leaves.
 */

const KEY_ARN = 'arn:aws:kms:ca-central-1:111111111111:key/00000000-0000-0000-0000-000000000000';

let storage: typeof import('../../../functions/src/services/borrower-file/storage');
beforeAll(async () => {
  process.env.AWS_REGION ??= 'ca-central-1';
  process.env.MEDIA_BASE_URL ??= 'http://127.0.0.1:1/media';
  // The local stand-in's endpoint: its fixed credentials sign, as s3rver takes them.
  process.env.S3_ENDPOINT ??= 'http://127.0.0.1:1';
  for (const variable of Object.values(BUCKETS)) process.env[variable] ??= `unit-${variable.toLowerCase()}`;
  process.env[BORROWER_DOCUMENTS_BUCKET.variable] ??= BORROWER_DOCUMENTS_BUCKET.name;
  delete process.env[BORROWER_DOCUMENTS_BUCKET.keyVariable];
  storage = await import('../../../functions/src/services/borrower-file/storage');
});

const conditionsOf = (fields: Record<string, string>) =>
  (JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] })
    .conditions;

describe('the presigned POST of a document', () => {
  it('in AWS: S3 encrypts it with the bucket’s KMS key, and the policy holds the browser to that', async () => {
    const key = storage.fileObjectKey('lead-1', 'item-1', 'file-1', 'passport.pdf');
    const post = await storage.presignDocumentUpload(key, 'application/pdf', 1234, Date.now(), KEY_ARN);
    expect(post.fields).toMatchObject({
      key,
      'Content-Type': 'application/pdf',
      'x-amz-server-side-encryption': 'aws:kms',
      'x-amz-server-side-encryption-aws-kms-key-id': KEY_ARN,
    });
    expect(conditionsOf(post.fields)).toEqual(
      expect.arrayContaining([
        { 'x-amz-server-side-encryption': 'aws:kms' },
        { 'x-amz-server-side-encryption-aws-kms-key-id': KEY_ARN },
        ['content-length-range', 1234, 1234],
        { key },
        { bucket: BORROWER_DOCUMENTS_BUCKET.name },
      ]),
    );
    expect(key.startsWith(storage.fileObjectPrefix('lead-1'))).toBe(true);
    expect(key.startsWith(BORROWER_DOCUMENTS_BUCKET.prefix)).toBe(true);
  });

  it('locally (no key configured): no encryption asked for, which s3rver could not honour', async () => {
    const post = await storage.presignDocumentUpload('files/l/i/f-a.pdf', 'application/pdf', 10);
    expect(Object.keys(post.fields).filter((name) => name.startsWith('x-amz-server-side'))).toEqual([]);
    expect(storage.encryptionFields(undefined)).toEqual({});
    expect(storage.fileDocumentsBucket()).toBe(BORROWER_DOCUMENTS_BUCKET.name);
  });
});
