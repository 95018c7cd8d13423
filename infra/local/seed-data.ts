import { type LenderType, MANUAL_RATE_SOURCE, PROVINCES, type ProvinceCode } from '@maplestone/shared';
import { BANK_OF_CANADA_SOURCE_URL } from '../../functions/src/services/rates-scrape/sources';

/**
 * Demo data for the local stack: what a visitor, an agent and a super admin see on a fresh start.
 * Ids are fixed so seeding is idempotent and tests can name things.
 */
export const DEMO_USERS = [
  { email: 'superadmin@example.com', group: 'super_admin', fullName: 'Alex Morgan', agentId: null },
  { email: 'admin@example.com', group: 'admin', fullName: 'Priya Patel', agentId: 'agent-priya-patel' },
  { email: 'agent1@example.com', group: 'agent', fullName: 'Sarah Chen', agentId: 'agent-sarah-chen' },
  { email: 'agent2@example.com', group: 'agent', fullName: 'Marc Tremblay', agentId: 'agent-marc-tremblay' },
] as const;

const calendly = (slug: string) => `https://calendly.com/maplestone-${slug}`;

export const SEED_AGENTS = [
  {
    id: 'agent-sarah-chen',
    name: 'Sarah Chen',
    email: 'agent1@example.com',
    phone: '(416) 555-0142',
    profile_slug: 'sarahchen',
    bio: 'Sarah has helped more than 600 Ontario families buy, renew and refinance since 2011. She specialises in first-time buyers and self-employed borrowers, and will shop your mortgage across 40+ lenders.',
    calendly_link: calendly('sarah'),
    social_links: {
      facebook: 'https://facebook.com/sarahchenmortgages',
      instagram: 'https://instagram.com/sarahchenmortgages',
      linkedin: 'https://linkedin.com/in/sarahchenmortgages',
      website: 'https://sarahchen.example',
    },
    application_links: { apply: 'https://apply.maplestone.example/sarahchen' },
    seo_settings: {
      meta_title: 'Sarah Chen, Toronto Mortgage Broker | Maplestone',
      meta_description:
        'First-time buyer and self-employed mortgage specialist in Toronto. Compare rates from 40+ lenders.',
      meta_keywords: 'toronto mortgage broker, first-time buyer',
    },
    // Her bio and SEO in French too (issue 37); the other agents are in English only, so the fallback shows.
    fr: {
      bio: 'Depuis 2011, Sarah a aidé plus de 600 familles ontariennes à acheter, à renouveler et à refinancer. Elle se spécialise auprès des premiers acheteurs et des travailleurs autonomes, et magasine votre prêt hypothécaire auprès de plus de 40 prêteurs.',
      seo_settings: {
        meta_title: 'Sarah Chen, courtière hypothécaire à Toronto',
        meta_description:
          'Spécialiste des premiers acheteurs et des travailleurs autonomes à Toronto. Comparez les taux de plus de 40 prêteurs.',
        meta_keywords: 'courtier hypothécaire toronto, premier acheteur',
      },
    },
    contact_details: { address: '181 Bay Street, Suite 2200, Toronto, ON M5J 2T3' },
    crm_email: 'sarah.crm@maplestone.example',
    is_active: true,
    created_at: '2024-01-15T14:00:00.000Z',
  },
  {
    id: 'agent-marc-tremblay',
    name: 'Marc Tremblay',
    email: 'agent2@example.com',
    phone: '(514) 555-0187',
    profile_slug: 'marctremblay',
    bio: 'Bilingual broker serving Montréal and the South Shore. Marc focuses on renewals, refinancing and debt consolidation, and explains every option in plain language, en français ou en anglais.',
    calendly_link: calendly('marc'),
    social_links: {
      facebook: 'https://facebook.com/marctremblayhypotheque',
      youtube: 'https://youtube.com/@marctremblay',
      website: 'https://marctremblay.example',
    },
    application_links: { apply: 'https://apply.maplestone.example/marctremblay' },
    seo_settings: {
      meta_title: 'Marc Tremblay, Montréal Mortgage Broker',
      meta_description: 'Renewals, refinancing and debt consolidation in Montréal, in English or French.',
    },
    contact_details: { address: '1250 René-Lévesque Blvd W, Montréal, QC H3B 4W8' },
    crm_email: null,
    is_active: true,
    created_at: '2024-03-02T15:30:00.000Z',
  },
  {
    id: 'agent-priya-patel',
    name: 'Priya Patel',
    email: 'admin@example.com',
    phone: '(604) 555-0110',
    profile_slug: 'priyapatel',
    bio: 'Priya leads our British Columbia team. Investment properties, new builds and pre-approvals for Lower Mainland buyers are her daily work.',
    calendly_link: calendly('priya'),
    social_links: {
      instagram: 'https://instagram.com/priyapatelmortgages',
      linkedin: 'https://linkedin.com/in/priyapatelmortgages',
    },
    application_links: {},
    seo_settings: {},
    contact_details: { address: '1055 West Georgia Street, Vancouver, BC V6E 3P3' },
    crm_email: null,
    is_active: true,
    created_at: '2024-05-20T17:45:00.000Z',
  },
  {
    id: 'agent-daniel-wright',
    name: 'Daniel Wright',
    email: 'daniel.wright@example.com',
    phone: '(403) 555-0199',
    profile_slug: 'danielwright',
    bio: 'On leave.',
    calendly_link: null,
    social_links: {},
    application_links: {},
    seo_settings: {},
    contact_details: { address: 'Calgary, AB' },
    crm_email: null,
    is_active: false,
    created_at: '2023-11-01T12:00:00.000Z',
  },
] as const;

