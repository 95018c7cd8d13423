import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import {
  businessMinutesBetween,
  firstContactBucket,
  firstContactDueSince,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TYPES,
  type Lead,
  LIMITS,
} from '@maplestone/shared';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localClientConfig } from '../../../infra/local/config';
import { ensureTable } from '../../../infra/local/dynamodb';
import { waitUntil } from '../../../infra/local/processes';
import { startStreamPoller } from '../../../infra/local/stream-poller';
import { dropTable } from '../jobs/outage';

/**
 * The back office at a real brokerage's size (issue 33, ADRs 091, 092): 2,500 leads over three years, twelve
 * agents and the unassigned, every type, source and status, in a table of this file's own (so the stack's
 * consumer does not race this one), with count-events on its stream as the stack runs it. Paging through
 * each list with each filter sees every matching lead once and in order; the counters equal a count of the
 * leads themselves after a burst of changes and redelivered stream records.
 */
const LEADS = 2_500;
const AGENTS = Array.from({ length: 12 }, (_, i) => `agent-scale-${String(i).padStart(2, '0')}`);
const NAMES = [
  'Éloïse Tremblay',
  'Jamie Doe',
  'Jean-Luc Roy',
  "Siobhan O'Brien",
  'Zoë Chen',
  'Amir Haddad',
  'Priya Shah',
  'Lucas Martin',
];
const { urls } = inject('stack');
const table = `scale-${Date.now().toString(36)}`;
const work = mkdtempSync(join(tmpdir(), 'lead-scale-'));
let poller: { stop(): Promise<void> } | undefined;
let streamArn = '';

// The functions read the table's name at import: every module is imported after it points here.
const modules = async () => ({
  ...(await import('../../../functions/src/data/repositories/leads')),
  ...(await import('../../../functions/src/data/query')),
  ...(await import('../../../functions/src/data/repositories/stats')),
  ...(await import('../../../functions/src/services/back-office/lead-lists')),
  ...(await import('../../../functions/src/services/back-office/lead-totals')),
  ...(await import('../../../functions/src/services/back-office/attention')),
  ...(await import('../../../functions/src/data/repositories/lead-pages')),
  ...(await import('../../../functions/src/services/counters')),
  ...(await import('../../../functions/src/services/lead-import')),
  ...(await import('../../../functions/src/data/keys')),
  ...(await import('../../../functions/src/data/client')),
});

/** A deterministic random sequence, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const next = random(33);
const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;

const START = Date.parse('2023-12-01T00:00:00.000Z');
const SPAN = Date.parse('2026-11-27T00:00:00.000Z') - START;

/** The leads, as the API would have written them: a third of them unassigned or with every other source. */
function seededLeads(): Lead[] {
  return Array.from({ length: LEADS }, (_, i) => {
    const created = new Date(START + Math.floor(next() * SPAN)).toISOString();
    const status = pick(LEAD_STATUSES);
    const contactedAt =
      status === 'new'
        ? null
        : new Date(Date.parse(created) + Math.floor(next() * 3 * 86_400_000)).toISOString();
    const name = `${pick(NAMES)} ${i}`;
    return {
      id: `scale-${String(i).padStart(5, '0')}`,
      agent_id: next() < 0.1 ? null : pick(AGENTS),
      client_name: name,
      client_email: `client${i % 2_000}@example.com`,
      client_phone: i % 3 === 0 ? null : `(416) 555-${String(i % 10_000).padStart(4, '0')}`,
      type: pick(LEAD_TYPES),
      source: pick(LEAD_SOURCES),
      status,
      message: i % 97 === 0 ? '=HYPERLINK("http://evil.example")' : `Lead ${i}`,
      notes: null,
      metadata: null,
      created_at: created,
      updated_at: null,
      first_contacted_at: contactedAt,
    };
  });
}

beforeAll(async () => {
  ({ streamArn } = await ensureTable(urls.dynamodb, table));
  process.env.TABLE_NAME = table;
  const m = await modules();
  // Imported as counted (the bulk path: the stream's counting is what the burst below exercises).
  await m.importCountedLeads(seededLeads());
  poller = startStreamPoller({
    endpoint: urls.dynamodb,
    streamArn,
    checkpointFile: join(work, 'checkpoint.json'),
    intervalMs: 100,
    consumer: {
      name: 'count-events',
      handler: async (event) => {
        await (await import('../../../functions/src/jobs/count-events')).handler(event);
        return undefined;
      },
    },
  });
  await settled();
}, 600_000);

