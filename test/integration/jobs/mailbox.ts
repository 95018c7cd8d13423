import { waitUntil } from '../../../infra/local/processes';

/** A message as maildev's REST API lists it. */
export interface InboxMessage {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
  replyTo?: { address: string }[];
  messageId?: string;
  headers: Record<string, string>;
}

export async function inbox(inboxUrl: string): Promise<InboxMessage[]> {
  const response = await fetch(`${inboxUrl}/email`);
  if (!response.ok) throw new Error(`maildev answered ${response.status}`);
  return (await response.json()) as InboxMessage[];
}

/** Polls the inbox until `count` messages match, within the deadline; returns those messages. */
export async function waitForMessages(
  inboxUrl: string,
  match: (message: InboxMessage) => boolean,
  count: number,
  timeoutMs = 30_000,
): Promise<InboxMessage[]> {
  let found: InboxMessage[] = [];
  await waitUntil(
    `${count} e-mails`,
    async () => {
      found = (await inbox(inboxUrl)).filter(match);
      return found.length >= count;
    },
    { timeoutMs, intervalMs: 100 },
  ).catch((error: Error) => {
    throw new Error(`${error.message} (found ${found.length})`);
  });
  return found;
}
