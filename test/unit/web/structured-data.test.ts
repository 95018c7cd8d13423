import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brand, openDays } from '@maplestone/shared';
import { peopleContactWords } from '@maplestone/shared/i18n/en/people';
import { french } from '@maplestone/shared/i18n/fr/index';
import { localizedPath } from '@maplestone/shared/i18n/paths';
import { describe, expect, it } from 'vitest';
import { catalogueItemMeta } from '../../../web/src/features/catalogue/page-meta';
import {
  absoluteUrl,
  agentCanonicalPath,
  agentJsonLd,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  brokerageJsonLd,
  jsonLdText,
  productJsonLd,
  serviceJsonLd,
  webPageJsonLd,
  webSiteJsonLd,
} from '../../../web/src/lib/structured-data';
import { graphProblems, type JsonLdNode, missingProperties } from '../../support/structured-data';

const SITE = 'https://www.maplestone.example';
const BROKERAGE_REFERENCE = {
  '@type': 'Organization',
  '@id': 'https://www.maplestone.example/#brokerage',
  name: 'Maplestone Mortgage',
  url: 'https://www.maplestone.example/',
  logo: 'https://www.maplestone.example/logo.png',
};

/** As JSON writes it: undefined fields left out. */
const asJson = (thing: unknown) => JSON.parse(JSON.stringify(thing)) as JsonLdNode;

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(join(import.meta.dirname, '../../../web/public', path));
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('brokerageJsonLd', () => {
  it('is the FinancialService with its Toronto office, phones, hours, logo and FSRA licence', () => {
    expect(brokerageJsonLd(SITE)).toEqual({
      '@type': 'FinancialService',
      '@id': 'https://www.maplestone.example/#brokerage',
      name: 'Maplestone Mortgage',
      legalName: 'Maplestone Mortgage Inc.',
      slogan: 'Connecting Canadians with the best mortgages from the right brokers for over 20 years',
      url: 'https://www.maplestone.example/',
      logo: 'https://www.maplestone.example/logo.png',
      image: 'https://www.maplestone.example/share.png',
      telephone: '+14165550134',
      email: 'hello@maplestone.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '161 Bay Street, Suite 2700',
        addressLocality: 'Toronto',
        addressRegion: 'ON',
        postalCode: 'M5J 2S1',
        addressCountry: 'CA',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '18:00',
        },
      ],
      areaServed: { '@type': 'Country', name: 'Canada' },
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: '+18885550199',
        contactType: 'customer service',
        contactOption: 'TollFree',
        areaServed: 'CA',
      },
      identifier: { '@type': 'PropertyValue', propertyID: 'FSRA licence', value: '13472' },
      hasCredential: {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'license',
        name: 'FSRA Licence #13472',
        recognizedBy: {
          '@type': 'GovernmentOrganization',
          name: 'Financial Services Regulatory Authority of Ontario',
          url: 'https://www.fsrao.ca',
        },
      },
    });
    expect(missingProperties(brokerageJsonLd(SITE))).toEqual([]);
  });

  it('opens the hours /contact states, in both languages (one source: brand.office.hours)', () => {
    const [hours] = brokerageJsonLd(SITE).openingHoursSpecification as { dayOfWeek: string[] }[];
    expect(peopleContactWords.hours(brand.office.hours)).toBe('Monday to Friday, 9 a.m. to 6 p.m. ET');
    expect(french.people.contact.hours(brand.office.hours)).toBe(
      'Du lundi au vendredi, de 9\u00a0h à 18\u00a0h (HE)',
    );
    expect(hours).toMatchObject({ dayOfWeek: openDays(brand.office.hours), opens: '09:00', closes: '18:00' });
  });

  it('takes the tagline of the page’s language', () => {
    expect(brokerageJsonLd(SITE, french.layout.footer.tagline).slogan).toBe(french.layout.footer.tagline);
  });

  it('has a logo Google can show (a PNG of at least 112 × 112) and a 1200 × 630 picture, both in web/public', () => {
    const logo = pngSize(brand.logoPath);
    expect(logo.width).toBeGreaterThanOrEqual(112);
    expect(logo.width).toBe(logo.height);
    expect(pngSize(brand.shareImagePath)).toEqual({ width: 1200, height: 630 });
  });
});

