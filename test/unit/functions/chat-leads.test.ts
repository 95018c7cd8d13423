import type { ChatMessage } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';
import { chatLeadId, expectedCapture, wantedChatLead } from '../../../functions/src/chat/leads';

const CONVERSATION = 'x'.repeat(54);
const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });

const question = user('What is the best 5 year fixed rate in Ontario?');
const email = user('My name is Jane Tremblay, jane@example.com');
const phone = user('You can also call me at 416-555-0199');
const other = user('What documents do I need?');

/** The conversation as the visitor sends it, its latest message last. */
const wanted = (...messages: ChatMessage[]) =>
  wantedChatLead(
    CONVERSATION,
    messages.flatMap((message, i) => (i < messages.length - 1 ? [message, assistant('Sure.')] : [message])),
  );

describe('what Val says about a chat lead before it is written (ADR 066)', () => {
  it('wants a lead only when the conversation holds an email or a phone', () => {
    expect(wanted(question)).toBeNull();
    expect(wanted(question, email)).toMatchObject({
      id: chatLeadId(CONVERSATION),
      fields: { client_name: 'Jane Tremblay', client_email: 'jane@example.com', agent_id: null },
    });
  });

  it.each([
    ['details in the latest message', [question, email], false, { isNew: true, announce: true }],
    ['a conversation issued with this answer', [email, other], true, { isNew: true, announce: true }],
    ['a phone added', [email, phone], false, { isNew: false, announce: true }],
    ['the same details again', [email, phone, other], false, { isNew: false, announce: false }],
  ] as const)('%s', (_, messages, conversationIsNew, outcome) => {
    expect(expectedCapture(wanted(...messages)!, conversationIsNew)).toMatchObject({
      kind: 'saved',
      ...outcome,
    });
  });

  it('names the visitor and how a broker will reach them', () => {
    expect(expectedCapture(wanted(question, email, phone)!, false)).toEqual({
      kind: 'saved',
      name: 'Jane Tremblay',
      email: 'jane@example.com',
      phone: '(416) 555-0199',
      isNew: false,
      announce: true,
    });
  });
});
