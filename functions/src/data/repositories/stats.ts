import { dayOf, ENTITY, keys } from '../keys';
import {
  addCounts,
  getItem,
  queryIndex,
  queryPartition,
  type TransactItem,
  toEntity,
  transactWrite,
} from './query';

/**
 * Counters (analytics and lead counts), only ever changed with UpdateItem ADD inside the same
 * transaction as the write they count, so they never drift from the items.
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

/** The counter updates that go with creating (delta 1) or deleting (delta -1) a lead. */
export function leadCounterUpdates(
  lead: { type: string; agent_id: string | null; created_at: string },
  delta: 1 | -1,
): TransactItem[] {
  const day = dayOf(lead.created_at);
  const updates: TransactItem[] = [
    addCounts(
      keys.dailyStats(day),
      { leads: delta, [`leads_${lead.type}`]: delta },
      { _et: ENTITY.dailyStats, day },
    ),
  ];
  if (lead.agent_id) updates.push(...agentCounterUpdates(lead.agent_id, day, { leads: delta }));
  return updates;
}

function agentCounterUpdates(agentId: string, day: string, counts: Counts): TransactItem[] {
  return [
    addCounts(keys.agentDailyStats(agentId, day), counts, {
      _et: ENTITY.agentDailyStats,
      agent_id: agentId,
      day,
    }),
    addCounts(keys.agentStats(agentId), counts, {
      ...keys.agentStatsList(agentId),
      _et: ENTITY.agentStats,
      agent_id: agentId,
    }),
  ];
}

const withZeros = <T>(item: Record<string, unknown> | undefined, defaults: Record<string, unknown>) =>
  ({ leads: 0, page_views: 0, ...defaults, ...toEntity<Record<string, unknown>>(item) }) as T;

export const stats = {
  /** A page view of an agent's public page: the agent's day and total, and the platform's day. */
  async recordPageView(agentId: string, at = new Date().toISOString()): Promise<void> {
    const day = dayOf(at);
    await transactWrite([
      addCounts(keys.dailyStats(day), { page_views: 1 }, { _et: ENTITY.dailyStats, day }),
      ...agentCounterUpdates(agentId, day, { page_views: 1 }),
    ]);
  },

  /** Platform counters per day, from `fromDay` to `toDay` inclusive (YYYY-MM-DD), oldest first. */
  async daily(fromDay: string, toDay: string): Promise<DailyStats[]> {
    const items = await queryPartition<Record<string, unknown>>('STATS', {
      between: [keys.dailyStats(fromDay).SK, keys.dailyStats(toDay).SK],
    });
    return items.map((item) => withZeros<DailyStats>(item, {}));
  },

  async day(day: string): Promise<DailyStats> {
    return withZeros<DailyStats>(await getItem(keys.dailyStats(day)), { day });
  },

  /** An agent's counters per day, oldest first. */
  async agentDaily(agentId: string): Promise<AgentDailyStats[]> {
    const items = await queryPartition<Record<string, unknown>>(`AGENT#${agentId}`, {
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
    const items = await queryPartition<Record<string, unknown>>(`AGENT#${agentId}`, {
      between: [keys.agentDailyStats(agentId, fromDay).SK, keys.agentDailyStats(agentId, toDay).SK],
    });
    return items.map((item) => withZeros<AgentDailyStats>(item, { agent_id: agentId }));
  },

  /** Platform counters of every day so far, oldest first (all-time analytics: one row per day). */
  async allDays(): Promise<DailyStats[]> {
    const items = await queryPartition<Record<string, unknown>>('STATS', { prefix: 'DAY#' });
    return items.map((item) => withZeros<DailyStats>(item, {}));
  },
  // ---- end of back office

  /** Every agent's all-time counters (one Query): the admin's top performing agents. */
  async allAgentTotals(): Promise<AgentStats[]> {
    const items = await queryIndex<Record<string, unknown>>('GSI2', 'AGENT_STATS');
    return items.map((item) => withZeros<AgentStats>(item, {}));
  },
};
