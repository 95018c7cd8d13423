import type { Lead } from '@maplestone/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureTable } from '../../../infra/local/dynamodb';
import { dropTable } from './outage';

/**
 * The backfill (issue 33, ADRs 091, 092) on data as the product wrote it before: leads with neither list keys
 * nor a rollup, already counted by arrival in the day and agent counters, in a table of this file's own.
 * After it the lists find every lead and the counters hold each once; a second run changes nothing.
 */
const { urls } = inject('stack');
const table = `backfill-${Date.now().toString(36)}`;

beforeAll(async () => {
  await ensureTable(urls.dynamodb, table);
  process.env.TABLE_NAME = table;
});
afterAll(() => dropTable(urls.dynamodb, table));

const modules = async () => ({
  ...(await import('../../../functions/src/data/keys')),
  ...(await import('../../../functions/src/data/query')),
  ...(await import('../../../functions/src/data/repositories/stats')),
  ...(await import('../../../functions/src/jobs/backfill')),
  ...(await import('../../../functions/src/services/back-office/lead-lists')),
});

const AGENT = 'agent-before';
const olderLeads: Lead[] = Array.from({ length: 30 }, (_, i) => ({
  id: `before-${String(i).padStart(2, '0')}`,
  agent_id: i % 3 === 0 ? null : AGENT,
  client_name: `Zoë Before ${i}`,
  client_email: `before${i}@example.com`,
  client_phone: null,
  type: i % 2 === 0 ? 'contact' : 'application',
  source: i % 2 === 0 ? 'contact_form' : 'website',
  status: i % 4 === 0 ? 'closed' : 'new',
  message: null,
  notes: null,
  metadata: null,
  created_at: `2025-0${1 + (i % 9)}-1${i % 10}T15:00:00.000Z`,
  updated_at: null,
  first_contacted_at: i % 4 === 0 ? `2025-0${1 + (i % 9)}-1${i % 10}T15:30:00.000Z` : null,
}));

