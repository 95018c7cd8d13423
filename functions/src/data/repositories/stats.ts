import { randomUUID } from 'node:crypto';
import { db, PutCommand, tableName } from '../client';
import { dayOf, ENTITY, type Key, keys, stamp } from '../keys';
import {
  addCounts,
  getItem,
  queryIndex,
  queryPartition,
  type TransactItem,
  withoutTableAttributes,
} from './query';

/**
 * Counters (analytics and lead counts), only ever changed with UpdateItem ADD by count-events, the table
 * stream's consumer: a new or deleted lead, a page view item (ADR 065). A request writes one item; the
 * counters follow within seconds and are exact once the stream drains.
 *
 * - platform per day: STATS / DAY#{day}  { leads, leads_<type>, page_views }
 * - agent per day:    AGENT#{id} / STATS#DAY#{day}  { leads, page_views }
 * - agent all time:   AGENT#{id} / STATS  { leads, page_views }, on GSI2 'AGENT_STATS' for rankings
 */
export interface DailyStats {
  day: string;
  leads: number;
  page_views: number;
  /** leads_rate_quote, leads_refinance, leads_application, leads_contact */
  [count: `leads_${string}`]: number;
}

export interface AgentStats {
  agent_id: string;
  leads: number;
  page_views: number;
}

export interface AgentDailyStats extends AgentStats {
  day: string;
}

type Counts = Record<string, number>;

/** What one countable change adds to one counter item. */
export interface CounterDelta {
  key: Key;
  counts: Counts;
  /** Attributes the counter item carries besides its counts (entity type, day, agent, index keys). */
  set: Record<string, unknown>;
}

/** Something the counters count: a lead (created: 1, deleted: -1) or a page view of an agent's page. */
export type Countable =
  | { kind: 'lead'; type: string; agent_id: string | null; created_at: string; delta: 1 | -1 }
  | { kind: 'page_view'; agent_id: string; at: string };

/** The counter items a countable change moves, and by how much. */
export function counterDeltas(change: Countable): CounterDelta[] {
  const day = dayOf(change.kind === 'lead' ? change.created_at : change.at);
  const counts: Counts =
    change.kind === 'lead'
      ? { leads: change.delta, [`leads_${change.type}`]: change.delta }
      : { page_views: 1 };
  const deltas: CounterDelta[] = [
    { key: keys.dailyStats(day), counts, set: { _et: ENTITY.dailyStats, day } },
  ];
  if (change.agent_id) {
    const agentCounts: Counts = change.kind === 'lead' ? { leads: change.delta } : { page_views: 1 };
    deltas.push(
      {
        key: keys.agentDailyStats(change.agent_id, day),
        counts: agentCounts,
        set: { _et: ENTITY.agentDailyStats, agent_id: change.agent_id, day },
      },
      {
        key: keys.agentStats(change.agent_id),
        counts: agentCounts,
        set: { ...keys.agentStatsList(change.agent_id), _et: ENTITY.agentStats, agent_id: change.agent_id },
      },
    );
  }
  return deltas;
}

/** One counter item's identity, to sum or count the items a batch moves. */
export const counterItemId = (key: Key) => `${key.PK}|${key.SK}`;

/** Sums deltas per counter item: one UpdateItem per item for a whole batch. */
export function counterUpdates(deltas: CounterDelta[]): TransactItem[] {
  const byItem = new Map<string, CounterDelta>();
  for (const delta of deltas) {
    const id = counterItemId(delta.key);
    const sum = byItem.get(id);
    if (!sum) {
      byItem.set(id, { ...delta, counts: { ...delta.counts } });
      continue;
    }
    for (const [name, value] of Object.entries(delta.counts))
      sum.counts[name] = (sum.counts[name] ?? 0) + value;
  }
  return [...byItem.values()].map((sum) => addCounts(sum.key, sum.counts, sum.set));
}

/** Page view items expire if nothing counts them within two days (the stream keeps records for one). */
const PAGE_VIEW_TTL_SECONDS = 2 * 24 * 3600;

const withZeros = <T>(item: Record<string, unknown> | undefined, defaults: Record<string, unknown>) =>
  ({ leads: 0, page_views: 0, ...defaults, ...(item && withoutTableAttributes(item)) }) as T;

export const stats = {
  /** A page view of an agent's public page: one item, which count-events adds to the counters (ADR 065). */
  async recordPageView(agentId: string, at = new Date().toISOString()): Promise<void> {
    const id = randomUUID();
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.pageView(id),
          ...stamp(ENTITY.pageView, at),
          agent_id: agentId,
          at,
          expiresAt: Math.floor(Date.parse(at) / 1000) + PAGE_VIEW_TTL_SECONDS,
        },
      }),
    );
  },

  /** Platform counters per day, from `fromDay` to `toDay` inclusive (YYYY-MM-DD), oldest first. */
  async daily(fromDay: string, toDay: string): Promise<DailyStats[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.platformStats, {
      between: [keys.dailyStats(fromDay).SK, keys.dailyStats(toDay).SK],
    });
    return items.map((item) => withZeros<DailyStats>(item, {}));
  },

  async day(day: string): Promise<DailyStats> {
    return withZeros<DailyStats>(await getItem(keys.dailyStats(day)), { day });
  },

  /** An agent's counters per day, oldest first. */
  async agentDaily(agentId: string): Promise<AgentDailyStats[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.agentCollection(agentId), {
      prefix: keys.agentDailyStatsPrefix,
    });
    return items.map((item) => withZeros<AgentDailyStats>(item, { agent_id: agentId }));
  },

  async agentTotals(agentId: string): Promise<AgentStats> {
    return withZeros<AgentStats>(await getItem(keys.agentStats(agentId)), { agent_id: agentId });
  },

  // ---- Back office (issue 5)
  /** An agent's counters per day from `fromDay` to `toDay` inclusive (YYYY-MM-DD), oldest first. */
  async agentDailyBetween(agentId: string, fromDay: string, toDay: string): Promise<AgentDailyStats[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.agentCollection(agentId), {
      between: [keys.agentDailyStats(agentId, fromDay).SK, keys.agentDailyStats(agentId, toDay).SK],
    });
    return items.map((item) => withZeros<AgentDailyStats>(item, { agent_id: agentId }));
  },

  /** Platform counters of every day so far, oldest first (all-time analytics: one row per day). */
  async allDays(): Promise<DailyStats[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.platformStats, {
      prefix: keys.dailyStatsPrefix,
    });
    return items.map((item) => withZeros<DailyStats>(item, {}));
  },
  // ---- end of back office

  /** Every agent's all-time counters (one Query): the admin's top performing agents. */
  async allAgentTotals(): Promise<AgentStats[]> {
    const items = await queryIndex<Record<string, unknown>>('GSI2', keys.lists.agentStats);
    return items.map((item) => withZeros<AgentStats>(item, {}));
  },
};
