import type { ChatMessage } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';
import { advise } from '../../../functions/src/chat/advisor/answers';
import { advisorEn } from '../../../functions/src/chat/advisor/answers-en';
import { advisorFr } from '../../../functions/src/chat/advisor/answers-fr';
import {
  findAmounts,
  findProvinceIn,
  parseQuestion,
  topicsOf,
} from '../../../functions/src/chat/advisor/parse';
import { minimumDownPaymentRule } from '../../../functions/src/chat/facts';
import { FRENCH_INSTRUCTION, ratesContext, systemPrompt } from '../../../functions/src/chat/prompt';
import { plain } from '../../support/french';
import { rateRow } from './support';

const RATES = [
  rateRow('Quebec', 'fixed', '1 year', 5.09),
  rateRow('Quebec', 'fixed', '3 year', 4.89),
  rateRow('Quebec', 'fixed', '5 year', 4.74),
  rateRow('Quebec', 'variable', '5 year', 4.95, { posted_rate: 5.45 }),
  rateRow('Ontario', 'fixed', '5 year', 3.89),
  rateRow('Ontario', 'variable', '5 year', 3.8, { posted_rate: 5.45 }),
  rateRow('National', 'fixed', '5 year', 3.94),
  rateRow('National', 'variable', '5 year', 3.85, { posted_rate: 5.45 }),
];

const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });
const NBSP = '\u00a0';

const askFr = (...messages: ChatMessage[]) =>
  plain(advise({ messages, rates: RATES, lead: { kind: 'none' }, language: 'fr' }));
const askEn = (...messages: ChatMessage[]) => advise({ messages, rates: RATES, lead: { kind: 'none' } });