const NATIONAL = {
  fixed: { '1 year': [6.09, 4.79], '3 year': [6.05, 4.14], '5 year': [6.09, 3.94], '7 year': [6.4, 4.29] },
  variable: { '1 year': [5.45, 4.6], '3 year': [5.45, 4.1], '5 year': [5.45, 3.85], '7 year': [5.45, 4.35] },
} as const;

/** How far each province's our_rate sits from National (competition differs by market). */
const PROVINCE_SPREAD: Record<ProvinceCode, number> = {
  ON: -0.05,
  BC: -0.03,
  AB: 0,
  QC: 0.02,
  MB: 0.05,
  SK: 0.05,
  NS: 0.08,
  NB: 0.08,
  NL: 0.1,
  PE: 0.1,
  NT: 0.15,
  NU: 0.15,
  YT: 0.15,
};
/** The territories carry fixed rates only, so their variable view falls back to National. */
const FIXED_ONLY = new Set<string>(['NT', 'NU', 'YT']);
/** The National rates the nightly Bank of Canada scrape maintains (posted 1-, 3-, 5-year and prime). */
const SCRAPED_NATIONAL = new Set(['fixed 1 year', 'fixed 3 year', 'fixed 5 year', 'variable 5 year']);

/**
 * Those rates carry the scrape's own source address, so a scrape updates them in place; every other rate is
 * the brokerage's own number, entered by hand, which the scrape never overwrites.
 */
const sourceOf = (region: string, rateType: string, term: string) =>
  region === 'National' && SCRAPED_NATIONAL.has(`${rateType} ${term}`)
    ? BANK_OF_CANADA_SOURCE_URL
    : MANUAL_RATE_SOURCE;

export function seedRates(scrapedAt: string) {
  const rows = [];
  for (const region of [{ code: 'National', name: 'National' } as const, ...PROVINCES]) {
    for (const rateType of ['fixed', 'variable'] as const) {
      if (rateType === 'variable' && FIXED_ONLY.has(region.code)) continue;
      for (const [term, [posted, ours]] of Object.entries(NATIONAL[rateType])) {
        const spread = region.code === 'National' ? 0 : PROVINCE_SPREAD[region.code];
        rows.push({
          id: `rate-${region.code.toLowerCase()}-${rateType}-${term.split(' ')[0]}y`,
          term,
          rate_type: rateType,
          province: region.name,
          posted_rate: posted,
          our_rate: Math.round((ours + spread) * 100) / 100,
          mortgage_type: 'Conventional' as const,
          source_url: sourceOf(region.code, rateType, term),
          is_active: true,
          scraped_at: scrapedAt,
        });
      }
    }
  }
  return rows;
}

