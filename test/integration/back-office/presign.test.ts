import { GetObjectCommand } from '@aws-sdk/client-s3';
import { uploadRequestSchema } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';
import { s3 } from '../../../functions/src/lib/s3';
import { bucketFor } from '../../../functions/src/lib/storage';
import { keyFromStoredUrl, presignUpload, UPLOAD_EXPIRY_SECONDS } from '../../../functions/src/lib/uploads';

function policyOf(fields: Record<string, string>) {
  return JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as {
    expiration: string;
    conditions: unknown[];
  };
}

describe('presigned uploads', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');

  it('issues a policy that pins the key, the content type and the exact size, and expires soon', async () => {
    const request = uploadRequestSchema.parse({
      kind: 'headshot',
      filename: '../My Photo (1).PNG',
      content_type: 'image/png',
      size: 2048,
    });
    const upload = await presignUpload(request, 'agent-sarah-chen', now);
    expect(upload.key).toBe(`agent-sarah-chen/${now}-My-Photo-1.PNG`);
    const policy = policyOf(upload.fields);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: bucketFor('agent-headshots') },
        { key: upload.key },
        ['content-length-range', 2048, 2048],
        ['eq', '$Content-Type', 'image/png'],
      ]),
    );
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(UPLOAD_EXPIRY_SECONDS * 1000);
    expect(upload.publicUrl).toContain(`/agent-headshots/agent-sarah-chen/${now}-`);
    expect(keyFromStoredUrl('agent-headshots', upload.publicUrl!)).toBe(upload.key);
  });

  it('lets the browser upload the file with the form, readable at its key', async () => {
    const request = uploadRequestSchema.parse({
      kind: 'document',
      filename: 'licence.pdf',
      content_type: 'application/pdf',
      size: 9,
    });
    const upload = await presignUpload(request, 'agent-marc-tremblay', Date.now());
    expect(upload.publicUrl).toBeNull();
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', new Blob(['%PDF-1.7'.padEnd(9, ' ')], { type: 'application/pdf' }), 'licence.pdf');
    const response = await fetch(upload.url, { method: 'POST', body: form });
    expect(response.ok).toBe(true);
    const stored = await s3.send(
      new GetObjectCommand({ Bucket: bucketFor('agent-documents'), Key: upload.key }),
    );
    expect(await stored.Body!.transformToString()).toBe('%PDF-1.7 ');
  });

  it.each([
    [{ kind: 'headshot', filename: 'x.svg', content_type: 'image/svg+xml', size: 10 }, 'content_type'],
    [{ kind: 'banner', filename: 'x.pdf', content_type: 'application/pdf', size: 10 }, 'content_type'],
    [{ kind: 'logo', filename: 'x.png', content_type: 'image/png', size: 5 * 1024 * 1024 + 1 }, 'size'],
    [
      { kind: 'document', filename: 'x.pdf', content_type: 'application/pdf', size: 20 * 1024 * 1024 + 1 },
      'size',
    ],
    [
      { kind: 'document', filename: 'x.exe', content_type: 'application/x-msdownload', size: 10 },
      'content_type',
    ],
    [{ kind: 'document', filename: 'x.pdf', content_type: 'application/pdf', size: 0 }, 'size'],
  ])('refuses %o (problem with %s)', (body, field) => {
    const result = uploadRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('recognises only URLs it issued', () => {
    expect(keyFromStoredUrl('agent-documents', 'https://evil.example/agent-documents/a/b.pdf')).toBeNull();
  });
});
