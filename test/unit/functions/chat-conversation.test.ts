import { idSchema } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';
import {
  conversationOf,
  isIssuedConversationId,
  issueConversationId,
} from '../../../functions/src/chat/conversation';

const SECRET = 'a-test-secret-of-at-least-32-characters';

describe("Val's signed conversation ids (ADR 045)", () => {
  it('issues ids the request schema accepts and only the issuing secret verifies', () => {
    const id = issueConversationId(SECRET);
    expect(idSchema.parse(id)).toBe(id);
    expect(isIssuedConversationId(id, SECRET)).toBe(true);
    expect(isIssuedConversationId(id, `${SECRET}-rotated`)).toBe(false);
    expect(issueConversationId(SECRET)).not.toBe(id);
  });

  it.each([
    ['missing', undefined],
    ['a made-up uuid', '0b6f8a4e-2f43-4c1a-9d7e-3a1c5b9e8f21'],
    ['the random part alone', 'x'.repeat(22)],
    ['a made-up signature', `${'x'.repeat(22)}${'A'.repeat(32)}`],
  ])('starts a new conversation for %s', (_, requested) => {
    const conversation = conversationOf(requested, SECRET);
    expect(conversation.isNew).toBe(true);
    expect(conversation.id).not.toBe(requested);
    expect(isIssuedConversationId(conversation.id, SECRET)).toBe(true);
  });

  it('continues the conversation an issued id names, and no other one character off', () => {
    const id = issueConversationId(SECRET);
    expect(conversationOf(id, SECRET)).toEqual({ id, isNew: false });
    const tampered = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
    expect(conversationOf(tampered, SECRET).isNew).toBe(true);
  });
});
