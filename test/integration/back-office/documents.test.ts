import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { dashboardMessages } from '@maplestone/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3 } from '../../../functions/src/lib/s3';
import { bucketFor } from '../../../functions/src/lib/storage';
import { DOCUMENT_LINK_SECONDS } from '../../../functions/src/services/back-office/documents';
import { api, everyRow } from '../../support/http';
import {
  type Agent,
  alteredCursor,
  call,
  deleteCreatedAgents,
  expectCursorRefused,
  expectLimitsRefused,
  type Json,
  messageOf,
  newAgent,
  pagesOf,
} from './support';

let owner: Agent;
let other: Agent;

beforeAll(async () => {
  owner = await newAgent('Document Owner');
  other = await newAgent('Another Agent');
});
afterAll(deleteCreatedAgents);

/** Uploads a file through the presigned POST and records it, as the Documents tab does; answers the record. */
async function uploadDocument(agent: Agent, filename: string, content: string) {
  const presigned = await api<Json>('POST', '/api/me/uploads', {
    token: agent.token,
    body: { kind: 'document', filename, content_type: 'application/pdf', size: Buffer.byteLength(content) },
  });
  expect(presigned.status).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.body.fields as Record<string, string>)) {
    form.append(name, value);
  }
  form.append('file', new Blob([content], { type: 'application/pdf' }), filename);
  expect((await fetch(presigned.body.url, { method: 'POST', body: form })).ok).toBe(true);
  const recorded = await api<Json>('POST', '/api/me/documents', {
    token: agent.token,
    body: {
      name: filename,
      file_url: presigned.body.key,
      file_size: Buffer.byteLength(content),
      mime_type: 'application/pdf',
    },
  });
  expect(recorded.status).toBe(201);
  return { id: recorded.body.id as string, key: presigned.body.key as string };
}

async function stored(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucketFor('agent-documents'), Key: key }));
    return true;
  } catch {
    return false;
  }
}

const listOf = (agent: Agent) => everyRow<Json>('/api/me/documents', agent.token);

describe('DELETE /api/me/documents/{id}', () => {
  it('deletes the owner’s document: the record and the stored file', async () => {
    const { id, key } = await uploadDocument(owner, 'mistake.pdf', '%PDF-1.7 uploaded by mistake');
    expect(await stored(key)).toBe(true);

    const { status } = await call('DELETE', `/api/me/documents/${id}`, owner);
    expect(status).toBe(204);
    expect((await listOf(owner)).map((d: Json) => d.id)).not.toContain(id);
    expect(await stored(key)).toBe(false);

    // Deleting it again is 'not found', not an error.
    const again = await call('DELETE', `/api/me/documents/${id}`, owner);
    expect(again.status).toBe(404);
  });

  it("answers 404 to another agent and deletes nothing of the owner's", async () => {
    const { id, key } = await uploadDocument(owner, 'licence.pdf', '%PDF-1.7 licence');
    const { status, body } = await call('DELETE', `/api/me/documents/${id}`, other);
    expect(status).toBe(404);
    expect(messageOf(body)).toBe(dashboardMessages.documentNotFound);
    expect((await listOf(owner)).map((d: Json) => d.id)).toContain(id);
    expect(await stored(key)).toBe(true);
  });

  it.each(['no-such-document', 'x'.repeat(65), 'bad%20id', 'a%2Fb', 'semi;colon'])(
    'answers 404 for the id %j, never a server error',
    async (badId) => {
      const { status, body } = await call('DELETE', `/api/me/documents/${badId}`, owner);
      expect(status).toBe(404);
      expect(messageOf(body)).toBe(dashboardMessages.documentNotFound);
    },
  );
});

describe('document links', () => {
  it('gives the owner a presigned link that reads the file and lapses after the configured time', async () => {
    const { id } = await uploadDocument(owner, 'certificate.pdf', '%PDF-1.7 certificate');
    const before = Date.now();
    const document = (await listOf(owner)).find((d: Json) => d.id === id);
    const link = new URL(document.file_url);
    expect(link.searchParams.get('X-Amz-Expires')).toBe(String(DOCUMENT_LINK_SECONDS));
    expect(DOCUMENT_LINK_SECONDS).toBeLessThanOrEqual(300);
    const lapses = Date.parse(document.link_expires_at);
    expect(lapses - before).toBeGreaterThan((DOCUMENT_LINK_SECONDS - 30) * 1000);
    expect(lapses - before).toBeLessThanOrEqual((DOCUMENT_LINK_SECONDS + 30) * 1000);
    expect(await (await fetch(link)).text()).toBe('%PDF-1.7 certificate');
  });

  it('never hands another agent a link to the owner’s documents', async () => {
    const { key } = await uploadDocument(owner, 'private.pdf', '%PDF-1.7 private');
    const theirs = JSON.stringify(await listOf(other));
    expect(theirs).not.toContain(owner.id);
    expect(theirs).not.toContain(key);
  });
});

describe('GET /api/me/documents a page at a time (issue 33, ADR 094)', () => {
  it("pages the owner's documents newest first, each with its link; a cursor is the owner's own", async () => {
    const pager = await newAgent('Document Pager');
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await uploadDocument(pager, `page-${i}.pdf`, `%PDF-${i}`)).id);
    const { rows, cursors } = await pagesOf<Json>('/api/me/documents', pager, 2);
    expect(rows.map((row) => row.id)).toEqual([...made].reverse());
    expect(rows.every((row) => String(row.file_url).includes('X-Amz-Signature'))).toBe(true);
    expect(cursors).toHaveLength(1);
    await expectCursorRefused('/api/me/documents', other, cursors[0]!);
    await expectCursorRefused('/api/me/documents', pager, alteredCursor(cursors[0]!));
    await expectLimitsRefused('/api/me/documents', pager);
  });
});