describe('the offline advisor in French (issue 20)', () => {
  it('answers the best 5-year fixed in Quebec from the live rates, formatted fr-CA', () => {
    const reply = askFr(user('Quel est le meilleur taux fixe de 5 ans au Québec?'));
    expect(reply).toContain('Notre meilleur taux fixe de 5 ans au Québec aujourd’hui est de 4,74 %.');
    expect(reply).toContain('C’est 1,35 point de moins que le taux affiché des banques (6,09 %).');
    // The same shared math as in English: the example payment and the stress test's rate.
    const english = askEn(user('What is the best 5 year fixed rate in Quebec?'));
    expect(english).toContain('Our best 5-year fixed rate in Quebec today is 4.74%.');
    expect(english).toContain('about $2,834.47 a month');
    expect(reply).toContain(
      'un prêt hypothécaire de 500 000 $ à 4,74 % amorti sur 25 ans coûte environ 2 834,47 $ par mois',
    );
    expect(reply).toContain('le taux de 6,74 % (la simulation de crise)');
    expect(reply).toContain(
      'indiquez simplement votre nom et une adresse courriel ou un numéro de téléphone',
    );
  });

  it('follows up in context ("Et le variable?")', () => {
    const first = user('Quel est le meilleur taux fixe de 5 ans au Québec?');
    expect(askFr(first, assistant('…'), user('Et le variable?'))).toContain(
      'Notre meilleur taux variable de 5 ans au Québec aujourd’hui est de 4,95 %.',
    );
  });

  it.each([
    [
      'Quel serait mon versement mensuel sur 400 000 $ à 5 % sur 25 ans?',
      ['Un prêt hypothécaire de 400 000 $ à 5,00 %, amorti sur 25 ans, coûte environ 2 326,42 $ par mois'],
    ],
    [
      'Quelle est la mise de fonds minimale pour une maison de 700 000 $?',
      [
        'Pour une maison de 700 000 $, la mise de fonds minimale est de 45 000 $ : 5 % de 500 000 $ (25 000 $) plus 10 % des 200 000 $ restants (20 000 $).',
      ],
    ],
    [
      'Combien coûte l’assurance SCHL sur une maison de 500 000 $ avec 50 000 $ de mise de fonds au Québec?',
      [
        'la prime de la SCHL est de 3,10 % du prêt de 450 000 $ : 13 950,00 $',
        'Au Québec, vous paieriez aussi 1 255,50 $ de taxe de vente',
      ],
    ],
    [
      'Comment fonctionne la simulation de crise à 3,89 %?',
      [
        'À 3,89 %, votre taux admissible serait de 5,89 %.',
        'votre taux contractuel plus 2 points, ou 5,25 %',
      ],
    ],
    ['Quels documents dois-je fournir?', ['avis de cotisation']],
    ['Comment obtenir une préautorisation?', ['Une préautorisation est un premier examen']],
    [
      'Devrais-je renouveler ou refinancer?',
      ['Renouveler, c’est signer un nouveau terme', 'Refinancer, c’est modifier'],
    ],
    ['Comment parler à un courtier?', ['Vous pouvez joindre nos courtiers au 416-555-0134']],
    ['Combien puis-je emprunter? Je gagne 120 000 $ par année', ['Avec un revenu du ménage de 120 000 $']],
    [
      'Quels sont les taux en Colombie-Britannique?',
      [
        'Nos taux fixes à l’échelle nationale aujourd’hui (taux nationaux; aucun taux publié en Colombie-Britannique) : 5 ans à 3,94 %.',
      ],
    ],
    ['Bonjour', ['Bonjour! Je suis Val, la conseillère hypothécaire de Maplestone Mortgage.']],
  ])('%s', (question, expected) => {
    const reply = askFr(user(question));
    for (const text of expected) expect(reply).toContain(text);
  });

  it('thanks the visitor in French once their details are saved', () => {
    const reply = advise({
      messages: [user("Je m'appelle Marie Tremblay, marie@example.com")],
      rates: RATES,
      lead: {
        kind: 'saved',
        name: 'Marie Tremblay',
        email: 'marie@example.com',
        phone: '(514) 555-0199',
        isNew: true,
      },
      language: 'fr',
    });
    expect(reply).toBe(
      'Merci, Marie! J’ai transmis vos coordonnées à notre équipe, et un courtier communiquera avec vous sous peu à marie@example.com ou au (514) 555-0199. D’ici là, puis-je faire autre chose pour vous?',
    );
  });

  it('after a rate question, thanks for the details without repeating the rate answer (issue 35)', () => {
    const messages = [
      user('What is the best 5 year fixed rate in Ontario?'),
      assistant(askEn(user('What is the best 5 year fixed rate in Ontario?'))),
      user('My name is Robin Tester\nrobin@example.com'),
    ];
    const reply = advise({
      messages,
      rates: RATES,
      lead: { kind: 'saved', name: 'Robin Tester', email: 'robin@example.com', phone: null, isNew: true },
    });
    expect(reply).toContain('Thank you, Robin!');
    expect(reply).not.toContain('3.89%');
    // A follow-up that names a province itself still stays on rates.
    expect(askEn(...messages.slice(0, 2), user('and in Quebec?'))).toContain('4.74%');
  });

  it('asks for contact details once, in either language', () => {
    const asked = askFr(user('Quel est le meilleur taux?'));
    expect(asked).toContain(plain(advisorFr.contactAsk));
    expect(askFr(user('taux?'), assistant(advisorFr.contactAsk), user('Et au Québec?'))).not.toContain(
      plain(advisorFr.contactAsk),
    );
  });

  it('says every English answer in French: the same keys, no English left', () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, inner]) =>
        inner && typeof inner === 'object' && !Array.isArray(inner)
          ? keys(inner).map((k) => `${key}.${k}`)
          : [key],
      );
    expect(keys(advisorFr).sort()).toEqual(keys(advisorEn).sort());
    expect(advisorFr.greeting).not.toBe(advisorEn.greeting);
    expect(advisorFr.documents).not.toBe(advisorEn.documents);
  });
});

describe('the advisor in English is unchanged', () => {
  it('answers as before, with en-CA figures', () => {
    expect(askEn(user('What is the best 5 year fixed rate in Ontario?'))).toContain(
      'Our best 5-year fixed rate in Ontario today is 3.89%.',
    );
    expect(askEn(user('What would my monthly payment be on $400,000 at 5% over 25 years?'))).toContain(
      '$2,326.42 a month',
    );
    expect(askEn(user('How much is CMHC insurance on a $500,000 home with $50,000 down?'))).toContain(
      'the CMHC premium is 3.10% of the $450,000 loan: $13,950.00',
    );
    expect(askEn(user('Hi'))).toBe(advisorEn.greeting);
  });
});

