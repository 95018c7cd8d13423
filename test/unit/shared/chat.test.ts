import {
  chatErrorToast,
  chatFailureMessage,
  chatLeadFrom,
  chatMessages,
  contactProblem,
  extractContact,
  isValidEmail,
  isValidPhone,
  parseSseChunk,
  SSE_DONE,
  sseDelta,
} from '@maplestone/shared';
import { describe, expect, it } from 'vitest';

const user = (content: string) => ({ role: 'user', content });
const assistant = (content: string) => ({ role: 'assistant', content });

describe('extractContact', () => {
  it('finds name, email and phone in the user messages', () => {
    const contact = extractContact([
      assistant("Hi, I'm Val! My email is val@maplestone.example"),
      user('my name is jane doe'),
      user('you can reach me at jane.doe@example.com or 416-555-0134'),
    ]);
    expect(contact).toEqual({ name: 'Jane Doe', email: 'jane.doe@example.com', phone: '(416) 555-0134' });
  });

  it.each([
    ['(416) 555-0134', '(416) 555-0134'],
    ['416.555.0134', '(416) 555-0134'],
    ['4165550134', '(416) 555-0134'],
    ['+1 416 555 0134', '(416) 555-0134'],
    ['+1-416-555-0134', '(416) 555-0134'],
    ['1 416 555 0134', '(416) 555-0134'],
  ])('phone %s → %s', (text, phone) => {
    expect(extractContact([user(`call me: ${text}`)]).phone).toBe(phone);
  });

  it('does not read a price or a short number as a phone', () => {
    expect(extractContact([user('my budget is $500000 and I have 25 years')]).phone).toBeNull();
    expect(extractContact([user('reference 12345678901234')]).phone).toBeNull();
  });

  it.each([
    ['My name is sarah connor', 'Sarah Connor'],
    ["I'm Marc-André and I want a quote", 'Marc-André'],
    ['this is Priya', 'Priya'],
    ['Name: li wei', 'Li Wei'],
    ["I'm looking for a mortgage", 'Unknown'],
    ['this is a great rate', 'Unknown'],
    ['hello', 'Unknown'],
    // A French visitor introducing themselves (issue 20).
    ["Je m'appelle Marie Tremblay, marie@example.com", 'Marie Tremblay'],
    ['Je m’appelle marie-ève gagnon et mon courriel est me@example.ca', 'Marie-Ève Gagnon'],
    ['Mon nom est Paul Côté', 'Paul Côté'],
    ['Bonjour, ici Luc Roy, 514-555-0199', 'Luc Roy'],
    ["Moi c'est Sophie", 'Sophie'],
    ['Je suis Nadia Haddad', 'Nadia Haddad'],
    ['Je suis intéressée par un prêt', 'Unknown'],
    ['Je suis de Laval', 'Unknown'],
  ])('name in %j → %s', (text, name) => {
    expect(extractContact([user(text)]).name).toBe(name);
  });

  it('uses the latest mention when the user corrects themselves', () => {
    const contact = extractContact([user('email: old@example.com'), user('sorry, it is new@example.com')]);
    expect(contact.email).toBe('new@example.com');
  });

  it('returns nulls when nothing was given', () => {
    expect(extractContact([user('what are rates like?')])).toEqual({
      name: 'Unknown',
      email: null,
      phone: null,
    });
  });
});

describe('validity checks with the spec messages', () => {
  it('validates the simple email form and +1 then 10+ digits phones', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a b@c.d')).toBe(false);
    expect(isValidPhone('(416) 555-0134')).toBe(true);
    expect(isValidPhone('+14165550134')).toBe(true);
    expect(isValidPhone('555-0134')).toBe(false);
  });

  it('answers an invalid email or phone with the exact assistant message', () => {
    expect(contactProblem([user('my email is jane@example')])).toBe(
      'The email address you provided seems invalid. Please provide a valid email address.',
    );
    expect(contactProblem([user('my phone number is 555-0134')])).toBe(
      'The phone number you provided seems invalid. Please provide a valid phone number.',
    );
    expect(contactProblem([user('my email is jane@example.com')])).toBeNull();
    expect(contactProblem([user('call me at 416 555 0134')])).toBeNull();
    expect(contactProblem([])).toBeNull();
  });
});

describe('chatLeadFrom', () => {
  it('saves a lead only when an email or phone was found', () => {
    expect(chatLeadFrom([user('hi, my name is Bob')])).toBeNull();
    const history = [assistant('Hello!'), user("I'm bob, 416-555-0134")];
    const lead = chatLeadFrom(history);
    expect(lead).toMatchObject({
      client_name: 'Bob',
      client_email: null,
      client_phone: '(416) 555-0134',
      type: 'application',
      source: 'AI Chatbot',
      status: 'new',
      agent_id: null,
    });
    expect(JSON.parse(lead?.notes ?? '')).toEqual({ source: 'AI Chatbot', conversation: history });
  });

  it('saves a missing name as Unknown', () => {
    expect(chatLeadFrom([user('x@y.ca')])?.client_name).toBe('Unknown');
  });
});

describe('chat errors', () => {
  it.each([
    [429, 'Rate limit exceeded'],
    [402, 'Service unavailable'],
    [401, 'Authentication error'],
    [500, 'Server error'],
    [503, 'Service maintenance'],
    [418, 'Connection error'],
  ])('%s → %s', (status, title) => {
    expect(chatErrorToast(status).title).toBe(title);
  });

  it('carries the status code in the connection error', () => {
    expect(chatErrorToast(418).description).toContain('418');
  });

  it('has the generic failure messages', () => {
    expect(chatFailureMessage('network')).toBe(
      'Network connection error. Please check your internet connection.',
    );
    expect(chatFailureMessage('timeout')).toBe('The AI took too long to respond. Please try again.');
    expect(chatFailureMessage('invalid-json')).toBe(
      'Invalid response from AI service. Please try again later.',
    );
    expect(chatFailureMessage('other')).toBe(chatMessages.sendFailed);
  });
});

describe('chat stream format', () => {
  it('round-trips deltas and [DONE], across chunk boundaries', () => {
    const wire = sseDelta('Hello') + sseDelta(', "world"\n') + SSE_DONE;
    const cut = 17;
    const first = parseSseChunk(wire.slice(0, cut));
    const second = parseSseChunk(first.rest + wire.slice(cut));
    expect([...first.deltas, ...second.deltas].join('')).toBe('Hello, "world"\n');
    expect(second.done).toBe(true);
    expect(second.malformed).toBe(false);
  });

  it('flags malformed data lines', () => {
    expect(parseSseChunk('data: {oops\n\n').malformed).toBe(true);
    expect(parseSseChunk(': keep-alive\n\n').deltas).toEqual([]);
  });
});
