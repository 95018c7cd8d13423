import type { BorrowerCaller } from './auth';
import { UnauthorizedError } from './errors';

/*
 * The 'borrower' rule (ADR 118): a portal session, not a Cognito caller. Only borrower-api passes this module to
 * its dispatcher (createAudienceHandler's `borrower`), so no other Lambda bundles the sign-in and file repositories.
 */

/** The bearer token of a request's Authorization header, or null. */
export function bearerToken(headers: Record<string, string | undefined> | undefined): string | null {
  const header = headers?.authorization ?? headers?.Authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The borrower a 'borrower' route's request comes from: its bearer session, hashed and read from the table
 * (`BSESSION#<hash>`). No session, an unknown one or an expired one → 401; so is one whose applicant is no longer on
 * the file (the lead and its file were deleted: sessions are not keyed by anything the file holds, so they outlive it).
 */
export async function borrowerFromEvent(event: {
  headers?: Record<string, string | undefined>;
}): Promise<BorrowerCaller> {
  const token = bearerToken(event.headers);
  const { borrowerSignIn, isBorrowerToken } = await import('../data/repositories/borrower-sign-in');
  if (!token || !isBorrowerToken(token)) throw new UnauthorizedError();
  const session = await borrowerSignIn.session(token);
  if (!session) throw new UnauthorizedError();
  const { borrowerFiles } = await import('../data/repositories/borrower-files');
  if (!(await borrowerFiles.hasApplicant(session.lead_id, session.applicant_id)))
    throw new UnauthorizedError();
  return { leadId: session.lead_id, applicantId: session.applicant_id, sessionHash: session.hash };
}
