/**
 * What each type of thing on our pages must carry (ADR 103): Google's required and recommended properties for
 * the types it reads (Article, LocalBusiness and Organization, BreadcrumbList, ProfilePage, site names), and for
 * the others the properties their page shows. A path names a property inside another ('address.postalCode');
 * a property holding a list must have at least one entry, and the rest of the path applies to each.
 */
export const REQUIRED_PROPERTIES: Record<string, string[]> = {
  FinancialService: [
    'name',
    'url',
    'logo',
    'image',
    'telephone',
    'email',
    'address.streetAddress',
    'address.addressLocality',
    'address.addressRegion',
    'address.postalCode',
    'address.addressCountry',
    'openingHoursSpecification.dayOfWeek',
    'openingHoursSpecification.opens',
    'openingHoursSpecification.closes',
    'areaServed',
  ],
  BlogPosting: [
    'headline',
    'image',
    'datePublished',
    'dateModified',
    'author.name',
    'author.url',
    'publisher.name',
    'publisher.logo',
    'inLanguage',
    'mainEntityOfPage',
  ],
  Person: ['name', 'url', 'jobTitle', 'worksFor.name'],
  // No description on a French page of an item described in English only (issue 37): a thing carries none.
  FinancialProduct: ['name', 'url', 'broker.name', 'broker.url'],
  Service: ['name', 'url', 'provider.name', 'provider.url'],
  Offer: ['price', 'priceCurrency'],
  BreadcrumbList: ['itemListElement.position', 'itemListElement.name', 'itemListElement.item'],
  WebPage: ['url', 'name', 'inLanguage'],
  ProfilePage: ['url', 'name', 'inLanguage', 'mainEntity'],
  WebSite: ['name', 'url'],
};

/** Properties whose value is a URL: each must be absolute (Google resolves no relative URL in JSON-LD). */
const URL_PROPERTIES = new Set(['@id', 'url', 'item', 'logo', 'image', 'mainEntityOfPage']);

export type JsonLdNode = { '@type'?: string; '@id'?: string } & Record<string, unknown>;

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

function missingAt(value: unknown, path: string[]): boolean {
  if (!present(value)) return true;
  if (path.length === 0) return false;
  const [key, ...rest] = path;
  const values = Array.isArray(value) ? value : [value];
  return values.some((entry) => missingAt((entry as Record<string, unknown>)[key!], rest));
}

/** What a thing lacks of its type's properties, as `Type.path` (empty when complete, or when its type is not ours). */
export function missingProperties(thing: JsonLdNode): string[] {
  const required = REQUIRED_PROPERTIES[thing['@type'] ?? ''] ?? [];
  return required
    .filter((path) => missingAt(thing, path.split('.')))
    .map((path) => `${thing['@type']}.${path}`);
}

/** Every URL-valued property in a thing (however deep) that is not an absolute URL. */
export function relativeUrls(thing: unknown, where = ''): string[] {
  if (Array.isArray(thing)) return thing.flatMap((entry, index) => relativeUrls(entry, `${where}[${index}]`));
  if (!thing || typeof thing !== 'object') return [];
  return Object.entries(thing).flatMap(([key, value]) => {
    const path = where ? `${where}.${key}` : key;
    if (URL_PROPERTIES.has(key) && typeof value === 'string') return URL.canParse(value) ? [] : [path];
    return relativeUrls(value, path);
  });
}

/**
 * Everything wrong with a page's graph: each thing's missing properties (nested Offers too), its relative
 * URLs, and a reference by '@id' to a thing the page does not carry (the site's WebSite, on the home page
 * only, excepted).
 */
export function graphProblems(graph: JsonLdNode[]): string[] {
  const ids = new Set(graph.map((thing) => thing['@id']).filter(Boolean));
  const offers = graph.flatMap((thing) => (thing.offers ? [thing.offers as JsonLdNode] : []));
  const references = graph.flatMap((thing) =>
    ['mainEntity', 'worksFor', 'publisher', 'author', 'broker', 'provider'].flatMap((key) => {
      const id = (thing[key] as JsonLdNode | undefined)?.['@id'];
      return id && !ids.has(id) ? [`${thing['@type']}.${key} → ${id}`] : [];
    }),
  );
  return [...[...graph, ...offers].flatMap(missingProperties), ...relativeUrls(graph), ...references];
}

/** The graph of the page's one JSON-LD script, from its HTML. */
export function jsonLdOf(html: string): JsonLdNode[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)];
  if (scripts.length !== 1) throw new Error(`expected one JSON-LD script, found ${scripts.length}`);
  return JSON.parse(scripts[0]![1]!)['@graph'];
}

/** The thing of this type in a graph (the first, if several). */
export function thingOf(graph: JsonLdNode[], type: string): JsonLdNode | undefined {
  return graph.find((thing) => thing['@type'] === type);
}