describe('npm run backfill', () => {
  it('indexes and counts what was written before, once, however often it runs', async () => {
    const m = await modules();
    // As the product wrote them before: the lead list, agents' collections and contact keys only, counted by
    // arrival (no `_uncounted`, no `_rolled`) in the day and agent counters.
    await m.putItems(
      olderLeads.map((lead) => ({
        ...m.keys.lead(lead.id),
        ...m.keys.leadList(lead.created_at, lead.id),
        ...(lead.agent_id
          ? { GSI1PK: `AGENT#${lead.agent_id}`, GSI1SK: `LEAD#${lead.created_at}#${lead.id}` }
          : {}),
        ...m.keys.leadContact(lead),
        _et: 'lead',
        createdAt: lead.created_at,
        updatedAt: lead.created_at,
        ...lead,
      })),
      'older leads',
    );
    for (const lead of olderLeads) {
      const day = m.dayOf(lead.created_at);
      const counts = { leads: 1, [`leads_${lead.type}`]: 1 };
      const { db, UpdateCommand } = await import('../../../functions/src/data/client');
      const counted: [{ PK: string; SK: string }, Record<string, number>][] = [
        [m.keys.dailyStats(day), counts],
      ];
      if (lead.agent_id) {
        counted.push([m.keys.agentDailyStats(lead.agent_id, day), { leads: 1 }]);
        counted.push([m.keys.agentStats(lead.agent_id), { leads: 1 }]);
      }
      for (const [key, add] of counted) {
        await db.send(new UpdateCommand(m.addCounts(key, add).Update as never));
      }
    }
    const dayBefore = await m.stats.counts(m.keys.dailyStats(m.dayOf(olderLeads[0]!.created_at)));

    const first = await m.backfill();
    expect(first).toMatchObject({ read: 30, indexed: 30, counted: 30 });

    // The lists find them by facet and by name; the totals count each once.
    const closed = await m.leadListPage(
      { status: 'closed', limit: 100 },
      { list: 'admin' },
      (await import('../../../functions/src/services/back-office/lead-totals')).leadTotal,
    );
    expect(closed.items.map((lead) => lead.id).sort()).toEqual(
      olderLeads
        .filter((lead) => lead.status === 'closed')
        .map((lead) => lead.id)
        .sort(),
    );
    expect(closed.total).toBe(olderLeads.filter((lead) => lead.status === 'closed').length);
    const found = await m.leadListPage({ q: 'zoe before 1', limit: 100 }, { list: 'admin' });
    expect(found.items.length).toBeGreaterThan(0);
    const total = await m.stats.counts(m.keys.platformTotals);
    expect(total.leads).toBe(30);
    expect(total.waiting).toBe(olderLeads.filter((lead) => lead.status === 'new').length);
    // The day's arrivals were counted already: they stay as they were, the rest is added beside them.
    const dayAfter = await m.stats.counts(m.keys.dailyStats(m.dayOf(olderLeads[0]!.created_at)));
    expect(dayAfter.leads).toBe(dayBefore.leads);
    expect(dayAfter[`leads_${olderLeads[0]!.type}`]).toBe(dayBefore[`leads_${olderLeads[0]!.type}`]);
    expect((await m.stats.counts(m.keys.agentStats(AGENT))).leads).toBe(
      olderLeads.filter((lead) => lead.agent_id === AGENT).length,
    );

    // Again: nothing to do, nothing moves.
    expect(await m.backfill()).toMatchObject({ read: 30, indexed: 0, counted: 0, queued: 0 });
    expect(await m.stats.counts(m.keys.platformTotals)).toEqual(total);

    // A lead indexed before the waiting indexes (ADR 112) joins them; the landing's pages then hold every lead
    // waiting, everyone's and an agent's, and none that was contacted.
    const { db, UpdateCommand } = await import('../../../functions/src/data/client');
    const waiting = olderLeads.filter((lead) => lead.status === 'new');
    for (const lead of waiting.slice(0, 2)) {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: m.keys.lead(lead.id),
          UpdateExpression: 'REMOVE GSI10PK, GSI10SK, GSI11PK, GSI11SK',
        }),
      );
    }
    expect(await m.backfill()).toMatchObject({ indexed: 2, counted: 0 });
    const { leadPage } = await import('../../../functions/src/data/repositories/lead-pages');
    const idsOf = async (agent?: string) =>
      (await leadPage({ agent, waiting: true }, { order: 'oldest', limit: 100 })).leads.map(
        (lead) => lead.id,
      );
    const oldestFirst = (leads: Lead[]) =>
      [...leads].sort((a, b) => a.created_at.localeCompare(b.created_at)).map((lead) => lead.id);
    expect(await idsOf()).toEqual(oldestFirst(waiting));
    expect(await idsOf(AGENT)).toEqual(oldestFirst(waiting.filter((lead) => lead.agent_id === AGENT)));
  }, 120_000);

  it('moves leads counted before the held items onto them, and removes the counts it leaves at 0 (ADR 108)', async () => {
    const m = await modules();
    const rollups = await import('../../../functions/src/services/lead-rollups');
    const { db, UpdateCommand } = await import('../../../functions/src/data/client');
    const agent = 'agent-version-two';
    const earlier = olderLeads.slice(0, 12).map((lead, i) => ({
      ...lead,
      id: `version-two-${i}`,
      agent_id: i % 4 === 0 ? null : agent,
      created_at: lead.created_at.replace('2025', '2024'),
      first_contacted_at: lead.first_contacted_at?.replace('2025', '2024') ?? null,
    }));
    // As the product counted them before ADR 108: a version 2 state, its rollup on the day and agent items.
    for (const lead of earlier) {
      const state = {
        ...rollups.rollupStateOf(lead as never, { kind: 'none' }),
        heldApart: false,
        weekly: false,
      };
      const [, ...fields] = JSON.parse(rollups.encodeRollup(state));
      await m.putItems(
        [
          {
            ...m.keys.lead(lead.id),
            ...m.keys.leadList(lead.created_at, lead.id),
            ...m.keys.leadContact(lead),
            _et: 'lead',
            createdAt: lead.created_at,
            updatedAt: lead.created_at,
            ...lead,
            _rolled: JSON.stringify([2, ...fields]),
          },
        ],
        'version 2 leads',
      );
      for (const update of m.counterUpdates(rollups.rollupChange({ kind: 'none' }, state))) {
        await db.send(new UpdateCommand(update.Update as never));
      }
    }
    const day = m.dayOf(earlier[1]!.created_at);
    const rollupNames = (counts: Record<string, number>) =>
      Object.keys(counts).filter((name) =>
        /^(n|reached|fc)\||^waiting$|\|(reached|fc)\||\|waiting$/.test(name),
      );
    expect(rollupNames(await m.stats.counts(m.keys.dailyStats(day)))).not.toEqual([]);

    const moved = await m.backfill();
    expect(moved.counted).toBe(earlier.length);
    expect(moved.pruned).toBeGreaterThan(0);
    // The day item keeps its series, the agent's item its ranking: their rollup counts are gone, not left at 0.
    expect(rollupNames(await m.stats.counts(m.keys.dailyStats(day)))).toEqual([]);
    expect(rollupNames(await m.stats.counts(m.keys.agentStats(agent)))).toEqual([]);
    expect(rollupNames(await m.stats.counts(m.keys.agentsDailyStats(day)))).toEqual([]);
    // And the held items hold them, as a count of the leads says.
    const held = earlier.filter((lead) => lead.agent_id === agent);
    expect((await m.stats.counts(m.keys.agentStats(agent))).held).toBe(held.length);
    const heldCounts = await m.stats.counts(m.keys.agentHeldStats(agent));
    expect(heldCounts.waiting ?? 0).toBe(held.filter((lead) => lead.status === 'new').length);
    expect(
      Object.entries(heldCounts)
        .filter(([name]) => name.startsWith('n|'))
        .reduce((sum, [, value]) => sum + value, 0),
    ).toBe(held.length);
    const sameDay = earlier.filter((lead) => m.dayOf(lead.created_at) === day);
    expect(
      (await m.stats.counts(m.keys.heldDailyStats(day)))[
        `n|${sameDay[0]!.status}|${sameDay[0]!.type}|${sameDay[0]!.source}`
      ],
    ).toBe(
      sameDay.filter(
        (lead) =>
          lead.status === sameDay[0]!.status &&
          lead.type === sameDay[0]!.type &&
          lead.source === sameDay[0]!.source,
      ).length,
    );

    // Again: nothing to move, nothing to remove.
    expect(await m.backfill()).toMatchObject({ counted: 0, pruned: 0 });
  }, 120_000);
});