afterAll(async () => {
  await poller?.stop();
  await dropTable(urls.dynamodb, table);
  rmSync(work, { recursive: true, force: true });
});

/** Every lead item of the table (a Scan: this test's own small table only). */
async function storedLeads(): Promise<(Lead & Record<string, unknown>)[]> {
  const { tableClients, tableName } = await modules();
  const { document } = await tableClients();
  const items: (Lead & Record<string, unknown>)[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await document.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: '#et = :lead',
        ExpressionAttributeNames: { '#et': '_et' },
        ExpressionAttributeValues: { ':lead': 'lead' },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as (Lead & Record<string, unknown>)[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Until count-events has counted every lead as it now is. */
async function settled() {
  const { isRolled } = await import('../../../functions/src/services/lead-rollups');
  await waitUntil(
    'every lead counted',
    async () => (await storedLeads()).every((lead) => isRolled(lead as never)),
    { timeoutMs: 300_000, intervalMs: 500 },
  );
}

const position = (lead: Pick<Lead, 'created_at' | 'id'>) => `${lead.created_at}#${lead.id}`;

/** Every page of a list, 100 rows a page, its ids in the order given. */
async function pagedIds(
  query: Record<string, string | undefined>,
  scope: { list: 'admin' | 'agent'; ownerId?: string },
) {
  const { leadListPage } = await modules();
  const ids: string[] = [];
  let cursor: string | undefined;
  let total: number | null = null;
  do {
    const page = await leadListPage(
      { ...query, limit: 100, cursor } as never,
      scope,
      (await modules()).leadTotal,
    );
    ids.push(...page.items.map((lead) => lead.id));
    total = page.total;
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return { ids, total };
}

describe('the lead lists at 2,500 leads (issue 33)', () => {
  const TORONTO_DAY = 'America/Toronto';
  const dayOf = (iso: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: TORONTO_DAY }).format(new Date(iso));

  it('pages through every filter the panels offer, each matching lead once and newest first', async () => {
    const all = await storedLeads();
    const filters: Record<string, string | undefined>[] = [
      {},
      ...LEAD_STATUSES.map((status) => ({ status })),
      ...LEAD_TYPES.map((type) => ({ type })),
      ...LEAD_SOURCES.map((source) => ({ source })),
      { agent: AGENTS[3] },
      { agent: 'none' },
      { agent: AGENTS[5], status: 'new' },
      { status: 'contacted', type: 'contact' },
      { status: 'closed', type: 'refinance', source: 'website' },
      { agent: AGENTS[7], type: 'application', source: 'AI Chatbot' },
      { from: '2025-01-01', to: '2025-03-31' },
      { from: '2024-06-01', to: '2024-06-30', status: 'qualified' },
      { agent: AGENTS[1], from: '2026-01-01' },
    ];
    for (const filter of filters) {
      const expected = all
        .filter(
          (lead) =>
            (!filter.status || lead.status === filter.status) &&
            (!filter.type || lead.type === filter.type) &&
            (!filter.source || lead.source === filter.source) &&
            (!filter.agent || (lead.agent_id ?? 'none') === filter.agent) &&
            (!filter.from || dayOf(lead.created_at) >= filter.from) &&
            (!filter.to || dayOf(lead.created_at) <= filter.to),
        )
        .sort((a, b) => position(b).localeCompare(position(a)));
      const { ids, total } = await pagedIds(filter, { list: 'admin' });
      expect(ids, JSON.stringify(filter)).toEqual(expected.map((lead) => lead.id));
      // Totals come from the counters, exact where no date range is given.
      expect(total, JSON.stringify(filter)).toBe(filter.from || filter.to ? null : expected.length);
    }
  }, 300_000);

  it("reads oldest first too, and an agent's list holds its own leads only", async () => {
    const all = await storedLeads();
    const oldest = await pagedIds({ status: 'new', order: 'oldest' }, { list: 'admin' });
    expect(oldest.ids).toEqual(
      all
        .filter((lead) => lead.status === 'new')
        .sort((a, b) => position(a).localeCompare(position(b)))
        .map((lead) => lead.id),
    );
    const own = await pagedIds({ type: 'contact' }, { list: 'agent', ownerId: AGENTS[2] });
    expect(own.ids).toEqual(
      all
        .filter((lead) => lead.agent_id === AGENTS[2] && lead.type === 'contact')
        .sort((a, b) => position(b).localeCompare(position(a)))
        .map((lead) => lead.id),
    );
    // Even asked for another agent's leads, an agent's list stays its own.
    const asked = await pagedIds({ agent: AGENTS[4] }, { list: 'agent', ownerId: AGENTS[2] });
    expect(asked.ids.every((id) => all.find((lead) => lead.id === id)?.agent_id === AGENTS[2])).toBe(true);
  }, 120_000);

  it('finds leads by e-mail, phone in any format, id, and the start of a name, accents and case ignored', async () => {
    const all = await storedLeads();
    const byEmail = await pagedIds({ q: 'CLIENT17@example.com' }, { list: 'admin' });
    expect(byEmail.ids.sort()).toEqual(
      all
        .filter((lead) => lead.client_email === 'client17@example.com')
        .map((l) => l.id)
        .sort(),
    );
    const phoneOwner = all.find((lead) => lead.client_phone)!;
    const digits = phoneOwner.client_phone!.replace(/\D/g, '');
    const byPhone = await pagedIds(
      { q: `+1 ${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}` },
      { list: 'admin' },
    );
    expect(byPhone.ids).toContain(phoneOwner.id);
    expect((await pagedIds({ q: 'scale-00042' }, { list: 'admin' })).ids).toEqual(['scale-00042']);
    const eloise = await pagedIds({ q: 'ELOISE trem' }, { list: 'admin' });
    expect(eloise.ids.sort()).toEqual(
      all
        .filter((lead) => lead.client_name.startsWith('Éloïse Tremblay'))
        .map((l) => l.id)
        .sort(),
    );
    // The other filters trim what the search found.
    const eloiseNew = await pagedIds({ q: 'éloïse', status: 'new' }, { list: 'admin' });
    expect(eloiseNew.ids.sort()).toEqual(
      all
        .filter((lead) => lead.client_name.startsWith('Éloïse') && lead.status === 'new')
        .map((l) => l.id)
        .sort(),
    );
    const ownSearch = await pagedIds({ q: "siobhan o'b" }, { list: 'agent', ownerId: AGENTS[0] });
    expect(ownSearch.ids.sort()).toEqual(
      all
        .filter((lead) => lead.agent_id === AGENTS[0] && lead.client_name.startsWith('Siobhan'))
        .map((l) => l.id)
        .sort(),
    );
  }, 120_000);

  it('refuses an altered cursor, and one made for another list or agent, with 400', async () => {
    const { leadListPage } = await modules();
    const first = await leadListPage({ status: 'new', limit: 5 }, { list: 'agent', ownerId: AGENTS[0] });
    const cursor = first.next_cursor!;
    const [payload, mac] = cursor.split('.');
    const forged = `${Buffer.from(JSON.stringify({ p: '2099-01-01T00:00:00.000Z#x' })).toString('base64url')}.${mac}`;
    for (const [bad, scope] of [
      [`${payload}.${mac}x`, { list: 'agent', ownerId: AGENTS[0] }],
      [forged, { list: 'agent', ownerId: AGENTS[0] }],
      ['not-a-cursor', { list: 'agent', ownerId: AGENTS[0] }],
      [cursor, { list: 'agent', ownerId: AGENTS[1] }],
      [cursor, { list: 'admin' }],
    ] as const) {
      await expect(leadListPage({ status: 'new', limit: 5, cursor: bad }, scope)).rejects.toMatchObject({
        status: 400,
        message: 'This page of the list is no longer valid: load the list again',
      });
    }
    // The same list and caller may go on.
    expect(
      (await leadListPage({ status: 'new', limit: 5, cursor }, { list: 'agent', ownerId: AGENTS[0] })).items,
    ).toHaveLength(5);
  });

  it('keeps the counters equal to a count of the leads through a burst of changes and redelivered records', async () => {
    const m = await modules();
    const all = await storedLeads();
    const actor = { id: 'test', name: 'Scale Test', role: 'super_admin' as const };
    // A burst: status changes (first contacts among them), reassignments, deletions.
    for (const lead of all.slice(0, 150)) {
      const fresh = (await m.leads.get(lead.id))!;
      await m.leads.changeStatus(fresh, pick(LEAD_STATUSES), actor);
    }
    for (const lead of all.slice(150, 190)) {
      const fresh = (await m.leads.get(lead.id))!;
      await m.leads.reassign(fresh, { id: pick(AGENTS), name: 'Someone' }, null, actor);
    }
    for (const lead of all.slice(190, 210)) await m.leads.remove(lead.id);
    await settled();

    // Lambda delivers at least once: every record of the stream, again, in batches, changes nothing.
    const before = await m.stats.counts(m.keys.platformTotals);
    const records = await everyStreamRecord();
    for (let i = 0; i < records.length; i += 100) await m.countRecords(records.slice(i, i + 100));
    expect(await m.stats.counts(m.keys.platformTotals)).toEqual(before);

    // Brute force: the counters as a count of the leads themselves.
    const leadsNow = await storedLeads();
    const expected = (owner?: string | null) => {
      const counts: Record<string, number> = {};
      const add = (name: string) => {
        counts[name] = (counts[name] ?? 0) + 1;
      };
      for (const lead of leadsNow) {
        if (owner !== undefined && (lead.agent_id ?? null) !== owner) continue;
        add(`n|${lead.status}|${lead.type}|${lead.source}`);
        const stage = Math.max(
          { new: 0, contacted: 1, qualified: 2, closed: 3 }[lead.status],
          lead.first_contacted_at ? 1 : 0,
        );
        for (const [index, name] of ['contacted', 'qualified', 'closed'].entries()) {
          if (stage > index) add(`reached|${name}|${lead.source}`);
        }
        if (lead.first_contacted_at)
          add(`fc|${firstContactBucket(businessMinutesBetween(lead.created_at, lead.first_contacted_at))}`);
        if (lead.status === 'new' && !lead.first_contacted_at) add('waiting');
      }
      return counts;
    };
    const held = (counts: Record<string, number>) =>
      Object.fromEntries(
        Object.entries(counts).filter(
          ([name, value]) => !name.startsWith('leads') && !name.startsWith('page_views') && value !== 0,
        ),
      );
    expect(held(await m.stats.counts(m.keys.platformTotals))).toEqual(expected());
    expect((await m.stats.counts(m.keys.platformTotals)).leads).toBe(leadsNow.length);
    for (const agent of [AGENTS[0], AGENTS[6], AGENTS[11]]) {
      expect(held(await m.stats.counts(m.keys.agentHeldStats(agent!)))).toEqual(expected(agent));
      // Its ranking item (ADR 108): how many leads it holds; its day items: its rollup by day of arrival.
      expect((await m.stats.counts(m.keys.agentStats(agent!))).held).toBe(
        leadsNow.filter((lead) => lead.agent_id === agent).length,
      );
      expect(held(await m.stats.agentCountsBetween(agent!, '2000-01-01', '2099-12-31'))).toEqual(
        expected(agent),
      );
    }
    // The days' held items add up to the platform's rollup.
    expect(held(await m.stats.countsBetween('2000-01-01', '2099-12-31'))).toEqual(expected());
    expect(held(await m.stats.counts(m.keys.unassignedTotals))).toEqual(expected(null));
    // The day items add up to every lead, each on the Toronto day it arrived.
    const days = await m.stats.daySeries(null, '2026-12-31');
    expect(days.reduce((sum, day) => sum + day.leads, 0)).toBe(leadsNow.length);
    const someDay = dayOf(leadsNow[0]!.created_at);
    expect(days.find((day) => day.day === someDay)?.leads).toBe(
      leadsNow.filter((lead) => dayOf(lead.created_at) === someDay).length,
    );
    // The waiting hour items: how many leads wait since an instant (the landing's fresh ones), in all and per
    // agent, equal a count of the leads, at a lead's own arrival (included) and a moment after it (not).
    const waiting = leadsNow
      .filter((lead) => lead.status === 'new' && !lead.first_contacted_at)
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
    const waitingSince = (since: string, agent?: string) =>
      waiting.filter((lead) => lead.created_at >= since && (agent === undefined || lead.agent_id === agent))
        .length;
    const middle = waiting[Math.floor(waiting.length / 2)]!.created_at;
    const justAfter = new Date(Date.parse(middle) + 1).toISOString();
    for (const since of [waiting[0]!.created_at, middle, justAfter]) {
      const counted = await m.freshWaitingCount(since);
      expect(counted.total).toBe(waitingSince(since));
      for (const agent of [AGENTS[0]!, AGENTS[6]!]) {
        expect(counted.byAgent.get(agent) ?? 0).toBe(waitingSince(since, agent));
        expect((await m.freshWaitingCount(since, agent)).total).toBe(waitingSince(since, agent));
      }
    }

    // The waiting indexes (ADR 112) hold exactly the leads waiting, everyone's and an owner's, oldest first,
    // through first contacts, returns to new and reassignments; the landing's piles are their first pages.
    const byPosition = [...waiting].sort((a, b) => position(a).localeCompare(position(b)));
    const waitingIds = async (agent?: string | null) => {
      const ids: string[] = [];
      let after: string | undefined;
      do {
        const page = await m.leadPage({ agent, waiting: true }, { order: 'oldest', after, limit: 100 });
        ids.push(...page.leads.map((lead) => lead.id));
        after = page.next ?? undefined;
      } while (after);
      return ids;
    };
    expect(await waitingIds()).toEqual(byPosition.map((lead) => lead.id));
    for (const agent of [AGENTS[0]!, null]) {
      expect(await waitingIds(agent)).toEqual(
        byPosition.filter((lead) => (lead.agent_id ?? null) === agent).map((lead) => lead.id),
      );
    }
    const landingAt = new Date(Date.parse(middle) + 5 * 86_400_000);
    const due = firstContactDueSince(landingAt);
    for (const agent of [undefined, AGENTS[0]!]) {
      const mine = byPosition.filter((lead) => agent === undefined || lead.agent_id === agent);
      const overdue = mine.filter((lead) => lead.created_at < due);
      const fresh = mine.filter((lead) => lead.created_at >= due);
      const landing = await m.leadAttention(agent, landingAt);
      expect(landing.overdue.items.map((lead) => lead.id)).toEqual(
        overdue.slice(0, 25).map((lead) => lead.id),
      );
      expect(landing.overdue.total).toBe(overdue.length);
      expect(landing.new.items.map((lead) => lead.id)).toEqual(fresh.slice(0, 25).map((lead) => lead.id));
      expect(landing.new.total).toBe(fresh.length);
    }

    // The analytics by agent, page by page (ADR 108): every agent holding leads once, most leads first, each
    // row's funnel and first contact equal to a count of its leads.
    const { newAgent } = await import('../../../functions/src/services/back-office/agents-admin');
    const { agents } = await import('../../../functions/src/data/repositories/agents');
    for (const [i, id] of AGENTS.entries()) {
      const agent = newAgent(
        { fullName: `Scale Agent ${i}`, email: `scale-agent-${i}@example.com`, password: 'x' },
        `scale-user-${i}`,
        '2026-01-01T00:00:00.000Z',
      );
      await agents.create({ ...agent, id });
    }
    const { platformAgentsPage } = await import('../../../functions/src/services/back-office/analytics');
    const { periodRange } = await import('../../../functions/src/services/back-office/periods');
    const now = new Date(leadsNow.reduce((max, lead) => (lead.created_at > max ? lead.created_at : max), ''));
    for (const period of ['all', '30'] as const) {
      const fromDay = periodRange(period, now).fromDay ?? '';
      const holding = AGENTS.filter((id) =>
        leadsNow.some((lead) => lead.agent_id === id && dayOf(lead.created_at) >= fromDay),
      );
      expect(holding.length).toBeGreaterThan(LIMITS.analyticsAgentsPage);
      const rows = [];
      for (let offset = 0; ; ) {
        const page = await platformAgentsPage(period, offset, now);
        expect(page.total).toBe(holding.length);
        rows.push(...page.items);
        offset += page.items.length;
        if (page.items.length === 0 || offset >= page.total) break;
      }
      expect(rows.map((row) => row.id).sort()).toEqual(holding.sort());
      for (const row of rows) {
        const mine = leadsNow.filter((lead) => lead.agent_id === row.id && dayOf(lead.created_at) >= fromDay);
        expect(row.leads).toBe(mine.length);
        expect(row.contacted).toBe(
          mine.filter((lead) => lead.status !== 'new' || lead.first_contacted_at).length,
        );
        expect(row.first_contact.contacted).toBe(mine.filter((lead) => lead.first_contacted_at).length);
      }
      expect(rows.map((row) => row.leads)).toEqual(rows.map((row) => row.leads).sort((a, b) => b - a));
    }
  }, 600_000);
});

/** Every record the table's stream holds, in order, as Lambda would deliver them. */
async function everyStreamRecord(): Promise<DynamoDBRecord[]> {
  const client = new DynamoDBStreamsClient(localClientConfig(urls.dynamodb));
  const { StreamDescription } = await client.send(new DescribeStreamCommand({ StreamArn: streamArn }));
  const records: DynamoDBRecord[] = [];
  for (const shard of StreamDescription?.Shards ?? []) {
    let iterator = (
      await client.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shard.ShardId,
          ShardIteratorType: 'TRIM_HORIZON',
        }),
      )
    ).ShardIterator;
    while (iterator) {
      const page = await client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      records.push(...((page.Records ?? []) as DynamoDBRecord[]));
      if ((page.Records ?? []).length === 0) break;
      iterator = page.NextShardIterator;
    }
  }
  client.destroy();
  return records;
}