export const SEED_LENDERS = [
  ['RBC Royal Bank', 'A Lender', 1],
  ['TD Bank', 'a_lender', 2],
  ['Scotiabank', 'A Lender', 3],
  ['BMO', 'A Lender', 4],
  ['CIBC', 'a_lender', 5],
  ['National Bank', 'A Lender', 6],
  ['Desjardins', 'A Lender', 7],
  ['First National', 'A Lender', 8],
  ['MCAP', 'a_lender', 9],
  ['Manulife Bank', 'A Lender', 10],
  ['Home Trust', 'Alternate Lender', 20],
  ['Equitable Bank', 'alternate_lender', 21],
  ['B2B Bank', 'Alternate Lender', 22],
  ['Haventree Bank', 'Alternate Lender', 23],
  ['CMLS Financial', 'alternate_lender', 24],
  ['Old Dominion Trust', 'A Lender', 99],
].map(([name, type, order], index) => ({
  id: `lender-${String(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`,
  name: String(name),
  type: type as LenderType,
  display_order: Number(order),
  logo_url: null,
  // The last one is retired, to show that inactive lenders stay off the site.
  is_active: index !== 15,
}));

export const SEED_PRODUCTS = [
  {
    id: 'product-fixed-rate-mortgage',
    name: 'Fixed-Rate Mortgage',
    description: 'Lock your rate for 1 to 10 years and know every payment in advance.',
    content:
      'A fixed-rate mortgage keeps your interest rate, and so your payment, the same for the whole term.\n\nBest for: households on a budget, first-time buyers, anyone who sleeps better with certainty.\n\nWe compare fixed rates from more than 40 lenders, including prepayment privileges and penalty terms, not just the headline rate.',
    price: null,
    image_url: null,
    created_at: '2024-01-10T12:00:00.000Z',
  },
  {
    id: 'product-heloc',
    name: 'Home Equity Line of Credit',
    description: 'Borrow against your home equity at prime-based rates, only when you need it.',
    content:
      'A HELOC lets you borrow up to 65% of your home value, combined with your mortgage up to 80%.\n\nPay interest only on what you use. Ideal for renovations, education or an emergency fund.',
    price: null,
    image_url: null,
    // In French too (issue 37); the other products are in English only, so the fallback shows.
    fr: {
      name: 'Marge de crédit hypothécaire',
      description:
        'Empruntez sur la valeur nette de votre propriété, à un taux fondé sur le taux préférentiel, seulement au besoin.',
      content:
        'Une marge de crédit hypothécaire vous permet d’emprunter jusqu’à 65\u00a0% de la valeur de votre propriété, et jusqu’à 80\u00a0% avec votre prêt hypothécaire.\n\nVous ne payez des intérêts que sur ce que vous utilisez. Idéale pour des rénovations, des études ou un fonds d’urgence.',
    },
    created_at: '2024-01-11T12:00:00.000Z',
  },
  {
    id: 'product-mortgage-protection',
    name: 'Mortgage Protection Plan',
    description: 'Life and disability coverage that pays your mortgage if the unexpected happens.',
    content:
      'Coverage from a licensed insurer, underwritten at application, portable if you switch lenders.\n\nPremiums from $29.99 a month for a $400,000 mortgage (age 35, non-smoker).',
    price: 29.99,
    image_url: null,
    created_at: '2024-01-12T12:00:00.000Z',
  },
];