describe('the parser reads French questions', () => {
  it('finds French amounts, percents, terms and amortizations', () => {
    expect(findAmounts('une maison de 500 000 $ avec 50 000 $ de mise de fonds')).toEqual([500_000, 50_000]);
    expect(findAmounts('1,2 million')).toEqual([1_200_000]);
    expect(findAmounts('800 k$')).toEqual([800_000]);
    expect(findAmounts('5 500 and 25 years')).toEqual([]); // English: two numbers, neither an amount
    const q = parseQuestion(
      'versement sur 600 000 $ avec 10 % de mise de fonds à 4,5 % amorti sur 30 ans, terme de 5 ans',
    );
    expect(q).toMatchObject({
      amounts: [600_000],
      downPct: 10,
      ratePct: 4.5,
      amortizationYears: 30,
      term: '5 year',
    });
    expect(parseQuestion('taux fixe de cinq ans').term).toBe('5 year');
    expect(parseQuestion('taux fixe de 2 ans').otherTerm).toBe('2 year');
    expect(parseQuestion('un taux fixe').rateType).toBe('fixed');
  });

  it('finds provinces by their French names', () => {
    expect(findProvinceIn('au Québec')).toBe('Quebec');
    expect(findProvinceIn('en Colombie-Britannique')).toBe('British Columbia');
    expect(findProvinceIn('à l’Île-du-Prince-Édouard')).toBe('Prince Edward Island');
    expect(findProvinceIn('Territoires du Nord-Ouest')).toBe('Northwest Territories');
    expect(findProvinceIn('Nouveau Brunswick')).toBe('New Brunswick');
    expect(findProvinceIn('à Gatineau')).toBe('Quebec');
  });

  it.each([
    ['Quel est le meilleur taux?', 'rates'],
    ['Quel serait mon versement?', 'payment'],
    ['Quelle mise de fonds faut-il?', 'minimum-down'],
    ['Comment fonctionne l’assurance SCHL?', 'insurance'],
    ['La simulation de crise?', 'stress-test'],
    ['Le test de résistance?', 'stress-test'],
    ['Mon renouvellement arrive', 'renewal'],
    ['Je veux une préautorisation', 'preapproval'],
    ['Quels documents?', 'documents'],
    ['Quelle est ma capacité d’emprunt?', 'affordability'],
    ['Je veux parler à un courtier', 'contact'],
    ['Salut', 'greeting'],
    ['Merci', 'thanks'],
  ])('%s → %s', (text, topic) => {
    expect(topicsOf(text)[0]).toBe(topic);
  });
});

describe("Val's model prompt in a French conversation", () => {
  const rates = [rateRow('Quebec', 'fixed', '5 year', 4.74), rateRow('Quebec', 'fixed', '1 year', 5.09)];

  it('tells the model to answer in Canadian French and gives the rates fr-CA', () => {
    const prompt = systemPrompt(rates, { language: 'fr', today: new Date('2026-03-05T17:00:00Z') });
    expect(prompt).toContain(FRENCH_INSTRUCTION);
    expect(prompt).toContain('answer only in Canadian French as written in Quebec');
    expect(prompt).toContain('Today is 5 mars 2026.');
    expect(prompt).toContain(`Québec fixe${NBSP}: 1 an 5,09${NBSP}%, 5 ans 4,74${NBSP}%`);
    expect(plain(prompt)).toContain('the minimum down payment is 5 % des premiers 500 000 $');
  });

  it('stays English for an English conversation', () => {
    const prompt = systemPrompt(rates);
    expect(prompt).not.toContain(FRENCH_INSTRUCTION);
    expect(prompt).toContain('Quebec fixed: 1 year 5.09%, 5 year 4.74%');
    expect(ratesContext(rates)).toBe('Quebec fixed: 1 year 5.09%, 5 year 4.74%');
    expect(ratesContext([], 'fr')).toBe('Aucun taux n’est publié aujourd’hui.');
    expect(minimumDownPaymentRule()).toMatch(/^5% of the first \$500,000/);
  });
});
