import { brand, type ChatMessage, chatMessages } from '@maplestone/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { readChatEnv } from '../../../functions/src/chat/config';
import { chatDependencies } from '../../../functions/src/chat/dependencies';
import { type ChatLeadStore, chatLeadId } from '../../../functions/src/chat/leads';
import { leads } from '../../../functions/src/data/repositories/leads';
import { streamChat } from '../../../web/src/features/chat/api/stream-chat';
import { GREETING } from '../../../web/src/features/chat/constants';
import { type Running, startChatGateway, visitor } from './support';

const user = (content: string): ChatMessage => ({ role: 'user', content });

/** A lead store whose create waits until the test lets it go, then writes to the local table (or fails). */
function heldStore() {
  const store = chatDependencies(readChatEnv()).leads;
  let release: (outcome: 'write' | 'fail') => void = () => {};
  const released = new Promise<'write' | 'fail'>((resolve) => {
    release = resolve;
  });
  const state = { creating: false, created: false, release };
  const held: ChatLeadStore = {
    ...store,
    async create(lead) {
      state.creating = true;
      if ((await released) === 'fail') throw new Error('table unavailable');
      const result = await store.create(lead);
      state.created = true;
      return result;
    },
  };
  return { held, state };
}

let gateway: Running | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

describe("Val's first words do not wait for the lead's write (issue 18)", () => {
  it('writes the first piece while the lead is being saved, then the signal, and the lead is stored', async () => {
    const { held, state } = heldStore();
    gateway = await startChatGateway({ leads: held });
    const events: string[] = [];
    const email = `sam.lee.${Date.now()}@example.com`;
    const { reply, lead, conversationId } = await streamChat({
      url: `${gateway.url}/api/chat`,
      messages: [GREETING, user(`I am Sam Lee, ${email}`)],
      headers: visitor(),
      // Were the reply held until the write, it would never come: fail fast instead of at the widget's 30 s.
      stallMs: 5_000,
      onDelta: () => {
        if (events.length === 0) {
          events.push(`first piece (creating: ${state.creating}, created: ${state.created})`);
          state.release('write');
        }
      },
      onLead: (outcome) => events.push(`lead ${outcome}`),
    });
    expect(events).toEqual(['first piece (creating: true, created: false)', 'lead saved']);
    expect(lead).toBe('saved');
    expect(reply).toContain('Thank you, Sam!');
    // The answer ended after the write: the lead is there when the widget has its reply.
    expect(await leads.get(chatLeadId(conversationId!))).toMatchObject({
      client_name: 'Sam Lee',
      client_email: email,
      source: 'AI Chatbot',
    });
  });

  it('when the write fails after the reply has started: the failure signal, and the apology closes the reply', async () => {
    const { held, state } = heldStore();
    gateway = await startChatGateway({ leads: held });
    const outcomes: string[] = [];
    const { reply, lead, conversationId } = await streamChat({
      url: `${gateway.url}/api/chat`,
      messages: [GREETING, user('I am Sam Lee, sam.lee@example.com')],
      headers: visitor(),
      stallMs: 5_000,
      onDelta: () => state.release('fail'),
      onLead: (outcome) => outcomes.push(outcome),
    });
    expect(outcomes).toEqual(['failed']); // the "Error Saving Information" toast
    expect(lead).toBe('failed');
    // The reply went out as if the lead were saved; the apology with our contacts corrects it at its end.
    expect(reply.startsWith('Thank you, Sam!')).toBe(true);
    expect(reply.endsWith(`\n\n${chatMessages.saveErrorReply(brand.phone, brand.supportEmail)}`)).toBe(true);
    expect(await leads.get(chatLeadId(conversationId!))).toBeUndefined();
  });
});