export const SEED_SERVICES = [
  {
    id: 'service-purchase',
    name: 'Purchase Mortgages',
    description: 'From pre-approval to closing day, for your first home or your next one.',
    content:
      'We get you pre-approved, hold a rate for up to 120 days, and handle the lender paperwork so you can focus on finding the right home.',
    features: [
      'Rate holds up to 120 days',
      'Pre-approval in 24 hours',
      'First-time buyer incentives explained',
    ],
    image_url: null,
    // In French too (issue 37); the other services are in English only, so the fallback shows.
    fr: {
      name: 'Prêts hypothécaires à l’achat',
      description:
        'De la préautorisation au jour de la clôture, pour votre première propriété ou la suivante.',
      content:
        'Nous obtenons votre préautorisation, garantissons un taux jusqu’à 120 jours et nous occupons des formalités auprès du prêteur pour que vous puissiez vous concentrer sur la bonne propriété.',
      features: [
        'Taux garanti jusqu’à 120 jours',
        'Préautorisation en 24 heures',
        'Les mesures pour les premiers acheteurs expliquées',
      ],
    },
    created_at: '2024-01-10T12:00:00.000Z',
  },
  {
    id: 'service-renewal',
    name: 'Mortgage Renewals',
    description: 'Do not just sign your bank’s renewal letter: compare first.',
    content:
      'Most borrowers renew with their lender without negotiating. We start 120 days before maturity and shop your renewal across our lenders, at no cost to you.',
    features: [
      'Start 120 days before maturity',
      'No cost switch for qualified borrowers',
      'Side-by-side offer comparison',
    ],
    image_url: null,
    created_at: '2024-01-11T12:00:00.000Z',
  },
  {
    id: 'service-refinance',
    name: 'Refinancing & Debt Consolidation',
    description: 'Use your home equity to pay off high-interest debt and lower your monthly costs.',
    content:
      'Refinance up to 80% of your home value to consolidate credit cards and loans into one lower payment.',
    features: ['Up to 80% of home value', 'One payment instead of many', 'Break-even analysis on penalties'],
    image_url: null,
    created_at: '2024-01-12T12:00:00.000Z',
  },
];

export const SEED_POSTS = [
  {
    id: 'post-renewal-2026',
    slug: 'renewing-your-mortgage-in-2026',
    title: 'Renewing your mortgage in 2026: what to do 120 days out',
    excerpt: 'Your renewal letter is an opening offer. Here is how to get a better one.',
    content:
      'Hundreds of thousands of Canadian mortgages renew this year.\n\nStart early: most lenders will hold a rate for 120 days before your maturity date.\n\nCompare: your current lender’s first renewal offer is rarely its best.\n\nDecide on term and type with your plans in mind, not only the rate.',
    agent_id: 'agent-sarah-chen',
    is_published: true,
    published_at: '2026-10-28T13:00:00.000Z',
    featured_image_url: null,
    // Written in both languages (issue 37): its French page is /fr/blogue/renouveler-son-hypotheque-en-2026. The
    // other posts are in English only, so they have no French page.
    fr: {
      title: 'Renouveler son hypothèque en 2026\u00a0: que faire 120 jours avant l’échéance',
      slug: 'renouveler-son-hypotheque-en-2026',
      excerpt: 'Votre avis de renouvellement est une première offre. Voici comment en obtenir une meilleure.',
      content:
        'Des centaines de milliers de prêts hypothécaires canadiens arrivent à échéance cette année.\n\nCommencez tôt\u00a0: la plupart des prêteurs garantissent un taux 120 jours avant l’échéance.\n\nComparez\u00a0: la première offre de renouvellement de votre prêteur est rarement sa meilleure.\n\nChoisissez le terme et le type de taux selon vos projets, pas seulement selon le taux.',
      seo_settings: {
        description: 'Votre avis de renouvellement est une première offre\u00a0: comparez avant de signer.',
      },
    },
  },
  {
    id: 'post-fixed-vs-variable',
    slug: 'fixed-or-variable-in-a-falling-rate-market',
    title: 'Fixed or variable in a falling-rate market?',
    excerpt: 'Variable rates follow prime; fixed rates follow bond yields. Here is what that means for you.',
    content:
      'Variable rates move with the Bank of Canada’s policy rate.\n\nFixed rates follow five-year Government of Canada bond yields.\n\nIf you value certainty, fixed still wins. If you can absorb a payment change, variable has historically cost less.',
    agent_id: 'agent-marc-tremblay',
    is_published: true,
    published_at: '2026-11-12T14:30:00.000Z',
    featured_image_url: null,
  },
  {
    id: 'post-first-time-buyer-bc',
    slug: 'first-time-buyer-programs-in-bc',
    title: 'First-time buyer programs in British Columbia',
    excerpt: null,
    content:
      'BC first-time buyers may be exempt from property transfer tax on homes up to $500,000, with a partial exemption up to $835,000.\n\nThe federal First Home Savings Account lets you save $8,000 a year, tax-free, up to $40,000.',
    agent_id: 'agent-priya-patel',
    is_published: true,
    published_at: '2026-09-03T16:00:00.000Z',
    featured_image_url: null,
  },
  {
    id: 'post-draft-stress-test',
    slug: 'the-stress-test-explained',
    title: 'The stress test, explained',
    excerpt: 'Draft: why you qualify at a higher rate than you pay.',
    content: 'Work in progress.',
    agent_id: 'agent-sarah-chen',
    is_published: false,
    published_at: null,
    featured_image_url: null,
  },
];

