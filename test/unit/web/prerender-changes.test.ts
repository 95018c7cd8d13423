import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { ENTITY } from '../../../functions/src/data/keys';
import { changesOf, RENDERED_ENTITIES, type StreamRecordLike } from '../../../web/src/prerender/changes';
import { pageKey } from '../../../web/src/prerender/publisher';

const record = (oldItem: object | null, newItem: object | null): StreamRecordLike => ({
  dynamodb: {
    ...(oldItem ? { OldImage: marshall(oldItem) } : {}),
    ...(newItem ? { NewImage: marshall(newItem) } : {}),
  },
});

describe('what a stream batch re-renders', () => {
  it('a rate or a lender touches every page that shows rates or lenders, no single page', () => {
    const { topics, paths } = changesOf([
      record(null, { _et: 'rate', id: 'r1', our_rate: 4.74 }),
      record({ _et: 'lender', id: 'l1' }, { _et: 'lender', id: 'l1' }),
    ]);
    expect([...topics].sort()).toEqual(['lenders', 'rates']);
    expect(paths.size).toBe(0);
  });

  it("an agent's new slug renders the new page and names the old one, so it can be removed", () => {
    const { topics, paths } = changesOf([
      record(
        { _et: 'agent', id: 'a1', profile_slug: 'old-name' },
        { _et: 'agent', id: 'a1', profile_slug: 'new-name' },
      ),
    ]);
    expect(topics).toEqual(new Set(['agents', 'agent:a1']));
    // Each page with its French twin (issue 20).
    expect(paths).toEqual(
      new Set([
        '/agents/a1',
        '/agent/old-name',
        '/agent/new-name',
        '/fr/courtiers/a1',
        '/fr/courtier/old-name',
        '/fr/courtier/new-name',
      ]),
    );
  });

  it("an agent's testimonial touches the agent's pages as well as the site's testimonials", () => {
    const { topics } = changesOf([record(null, { _et: 'testimonial', id: 't1', agent_id: 'a1' })]);
    expect(topics).toEqual(new Set(['testimonials', 'agent:a1']));
  });

  it("a post's French version names its page at its French slug: a new French slug renders there and removes the old (issue 37)", () => {
    const french = (slug: string) => ({ title: 'Titre', slug, content: 'Texte' });
    const { topics, paths } = changesOf([
      record(
        { _et: 'post', id: 'p1', slug: 'renewing', fr: french('renouveler') },
        { _et: 'post', id: 'p1', slug: 'renewing', fr: french('renouveler-en-2026') },
      ),
    ]);
    expect(topics).toEqual(new Set(['posts', 'post:renewing']));
    expect(paths).toEqual(
      new Set([
        '/blog/renewing',
        '/fr/blogue/renouveler',
        '/fr/blogue/renouveler-en-2026',
        // Its English slug's twin, no page since issue 37: removed where an older render left one.
        '/fr/blogue/renewing',
      ]),
    );
    // Its French version added, or taken away: the page it gains or loses.
    expect(
      changesOf([
        record(
          { _et: 'post', id: 'p1', slug: 'renewing', fr: null },
          { _et: 'post', id: 'p1', slug: 'renewing', fr: french('renouveler') },
        ),
      ]).paths,
    ).toContain('/fr/blogue/renouveler');
    expect(
      changesOf([
        record(
          { _et: 'post', id: 'p1', slug: 'renewing', fr: french('renouveler') },
          { _et: 'post', id: 'p1', slug: 'renewing' },
        ),
      ]).paths,
    ).toContain('/fr/blogue/renouveler');
  });

  it('a deleted post, product or service still names its page (from the old image)', () => {
    const { paths } = changesOf([
      record({ _et: 'post', id: 'p1', slug: 'gone' }, null),
      record({ _et: 'product', id: 'heloc' }, null),
      record({ _et: 'service', id: 'renewal' }, null),
    ]);
    expect(paths).toEqual(
      new Set([
        '/blog/gone',
        '/products/heloc',
        '/services/renewal',
        '/fr/blogue/gone',
        '/fr/produits/heloc',
        '/fr/services/renewal',
      ]),
    );
  });

  it("a day's rate history point re-renders /rates (the stream lets it in); a rate alert renders nothing", () => {
    const { topics, paths } = changesOf([
      record(null, { _et: ENTITY.rateHistory, series: 'Ontario#fixed#5 year', d: '2026-11-23', our: 4.19 }),
    ]);
    expect(topics).toEqual(new Set(['rates']));
    expect(paths.size).toBe(0);
    expect(RENDERED_ENTITIES).toContain(ENTITY.rateHistory);

    const alert = changesOf([record(null, { _et: ENTITY.rateAlert, id: 'a1', status: 'armed' })]);
    expect(alert.topics.size + alert.paths.size).toBe(0);
    expect(RENDERED_ENTITIES).not.toContain(ENTITY.rateAlert);
  });

  it('leads, counters and sessions touch no public page', () => {
    const { topics, paths } = changesOf([
      record(null, { _et: 'lead', id: 'l1', agent_id: 'a1' }),
      record(null, { _et: 'daily_stats', day: '2026-11-22' }),
      record(null, { _et: 'rate_limit' }),
    ]);
    expect(topics.size + paths.size).toBe(0);
  });
});

describe('where a page is written', () => {
  it('maps a path to its object under _pages/', () => {
    expect(pageKey('/')).toBe('_pages/index.html');
    expect(pageKey('/rates')).toBe('_pages/rates/index.html');
    expect(pageKey('/agent/sarahchen')).toBe('_pages/agent/sarahchen/index.html');
  });

  it.each(['/agent/..', '/blog/../../etc', '/agent/a b', '/blog/%2e%2e'])('refuses %s', (path) => {
    expect(() => pageKey(path)).toThrow(/Not a page path/);
  });
});

describe('records as DynamoDB Local streams them', () => {
  it('an empty map without its type (an agent with no SEO settings yet) does not stop the batch', () => {
    const image = { ...marshall({ _et: 'agent', id: 'a2', profile_slug: 'new-agent' }), seo_settings: {} };
    const { paths } = changesOf([{ dynamodb: { NewImage: image as never } }]);
    expect(paths).toEqual(
      new Set(['/agents/a2', '/agent/new-agent', '/fr/courtiers/a2', '/fr/courtier/new-agent']),
    );
  });
});
