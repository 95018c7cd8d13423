import { frenchPath } from '@maplestone/shared/i18n/paths';
import { QueryClient } from '@tanstack/react-query';
import { brokersQuery } from '../features/agents/api/agents';
import { postPaths, postsQuery } from '../features/blog/api/posts';
import { productsQuery, servicesQuery } from '../features/catalogue/api/catalogue';

/**
 * What a page shows, so a change re-renders exactly the pages that show it: a kind of data (all rates, every
 * lender...) or one item of it ('agent:<id>').
 */
export type Topic =
  | 'rates'
  | 'lenders'
  | 'testimonials'
  | 'agents'
  | 'posts'
  | 'products'
  | 'services'
  | 'news'
  | `agent:${string}`
  | `post:${string}`
  | `product:${string}`
  | `service:${string}`;

export interface SitePage {
  path: string;
  topics: Topic[];
  /** When what the page shows last changed, where the data says (the sitemap's lastmod). */
  lastmod?: string;
  /**
   * The same page in the other language, if there is one: its path's twin (ADR 085), or a post's other version,
   * which has a slug of its own and which a post in English only does not have (issue 37).
   */
  alternate: string | null;
}

/** An English page: `french` is its French version's path where the data says (null: none), else its twin. */
type EnglishPage = Omit<SitePage, 'alternate'> & { french?: string | null };

/** The public pages with a fixed path, and what each shows. */
const FIXED_PAGES: [string, Topic[]][] = [
  ['/', ['rates', 'lenders', 'testimonials']],
  ['/rates', ['rates']],
  ['/calculators', []],
  ['/mortgage-calculator', ['rates']],
  ['/affordability-calculator', ['rates']],
  ['/land-transfer-tax-calculator', []],
  ['/closing-costs-calculator', []],
  ['/find-broker', ['agents']],
  ['/contact', ['agents']],
  ['/blog', ['posts']],
  ['/products', ['products']],
  ['/services', ['services']],
  ['/mortgage-options', []],
  ['/why-broker', []],
  ['/app', []],
  ['/become-broker', []],
  ['/newsletter', []],
  ['/mortgage-news', ['news']],
];

/**
 * Every public page there is now, in English and in French (ADR 085): the fixed ones, and one per active agent
 * (by slug and by id), published post, product and service, read through the public API as a visitor's browser
 * would. The English pages come first, then in the same order their French versions: each one's twin, a post's
 * at its French slug, none for a post in English only (issue 37).
 */
export async function listSitePages(): Promise<SitePage[]> {
  const pages = (await listEnglishPages()).map(({ french, ...page }) => ({
    ...page,
    alternate: french === undefined ? frenchPath(page.path) : french,
  }));
  return [
    ...pages,
    ...pages.flatMap((page) =>
      page.alternate ? [{ ...page, path: page.alternate, alternate: page.path }] : [],
    ),
  ];
}

async function listEnglishPages(): Promise<EnglishPage[]> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const [agents, posts, products, services] = await Promise.all([
    client.fetchQuery(brokersQuery()),
    client.fetchQuery(postsQuery()),
    client.fetchQuery(productsQuery()),
    client.fetchQuery(servicesQuery()),
  ]);
  const agentTopics = (id: string): Topic[] => [`agent:${id}`, 'rates', 'lenders', 'testimonials'];
  const items: EnglishPage[] = [
    ...agents.flatMap((agent) => {
      const lastmod = agent.updated_at ?? undefined;
      return [
        ...(agent.profile_slug
          ? [{ path: `/agent/${agent.profile_slug}`, topics: agentTopics(agent.id), lastmod }]
          : []),
        { path: `/agents/${agent.id}`, topics: agentTopics(agent.id), lastmod },
      ];
    }),
    ...posts.map((post) => ({
      path: postPaths(post).en,
      french: postPaths(post).fr,
      topics: [`post:${post.slug}` as const, 'agents' as const],
      lastmod: post.updated_at ?? post.published_at ?? undefined,
    })),
    ...products.map((product) => ({
      path: `/products/${product.id}`,
      topics: [`product:${product.id}` as const],
      lastmod: product.updated_at ?? product.created_at,
    })),
    ...services.map((service) => ({
      path: `/services/${service.id}`,
      topics: [`service:${service.id}` as const],
      lastmod: service.updated_at ?? service.created_at,
    })),
  ];
  // A list page changed when the newest of what it lists did; rates, lenders, testimonials and news say nothing.
  const newestOf: Partial<Record<Topic, string | undefined>> = {
    agents: newest(agents.map((agent) => agent.updated_at)),
    posts: newest(posts.map((post) => post.updated_at ?? post.published_at)),
    products: newest(products.map((product) => product.updated_at ?? product.created_at)),
    services: newest(services.map((service) => service.updated_at ?? service.created_at)),
  };
  const fixedLastmod = (topics: Topic[]) =>
    topics.length > 0 && topics.every((topic) => newestOf[topic])
      ? newest(topics.map((topic) => newestOf[topic]))
      : undefined;
  return [
    ...FIXED_PAGES.map(([path, topics]) => ({ path, topics, lastmod: fixedLastmod(topics) })),
    ...items,
  ];
}

/** The latest of some timestamps, or undefined when none is known. */
function newest(dates: (string | null | undefined)[]): string | undefined {
  let latest: string | undefined;
  for (const date of dates) {
    if (date && (!latest || Date.parse(date) > Date.parse(latest))) latest = date;
  }
  return latest;
}
