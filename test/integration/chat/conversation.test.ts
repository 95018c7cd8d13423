import type { ChatMessage } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';
import { chatLeadId } from '../../../functions/src/chat/leads';
import { leadContacts } from '../../../functions/src/data/repositories/lead-contacts';
import { leads } from '../../../functions/src/data/repositories/leads';
import { streamChat } from '../../../web/src/features/chat/api/stream-chat';
import { GREETING } from '../../../web/src/features/chat/constants';
import { apiUrl } from '../../support/http';
import { unsignedConversationId, visitor } from './support';

const user = (content: string): ChatMessage => ({ role: 'user', content });

/** One message of a conversation, as the widget sends it, from the given visitor. */
async function say(history: ChatMessage[], headers: Record<string, string>, conversationId?: string) {
  const result = await streamChat({ url: apiUrl('/api/chat'), messages: history, conversationId, headers });
  return { ...result, history: [...history, { role: 'assistant' as const, content: result.reply }] };
}

async function leadsWithEmail(email: string) {
  return (await leadContacts.listByContact({ email })).filter((lead) => lead.client_email === email);
}

describe('a chat lead belongs to the conversation Val issued (ADR 045)', () => {
  it("an attacker who knows a conversation's id but not its signature cannot change its lead", async () => {
    const victim = visitor();
    const victimEmail = `victim-${Date.now()}@example.com`;
    // The victim's widget once made its own id; the server issues a signed one instead.
    const madeUp = unsignedConversationId();
    const first = await say([GREETING, user(`I'm Vera Victim, ${victimEmail}`)], victim, madeUp);
    expect(first.lead).toBe('saved');
    const issued = first.conversationId!;
    expect(issued).toMatch(/^[A-Za-z0-9_-]{54}$/);
    expect(issued).not.toBe(madeUp);
    const leadId = chatLeadId(issued);
    const before = await leads.get(leadId);
    expect(before).toMatchObject({ client_name: 'Vera Victim', client_email: victimEmail });

    const attacker = visitor();
    const forged = [
      madeUp, // the id the victim's client chose (before this fix, the whole key of its lead)
      `${issued.slice(0, 22)}${'A'.repeat(32)}`, // the issued id's random part with a made-up signature
      `${issued.slice(0, -1)}${issued.endsWith('A') ? 'B' : 'A'}`, // one character off
      issued.slice(0, 22), // the random part alone
    ];
    for (const [n, conversationId] of forged.entries()) {
      const email = `attacker-${n}-${Date.now()}@example.com`;
      const attempt = await say([GREETING, user(`I'm Mallory Attacker, ${email}`)], attacker, conversationId);
      // A new conversation, with a lead of its own.
      expect(attempt.lead).toBe('saved');
      expect(attempt.conversationId).not.toBe(issued);
      expect(await leadsWithEmail(email)).toHaveLength(1);
    }
    // What the visitor said is untouched (the export job may have marked the lead exported meanwhile).
    const contact = (lead: typeof before) => ({
      client_name: lead?.client_name,
      client_email: lead?.client_email,
      client_phone: lead?.client_phone,
      notes: lead?.notes,
      updated_at: lead?.updated_at,
    });
    expect(contact(await leads.get(leadId))).toEqual(contact(before));

    // The victim, with the id it was given, still updates its own lead: one lead for the conversation.
    const second = await say(
      [...first.history, user('You can also call me at 416-555-0142')],
      victim,
      issued,
    );
    expect(second.lead).toBe('saved');
    expect(second.conversationId).toBe(issued);
    expect(await leads.get(leadId)).toMatchObject({
      client_name: 'Vera Victim',
      client_email: victimEmail,
      client_phone: '(416) 555-0142',
    });
    expect(await leadsWithEmail(victimEmail)).toHaveLength(1);
  });

  it('keeps its conversation through a refusal at the edge (429), so a later message stays in it', async () => {
    const headers = visitor();
    const email = `patient-${Date.now()}@example.com`;
    const first = await say([GREETING, user(`I'm Pat Patient, ${email}`)], headers);
    const issued = first.conversationId!;
    // The edge refuses before Val runs (ADR 076): no conversation is named, so the widget keeps its own.
    const named: string[] = [];
    let refusal: unknown;
    for (let n = 0; n < 41 && !refusal; n++) {
      refusal = await streamChat({
        url: apiUrl('/api/chat'),
        messages: [...first.history, user('hi')],
        conversationId: issued,
        headers,
        onConversation: (id) => named.push(id),
      }).then(
        () => undefined,
        (error: unknown) => error,
      );
    }
    expect(refusal).toMatchObject({ kind: 'http', status: 429 });
    expect(new Set(named)).toEqual(new Set([issued]));
    expect(await leadsWithEmail(email)).toHaveLength(1);
  });
});
