import { contentProductsWords, contentServicesWords } from '@maplestone/shared/i18n/en/content';
import { describe, expect, inject, it } from 'vitest';
import { products, services, testimonials } from '../../../functions/src/data/repositories';
import { api } from '../../support/http';

const ascending = (values: string[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

describe('GET /api/lenders', () => {
  it('lists active lenders by display_order, each with its type as stored and a normalised category', async () => {
    const answer = await api<{ name: string; type: string; category: string; display_order: number }[]>(
      'GET',
      '/api/lenders',
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/s-maxage/);
    const orders = answer.body.map((l) => l.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(answer.body.map((l) => l.name)).not.toContain('Old Dominion Trust');
    const byName = Object.fromEntries(answer.body.map((l) => [l.name, l]));
    expect(byName['RBC Royal Bank']).toMatchObject({ type: 'A Lender', category: 'a_lender' });
    expect(byName['TD Bank']).toMatchObject({ type: 'a_lender', category: 'a_lender' });
    expect(byName['Home Trust']).toMatchObject({ type: 'Alternate Lender', category: 'alternate_lender' });
    expect(byName['Equitable Bank']).toMatchObject({
      type: 'alternate_lender',
      category: 'alternate_lender',
    });
  });
});

describe('GET /api/testimonials', () => {
  it('answers the six newest approved admin-authored testimonials, public fields only', async () => {
    const base = Date.parse('2030-01-01T00:00:00.000Z');
    const extra = Array.from({ length: 6 }, (_, i) => ({
      id: `testimonial-home-${i}-${Math.random().toString(36).slice(2, 8)}`,
      client_name: `Client ${i}`,
      content: 'Great service.',
      rating: 5,
      is_approved: i !== 5,
      admin_id: 'admin-user',
      agent_id: null,
      created_at: new Date(base + i * 60_000).toISOString(),
    }));
    // An agent's approved testimonial, newer than all: never on the home page.
    const agents = {
      ...extra[0]!,
      id: `testimonial-agent-${Math.random().toString(36).slice(2, 8)}`,
      admin_id: null,
      agent_id: 'agent-sarah-chen',
      created_at: new Date(base + 3_600_000).toISOString(),
    };
    await Promise.all([...extra, agents].map((t) => testimonials.create(t)));
    try {
      const answer = await api<{ id: string }[]>('GET', '/api/testimonials');
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(6);
      const expected = [extra[4], extra[3], extra[2], extra[1], extra[0]].map((t) => t!.id);
      expect(answer.body.slice(0, 5).map((t) => t.id)).toEqual(expected);
      expect(answer.body[5]!.id).toBe('testimonial-admin-3');
      expect(Object.keys(answer.body[0]!).sort()).toEqual(['client_name', 'content', 'id', 'rating']);
    } finally {
      await Promise.all([...extra, agents].map((t) => testimonials.remove(t.id)));
    }
  });
});

describe('products and services', () => {
  it('lists products oldest first and resolves stored image keys to the product-images bucket', async () => {
    const id = `product-test-${Math.random().toString(36).slice(2, 8)}`;
    await products.create({
      id,
      name: 'Test Product',
      description: 'd',
      content: 'c',
      price: 12.5,
      image_url: 'products/photo one.jpg',
      created_at: '2031-01-01T00:00:00.000Z',
    });
    try {
      const list = await api<{ id: string; created_at: string; image_url: string | null }[]>(
        'GET',
        '/api/products',
      );
      expect(list.status).toBe(200);
      expect(list.headers.get('cache-control')).toMatch(/s-maxage/);
      expect(ascending(list.body.map((p) => p.created_at))).toBe(true);
      const { env } = inject('stack');
      const created = list.body.find((p) => p.id === id);
      expect(created?.image_url).toBe(`${env.MEDIA_BASE_URL}/product-images/products/photo%20one.jpg`);

      const one = await api('GET', `/api/products/${id}`);
      expect(one).toMatchObject({
        status: 200,
        body: { id, name: 'Test Product', price: 12.5, updated_at: '2031-01-01T00:00:00.000Z' },
      });

      // An edit stamps updated_at: the sitemap's lastmod for the product's page.
      const before = Date.now();
      await products.update(id, { price: 13 });
      const edited = await api<{ price: number; updated_at: string }>('GET', `/api/products/${id}`);
      expect(edited.body.price).toBe(13);
      expect(Date.parse(edited.body.updated_at)).toBeGreaterThanOrEqual(before);
    } finally {
      await products.remove(id);
    }
    const seeded = await api('GET', '/api/products/product-heloc');
    expect(seeded).toMatchObject({
      status: 200,
      body: { name: 'Home Equity Line of Credit', image_url: null },
    });
  });

  it('keeps http image URLs as they are and answers services with features', async () => {
    const id = `service-test-${Math.random().toString(36).slice(2, 8)}`;
    await services.create({
      id,
      name: 'Test Service',
      description: null,
      content: null,
      features: ['One', 'Two'],
      image_url: 'https://cdn.example.com/s.png',
      created_at: '2031-01-01T00:00:00.000Z',
    });
    try {
      const one = await api('GET', `/api/services/${id}`);
      expect(one).toMatchObject({
        status: 200,
        body: {
          id,
          features: ['One', 'Two'],
          image_url: 'https://cdn.example.com/s.png',
          updated_at: '2031-01-01T00:00:00.000Z',
        },
      });
      const list = await api<{ id: string; created_at: string }[]>('GET', '/api/services');
      expect(list.body.map((s) => s.id)).toContain('service-renewal');
      expect(ascending(list.body.map((s) => s.created_at))).toBe(true);
    } finally {
      await services.remove(id);
    }
  });

  it.each([
    ['/api/products/product-nope', contentProductsWords.notFound],
    ['/api/products/bad%20id!', contentProductsWords.notFound],
    ['/api/services/service-nope', contentServicesWords.notFound],
  ])('answers %s with 404 and the catalogue text', async (path, message) => {
    const answer = await api('GET', path);
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'not_found', message } } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
