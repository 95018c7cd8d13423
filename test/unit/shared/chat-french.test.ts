import {
  chatErrorToast,
  chatFailureMessage,
  chatMessages,
  contactProblem,
  conversationLanguage,
  looksFrench,
  messageLanguage,
} from '@maplestone/shared';
import { chatFr } from '@maplestone/shared/i18n/fr/chat';
import { chatRequestSchema } from '@maplestone/shared/schemas/chat';
import { describe, expect, it } from 'vitest';

const user = (content: string) => ({ role: 'user' as const, content });

/** Val in French (issue 20): which messages are French, and the words she says in French. */
describe('the French detector', () => {
  it.each([
    ['Bonjour', true],
    ['Merci!', true],
    ['taux 5 ans?', true],
    ['hypothèque', true],
    ['Quel est le meilleur taux fixe de 5 ans au Québec?', true],
    ['Combien pour une mise de fonds sur 500 000 $?', true],
    ['Est-ce que je peux renouveler?', true],
    ["c'est quoi la simulation de crise?", true],
    ["Je m'appelle Marie Tremblay, marie@example.com", true],
    ['Et au Québec?', true],
    ['Hi', false],
    ['What is the best 5 year fixed rate in Québec?', false],
    ["What's the minimum down payment on a $700,000 home?", false],
    ['My name is Jane Tremblay, jane.tremblay@example.com', false],
    ["I'm Jane", false],
    ["I'd like to renew", false],
    ['And variable?', false],
    ['Québec?', false],
    ['marie@exemple.ca', false],
    ['', false],
  ])('reads %j as French: %s', (text, french) => {
    expect(looksFrench(text)).toBe(french);
  });

  it('says nothing of a message without words (a name and a phone, a number)', () => {
    expect(messageLanguage('Marie Tremblay, 514-555-0199')).toBeNull();
    expect(messageLanguage('500000')).toBeNull();
    expect(messageLanguage('What about BC?')).toBe('en');
  });

  it("gives the conversation the page's language, or the visitor's latest words that say one", () => {
    expect(conversationLanguage('fr', ['What is the best rate?'])).toBe('fr'); // a French page stays French
    expect(conversationLanguage('en', ['Quel est le meilleur taux?'])).toBe('fr');
    expect(conversationLanguage(undefined, ['Bonjour', 'Marie Tremblay, marie@example.com'])).toBe('fr');
    expect(conversationLanguage('en', ['Bonjour', 'What is the best rate in Ontario?'])).toBe('en');
    expect(conversationLanguage('de', ['Hello'])).toBe('en');
    expect(conversationLanguage(undefined, [])).toBe('en');
  });
});

describe("the chat request's language", () => {
  const body = { messages: [user('Bonjour')] };

  it('is optional, en or fr; anything else reads as absent and is never refused', () => {
    expect(chatRequestSchema.parse({ ...body, language: 'fr' }).language).toBe('fr');
    expect(chatRequestSchema.parse({ ...body, language: 'en' }).language).toBe('en');
    expect(chatRequestSchema.parse(body).language).toBeUndefined();
    for (const language of ['de', 'FR', 42, null, { fr: true }]) {
      const parsed = chatRequestSchema.safeParse({ ...body, language });
      expect(parsed.success).toBe(true);
      expect(parsed.data?.language).toBeUndefined();
    }
  });
});

describe("Val's French words", () => {
  it('are all written: no English left in the French chat catalogue', () => {
    expect(chatFr.thinking).toBe('Val réfléchit…');
    expect(chatFr.saved).toEqual({
      title: 'Renseignements reçus',
      description: 'Merci! Notre équipe communiquera avec vous sous peu.',
    });
    expect(chatFr.saveErrorReply('416-555-0134', 'hello@maplestone.example')).toContain(
      'appeler au 416-555-0134 ou nous écrire à hello@maplestone.example',
    );
    const texts = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'function'
          ? texts(value('500 000 $', 'x'))
          : value && typeof value === 'object'
            ? Object.values(value).flatMap(texts)
            : [];
    const english = new Set(texts(chatMessages));
    const same = texts(chatFr).filter((text) => english.has(text));
    // Only the brand's name reads the same in both languages.
    expect(same).toEqual(['Val']);
  });

  it('give the error toasts and failures in French', () => {
    expect(chatErrorToast(429, chatFr).title).toBe('Limite de messages atteinte');
    expect(chatErrorToast(418, chatFr).description).toBe(
      'Le serveur a répondu avec le code 418. Veuillez réessayer.',
    );
    expect(chatFailureMessage('network', chatFr)).toBe(
      'Erreur de connexion réseau. Veuillez vérifier votre connexion Internet.',
    );
    // English stays the default.
    expect(chatErrorToast(429).title).toBe('Rate limit exceeded');
    expect(chatFailureMessage('other')).toBe(chatMessages.sendFailed);
  });

  it('answer an invalid e-mail or phone in French', () => {
    expect(contactProblem([user('mon courriel est marie@exemple')], chatFr)).toBe(chatFr.invalidEmail);
    expect(contactProblem([user('mon numéro de téléphone est 555-12')], chatFr)).toBe(chatFr.invalidPhone);
    expect(contactProblem([user('mon numéro est le 514 555 0199')], chatFr)).toBeNull();
    expect(contactProblem([user('my email is jane@example')])).toBe(chatMessages.invalidEmail);
  });
});
