import { type Rate, TERMS } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';
import { rates } from '../../../functions/src/data/repositories';
import { api } from '../../support/http';

const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

function extraRate(overrides: Partial<Rate>): Rate {
  return {
    id: `rate-test-${Math.random().toString(36).slice(2)}`,
    term: '5 year',
    rate_type: 'fixed',
    province: 'Alberta',
    posted_rate: 6,
    our_rate: 0.5,
    is_active: true,
    mortgage_type: 'Conventional',
    source_url: 'Manual Entry',
    scraped_at: null,
    updated_at: new Date().toISOString(),
    ...overrides,
  };
}

describe('GET /api/rates', () => {
  it('lists active rates in the four terms, lowest our_rate first, with CDN cache headers', async () => {
    const inactive = extraRate({ our_rate: 0.11, is_active: false });
    const tenYear = extraRate({ our_rate: 0.12, term: '10 year' });
    await Promise.all([rates.create(inactive), rates.create(tenYear)]);
    try {
      const answer = await api<Rate[]>('GET', '/api/rates');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
      const list = answer.body;
      // Other suites add rates to the shared stack (scrapes, manual entries): compare with the table itself.
      const expected = (await rates.listAll()).filter(
        (r) => r.is_active && (TERMS as readonly string[]).includes(r.term),
      );
      expect(list.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
      expect(ascending(list.map((r) => r.our_rate))).toBe(true);
      expect(list.every((r) => r.is_active && (TERMS as readonly string[]).includes(r.term))).toBe(true);
      expect(list.map((r) => r.id)).not.toContain(inactive.id);
      expect(list.map((r) => r.id)).not.toContain(tenYear.id);
      expect(Object.keys(list[0]!).sort()).toEqual(
        [
          'id',
          'term',
          'rate_type',
          'province',
          'posted_rate',
          'our_rate',
          'is_active',
          'scraped_at',
          'mortgage_type',
          'source_url',
          'updated_at',
        ].sort(),
      );
    } finally {
      await Promise.all([rates.remove(inactive.id), rates.remove(tenYear.id)]);
    }
  });

  it("filters by province (code or name) and type, falling back to National's rates of a type the province lacks", async () => {
    const ontario = await api<Rate[]>('GET', '/api/rates?province=ON&type=fixed');
    expect(ontario.status).toBe(200);
    expect(ontario.body).toHaveLength(4);
    expect(new Set(ontario.body.map((r) => `${r.province} ${r.rate_type}`))).toEqual(
      new Set(['Ontario fixed']),
    );
    expect(ascending(ontario.body.map((r) => r.our_rate))).toBe(true);
    const byName = await api<Rate[]>('GET', '/api/rates?province=Ontario&type=fixed');
    expect(byName.body).toEqual(ontario.body);

    // The territories publish fixed rates only (seed): their variable view is National's.
    const yukon = await api<Rate[]>('GET', '/api/rates?province=YT&type=variable');
    expect(yukon.body).toHaveLength(4);
    expect(yukon.body.every((r) => r.province === 'National' && r.rate_type === 'variable')).toBe(true);
    const yukonBoth = await api<Rate[]>('GET', '/api/rates?province=Yukon');
    expect(new Set(yukonBoth.body.map((r) => `${r.province} ${r.rate_type}`))).toEqual(
      new Set(['Yukon fixed', 'National variable']),
    );

    const variable = await api<Rate[]>('GET', '/api/rates?type=variable');
    expect(variable.body.length).toBeGreaterThan(4);
    expect(variable.body.every((r) => r.rate_type === 'variable')).toBe(true);
  });

  it('rejects an unknown province, an unknown type and unknown parameters with 400', async () => {
    for (const query of ['province=Narnia', 'type=balloon', 'sort=desc']) {
      const answer = await api<{ error: { code: string } }>('GET', `/api/rates?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
    }
  });
});

describe('GET /api/rates/best', () => {
  it('answers the lowest active our_rate with its term and type, or 404 when no rate is active', async () => {
    const all = (await api<Rate[]>('GET', '/api/rates')).body;
    const best = await api('GET', '/api/rates/best');
    expect(best.status).toBe(200);
    expect(best.headers.get('cache-control')).toMatch(/s-maxage/);
    expect(best.body).toEqual({
      our_rate: all[0]!.our_rate,
      term: all[0]!.term,
      rate_type: all[0]!.rate_type,
    });

    const active = await rates.listActive();
    const deactivate = (is_active: boolean) =>
      Promise.all(active.map((rate) => rates.update(rate.id, { is_active })));
    await deactivate(false);
    try {
      const none = await api('GET', '/api/rates/best');
      expect(none).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
      expect((await api('GET', '/api/rates')).body).toEqual([]);
    } finally {
      await deactivate(true);
    }
  });
});
