import type { ChatMessage } from '@maplestone/shared';
import type { Product, Service } from '@maplestone/shared/schemas/content-record';
import { describe, expect, it } from 'vitest';
import { advise } from '../../../functions/src/chat/advisor/answers';
import { topicsOf } from '../../../functions/src/chat/advisor/parse';
import { catalogueContext, systemPrompt } from '../../../functions/src/chat/prompt';
import type { ChatCatalogue } from '../../../functions/src/chat/provider';
import { plain } from '../../support/french';

const product = (name: string, description: string, fr: Product['fr'] = null): Product => ({
  id: `product-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  description,
  content: null,
  price: null,
  image_url: null,
  fr,
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: null,
});

const service = (name: string, description: string, fr: Service['fr'] = null): Service => ({
  id: `service-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  description,
  content: null,
  features: ['Compare lenders'],
  image_url: null,
  fr,
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: null,
});

const FIXED = product(
  'Fixed-Rate Mortgage',
  'Lock your rate for 1 to 10 years and know every payment in advance.',
  {
    name: 'Prêt hypothécaire à taux fixe',
    description: 'Bloquez votre taux de 1 à 10 ans et connaissez chaque versement d’avance.',
  },
);
// No French yet: its English stands in, said to be English.
const HELOC = product(
  'Home Equity Line of Credit',
  'Borrow against your home equity at prime-based rates, only when you need it.',
);
const RENEWALS = service('Mortgage Renewals', 'Do not just sign your bank’s renewal letter: compare first.', {
  name: 'Renouvellement hypothécaire',
  description: 'Ne signez pas la lettre de renouvellement de votre banque sans comparer.',
});

const CATALOGUE: ChatCatalogue = { products: [FIXED, HELOC], services: [RENEWALS] };

const user = (content: string): ChatMessage => ({ role: 'user', content });
const askFr = (text: string, catalogue = CATALOGUE) =>
  plain(advise({ messages: [user(text)], rates: [], catalogue, lead: { kind: 'none' }, language: 'fr' }));
const askEn = (text: string, catalogue = CATALOGUE) =>
  advise({ messages: [user(text)], rates: [], catalogue, lead: { kind: 'none' } });

describe("Val's model prompt: our products and services (issue 37)", () => {
  it('gives a French conversation the French name and description, not the English, where there is French', () => {
    const prompt = plain(systemPrompt([], { language: 'fr', catalogue: CATALOGUE }));
    expect(prompt).toContain('Nos produits et services :');
    expect(prompt).toContain(
      '- Prêt hypothécaire à taux fixe : Bloquez votre taux de 1 à 10 ans et connaissez chaque versement d’avance.',
    );
    expect(prompt).toContain(
      '- Renouvellement hypothécaire : Ne signez pas la lettre de renouvellement de votre banque sans comparer.',
    );
    expect(prompt).not.toContain('Fixed-Rate Mortgage');
    expect(prompt).not.toContain('Lock your rate');
    expect(prompt).not.toContain('Mortgage Renewals');
    expect(prompt).toContain('Produits (/fr/produits) :');
    expect(prompt).toContain('Services hypothécaires (/fr/services) :');
  });

  it('marks an English name (and description) shown for want of French, and tells the model so', () => {
    const prompt = plain(systemPrompt([], { language: 'fr', catalogue: CATALOGUE }));
    expect(prompt).toContain(
      '- Home Equity Line of Credit (nom anglais) : Borrow against your home equity at prime-based rates, only when you need it. (description en anglais)',
    );
    expect(prompt).toContain('A name marked "(nom anglais)" has no French name yet');
    // A French name with no French description: the name is French, the description marked English.
    const half = product('Mortgage Protection Plan', 'Life and disability coverage.', {
      name: 'Assurance prêt hypothécaire vie et invalidité',
    });
    expect(plain(catalogueContext({ products: [half], services: [] }, 'fr'))).toBe(
      'Produits (/fr/produits) :\n- Assurance prêt hypothécaire vie et invalidité : Life and disability coverage. (description en anglais)',
    );
  });

  it('gives an English conversation the English words, unmarked', () => {
    const prompt = systemPrompt([], { catalogue: CATALOGUE });
    expect(prompt).toContain('Our products and services:');
    expect(catalogueContext(CATALOGUE)).toBe(
      [
        'Products (/products):',
        '- Fixed-Rate Mortgage: Lock your rate for 1 to 10 years and know every payment in advance.',
        '- Home Equity Line of Credit: Borrow against your home equity at prime-based rates, only when you need it.',
        'Mortgage services (/services):',
        '- Mortgage Renewals: Do not just sign your bank’s renewal letter: compare first.',
      ].join('\n'),
    );
    expect(prompt).not.toContain('nom anglais');
    expect(prompt).not.toContain('Prêt hypothécaire à taux fixe');
  });

  it('keeps the section short: descriptions cut to about 300 characters, the list capped', () => {
    const long = product('Long', `${'word '.repeat(200)}end`);
    const many = Array.from({ length: 25 }, (_, i) => service(`Service ${i + 1}`, 'What it does.'));
    const context = catalogueContext({ products: [long], services: many });
    const longLine = context.split('\n').find((line) => line.startsWith('- Long'))!;
    expect(longLine.length).toBeLessThanOrEqual(310);
    expect(longLine.endsWith('…')).toBe(true);
    expect(context).toContain('- Service 20: What it does.');
    expect(context).not.toContain('Service 21');
    expect(context).toContain('- and 5 more');
  });

  it('says there are none when the catalogue is empty or absent', () => {
    expect(systemPrompt([])).toContain(
      'No products or services are listed right now (see /products and /services).',
    );
    expect(catalogueContext({ products: [], services: [] }, 'fr')).toBe(
      'Aucun produit ni service n’est affiché en ce moment (voir /fr/produits et /fr/services).',
    );
  });
});

