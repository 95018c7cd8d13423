import { vi } from 'vitest';

/** Sarah's public page record (GET /api/agents/{idOrSlug}). */
export const SARAH = {
  id: 'agent-sarah-chen',
  name: 'Sarah Chen',
  email: 'sarah@example.com',
  phone: '(416) 555-0142',
  bio: 'Helping first-time buyers across the GTA.',
  calendly_link: null,
  social_links: { facebook: 'https://facebook.com/sarahchenmortgages' },
  application_links: {},
  profile_slug: 'sarahchen',
  custom_background_image: null,
  agent_logo_url: null,
  badge_1_url: null,
  badge_2_url: null,
  headshot_url: 'https://media.example/headshots/sarah.jpg',
  banner_image_url: null,
  contact_details: { address: '181 Bay Street, Toronto' },
  is_active: true,
  seo_settings: { meta_title: 'Sarah Chen, Toronto Mortgage Broker | Maplestone', meta_description: null },
  testimonials: [],
};

/** A published post by Sarah (GET /api/posts/{slug}); its title tries to close a <script>. */
export const POST = {
  id: 'post-renewal-2026',
  slug: 'renewing-your-mortgage-in-2026',
  title: 'Renewing your mortgage in 2026 </script>',
  excerpt: 'Your renewal letter is an opening offer.',
  content: 'Start early.',
  featured_image_url: null,
  is_published: true,
  published_at: '2026-10-28T13:00:00.000Z',
  agent_id: SARAH.id,
  created_at: '2026-10-28T13:00:00.000Z',
  updated_at: '2026-11-02T09:15:00.000Z',
  agent: { id: SARAH.id, name: SARAH.name, profile_slug: SARAH.profile_slug },
  /** Its French version (issue 37), at a slug of its own. */
  fr: {
    title: 'Renouveler son hypothèque en 2026 </script>',
    slug: 'renouveler-son-hypotheque-en-2026',
    excerpt: 'Votre avis de renouvellement est une première offre.',
    content: 'Commencez tôt.',
    seo_settings: null,
  },
};

/** A product with a price (GET /api/products/{id}). */
export const PRODUCT = {
  id: 'product-mortgage-protection',
  name: 'Mortgage Protection Plan',
  description: 'Life and disability coverage that pays your mortgage if the unexpected happens.',
  content: 'Coverage from a licensed insurer.',
  price: 29.99,
  image_url: null,
  created_at: '2024-01-12T12:00:00.000Z',
};

/** A service (GET /api/services/{id}). */
export const SERVICE = {
  id: 'service-renewal',
  name: 'Mortgage Renewals',
  description: 'Do not just sign your bank’s renewal letter: compare first.',
  content: 'We start 120 days before maturity.',
  features: ['Start 120 days before maturity'],
  image_url: null,
  created_at: '2024-01-11T12:00:00.000Z',
};

/**
 * The public API as the pages read it: Sarah, one post (by either of its slugs), one product and one service
 * exist; lists are empty; anything else is a 404.
 */
export function servePublicApi() {
  vi.stubGlobal('fetch', async (input: string) => {
    const path = new URL(input, 'http://site.test').pathname;
    if (path === '/api/agents/agent-sarah-chen' || path === '/api/agents/sarahchen')
      return Response.json(SARAH);
    if (path === `/api/posts/${POST.slug}` || path === `/api/posts/${POST.fr.slug}`)
      return Response.json(POST);
    if (path === `/api/products/${PRODUCT.id}`) return Response.json(PRODUCT);
    if (path === `/api/services/${SERVICE.id}`) return Response.json(SERVICE);
    if (path === '/api/events') return Response.json({ ok: true });
    if (/^\/api\/(rates|lenders|testimonials|agents|posts|products|services)$/.test(path))
      return Response.json([]);
    if (path === '/api/rates/best') return Response.json(null);
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
}
