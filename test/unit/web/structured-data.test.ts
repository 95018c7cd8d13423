import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  agentCanonicalPath,
  agentJsonLd,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  brokerageJsonLd,
  jsonLdText,
} from '../../../web/src/lib/structured-data';

const SITE = 'https://www.maplestone.example';

describe('brokerageJsonLd', () => {
  it('is the FinancialService with its Toronto office, phones and FSRA licence', () => {
    expect(brokerageJsonLd(SITE)).toEqual({
      '@type': 'FinancialService',
      '@id': 'https://www.maplestone.example/#brokerage',
      name: 'Maplestone Mortgage',
      legalName: 'Maplestone Mortgage Inc.',
      slogan: 'Connecting Canadians with the best mortgages from the right brokers for over 20 years',
      url: 'https://www.maplestone.example/',
      logo: 'https://www.maplestone.example/favicon.svg',
      image: 'https://www.maplestone.example/favicon.svg',
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
      worksFor: { '@id': 'https://www.maplestone.example/#brokerage' },
    });
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
      worksFor: { '@id': 'https://www.maplestone.example/#brokerage' },
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
      publisher: { '@id': 'https://www.maplestone.example/#brokerage' },
      inLanguage: 'en-CA',
    });
  });

  it('is by the brokerage when no agent wrote it, and modified when published if never edited', () => {
    const thing = blogPostingJsonLd(
      SITE,
      { ...post, author: null, updated_at: null, excerpt: null, featured_image_url: null },
      '/blog/renewing',
    );
    expect(thing).toMatchObject({
      author: { '@id': 'https://www.maplestone.example/#brokerage' },
      datePublished: '2026-10-28T13:00:00.000Z',
      dateModified: '2026-10-28T13:00:00.000Z',
    });
    expect(JSON.parse(JSON.stringify(thing))).not.toHaveProperty('image');
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
    ['/favicon.svg', 'https://www.maplestone.example/favicon.svg'],
    ['https://media.example/a.jpg', 'https://media.example/a.jpg'],
    ['/agent/caf%C3%A9', 'https://www.maplestone.example/agent/caf%C3%A9'],
  ])('%s → %s', (path, url) => {
    expect(absoluteUrl(SITE, path)).toBe(url);
  });
});
