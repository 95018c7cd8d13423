import { expect, inject } from 'vitest';
import { type InboxMessage, inbox, waitForMessages } from '../integration/jobs/mailbox';
import { api } from './http';

/** The path of a confirmation e-mail's link (double opt-in, ADR 095): `/api/subscriptions/<token>`. */
const LINK = /\/api\/subscriptions\/([A-Za-z0-9_-]{22})/;

const confirmationTo = (email: string) => (message: InboxMessage) =>
  message.to.some((recipient) => recipient.address.toLowerCase() === email.toLowerCase()) &&
  LINK.test(message.text);

/** The confirmation e-mails an address received so far, oldest first. */
export async function confirmationsTo(email: string): Promise<InboxMessage[]> {
  return (await inbox(inject('stack').urls.inbox)).filter(confirmationTo(email));
}

/** The token of a confirmation e-mail's link. */
export function confirmationToken(message: InboxMessage): string {
  const match = message.text.match(LINK);
  expect(match, message.text).not.toBeNull();
  return match![1]!;
}

/**
 * Asks (`ask` POSTs the form), waits for the new confirmation e-mail to the address, then follows its link as a
 * person does: opens the page, presses Confirm. Answers the token and the confirm page's answer.
 */
export async function askAndConfirm(
  email: string,
  ask: () => Promise<{ status: number }>,
): Promise<{ token: string; confirmed: { status: number; body: unknown } }> {
  const before = (await confirmationsTo(email)).length;
  const asked = await ask();
  expect(asked.status).toBe(202);
  const messages = await waitForMessages(inject('stack').urls.inbox, confirmationTo(email), before + 1);
  const token = confirmationToken(messages.at(-1)!);
  expect((await api('GET', `/api/subscriptions/${token}`)).status).toBe(200);
  const confirmed = await api('POST', `/api/subscriptions/${token}/confirm`);
  expect(confirmed.status, String(confirmed.body)).toBe(200);
  return { token, confirmed };
}