describe('openDays', () => {
  it.each([
    [{ from: 'Monday', to: 'Friday' }, ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
    [{ from: 'Saturday', to: 'Saturday' }, ['Saturday']],
    [{ from: 'Friday', to: 'Monday' }, ['Friday', 'Saturday', 'Sunday', 'Monday']],
  ] as const)('%o → %o', (range, days) => {
    expect(openDays(range)).toEqual(days);
  });
});

describe('the office hours in words', () => {
  it.each([
    [
      { from: 'Monday', to: 'Friday', opens: '09:00', closes: '18:00' },
      'Monday to Friday, 9 a.m. to 6 p.m. ET',
    ],
    [
      { from: 'Tuesday', to: 'Saturday', opens: '08:30', closes: '12:00' },
      'Tuesday to Saturday, 8:30 a.m. to 12 p.m. ET',
    ],
  ] as const)('%o', (hours, english) => {
    expect(peopleContactWords.hours(hours)).toBe(english);
  });

  it('in French, with the 24-hour clock', () => {
    expect(
      french.people.contact.hours({ from: 'Tuesday', to: 'Saturday', opens: '08:30', closes: '12:00' }),
    ).toBe('Du mardi au samedi, de 8\u00a0h\u00a030 à 12\u00a0h (HE)');
  });
});

describe('agentCanonicalPath', () => {
  it.each([
    [{ id: 'agent-sarah-chen', profile_slug: 'sarahchen' }, '/agent/sarahchen'],
    [{ id: 'agent-sarah-chen', profile_slug: null }, '/agents/agent-sarah-chen'],
    [{ id: 'agent-sarah-chen', profile_slug: '' }, '/agents/agent-sarah-chen'],
  ])('%o → %s', (agent, path) => {
    expect(agentCanonicalPath(agent)).toBe(path);
  });
});

describe('agentJsonLd', () => {
  it('is a Person working for the brokerage, with what the agent page shows', () => {
    const person = agentJsonLd(
      SITE,
      {
        name: 'Sarah Chen',
        email: 'sarah@example.com',
        phone: '(416) 555-0142',
        bio: 'Helping first-time buyers across the GTA.',
        headshot_url: 'https://media.example/headshots/sarah.jpg',
        social_links: {
          facebook: 'https://facebook.com/sarah',
          instagram: null,
          website: 'https://sarah.example',
        },
        contact_details: { address: '181 Bay Street, Toronto' },
      },
      '/agent/sarahchen',
    );
    expect(JSON.parse(JSON.stringify(person))).toEqual({
      '@type': 'Person',
      '@id': 'https://www.maplestone.example/agent/sarahchen#person',
      name: 'Sarah Chen',
      jobTitle: 'Mortgage Broker',
      description: 'Helping first-time buyers across the GTA.',
      url: 'https://www.maplestone.example/agent/sarahchen',
      email: 'sarah@example.com',
      telephone: '+14165550142',
      image: 'https://media.example/headshots/sarah.jpg',
      address: '181 Bay Street, Toronto',
      sameAs: ['https://facebook.com/sarah', 'https://sarah.example'],
      worksFor: BROKERAGE_REFERENCE,
    });
    expect(missingProperties(person)).toEqual([]);
  });

  it('says nothing of what the agent has not filled in', () => {
    const person = agentJsonLd(
      SITE,
      { name: 'Marc Tremblay', email: 'marc@example.com' },
      '/agents/agent-marc',
    );
    expect(JSON.parse(JSON.stringify(person))).toEqual({
      '@type': 'Person',
      '@id': 'https://www.maplestone.example/agents/agent-marc#person',
      name: 'Marc Tremblay',
      jobTitle: 'Mortgage Broker',
      url: 'https://www.maplestone.example/agents/agent-marc',
      email: 'marc@example.com',
      worksFor: BROKERAGE_REFERENCE,
    });
  });
});

describe('blogPostingJsonLd', () => {
  const post = {
    title: 'Renewing your mortgage in 2026',
    excerpt: 'What to do 120 days out.',
    featured_image_url: '/uploads/renewal.jpg',
    published_at: '2026-10-28T13:00:00.000Z',
    updated_at: '2026-11-02T09:15:00.000Z',
    created_at: '2026-10-20T10:00:00.000Z',
    author: { name: 'Sarah Chen', path: '/agent/sarahchen' },
  };

  it('has the headline, dates, author, image and the brokerage as publisher', () => {
    expect(JSON.parse(JSON.stringify(blogPostingJsonLd(SITE, post, '/blog/renewing')))).toEqual({
      '@type': 'BlogPosting',
      '@id': 'https://www.maplestone.example/blog/renewing#post',
      headline: 'Renewing your mortgage in 2026',
      description: 'What to do 120 days out.',
      url: 'https://www.maplestone.example/blog/renewing',
      mainEntityOfPage: 'https://www.maplestone.example/blog/renewing',
      datePublished: '2026-10-28T13:00:00.000Z',
      dateModified: '2026-11-02T09:15:00.000Z',
      image: 'https://www.maplestone.example/uploads/renewal.jpg',
      author: {
        '@type': 'Person',
        name: 'Sarah Chen',
        url: 'https://www.maplestone.example/agent/sarahchen',
      },
      publisher: BROKERAGE_REFERENCE,
      inLanguage: 'en-CA',
    });
    expect(missingProperties(blogPostingJsonLd(SITE, post, '/blog/renewing'))).toEqual([]);
  });

  it("is by the brokerage when no agent wrote it, with the brand's picture when it has none of its own", () => {
    const thing = asJson(
      blogPostingJsonLd(
        SITE,
        { ...post, author: null, updated_at: null, excerpt: null, featured_image_url: null },
        '/blog/renewing',
      ),
    );
    expect(thing).toMatchObject({
      author: BROKERAGE_REFERENCE,
      image: 'https://www.maplestone.example/share.png',
      datePublished: '2026-10-28T13:00:00.000Z',
      dateModified: '2026-10-28T13:00:00.000Z',
    });
    expect(missingProperties(thing)).toEqual([]);
  });

  it('keeps an uploaded image’s own address, and says the French page’s language', () => {
    const thing = blogPostingJsonLd(
      SITE,
      { ...post, featured_image_url: 'https://media.example/posts/renewal.jpg' },
      '/fr/blogue/renewing',
      'fr-CA',
    );
    expect(thing).toMatchObject({
      url: 'https://www.maplestone.example/fr/blogue/renewing',
      image: 'https://media.example/posts/renewal.jpg',
      author: { url: 'https://www.maplestone.example/agent/sarahchen' },
      inLanguage: 'fr-CA',
    });
  });
});

describe('productJsonLd', () => {
  const product = {
    name: 'Mortgage Protection Plan',
    description: 'Life and disability coverage that pays your mortgage if the unexpected happens.',
    image_url: '/uploads/protection.jpg',
    price: 29.99,
  };

  it('is a FinancialProduct the brokerage arranges, with the price the page shows as an Offer in CAD', () => {
    const thing = asJson(productJsonLd(SITE, product, '/products/product-protection', 'Mortgage product'));
    expect(thing).toEqual({
      '@type': 'FinancialProduct',
      '@id': 'https://www.maplestone.example/products/product-protection#product',
      name: 'Mortgage Protection Plan',
      description: 'Life and disability coverage that pays your mortgage if the unexpected happens.',
      url: 'https://www.maplestone.example/products/product-protection',
      image: 'https://www.maplestone.example/uploads/protection.jpg',
      broker: BROKERAGE_REFERENCE,
      category: 'Mortgage product',
      offers: {
        '@type': 'Offer',
        price: 29.99,
        priceCurrency: 'CAD',
        url: 'https://www.maplestone.example/products/product-protection',
      },
    });
    expect(graphProblems([brokerageJsonLd(SITE), thing])).toEqual([]);
  });

  it('has no Offer when the page shows no price, and its French page’s address and category', () => {
    const thing = asJson(
      productJsonLd(
        SITE,
        { ...product, price: null, image_url: null },
        '/fr/produits/product-protection',
        'Produit hypothécaire',
      ),
    );
    expect(thing).not.toHaveProperty('offers');
    expect(thing).not.toHaveProperty('image');
    expect(thing).toMatchObject({
      url: 'https://www.maplestone.example/fr/produits/product-protection',
      category: 'Produit hypothécaire',
    });
    expect(missingProperties(thing)).toEqual([]);
  });
});

describe("a product's or service's head and thing in the page's language (issue 37)", () => {
  const item = {
    id: 'product-heloc',
    name: 'Home Equity Line of Credit',
    description: 'Borrow against your home.',
    content: 'Pay interest only on what you use.',
    price: null,
  };
  const list = { title: 'Produits', path: '/products' as const, eyebrow: 'Produit', lead: 'Nos produits.' };
  const inFrench = (path: string) => localizedPath(path, 'fr');
  const headOf = (of: typeof item & { fr?: object }, locale: 'en' | 'fr') => {
    const meta = catalogueItemMeta(of, list, locale === 'fr' ? inFrench : undefined, 'Accueil', locale)!;
    const [thing, crumbs] = meta.jsonLd!(SITE).map(asJson);
    return { meta, thing: thing!, crumbs: crumbs! };
  };

  it('takes its French name and description on a French page', () => {
    const fr = { name: 'Marge de crédit hypothécaire', description: 'Empruntez sur votre propriété.' };
    const { meta, thing, crumbs } = headOf({ ...item, fr }, 'fr');
    expect(meta).toMatchObject({ title: `${fr.name} · Maplestone Mortgage`, description: fr.description });
    expect(thing).toMatchObject({
      name: fr.name,
      description: fr.description,
      url: `${SITE}/fr/produits/product-heloc`,
    });
    expect(JSON.stringify(crumbs)).toContain(fr.name);
  });

  it('describes it by the start of its French text when only that is French', () => {
    const { meta, thing } = headOf(
      { ...item, fr: { content: 'Vous payez les intérêts sur ce que vous utilisez.' } },
      'fr',
    );
    expect(meta.description).toBe('Vous payez les intérêts sur ce que vous utilisez.');
    expect(thing.description).toBe(meta.description);
    // Its name, in English only, as it is.
    expect(thing.name).toBe(item.name);
  });

  it('never puts English in a French head: the list’s lead for the page, no description for the thing', () => {
    const { meta, thing } = headOf(item, 'fr');
    expect(meta.description).toBe(list.lead);
    expect(thing).not.toHaveProperty('description');
    expect(missingProperties(thing)).toEqual([]);
  });

  it('is unchanged on an English page, whatever French it has', () => {
    const { meta, thing } = headOf({ ...item, fr: { name: 'Marge', description: 'Empruntez.' } }, 'en');
    expect(meta).toMatchObject({
      title: `${item.name} · Maplestone Mortgage`,
      description: item.description,
    });
    expect(thing).toMatchObject({ name: item.name, description: item.description });
  });
});

describe('serviceJsonLd', () => {
  it('is a Service the brokerage provides', () => {
    const thing = asJson(
      serviceJsonLd(
        SITE,
        { name: 'Mortgage Renewals', description: 'Compare first.', image_url: null },
        '/fr/services/service-renewal',
      ),
    );
    expect(thing).toEqual({
      '@type': 'Service',
      '@id': 'https://www.maplestone.example/fr/services/service-renewal#service',
      name: 'Mortgage Renewals',
      description: 'Compare first.',
      url: 'https://www.maplestone.example/fr/services/service-renewal',
      provider: BROKERAGE_REFERENCE,
    });
    expect(missingProperties(thing)).toEqual([]);
  });
});

describe('webPageJsonLd and webSiteJsonLd', () => {
  it('is the page in its language, part of the site, about its main thing', () => {
    expect(
      asJson(
        webPageJsonLd(SITE, {
          path: '/fr/courtier/sarahchen',
          name: 'Sarah Chen · Maplestone Mortgage',
          description: null,
          inLanguage: 'fr-CA',
          type: 'ProfilePage',
          mainEntity: `${SITE}/fr/courtier/sarahchen#person`,
        }),
      ),
    ).toEqual({
      '@type': 'ProfilePage',
      '@id': 'https://www.maplestone.example/fr/courtier/sarahchen#webpage',
      url: 'https://www.maplestone.example/fr/courtier/sarahchen',
      name: 'Sarah Chen · Maplestone Mortgage',
      inLanguage: 'fr-CA',
      isPartOf: { '@id': 'https://www.maplestone.example/#website' },
      mainEntity: { '@id': 'https://www.maplestone.example/fr/courtier/sarahchen#person' },
    });
  });

  it('names the site and its home in both languages', () => {
    const site = webSiteJsonLd(SITE);
    expect(site).toEqual({
      '@type': 'WebSite',
      '@id': 'https://www.maplestone.example/#website',
      name: 'Maplestone Mortgage',
      url: 'https://www.maplestone.example/',
      inLanguage: ['en-CA', 'fr-CA'],
      publisher: { '@id': 'https://www.maplestone.example/#brokerage' },
    });
    expect(missingProperties(site)).toEqual([]);
  });
});

describe('graphProblems', () => {
  it('names what a thing lacks, a relative URL and a reference to a thing the page does not carry', () => {
    expect(
      graphProblems([
        { '@type': 'BlogPosting', headline: 'A', image: '/a.png', author: { name: 'Sarah' } },
        { '@type': 'Service', '@id': `${SITE}/services/x#service`, provider: { '@id': `${SITE}/#nobody` } },
      ]),
    ).toEqual([
      'BlogPosting.datePublished',
      'BlogPosting.dateModified',
      'BlogPosting.author.url',
      'BlogPosting.publisher.name',
      'BlogPosting.publisher.logo',
      'BlogPosting.inLanguage',
      'BlogPosting.mainEntityOfPage',
      'Service.name',
      'Service.url',
      'Service.provider.name',
      'Service.provider.url',
      '[0].image',
      'Service.provider → https://www.maplestone.example/#nobody',
    ]);
  });
});

describe('breadcrumbJsonLd', () => {
  it('starts at Home and numbers each step', () => {
    expect(
      breadcrumbJsonLd(SITE, [
        { name: 'Blog', path: '/blog' },
        { name: 'Renewing', path: '/blog/renewing' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.maplestone.example/' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.maplestone.example/blog' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Renewing',
          item: 'https://www.maplestone.example/blog/renewing',
        },
      ],
    });
  });
});

describe('jsonLdText', () => {
  it('is one schema.org graph whose text cannot close its <script>', () => {
    const text = jsonLdText([{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }]);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
    });
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['/logo.png', 'https://www.maplestone.example/logo.png'],
    ['https://media.example/a.jpg', 'https://media.example/a.jpg'],
    ['/agent/caf%C3%A9', 'https://www.maplestone.example/agent/caf%C3%A9'],
  ])('%s → %s', (path, url) => {
    expect(absoluteUrl(SITE, path)).toBe(url);
  });
});
