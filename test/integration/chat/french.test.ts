import { randomUUID } from 'node:crypto';
import { type ChatMessage, chatMessages } from '@maplestone/shared';
import { chatFr } from '@maplestone/shared/i18n/fr/chat';
import type { Locale } from '@maplestone/shared/i18n/locale';
import { describe, expect, it } from 'vitest';
import { chatLeadId } from '../../../functions/src/chat/leads';
import { leads } from '../../../functions/src/data/repositories/leads';
import { products } from '../../../functions/src/data/repositories/products';
import { streamChat } from '../../../web/src/features/chat/api/stream-chat';
import { GREETING, greetingIn } from '../../../web/src/features/chat/constants';
import { plain } from '../../support/french';
import { apiUrl } from '../../support/http';
import { visitor } from './support';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });
const GREETING_FR = greetingIn(chatFr);

/** One turn as the widget takes it, on a page of this language (none: an older widget that does not say). */
async function turn(
  history: ChatMessage[],
  options: { language?: Locale; conversationId?: string; headers?: Record<string, string> } = {},
) {
  const leadSignals: string[] = [];
  const result = await streamChat({
    url: apiUrl('/api/chat'),
    messages: history,
    language: options.language,
    conversationId: options.conversationId,
    headers: options.headers ?? visitor(),
    onLead: (outcome) => leadSignals.push(outcome),
  });
  return { ...result, leadSignals, history: [...history, assistant(result.reply)] };
}

describe('Val in French over the local stack (issue 20, offline advisor)', () => {
  it('answers a French page in French, from the live rates, in fr-CA figures', async () => {
    const { reply } = await turn([GREETING_FR, user('Quel est le meilleur taux fixe de 5 ans au Québec?')], {
      language: 'fr',
    });
    // The seeded Quebec 5-year fixed: National's 3.94 % and Quebec's spread.
    expect(plain(reply)).toContain('Notre meilleur taux fixe de 5 ans au Québec aujourd’hui est de 3,96 %.');
    expect(plain(reply)).toContain('un prêt hypothécaire de 500 000 $ à 3,96 % amorti sur 25 ans');
    expect(reply).toContain(
      'indiquez simplement votre nom et une adresse courriel ou un numéro de téléphone',
    );

    // A French page stays French, whatever the visitor writes.
    const english = await turn([GREETING_FR, user('What is the minimum down payment on a $700,000 home?')], {
      language: 'fr',
    });
    expect(plain(english.reply)).toContain('la mise de fonds minimale est de 45 000 $');
  });

  it('answers French words in French on an English page too, and English ones in English', async () => {
    const french = await turn(
      [
        GREETING,
        user('Bonjour! Combien coûte l’assurance SCHL sur 500 000 $ avec 50 000 $ de mise de fonds?'),
      ],
      {
        language: 'en',
      },
    );
    expect(plain(french.reply)).toContain(
      'la prime de la SCHL est de 3,10 % du prêt de 450 000 $ : 13 950,00 $',
    );
    const english = await turn([GREETING, user('What is the best 5 year fixed rate in Ontario?')], {
      language: 'en',
    });
    expect(english.reply).toContain('Our best 5-year fixed rate in Ontario today is 3.89%');
  });

  it("saves a French conversation's lead with language fr once the visitor gives a name and an e-mail", async () => {
    const headers = visitor();
    const email = `marie.tremblay.${randomUUID().slice(0, 8)}@example.com`;
    const one = await turn([GREETING_FR, user('Quel est le meilleur taux variable de 5 ans au Québec?')], {
      language: 'fr',
      headers,
    });
    const conversationId = one.conversationId!;
    expect(one.leadSignals).toEqual([]);

    const two = await turn([...one.history, user(`Je m’appelle Marie Tremblay, ${email}`)], {
      language: 'fr',
      conversationId,
      headers,
    });
    expect(two.leadSignals).toEqual(['saved']);
    expect(plain(two.reply)).toContain(
      `Merci, Marie! J’ai transmis vos coordonnées à notre équipe, et un courtier communiquera avec vous sous peu à ${email}.`,
    );
    expect(await leads.get(chatLeadId(conversationId))).toMatchObject({
      type: 'application',
      source: 'AI Chatbot',
      status: 'new',
      client_name: 'Marie Tremblay',
      client_email: email,
      language: 'fr',
    });
  });

  it("saves an English conversation's lead with language en", async () => {
    const headers = visitor();
    const email = `jane.${randomUUID().slice(0, 8)}@example.com`;
    const one = await turn([GREETING, user(`My name is Jane Doe, ${email}`)], { language: 'en', headers });
    expect(one.leadSignals).toEqual(['saved']);
    expect(await leads.get(chatLeadId(one.conversationId!))).toMatchObject({
      client_email: email,
      language: 'en',
    });
  });

  it("answers an invalid e-mail in the conversation's language and saves nothing", async () => {
    const french = await turn([GREETING_FR, user('Mon courriel est marie@exemple')], { language: 'fr' });
    expect(french.reply).toBe(chatFr.invalidEmail);
    expect(await leads.get(chatLeadId(french.conversationId!))).toBeUndefined();
    const english = await turn([GREETING, user('My email is jane@example')], { language: 'en' });
    expect(english.reply).toBe(chatMessages.invalidEmail);
  });

  it('names our products from the table: French names in French, English ones in English (issue 37)', async () => {
    const tag = randomUUID().slice(0, 6);
    const id = `product-chat-${tag}`;
    await products.create({
      id,
      name: `Cashback Mortgage ${tag}`,
      description: 'Cash at closing.',
      content: null,
      price: null,
      image_url: null,
      fr: { name: `Prêt hypothécaire avec remise ${tag}`, description: 'De l’argent à la clôture.' },
      created_at: '2031-01-01T00:00:00.000Z',
    });
    try {
      const french = plain(
        (await turn([GREETING_FR, user('Quels produits offrez-vous ?')], { language: 'fr' })).reply,
      );
      expect(french).toContain('Nos produits : ');
      expect(french).toContain(`Prêt hypothécaire avec remise ${tag}`);
      expect(french).not.toContain(`Cashback Mortgage ${tag}`);
      expect(french).toContain('notre page Produits (/fr/produits)');
      const english = (await turn([GREETING, user('What products do you offer?')], { language: 'en' })).reply;
      expect(english).toContain(`Cashback Mortgage ${tag}`);
      expect(english).toContain('Home Equity Line of Credit');
      expect(english).toContain('Products page (/products)');
    } finally {
      await products.remove(id);
    }
  });
});
