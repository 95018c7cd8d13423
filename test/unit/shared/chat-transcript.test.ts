import {
  type ChatContact,
  chatContactKey,
  chatLeadNotes,
  keptTranscript,
  MAX_TRANSCRIPT_BYTES,
  MAX_TRANSCRIPT_TURN_LENGTH,
  MAX_TRANSCRIPT_TURNS,
  mergeChatContact,
} from '@maplestone/shared';
import { describe, expect, it } from 'vitest';

const turn = (n: number, role: 'user' | 'assistant' = n % 2 ? 'assistant' : 'user') => ({
  role,
  content: `turn ${n}`,
});

describe('keptTranscript: what a conversation keeps (issue 34)', () => {
  it('keeps a short conversation whole, role and content only', () => {
    const turns = [
      { role: 'user', content: 'hi', extra: 1 },
      { role: 'assistant', content: 'hello' },
    ];
    expect(keptTranscript(turns)).toEqual([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'hello' },
    ]);
  });

  it('keeps the newest 50 turns', () => {
    const turns = Array.from({ length: 60 }, (_, n) => turn(n));
    const kept = keptTranscript(turns);
    expect(kept).toHaveLength(MAX_TRANSCRIPT_TURNS);
    expect(kept[0]).toEqual(turn(10));
    expect(kept.at(-1)).toEqual(turn(59));
  });

  it('cuts an overlong turn, showing it was cut', () => {
    const [kept] = keptTranscript([
      { role: 'assistant', content: 'x'.repeat(MAX_TRANSCRIPT_TURN_LENGTH + 5) },
    ]);
    expect(kept!.content).toHaveLength(MAX_TRANSCRIPT_TURN_LENGTH);
    expect(kept!.content.endsWith('…')).toBe(true);
  });

  it('drops the oldest turns beyond the byte budget, counting UTF-8 (accents, emoji)', () => {
    // 8000 three-byte characters a turn: 24 KB each, so only six fit 160 KB.
    const heavy = Array.from({ length: 10 }, (_, n) => ({
      role: 'user',
      content: `${n}${'€'.repeat(7999)}`,
    }));
    const kept = keptTranscript(heavy);
    expect(kept.map((t) => t.content[0])).toEqual(['4', '5', '6', '7', '8', '9']);
    expect(Buffer.byteLength(JSON.stringify(kept))).toBeLessThanOrEqual(MAX_TRANSCRIPT_BYTES);
    const emoji = Array.from({ length: 10 }, (_, n) => ({
      role: 'user',
      content: `${n}${'😀'.repeat(3999)}`,
    }));
    expect(Buffer.byteLength(JSON.stringify(keptTranscript(emoji)))).toBeLessThanOrEqual(
      MAX_TRANSCRIPT_BYTES,
    );
  });

  it("the lead's notes hold the transcript as kept, well under the notes' 200,000 characters", () => {
    const heavy = Array.from({ length: 50 }, (_, n) => ({
      role: 'user',
      content: `${n}${'é'.repeat(7999)}`,
    }));
    const notes = chatLeadNotes(heavy);
    expect(notes.length).toBeLessThan(200_000);
    expect(JSON.parse(notes).source).toBe('AI Chatbot');
  });
});

describe('mergeChatContact: later details never erase earlier ones (issue 34)', () => {
  const alice: ChatContact = {
    client_name: 'Alice Archer',
    client_email: 'alice@example.com',
    client_phone: null,
  };

  it.each([
    [
      'the same details again: nothing changes',
      { client_name: 'alice  archer', client_email: 'ALICE@example.com ', client_phone: null },
      { filled: {}, added: {} },
    ],
    [
      'an empty field is filled',
      { ...alice, client_phone: '(416) 555-0177' },
      { filled: { client_phone: '(416) 555-0177' }, added: {} },
    ],
    [
      'a different name and e-mail are added, not put in place',
      { client_name: 'Mallory Moss', client_email: 'mallory@example.com', client_phone: null },
      { filled: {}, added: { client_name: 'Mallory Moss', client_email: 'mallory@example.com' } },
    ],
    [
      'no name given (Unknown) is no name',
      { client_name: 'Unknown', client_email: 'alice@example.com', client_phone: null },
      { filled: {}, added: {} },
    ],
  ] as const)('%s', (_, given, change) => {
    const merged = mergeChatContact(alice, given);
    expect({ filled: merged.filled, added: merged.added }).toEqual(change);
    // The lead keeps its own details whatever was given.
    expect(merged.contact).toMatchObject({ client_name: 'Alice Archer', client_email: 'alice@example.com' });
    const filledPhone: string | undefined = (change.filled as { client_phone?: string }).client_phone;
    expect(merged.contact.client_phone).toBe(filledPhone ?? null);
  });

  it("fills a lead's Unknown name", () => {
    const merged = mergeChatContact(
      { client_name: 'Unknown', client_email: null, client_phone: '(416) 555-0100' },
      { client_name: 'Sam Lee', client_email: 'sam@example.com', client_phone: '+1 416 555 0100' },
    );
    expect(merged.contact).toEqual({
      client_name: 'Sam Lee',
      client_email: 'sam@example.com',
      client_phone: '(416) 555-0100',
    });
    expect(merged.filled).toEqual({ client_name: 'Sam Lee', client_email: 'sam@example.com' });
    expect(merged.added).toEqual({});
  });

  it('adds a detail once: the keys of the details added before are remembered', () => {
    const given = { client_name: 'Mallory Moss', client_email: 'mallory@example.com', client_phone: null };
    const first = mergeChatContact(alice, given);
    expect(first.addedKeys).toEqual([
      chatContactKey('client_name', 'Mallory Moss'),
      chatContactKey('client_email', 'mallory@example.com'),
    ]);
    const again = mergeChatContact(alice, { ...given, client_email: 'Mallory@Example.com' }, first.addedKeys);
    expect(again).toMatchObject({ filled: {}, added: {}, addedKeys: [] });
    const another = mergeChatContact(alice, { ...given, client_email: 'm2@example.com' }, first.addedKeys);
    expect(another.added).toEqual({ client_email: 'm2@example.com' });
  });

  it('a phone is the same phone however it is written', () => {
    expect(chatContactKey('client_phone', '+1 (416) 555-0177')).toBe(
      chatContactKey('client_phone', '416.555.0177'),
    );
    const merged = mergeChatContact(
      { ...alice, client_phone: '(416) 555-0177' },
      { ...alice, client_phone: '1-416-555-0177' },
    );
    expect(merged.added).toEqual({});
  });
});
