import type { AuditEntry } from '@maplestone/shared/schemas/audit';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../functions/src/data/keys';
import { getItem } from '../../../functions/src/data/query';
import { audit } from '../../../functions/src/data/repositories/audit';
import { fileDocuments } from '../../../functions/src/data/repositories/file-documents';
import { leadActivity } from '../../../functions/src/data/repositories/lead-activity';
import {
  completeApplication,
  fintracBody,
  PDF_BYTES,
  requestDocument,
  review,
  uploadDocument,
} from './documents-support';
import { AGENT_A, AGENT_B, asBorrower, asBroker, SUPER_ADMIN, signedInPrimary } from './support';

/*
 * The FINTRAC record (issue 38, ADR 118): per applicant, its document number stored whole and shown masked
 * everywhere, who verified from the server, kept five years, recorded in the audit log whoever writes it; with every
 * item accepted and every identity verified, a submitted file reaches documents_complete by itself.
 */

/** The audit entries of a FINTRAC record written since `since`. */
async function fintracEntries(applicantId: string, since: string): Promise<AuditEntry[]> {
  const { entries } = await audit.page({
    from: since,
    until: new Date(Date.now() + 60_000).toISOString(),
    entity: 'fintrac',
    limit: 200,
  });
  return entries.filter((entry) => entry.entity.type === 'fintrac' && entry.entity.id === applicantId);
}

describe('the FINTRAC record', () => {
  it('is stored whole, shown masked in every answer, verified by the caller, kept five years, audited', async () => {
    const since = new Date().toISOString();
    const { leadId, applicantId, session } = await signedInPrimary();
    const put = await asBroker(
      AGENT_A.email,
      'PUT',
      `/api/files/${leadId}/fintrac/${applicantId}`,
      fintracBody({ verified_by: { id: 'someone-else', name: 'Forged' } }),
    );
    // verified_by is the server's: a body that names one is refused (the schema is strict).
    expect(put.status).toBe(400);

    const saved = await asBroker(
      AGENT_A.email,
      'PUT',
      `/api/files/${leadId}/fintrac/${applicantId}`,
      fintracBody(),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const record = saved.body.file!.fintrac[applicantId]!;
    expect(record).toMatchObject({
      method: 'photo_id',
      document_number: '•••••567',
      verified_on: '2026-11-20',
      retain_until: '2031-11-20',
      verified_by: { name: expect.any(String) },
    });
    expect(record.verified_by.name).not.toBe('Forged');
    expect(JSON.stringify(saved.body)).not.toContain('AB1234567');

    // The table keeps the whole number (FINTRAC's record); no answer ever shows it.
    const stored = await getItem(keys.fintracRecord(leadId, applicantId));
    expect(stored?.document_number).toBe('AB1234567');
    const read = await asBroker(AGENT_A.email, 'GET', `/api/files/${leadId}`);
    expect(JSON.stringify(read.body)).not.toContain('AB1234567');
    expect(read.body.file!.fintrac[applicantId]?.document_number).toBe('•••••567');
    // The borrower's view has no FINTRAC record at all.
    expect(JSON.stringify((await asBorrower(session, 'GET', '/api/portal/file')).body)).not.toContain('567');

    // The audit log has the change, masked, with who made it; the super admin's write too.
    const again = await asBroker(
      SUPER_ADMIN,
      'PUT',
      `/api/files/${leadId}/fintrac/${applicantId}`,
      fintracBody({ risk_rating: 'medium', risk_reasons: ['Cash deposit from a relative abroad'] }),
    );
    expect(again.status).toBe(200);
    const entries = await fintracEntries(applicantId, since);
    expect(entries).toHaveLength(2);
    const [agentEntry, adminEntry] = entries.sort((a, b) => a.at.localeCompare(b.at));
    expect(agentEntry).toMatchObject({
      route: 'PUT /api/files/{leadId}/fintrac/{applicantId}',
      action: 'putFintrac',
      actor: { email: AGENT_A.email },
      before: null,
      after: { document_number: '•••••567', risk_rating: 'low', retain_until: '2031-11-20' },
      status: 200,
    });
    expect(adminEntry).toMatchObject({
      actor: { email: SUPER_ADMIN },
      before: { risk_rating: 'low' },
      after: { risk_rating: 'medium', risk_reasons: '[personal data, changed]' },
    });
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain('AB1234567');
    expect(logged).not.toContain('Cash deposit');
  });

  it('refuses another agent (404), an applicant not on the file (404) and a bad record (400)', async () => {
    const { leadId, applicantId } = await signedInPrimary();
    const path = `/api/files/${leadId}/fintrac/${applicantId}`;
    expect((await asBroker(AGENT_B.email, 'PUT', path, fintracBody())).status).toBe(404);
    expect(
      (await asBroker(AGENT_A.email, 'PUT', `/api/files/${leadId}/fintrac/nobody`, fintracBody())).status,
    ).toBe(404);
    const highWithoutReasons = await asBroker(
      AGENT_A.email,
      'PUT',
      path,
      fintracBody({ risk_rating: 'high' }),
    );
    expect(highWithoutReasons.status).toBe(400);
    const thirdPartyWithoutDetails = await asBroker(
      AGENT_A.email,
      'PUT',
      path,
      fintracBody({ third_party: { is_acting_for_third_party: true, details: null } }),
    );
    expect(thirdPartyWithoutDetails.status).toBe(400);
    expect(await fileDocuments.fintracRecord(leadId, applicantId)).toBeUndefined();
  });
});

describe('documents complete', () => {
  it('is reached by itself once submitted, every item accepted and every identity verified', async () => {
    const { leadId, applicantId, session } = await signedInPrimary();
    const { item } = await requestDocument(leadId, { type: 'photo_id', applicant_id: applicantId });
    await uploadDocument(session, item.id, {
      filename: 'id.pdf',
      contentType: 'application/pdf',
      bytes: PDF_BYTES,
    });
    // Accepted and verified, but not yet submitted: not complete.
    expect((await review(leadId, item.id, { status: 'accepted' })).body.file!.stage).toBe('lead');
    const verified = await asBroker(
      AGENT_A.email,
      'PUT',
      `/api/files/${leadId}/fintrac/${applicantId}`,
      fintracBody(),
    );
    expect(verified.body.file!.stage).toBe('lead');

    // Submitting with every item accepted and every identity verified completes the documents at once.
    await completeApplication(session, 'Émilie Côté');
    const submitted = await asBroker(AGENT_A.email, 'GET', `/api/files/${leadId}`);
    expect(submitted.body.file!.stage).toBe('documents_complete');

    // The broker asks for one more document and moves the file back: complete again only once it is accepted.
    const { item: second } = await requestDocument(leadId, { type: 'void_cheque' });
    const back = await asBroker(AGENT_A.email, 'PATCH', `/api/files/${leadId}/stage`, {
      stage: 'application_submitted',
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    await uploadDocument(session, second.id, {
      filename: 'cheque.pdf',
      contentType: 'application/pdf',
      bytes: PDF_BYTES,
    });
    const refused = await review(leadId, second.id, { status: 'refused', reason: 'Please sign it.' });
    expect(refused.body.file!.stage).toBe('application_submitted');
    const accepted = await review(leadId, second.id, { status: 'accepted' });
    expect(accepted.body.file!.stage).toBe('documents_complete');
    expect(accepted.body.file!.documents_complete_at).not.toBeNull();
    const stages = (await leadActivity.history(leadId)).filter((event) => event.kind === 'file_stage');
    expect(stages[0]).toMatchObject({ to: 'documents_complete', actor: null });
  });
});
