import { brand, openDays, telHref } from '@maplestone/shared';
import { peopleCommonWords } from '@maplestone/shared/i18n/en/people';
import { LANGUAGE_TAGS } from '@maplestone/shared/i18n/locale';

/**
 * schema.org structured data (JSON-LD) for the public pages: pure builders from the pages' own records.
 * Every page carries the brokerage and its WebPage; the agent, post and catalogue pages add theirs, the home
 * page the WebSite (ADR 103). URLs are absolute (the site's origin + a path); things in one page point at each
 * other by '@id'. Fields a record lacks are left undefined, which JSON leaves out. What a page's data says is
 * what the page shows.
 */
export type JsonLdThing = { '@type': string; '@id'?: string } & Record<string, unknown>;

/** One step of a breadcrumb trail: its name and path ('/blog'). */
export interface Crumb {
  name: string;
  path: string;
}

/** An absolute URL: a path ('/a.png') on the site, or a URL that already is absolute (uploads on S3). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).href;
}

/** A displayed phone number in E.164 ('416-555-0134' → '+14165550134'). */
const e164 = (phone: string) => telHref(phone).slice('tel:'.length);

/** The brokerage's '@id': every other thing that names the brokerage points at it (brokerageReference). */
export const brokerageId = (siteUrl: string) => `${siteUrl}/#brokerage`;

/** The site's '@id' (the WebSite of the home page), which every WebPage is part of. */
export const webSiteId = (siteUrl: string) => `${siteUrl}/#website`;

/**
 * The brokerage where another thing names it (a post's publisher or author, a product's broker, a service's
 * provider, an agent's employer): its '@id', so it is the page's FinancialService, with the name, URL and logo
 * an Organization is read by where a reader does not follow the '@id'.
 */
export function brokerageReference(siteUrl: string): JsonLdThing {
  return {
    '@type': 'Organization',
    '@id': brokerageId(siteUrl),
    name: brand.name,
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, brand.logoPath),
  };
}

/**
 * The brokerage (on every page): a FinancialService (a LocalBusiness) with its Toronto office, phones, the
 * office hours /contact states (brand.office.hours), its logo and licence. `tagline` in the page's language.
 */
export function brokerageJsonLd(siteUrl: string, tagline: string = brand.tagline): JsonLdThing {
  const { hours } = brand.office;
  return {
    '@type': 'FinancialService',
    '@id': brokerageId(siteUrl),
    name: brand.name,
    legalName: brand.legalName,
    slogan: tagline,
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, brand.logoPath),
    image: absoluteUrl(siteUrl, brand.shareImagePath),
    telephone: e164(brand.phone),
    email: brand.supportEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: brand.office.street,
      addressLocality: brand.office.city,
      addressRegion: brand.office.province,
      postalCode: brand.office.postalCode,
      addressCountry: brand.office.countryCode,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: openDays(hours),
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
    areaServed: { '@type': 'Country', name: brand.office.country },
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: e164(brand.tollFree),
      contactType: 'customer service',
      contactOption: 'TollFree',
      areaServed: brand.office.countryCode,
    },
    identifier: {
      '@type': 'PropertyValue',
      propertyID: `${brand.regulator.shortName} licence`,
      value: brand.licenceNumber,
    },
    hasCredential: {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      name: brand.licence,
      recognizedBy: {
        '@type': 'GovernmentOrganization',
        name: brand.regulator.name,
        url: brand.regulator.url,
      },
    },
  };
}

/**
 * The agent's one address, whichever way the page was reached (/agents/{id}, /agent/{id}, /agent/{slug}):
 * /agent/{slug} when the agent has a slug, else /agents/{id} (the paths the site publishes).
 * The agent page's canonical URL and a post's author URL.
 */
export function agentCanonicalPath(agent: { id: string; profile_slug?: string | null }): string {
  return agent.profile_slug
    ? `/agent/${encodeURIComponent(agent.profile_slug)}`
    : `/agents/${encodeURIComponent(agent.id)}`;
}

/** What an agent's Person is made of (the agent page's record). */
export interface AgentSource {
  name: string;
  email?: string | null;
  phone?: string | null;
  bio?: string | null;
  headshot_url?: string | null;
  social_links?: Partial<Record<string, string | null>> | null;
  contact_details?: { address?: string | null } | null;
}

/** A broker's page: the Person, working for the brokerage, at the page's canonical URL. */
export function agentJsonLd(
  siteUrl: string,
  agent: AgentSource,
  canonicalPath: string,
  jobTitle: string = peopleCommonWords.brokerRole,
): JsonLdThing {
  const url = absoluteUrl(siteUrl, canonicalPath);
  const sameAs = Object.values(agent.social_links ?? {}).filter((link): link is string => Boolean(link));
  return {
    '@type': 'Person',
    '@id': `${url}#person`,
    name: agent.name,
    jobTitle,
    description: agent.bio || undefined,
    url,
    email: agent.email || undefined,
    telephone: agent.phone ? e164(agent.phone) : undefined,
    image: agent.headshot_url ? absoluteUrl(siteUrl, agent.headshot_url) : undefined,
    address: agent.contact_details?.address || undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
    worksFor: brokerageReference(siteUrl),
  };
}

/** What a post's BlogPosting is made of (the post page's record). */
export interface PostSource {
  title: string;
  excerpt?: string | null;
  featured_image_url?: string | null;
  published_at?: string | null;
  updated_at?: string | null;
  created_at: string;
  /** The author's name and page, when an agent wrote it. */
  author?: { name: string; path: string } | null;
}

