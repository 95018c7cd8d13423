import type { BorrowerFileView, DocumentLink } from '@maplestone/shared/schemas/borrower-file';
import { describe, expect, it } from 'vitest';
import { leadActivity } from '../../../functions/src/data/repositories/lead-activity';
import {
  objectExists,
  PDF_BYTES,
  PNG_BYTES,
  postToStorage,
  presign,
  requestDocument,
  review,
  uploadDocument,
} from './documents-support';
import {
  AGENT_A,
  AGENT_B,
  asBorrower,
  asBroker,
  invite,
  SUPER_ADMIN,
  signedInPrimary,
  signInWithLink,
} from './support';

/*
 * The checklist (issue 38, ADR 118): the broker asks, the borrower uploads by presigned POST, the server checks the
 * first bytes, the broker refuses with a reason the borrower reads, the borrower sends again, the broker accepts,
 * and reads the file through a 5-minute link. Each side reaches only what is theirs.
 */

describe('the checklist, from request to acceptance', () => {
  it('requested → uploaded → refused with a reason the borrower reads → uploaded again → accepted', async () => {
    const { leadId, applicantId, session } = await signedInPrimary();
    const { item } = await requestDocument(leadId, { type: 'photo_id', applicant_id: applicantId });
    expect(item).toMatchObject({
      type: 'photo_id',
      label: null,
      status: 'requested',
      reason: null,
      files: [],
    });

    // The borrower sees it, and uploads a PDF.
    const seen = await asBorrower(session, 'GET', '/api/portal/file');
    expect(seen.body.checklist.map((entry) => entry.id)).toContain(item.id);
    const first = await uploadDocument(session, item.id, {
      filename: 'passport scan é.pdf',
      contentType: 'application/pdf',
      bytes: PDF_BYTES,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const uploaded = first.body.checklist.find((entry) => entry.id === item.id)!;
    expect(uploaded.status).toBe('uploaded');
    expect(uploaded.files).toEqual([
      {
        id: first.upload.file_id,
        filename: 'passport scan é.pdf',
        size: PDF_BYTES.length,
        content_type: 'application/pdf',
        uploaded_at: expect.any(String),
      },
    ]);
    // The key is the server's: files/{lead}/{item}/{file}-{safe name}.
    expect(first.upload.fields.key).toBe(
      `files/${leadId}/${item.id}/${first.upload.file_id}-passport-scan-e.pdf`,
    );
    expect(first.upload.fields['Content-Type']).toBe('application/pdf');

    // Refused without a reason: 400; with one, the borrower reads it.
    expect((await review(leadId, item.id, { status: 'refused' })).status).toBe(400);
    expect((await review(leadId, item.id, { status: 'refused', reason: 'x'.repeat(501) })).status).toBe(400);
    const refused = await review(leadId, item.id, {
      status: 'refused',
      reason: 'The photo page is cut off.',
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body.file!.checklist.find((entry) => entry.id === item.id)).toMatchObject({
      status: 'refused',
      reason: 'The photo page is cut off.',
    });
    const borrowerSees = await asBorrower(session, 'GET', '/api/portal/file');
    expect(borrowerSees.body.checklist.find((entry) => entry.id === item.id)).toMatchObject({
      status: 'refused',
      reason: 'The photo page is cut off.',
    });

    // Uploaded again: the reason is cleared, both files are kept.
    const second = await uploadDocument(session, item.id, {
      filename: 'passport.pdf',
      contentType: 'application/pdf',
      bytes: PDF_BYTES,
    });
    expect(second.status).toBe(200);
    const again = second.body.checklist.find((entry) => entry.id === item.id)!;
    expect(again).toMatchObject({ status: 'uploaded', reason: null });
    expect(again.files).toHaveLength(2);

    const accepted = await review(leadId, item.id, { status: 'accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.file!.checklist.find((entry) => entry.id === item.id)?.status).toBe('accepted');

    // An accepted item takes no new file.
    const more = await presign(session, item.id, {
      filename: 'another.pdf',
      content_type: 'application/pdf',
      size: PDF_BYTES.length,
    });
    expect(more.status).toBe(409);

    // Each step is in the lead's activity, ids and statuses only.
    const entries = (await leadActivity.history(leadId)).filter((event) => event.kind === 'file_document');
    expect(entries.map((event) => event.kind === 'file_document' && event.status).reverse()).toEqual([
      'requested',
      'uploaded',
      'refused',
      'uploaded',
      'accepted',
    ]);
    expect(JSON.stringify(entries)).not.toContain('passport');
  });

  it('refuses a PNG sent as a PDF with a clear 400, and deletes it', async () => {
    const { leadId, applicantId, session } = await signedInPrimary();
    const { item } = await requestDocument(leadId, { type: 'pay_stub', applicant_id: applicantId });
    const sent = await uploadDocument(session, item.id, {
      filename: 'paystub.pdf',
      contentType: 'application/pdf',
      bytes: PNG_BYTES,
    });
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({
      error: { code: 'content_mismatch', message: expect.stringContaining('paystub.pdf') },
    });
    expect(await objectExists(sent.upload.fields.key!)).toBe(false);
    const file = await asBorrower(session, 'GET', '/api/portal/file');
    expect(file.body.checklist.find((entry) => entry.id === item.id)).toMatchObject({
      status: 'requested',
      files: [],
    });
    // Confirming it again finds nothing pending.
    const replay = await asBorrower(
      session,
      'POST',
      `/api/portal/file/documents/${item.id}/uploads/${sent.upload.file_id}/complete`,
    );
    expect(replay.status).toBe(404);

    // The same PNG declared as a PNG is taken.
    const png = await uploadDocument(session, item.id, {
      filename: 'paystub.png',
      contentType: 'image/png',
      bytes: PNG_BYTES,
    });
    expect(png.status).toBe(200);
    expect(png.body.checklist.find((entry) => entry.id === item.id)?.files[0]?.content_type).toBe(
      'image/png',
    );
  });

  it('refuses what the checklist does not take before any upload: type, size, an empty file', async () => {
    const { leadId, session } = await signedInPrimary();
    const { item } = await requestDocument(leadId, { type: 'void_cheque' });
    const ask = (body: Record<string, unknown>) => presign(session, item.id, body as never);
    expect((await ask({ filename: 'a.gif', content_type: 'image/gif', size: 10 })).status).toBe(400);
    expect(
      (await ask({ filename: 'a.pdf', content_type: 'application/pdf', size: 25 * 1024 * 1024 + 1 })).status,
    ).toBe(400);
    expect((await ask({ filename: 'a.pdf', content_type: 'application/pdf', size: 0 })).status).toBe(400);
    const fits = await ask({ filename: 'a.heic', content_type: 'image/heic', size: 25 * 1024 * 1024 });
    expect(fits.status).toBe(201);
    expect(fits.body.expires_at > new Date().toISOString()).toBe(true);
  });

  it('confirming an upload that never reached storage is a 400, and nothing is recorded', async () => {
    const { leadId, session } = await signedInPrimary();
    const { item } = await requestDocument(leadId, { type: 'mls_listing' });
    const presigned = await presign(session, item.id, {
      filename: 'listing.pdf',
      content_type: 'application/pdf',
      size: 100,
    });
    const early = await asBorrower(
      session,
      'POST',
      `/api/portal/file/documents/${item.id}/uploads/${presigned.body.file_id}/complete`,
    );
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ error: { code: 'upload_missing' } });
    // Sent afterwards, it is confirmed then.
    await postToStorage(presigned.body, 'listing.pdf', 'application/pdf', PDF_BYTES.subarray(0, 100));
    const late = await asBorrower(
      session,
      'POST',
      `/api/portal/file/documents/${item.id}/uploads/${presigned.body.file_id}/complete`,
    );
    expect(late.status, JSON.stringify(late.body)).toBe(200);
  });
});

describe('who reaches which document', () => {
  it("a borrower cannot upload to the other applicant's item; the file's items are both's", async () => {
    const { leadId, applicantId, session } = await signedInPrimary();
    const co = await invite(leadId, { role: 'co_applicant', name: 'Casey Co' });
    const coSession = (await signInWithLink(co.token)).session;
    const { item: primaryOnly } = await requestDocument(leadId, { type: 't4', applicant_id: applicantId });
    const { item: coOnly } = await requestDocument(leadId, { type: 't4', applicant_id: co.applicantId });
    const { item: shared } = await requestDocument(leadId, { type: 'purchase_agreement' });

    const body = { filename: 't4.pdf', content_type: 'application/pdf', size: PDF_BYTES.length };
    expect((await presign(coSession, primaryOnly.id, body)).status).toBe(404);
    expect((await presign(session, coOnly.id, body)).status).toBe(404);
    expect((await presign(coSession, coOnly.id, body)).status).toBe(201);
    expect((await presign(coSession, shared.id, body)).status).toBe(201);

    // Nor confirm the other's upload.
    const mine = await presign(session, primaryOnly.id, body);
    await postToStorage(mine.body, 't4.pdf', 'application/pdf', PDF_BYTES);
    const stolen = await asBorrower(
      coSession,
      'POST',
      `/api/portal/file/documents/${primaryOnly.id}/uploads/${mine.body.file_id}/complete`,
    );
    expect(stolen.status).toBe(404);

    // Each reads the file's items and their own only.
    const coView = await asBorrower<BorrowerFileView>(coSession, 'GET', '/api/portal/file');
    expect(coView.body.checklist.map((entry) => entry.id).sort()).toEqual([coOnly.id, shared.id].sort());
  });

  it('reads a file through a 5-minute link; another agent gets 404, the super admin the link', async () => {
    const { leadId, applicantId, session } = await signedInPrimary();
    const { item } = await requestDocument(leadId, { type: 'photo_id', applicant_id: applicantId });
    const sent = await uploadDocument(session, item.id, {
      filename: 'licence.pdf',
      contentType: 'application/pdf',
      bytes: PDF_BYTES,
    });
    const fileId = sent.upload.file_id;
    const path = `/api/files/${leadId}/documents/${item.id}/files/${fileId}`;

    const before = Date.now();
    const link = await asBroker<DocumentLink>(AGENT_A.email, 'GET', path);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const url = new URL(link.body.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    const expires = Date.parse(link.body.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 300_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 300_000 + 1000);
    expect(url.searchParams.get('response-content-disposition')).toBe('attachment; filename="licence.pdf"');
    const fetched = await fetch(link.body.url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(PDF_BYTES)).toBe(true);

    expect((await asBroker(AGENT_B.email, 'GET', path)).status).toBe(404);
    expect(
      (await asBroker(AGENT_B.email, 'GET', `/api/files/${leadId}/documents/${item.id}/files/nope`)).status,
    ).toBe(404);
    expect((await asBroker(SUPER_ADMIN, 'GET', path)).status).toBe(200);
    // Another agent can neither ask for documents nor review them.
    expect(
      (await asBroker(AGENT_B.email, 'POST', `/api/files/${leadId}/documents`, { type: 't4' })).status,
    ).toBe(404);
    expect((await review(leadId, item.id, { status: 'accepted' }, AGENT_B.email)).status).toBe(404);
    // A borrower's session is no broker's.
    expect((await asBorrower(session, 'GET', path)).status).toBe(401);
  });

  it('a custom item needs its label; an item is removed only while nothing was uploaded', async () => {
    const { leadId, session } = await signedInPrimary();
    const noLabel = await asBroker(AGENT_A.email, 'POST', `/api/files/${leadId}/documents`, {
      type: 'custom',
    });
    expect(noLabel.status).toBe(400);
    const stranger = await asBroker(AGENT_A.email, 'POST', `/api/files/${leadId}/documents`, {
      type: 't4',
      applicant_id: 'not-an-applicant',
    });
    expect(stranger.status).toBe(400);
    const { item: custom } = await requestDocument(leadId, { type: 'custom', label: 'Separation agreement' });
    expect(custom).toMatchObject({ type: 'custom', label: 'Separation agreement', applicant_id: null });
    const { item: other } = await requestDocument(leadId, { type: 'void_cheque' });

    const removed = await asBroker(AGENT_A.email, 'DELETE', `/api/files/${leadId}/documents/${other.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.file!.checklist.map((entry) => entry.id)).toEqual([custom.id]);

    await uploadDocument(session, custom.id, {
      filename: 'agreement.pdf',
      contentType: 'application/pdf',
      bytes: PDF_BYTES,
    });
    const kept = await asBroker(AGENT_A.email, 'DELETE', `/api/files/${leadId}/documents/${custom.id}`);
    expect(kept.status).toBe(409);
    expect(
      (await asBroker(AGENT_A.email, 'DELETE', `/api/files/${leadId}/documents/${other.id}`)).status,
    ).toBe(404);
    // Nothing uploaded yet: nothing to review.
    const { item: fresh } = await requestDocument(leadId, { type: 'gift_letter' });
    expect((await review(leadId, fresh.id, { status: 'accepted' })).status).toBe(409);
  });
});
