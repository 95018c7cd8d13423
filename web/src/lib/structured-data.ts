import { brand, messages, telHref } from '@maplestone/shared';

/**
 * schema.org structured data (JSON-LD) for the public pages: pure builders from the pages' own records.
 * Every page carries the brokerage; the agent, post and catalogue pages add theirs. URLs are absolute
 * (the site's origin + a path); things in one page point at each other by '@id'. Fields a record lacks are
 * left undefined, which JSON leaves out.
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

/** The brokerage's '@id': the agent's worksFor and the posts' publisher point at it. */
export const brokerageId = (siteUrl: string) => `${siteUrl}/#brokerage`;

/** The brokerage (on every page): a FinancialService with its Toronto office, phone and licence. */
export function brokerageJsonLd(siteUrl: string): JsonLdThing {
  const logo = absoluteUrl(siteUrl, brand.logoPath);
  return {
    '@type': 'FinancialService',
    '@id': brokerageId(siteUrl),
    name: brand.name,
    legalName: brand.legalName,
    slogan: brand.tagline,
    url: `${siteUrl}/`,
    logo,
    image: logo,
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
  jobTitle: string = messages.brokers.role,
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
    worksFor: { '@id': brokerageId(siteUrl) },
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

/** A blog post: headline, dates, author (the agent, else the brokerage), image, the brokerage as publisher. */
export function blogPostingJsonLd(siteUrl: string, post: PostSource, canonicalPath: string): JsonLdThing {
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
    image: post.featured_image_url ? absoluteUrl(siteUrl, post.featured_image_url) : undefined,
    author: post.author
      ? { '@type': 'Person', name: post.author.name, url: absoluteUrl(siteUrl, post.author.path) }
      : { '@id': brokerageId(siteUrl) },
    publisher: { '@id': brokerageId(siteUrl) },
    inLanguage: brand.locale,
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