/**
 * A blog post: headline, dates, image (its featured image, else the brand's picture), author (the agent, else
 * the brokerage), the brokerage as publisher, in the page's language (`inLanguage`, 'fr-CA' on /fr/blogue/…).
 */
export function blogPostingJsonLd(
  siteUrl: string,
  post: PostSource,
  canonicalPath: string,
  inLanguage: string = LANGUAGE_TAGS.en,
): JsonLdThing {
  const url = absoluteUrl(siteUrl, canonicalPath);
  const published = post.published_at ?? post.created_at;
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    headline: post.title,
    description: post.excerpt || undefined,
    url,
    mainEntityOfPage: url,
    datePublished: published,
    dateModified: post.updated_at ?? published,
    image: absoluteUrl(siteUrl, post.featured_image_url || brand.shareImagePath),
    author: post.author
      ? { '@type': 'Person', name: post.author.name, url: absoluteUrl(siteUrl, post.author.path) }
      : brokerageReference(siteUrl),
    publisher: brokerageReference(siteUrl),
    inLanguage,
  };
}

/** What a product's or a service's thing is made of: what its page shows. */
export interface CatalogueSource {
  name: string;
  /** The page's description: the item's own, else the start of its text (catalogueItemMeta). */
  description?: string | null;
  image_url?: string | null;
  /** A product's price, in CAD, shown beside it when set. */
  price?: number | null;
}

/**
 * A product's page: a FinancialProduct (a mortgage, a line of credit, an insurance plan: the catalogue does not
 * say which, so the common type) that the brokerage arranges, its `broker` (a lender or an insurer provides it),
 * with its price as an Offer when the page shows one. `category` is the page's eyebrow ('Mortgage product'),
 * in its language.
 */
export function productJsonLd(
  siteUrl: string,
  product: CatalogueSource,
  pagePath: string,
  category?: string,
): JsonLdThing {
  const url = absoluteUrl(siteUrl, pagePath);
  return {
    ...catalogueThing('FinancialProduct', `${url}#product`, siteUrl, product, url),
    broker: brokerageReference(siteUrl),
    category,
    offers:
      product.price != null
        ? { '@type': 'Offer', price: product.price, priceCurrency: 'CAD', url }
        : undefined,
  };
}

/** A service's page: a Service the brokerage provides (buying, renewing, refinancing with a broker). */
export function serviceJsonLd(siteUrl: string, service: CatalogueSource, pagePath: string): JsonLdThing {
  const url = absoluteUrl(siteUrl, pagePath);
  return {
    ...catalogueThing('Service', `${url}#service`, siteUrl, service, url),
    provider: brokerageReference(siteUrl),
  };
}

function catalogueThing(
  type: string,
  id: string,
  siteUrl: string,
  item: CatalogueSource,
  url: string,
): JsonLdThing {
  return {
    '@type': type,
    '@id': id,
    name: item.name,
    description: item.description || undefined,
    url,
    image: item.image_url ? absoluteUrl(siteUrl, item.image_url) : undefined,
  };
}

/**
 * Home › ...trail: the page's place in the site (its last crumb is the page itself). A French page names its
 * own home ('Accueil', '/fr').
 */
export function breadcrumbJsonLd(
  siteUrl: string,
  trail: Crumb[],
  home: Crumb = { name: 'Home', path: '/' },
): JsonLdThing {
  const crumbs: Crumb[] = [home, ...trail];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** What every page is, besides its own things: its address, title, description and language. */
export interface WebPageSource {
  path: string;
  name: string;
  description?: string | null;
  /** 'en-CA' or 'fr-CA'. */
  inLanguage: string;
  /** A broker's page is a ProfilePage; any other page a WebPage. */
  type?: 'WebPage' | 'ProfilePage';
  /** What the page is about (its Person, BlogPosting, product or service), by its '@id'. */
  mainEntity?: string;
}

/** The page itself, in its language, part of the site, about its main thing. */
export function webPageJsonLd(siteUrl: string, page: WebPageSource): JsonLdThing {
  const url = absoluteUrl(siteUrl, page.path);
  return {
    '@type': page.type ?? 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: page.name,
    description: page.description || undefined,
    inLanguage: page.inLanguage,
    isPartOf: { '@id': webSiteId(siteUrl) },
    mainEntity: page.mainEntity ? { '@id': page.mainEntity } : undefined,
  };
}

/** The site (on the home page, as Google reads a site's name): its name and home, in both its languages. */
export function webSiteJsonLd(siteUrl: string): JsonLdThing {
  return {
    '@type': 'WebSite',
    '@id': webSiteId(siteUrl),
    name: brand.name,
    url: `${siteUrl}/`,
    inLanguage: [LANGUAGE_TAGS.en, LANGUAGE_TAGS.fr],
    publisher: { '@id': brokerageId(siteUrl) },
  };
}

/** The page's one JSON-LD document: every thing in a @graph. */
export function jsonLdDocument(things: JsonLdThing[]): { '@context': string; '@graph': JsonLdThing[] } {
  return { '@context': 'https://schema.org', '@graph': things };
}

/**
 * JSON-LD as the text of a <script>: '<' escaped, so no value (a post title with '</script>') can end the
 * script early; the same text in the HTML and in the live document.
 */
export function jsonLdText(things: JsonLdThing[]): string {
  return JSON.stringify(jsonLdDocument(things)).replace(/</g, '\\u003c');
}
