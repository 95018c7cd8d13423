import { describe, expect, it } from 'vitest';
import { keys } from '../../../functions/src/data/keys';
import { getItem, queryAll, withConsistentReads } from '../../../functions/src/data/query';
import { borrowerSignIn, emailHash, sha256 } from '../../../functions/src/data/repositories/borrower-sign-in';
import { fileObjectPrefix } from '../../../functions/src/services/borrower-file/storage';
import { api, signIn } from '../../support/http';
import { objectExists, PDF_BYTES, requestDocument, uploadDocument } from './documents-support';
import {
  asBorrower,
  codeIn,
  invite,
  mailsTo,
  newLead,
  nthMailTo,
  SUPER_ADMIN,
  signInWithLink,
  uniqueEmail,
} from './support';

/*
 * A lead's deletion takes its borrower file with it (issue 38, ADR 118): the file's items in the lead's partition,
 * its applicants' e-mail entries, sign-in links and codes, and the documents they uploaded. A session that outlives
 * the file (sessions are not keyed by anything the file holds) signs nobody in: 401.
 */

const fileItems = (leadId: string) =>
  queryAll<{ SK: string }>({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :file)',
    ExpressionAttributeValues: { ':pk': keys.lead(leadId).PK, ':file': keys.borrowerFile(leadId).SK },
    ConsistentRead: true,
  });
const stored = (key: { PK: string; SK: string }) => withConsistentReads(() => getItem(key));

describe('deleting a lead deletes its borrower file', () => {
  it('its items, the applicant’s e-mail entry, link, code and session, and the uploaded documents; the address’s other file stays', async () => {
    const email = uniqueEmail('deleted');
    // The same person on another lead's file, invited first: that file is not this deletion's.
    const otherLead = await newLead();
    await invite(otherLead, { email, name: 'Dana Deleted' });

    const leadId = await newLead();
    const invited = await invite(leadId, { email, name: 'Dana Deleted' });
    const { session } = await signInWithLink(invited.token);
    const { item } = await requestDocument(leadId, { type: 'photo_id', applicant_id: invited.applicantId });
    const uploaded = await uploadDocument(session, item.id, {
      filename: 'passport.pdf',
      contentType: 'application/pdf',
      bytes: PDF_BYTES,
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const objectKey = uploaded.upload.fields.key!;
    expect(objectKey.startsWith(fileObjectPrefix(leadId))).toBe(true);
    // A code asked for (the latest invitation is this lead's), not used before the deletion.
    const before = (await mailsTo(email)).length;
    const asked = await asBorrower(undefined, 'POST', '/api/portal/sign-in/code/request', {
      email,
      language: 'en',
    });
    expect(asked.status).toBe(202);
    const code = codeIn(await nthMailTo(email, before + 1));

    expect((await fileItems(leadId)).map((entry) => entry.SK)).toEqual(
      expect.arrayContaining(['FILE', `FILE#APPLICANT#${invited.applicantId}`, `FILE#DOC#${item.id}`]),
    );
    expect(await objectExists(objectKey)).toBe(true);
    expect((await asBorrower(session, 'GET', '/api/portal/file')).status).toBe(200);

    const deleted = await api('DELETE', `/api/admin/leads/${leadId}`, { token: await signIn(SUPER_ADMIN) });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);

    expect(await fileItems(leadId)).toEqual([]);
    expect(await stored(keys.lead(leadId))).toBeUndefined();
    expect(
      await stored(keys.borrowerFileLink(emailHash(email), leadId, invited.applicantId)),
    ).toBeUndefined();
    expect(await stored(keys.borrowerSignInLink(sha256(invited.token)))).toBeUndefined();
    expect(await stored(keys.borrowerSignInCode(emailHash(email)))).toBeUndefined();
    expect(await objectExists(objectKey)).toBe(false);
    expect((await borrowerSignIn.filesOf(email)).map((link) => link.lead_id)).toEqual([otherLead]);

    // The session outlives the file but signs nobody in; the link and the code sign nobody in either.
    expect((await asBorrower(session, 'GET', '/api/portal/file')).status).toBe(401);
    expect((await asBorrower(session, 'POST', '/api/portal/file/submit')).status).toBe(401);
    expect(
      (await asBorrower(undefined, 'POST', '/api/portal/sign-in/link', { token: invited.token })).status,
    ).toBe(404);
    expect((await asBorrower(undefined, 'POST', '/api/portal/sign-in/code', { email, code })).status).toBe(
      400,
    );

    // Deleting it again: nothing is there.
    const again = await api('DELETE', `/api/admin/leads/${leadId}`, { token: await signIn(SUPER_ADMIN) });
    expect(again.status).toBe(404);
  });
});