/** admin_id is filled with the super admin's user id at seeding time. */
export const SEED_TESTIMONIALS = [
  {
    id: 'testimonial-admin-1',
    client_name: 'Jennifer & Tom K.',
    content:
      'We were turned down by our bank. Maplestone found us a lender in a week and saved us $210 a month.',
    rating: 5,
    agent_id: null,
    author: 'admin',
    is_approved: true,
    created_at: '2026-10-02T12:00:00.000Z',
  },
  {
    id: 'testimonial-admin-2',
    client_name: 'Ravi S.',
    content: 'Clear answers, no pressure, and a better renewal rate than my bank offered. Highly recommend.',
    rating: 5,
    agent_id: null,
    author: 'admin',
    is_approved: true,
    created_at: '2026-10-20T12:00:00.000Z',
  },
  {
    id: 'testimonial-admin-3',
    client_name: 'Émilie B.',
    content: 'Our first home! The team explained every step of the pre-approval.',
    rating: 4,
    agent_id: null,
    author: 'admin',
    is_approved: true,
    created_at: '2026-11-05T12:00:00.000Z',
  },
  {
    id: 'testimonial-sarah-1',
    client_name: 'Michael O.',
    content: 'Sarah got us approved as self-employed when two banks would not. Thank you!',
    rating: 5,
    agent_id: 'agent-sarah-chen',
    author: 'agent',
    is_approved: true,
    created_at: '2026-08-14T12:00:00.000Z',
  },
  {
    id: 'testimonial-sarah-2',
    client_name: 'Linda W.',
    content: 'Fast, friendly and always reachable.',
    rating: 5,
    agent_id: 'agent-sarah-chen',
    author: 'agent',
    is_approved: true,
    created_at: '2026-09-21T12:00:00.000Z',
  },
  {
    id: 'testimonial-sarah-3',
    client_name: 'Pending P.',
    content: 'Waiting for approval: this one should not appear publicly yet.',
    rating: 4,
    agent_id: 'agent-sarah-chen',
    author: 'agent',
    is_approved: false,
    created_at: '2026-11-18T12:00:00.000Z',
  },
  {
    id: 'testimonial-marc-1',
    client_name: 'Sophie L.',
    content: 'Marc a renégocié notre renouvellement et nous a fait économiser des milliers de dollars.',
    rating: 5,
    agent_id: 'agent-marc-tremblay',
    author: 'agent',
    is_approved: true,
    created_at: '2026-07-30T12:00:00.000Z',
  },
] as const;
