import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A conversation id the server issues and signs (ADR 045): 22 characters of randomness, then 32 of
 * HMAC-SHA256 over them with CHAT_TOKEN_SECRET, all base64url (54 characters: the shared id schema's
 * alphabet and length). Only the visitor who received it can name that conversation, and so its lead:
 * an id the server did not sign (a guess, one made up by the client, a tampered one) starts a new one.
 */
const NONCE_LENGTH = 22;
const MAC_LENGTH = 32;

/** The response header that carries the conversation's id to the widget (success and error answers alike). */
export const CONVERSATION_HEADER = 'x-chat-conversation';

function mac(nonce: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`val-conversation:${nonce}`)
    .digest('base64url')
    .slice(0, MAC_LENGTH);
}

export function issueConversationId(secret: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}${mac(nonce, secret)}`;
}

export function isIssuedConversationId(id: string | undefined, secret: string): id is string {
  if (!id || id.length !== NONCE_LENGTH + MAC_LENGTH) return false;
  const given = Buffer.from(id.slice(NONCE_LENGTH));
  const expected = Buffer.from(mac(id.slice(0, NONCE_LENGTH), secret));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The conversation a request belongs to: the one it names when the server signed it, else a new one. */
export function conversationOf(
  requested: string | undefined,
  secret: string,
): { id: string; isNew: boolean } {
  return isIssuedConversationId(requested, secret)
    ? { id: requested, isNew: false }
    : { id: issueConversationId(secret), isNew: true };
}
