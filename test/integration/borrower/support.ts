import { randomUUID } from 'node:crypto';
import type {
  BorrowerFileView,
  BorrowerSession,
  BrokerFileView,
} from '@maplestone/shared/schemas/borrower-file';
import { expect, inject } from 'vitest';
import { type ApiAnswer, api, signIn } from '../../support/http';
import { type InboxMessage, inbox, waitForMessages } from '../jobs/mailbox';
import { applicationBody, post, viewer } from '../public-api/support';

/*
 * The borrower's file in tests (issue 38, ADR 118): a lead of a seeded agent, its applicants invited through the
 * API, the e-mails read from maildev, and the portal called with a session as the portal sends it.
 */

/** The seeded agents: A holds the test leads, B holds none of them. */
export const AGENT_A = { email: 'agent1@example.com', id: 'agent-sarah-chen' } as const;
export const AGENT_B = { email: 'agent2@example.com', id: 'agent-marc-tremblay' } as const;
export const SUPER_ADMIN = 'superadmin@example.com';

/** A unique address, so each test reads its own e-mails. */
export const uniqueEmail = (who = 'borrower') => `${who}-${randomUUID().slice(0, 8)}@example.com`;

/** A new application lead held by agent A: its id. */
export async function newLead(agentId: string = AGENT_A.id): Promise<string> {
  const answer = await post<{ id: string }>(
    '/api/leads',
    applicationBody({ agent_id: agentId, client_email: uniqueEmail('lead') }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id;
}

/** The broker's call on a lead's file, signed in as `email`. */
export async function asBroker<T = BrokerFileView>(
  email: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  return api<T>(method, path, { token: await signIn(email), body });
}

/** The portal's call with a session (a bearer token), as a distinct client unless `headers` say otherwise. */
export function asBorrower<T = BorrowerFileView>(
  session: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = viewer(),
): Promise<ApiAnswer<T>> {
  return api<T>(method, path, { token: session, body, headers });
}

const mailTo = (email: string) => (message: InboxMessage) =>
  message.to.some((recipient) => recipient.address.toLowerCase() === email.toLowerCase());

/** The e-mails an address received so far, oldest first. */
export async function mailsTo(email: string): Promise<InboxMessage[]> {
  return (await inbox(inject('stack').urls.inbox)).filter(mailTo(email));
}

/** Waits for the address's `count`-th e-mail; answers it. */
export async function nthMailTo(email: string, count: number): Promise<InboxMessage> {
  const messages = await waitForMessages(inject('stack').urls.inbox, mailTo(email), count);
  return messages[count - 1]!;
}

const LINK_TOKEN = /#t=([A-Za-z0-9_-]{43})/;
const CODE = /\b(\d{6})\b/;

/** The sign-in link's token in an e-mail. */
export function linkToken(message: InboxMessage): string {
  const match = LINK_TOKEN.exec(message.text);
  expect(match, message.text).not.toBeNull();
  return match![1]!;
}

/** The sign-in code in an e-mail. */
export function codeIn(message: InboxMessage): string {
  const match = CODE.exec(message.subject);
  expect(match, message.subject).not.toBeNull();
  return match![1]!;
}

export interface Invited {
  leadId: string;
  applicantId: string;
  email: string;
  token: string;
  message: InboxMessage;
}

/** Invites an applicant to a lead's file as `broker`, waits for the invitation e-mail, answers its link's token. */
export async function invite(
  leadId: string,
  applicant: {
    name?: string;
    email?: string;
    role?: 'primary' | 'co_applicant';
    language?: 'en' | 'fr';
  } = {},
  broker: string = AGENT_A.email,
): Promise<Invited> {
  const email = applicant.email ?? uniqueEmail();
  const before = (await mailsTo(email)).length;
  const answer = await asBroker(broker, 'POST', `/api/files/${leadId}/applicants`, {
    name: applicant.name ?? 'Jordan Borrower',
    email,
    role: applicant.role ?? 'primary',
    language: applicant.language ?? 'en',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const added = answer.body.file!.applicants.find((a) => a.email === email)!;
  const message = await nthMailTo(email, before + 1);
  return { leadId, applicantId: added.id, email, token: linkToken(message), message };
}

/** Signs in with an invitation's link: the session. */
export async function signInWithLink(token: string): Promise<BorrowerSession> {
  const answer = await asBorrower<BorrowerSession>(undefined, 'POST', '/api/portal/sign-in/link', { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** A lead with a primary applicant signed in: the lead, the applicant and the session. */
export async function signedInPrimary(language: 'en' | 'fr' = 'en') {
  const leadId = await newLead();
  const invited = await invite(leadId, { role: 'primary', language, name: 'Pat Primary' });
  const { session } = await signInWithLink(invited.token);
  return { ...invited, session };
}