describe('the offline advisor on our products and services (issue 37)', () => {
  it.each([
    ['What products do you offer?', 'catalogue'],
    ['What services do you provide?', 'catalogue'],
    ['Do you offer a HELOC?', 'catalogue'],
    ['Quels produits offrez-vous ?', 'catalogue'],
    ['Avez-vous une marge de crédit hypothécaire?', 'catalogue'],
    ['Quels services proposez-vous?', 'catalogue'],
    // Unchanged: a rate question, a renewal, making an offer on a home.
    ['What is the best 5 year fixed rate in Ontario?', 'rates'],
    ['Can I renew early?', 'renewal'],
    ['What is the minimum down payment before I make an offer?', 'minimum-down'],
  ])('%s → %s', (text, topic) => {
    expect(topicsOf(text)[0]).toBe(topic);
  });

  it('lists the French names in French, marks an English one, and links /fr/produits', () => {
    const reply = askFr('Quels produits offrez-vous ?');
    expect(reply).toContain(
      'Nos produits : Prêt hypothécaire à taux fixe et Home Equity Line of Credit (nom anglais).',
    );
    expect(reply).toContain('Vous trouverez le détail de chacun sur notre page Produits (/fr/produits).');
    expect(reply).not.toContain('Fixed-Rate Mortgage');
    expect(reply).not.toContain('/products');
  });

  it('lists both kinds for a general question, with both pages', () => {
    const reply = askFr('Qu’est-ce que vous offrez comme produits et services?');
    expect(reply).toContain('Nos services hypothécaires : Renouvellement hypothécaire.');
    expect(reply).toContain('sur notre page Produits (/fr/produits) et notre page Services (/fr/services).');
  });

  it('lists the English names in English, with the English pages', () => {
    const reply = askEn('What products and services do you offer?');
    expect(reply).toContain('Our products: Fixed-Rate Mortgage and Home Equity Line of Credit.');
    expect(reply).toContain('Our mortgage services: Mortgage Renewals.');
    expect(reply).toContain(
      'You’ll find each one explained on our Products page (/products) and Services page (/services).',
    );
    expect(reply).not.toContain('nom anglais');
    expect(askEn('Which services do you have?')).toContain(
      'Our mortgage services: Mortgage Renewals. You’ll find each one explained on our Services page (/services).',
    );
  });

  it('says what a product named by its common name is ("HELOC", « marge de crédit »)', () => {
    expect(askEn('Do you offer a HELOC?')).toContain(
      'Home Equity Line of Credit: Borrow against your home equity at prime-based rates, only when you need it.',
    );
    expect(askFr('Avez-vous une marge de crédit?')).toContain(
      'Home Equity Line of Credit (nom anglais) : Borrow against your home equity at prime-based rates, only when you need it. (description en anglais)',
    );
  });

  it('points to the pages when it cannot see the list', () => {
    expect(askFr('Quels produits offrez-vous ?', { products: [], services: [] })).toContain(
      'vous les trouverez sur nos pages Produits (/fr/produits) et Services (/fr/services)',
    );
    expect(
      advise({ messages: [user('What products do you offer?')], rates: [], lead: { kind: 'none' } }),
    ).toContain('Products page (/products) and Services page (/services)');
  });
});