describe('what lacks French (issue 37, ADR 116)', () => {
  it('puts what staff wrote before on the indexes of what lacks French, once, and each edit keeps them true', async () => {
    const m = await modules();
    const { frenchMissing } = await import('../../../functions/src/data/repositories/french-missing');
    const { products } = await import('../../../functions/src/data/repositories/products');
    const { posts } = await import('../../../functions/src/data/repositories/posts');
    const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T12:00:00.000Z`;
    const product = (id: string, day: number, fr: Record<string, string> | null) => ({
      ...m.keys.product(id),
      ...m.keys.productList(at(day), id),
      ...m.stamp('product', at(day)),
      id,
      name: `Product ${id}`,
      description: 'A line of credit.',
      content: null,
      price: null,
      image_url: null,
      fr,
      created_at: at(day),
    });
    const post = {
      ...m.keys.post('post-before'),
      ...m.keys.postList({ id: 'post-before', is_published: true, published_at: at(5), createdAt: at(4) }),
      ...m.keys.postOwner('agent-writer', at(4), 'post-before'),
      ...m.stamp('post', at(4)),
      id: 'post-before',
      slug: 'post-before',
      title: 'Before',
      excerpt: null,
      content: 'Words.',
      featured_image_url: null,
      is_published: true,
      published_at: at(5),
      agent_id: 'agent-writer',
      created_at: at(4),
    };
    // As written before: on their lists only. One product has all its French, one only its name's.
    await m.putItems(
      [
        product('p-none', 1, null),
        product('p-half', 2, { name: 'Produit' }),
        product('p-full', 3, { name: 'Produit', description: 'Une marge de crédit.' }),
        post,
      ],
      'older content',
    );

    const first = await m.backfill();
    expect(first.french).toBe(3);
    expect(await frenchMissing.count('product')).toBe(2);
    expect(await frenchMissing.count('post')).toBe(1);
    expect(await frenchMissing.countAgentPosts('agent-writer')).toBe(1);
    // A page of the index, newest first, as the agents' and posts' filters read theirs.
    const lackingProducts = async () =>
      (await frenchMissing.page((item) => item as { id: string }, 'product', { limit: 10 })).items;
    expect((await lackingProducts()).map((item) => item.id)).toEqual(['p-half', 'p-none']);
    expect((await m.backfill()).french).toBe(0);

    // An edit that completes the French takes the product off; one that adds English without French puts it back.
    await products.update('p-half', { fr: { name: 'Produit', description: 'Une marge de crédit.' } });
    expect(await frenchMissing.count('product')).toBe(1);
    await products.update('p-full', { content: 'More words, in English.' });
    expect((await lackingProducts()).map((item) => item.id)).toEqual(['p-full', 'p-none']);
    // A French version takes the post off both its indexes, in the write that adds it.
    await posts.update('post-before', {
      fr: { title: 'Avant', slug: 'avant', excerpt: null, content: 'Des mots.', seo_settings: {} },
    });
    expect(await frenchMissing.count('post')).toBe(0);
    expect(await frenchMissing.countAgentPosts('agent-writer')).toBe(0);
    expect((await posts.getBySlug('avant'))?.id).toBe('post-before');
    expect((await m.backfill()).french).toBe(0);
  }, 60_000);
});
