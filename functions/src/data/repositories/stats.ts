import { randomUUID } from 'node:crypto';
import { errorFields, logger } from '../../lib/logger';
import { db, PutCommand, tableName } from '../client';
import { addDays, dayOf, ENTITY, type Key, keys, stamp, weeksAndDays } from '../keys';
import {
  addCounts,
  getItem,
  getItems,
  queryAll,
  queryIndex,
  queryPartition,
  removeIfZero,
  setFinalCounts,
  type TransactItem,
  withoutTableAttributes,
} from '../query';
import { ttlAfter } from '../table';

/**
 * Counters (analytics and lead counts), only ever changed with UpdateItem ADD by count-events, the table
 * stream's consumer: every change of a lead (its rollup, ADR 092: services/lead-rollups.ts), a page view item
 * (ADR 065). A request writes one item; the counters follow within seconds and are exact once the stream drains.
 *
 * - platform per day: STATS / DAY#{day}  { leads, leads_<type>, page_views }: the chart's series
 * - its rollup:       STATS / HELD#DAY#{day}  { the rollup's counts of the day's leads } (ADR 108)
 * - platform all time: STATS / TOTAL  { both, over every day }
 * - unassigned leads: STATS / UNASSIGNED  { the rollup's counts of the leads no agent holds }
 * - agent per day:    AGENT#{id} / STATS#DAY#{day}  { leads, page_views, and its held leads' rollup counts }
 * - agent all time:   AGENT#{id} / STATS  { leads, page_views, held }, on GSI2 'AGENT_STATS' for rankings
 * - its rollup:       AGENT#{id} / STATS#HELD  { its held leads' rollup counts, all time } (ADR 108)
 * - by week (ADR 111): STATS / HELD#WEEK#{monday} and STATS / AGENTS#WEEK#{monday}, the held and agents' day items
 *   summed over a Monday-to-Sunday week; the agents' week item gets its page views once the week is over.
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

/** The counter items, each with the attributes it carries besides its counts (issue 33's rollups too). */
export const counterItems = {
  /** The platform's counts of a Toronto day. */
  day: (day: string) => ({ key: keys.dailyStats(day), set: { _et: ENTITY.dailyStats, day } }),
  /** The platform's all-time counts. */
  total: () => ({ key: keys.platformTotals, set: { _et: ENTITY.platformStats } }),
  agentDay: (agentId: string, day: string) => ({
    key: keys.agentDailyStats(agentId, day),
    set: { _et: ENTITY.agentDailyStats, agent_id: agentId, day },
  }),
  /** An agent's all-time counts, on GSI2 so one Query ranks every agent. */
  agentTotal: (agentId: string) => ({
    key: keys.agentStats(agentId),
    set: { ...keys.agentStatsList(agentId), _et: ENTITY.agentStats, agent_id: agentId },
  }),
  /** The rollup of the leads that arrived on a Toronto day (ADR 108: apart from the day's series figures). */
  heldDay: (day: string) => ({ key: keys.heldDailyStats(day), set: { _et: ENTITY.heldDailyStats, day } }),
  /** The rollup of the leads an agent holds, all time (ADR 108: apart from its ranking item). */
  agentHeld: (agentId: string) => ({
    key: keys.agentHeldStats(agentId),
    set: { _et: ENTITY.agentHeldStats, agent_id: agentId },
  }),
  /** The held day items of a week, summed (ADR 111). */
  heldWeek: (monday: string) => ({
    key: keys.heldWeeklyStats(monday),
    set: { _et: ENTITY.heldWeeklyStats, week: monday },
  }),
  /** The agents' day items of a week, summed (ADR 111); page views are set once the week is over. */
  agentsWeek: (monday: string) => ({
    key: keys.agentsWeeklyStats(monday),
    set: { _et: ENTITY.agentsWeeklyStats, week: monday },
  }),
  /** The counts of the leads no agent holds. */
  unassigned: () => ({ key: keys.unassignedTotals, set: { _et: ENTITY.unassignedStats } }),
  /** Every agent's counts of a day, as `<agent id>|<count>` attributes (a period's per-agent figures). */
  agentsDay: (day: string) => ({
    key: keys.agentsDailyStats(day),
    set: { _et: ENTITY.agentsDailyStats, day },
  }),
  /**
   * The leads waiting for a first contact that arrived in a UTC hour (`waiting`, `<agent id>|waiting`). Only the
   * hours since the due time are read (a few days at most): the item goes a month after its hour (TTL).
   */
  waitingHour: (hour: string) => ({
    key: keys.waitingHourStats(hour),
    set: {
      _et: ENTITY.waitingHourStats,
      hour,
      expiresAt: ttlAfter(`${hour}:00:00.000Z`, WAITING_HOUR_TTL_SECONDS),
    },
  }),
};

/** A waiting hour's counter item outlives the longest first-contact delay by weeks. */
const WAITING_HOUR_TTL_SECONDS = 31 * 24 * 3600;

/** The count of leads still new that were never contacted (the ones waiting for a first contact). */
export const WAITING = 'waiting';

/** The attribute of one agent's count in the agents' day item. */
export const agentCount = (agentId: string, count: string) => `${agentId}|${count}`;

/** The agent and count an attribute named by agentCount stands for; null for a count of no agent. */
function agentCountOf(name: string): { agentId: string; count: string } | null {
  const split = name.indexOf('|');
  return split < 0 ? null : { agentId: name.slice(0, split), count: name.slice(split + 1) };
}

/** A page view of an agent's page: one view on the day and on the agent's day and total (ADR 065). */
export function pageViewDeltas(agentId: string, at: string): CounterDelta[] {
  const day = dayOf(at);
  const counts = { page_views: 1 };
  return [
    { ...counterItems.day(day), counts },
    { ...counterItems.agentDay(agentId, day), counts },
    { ...counterItems.agentTotal(agentId), counts },
    { ...counterItems.agentsDay(day), counts: { [agentCount(agentId, 'page_views')]: 1 } },
  ];
}

/** One counter item's identity, to sum or count the items a batch moves. */
export const counterItemId = (key: Key) => `${key.PK}|${key.SK}`;

/** A removal marker outlives the stream's 24 h retention, then expires. */
const REMOVAL_MARKER_TTL_SECONDS = 2 * 24 * 3600;

/**
 * The write that marks a deleted item's counts as taken off (a lead's, a rate alert's): a marker beside it,
 * put only if absent, so a redelivered removal counts nothing. It expires once the stream cannot deliver it again.
 */
export function removalMarker(key: Key, entity: string, now: Date): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...key,
        _et: entity,
        createdAt: now.toISOString(),
        expiresAt: ttlAfter(now, REMOVAL_MARKER_TTL_SECONDS),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

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
          expiresAt: ttlAfter(at, PAGE_VIEW_TTL_SECONDS),
        },
      }),
    );
  },

  /** Platform counters per day, from `fromDay` to `toDay` inclusive (YYYY-MM-DD), oldest first. */
  async daily(fromDay: string, toDay: string): Promise<DailyStats[]> {
    const items = await platformItemsBetween(keys.dailyStats, fromDay, toDay);
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

  /** Every agent's all-time counters (one Query): the admin's top performing agents, its analytics by agent. */
  async allAgentTotals(): Promise<(AgentStats & Counts)[]> {
    const items = await queryIndex<Record<string, unknown>>('GSI2', keys.lists.agentStats);
    return items.map((item) => withZeros<AgentStats & Counts>(item, {}));
  },

  // ---- Rollups (issue 33, ADR 092)
  /** A counter item's counts: its number attributes (none when it does not exist yet). */
  async counts(key: Key): Promise<Counts> {
    return countsOf(await getItem(key));
  },

  /**
   * The platform's leads and page views per day (the analytics chart), oldest first, from `fromDay` (every day
   * counted when null) to `toDay`: the day items' two figures only, whatever else they count.
   */
  async daySeries(fromDay: string | null, toDay: string): Promise<DailyStats[]> {
    const items = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ExpressionAttributeNames: {
        '#pk': 'PK',
        '#sk': 'SK',
        '#day': 'day',
        '#leads': 'leads',
        '#views': 'page_views',
      },
      ExpressionAttributeValues: {
        ':pk': keys.platformStats,
        ':from': keys.dailyStats(fromDay ?? '0000-00-00').SK,
        ':to': keys.dailyStats(toDay).SK,
      },
      ProjectionExpression: '#day, #leads, #views',
    });
    return items.map((item) => withZeros<DailyStats>(item, {}));
  },

  /**
   * The rollup of the leads that arrived over a range of days, summed (a period's rollup): its whole weeks from
   * the held week items, the days before and after them from the held day items (ADR 111).
   */
  async countsBetween(fromDay: string, toDay: string): Promise<Counts> {
    const { mondays, days } = weeksAndDays(fromDay, toDay);
    const [weeks, ...dayRanges] = await Promise.all([
      weekItems(keys.heldWeeklyStats, mondays),
      ...days.map(([from, to]) => platformItemsBetween(keys.heldDailyStats, from, to)),
    ]);
    return sumOf([...weeks, ...dayRanges.flat()]);
  },

  /** An agent's counts over a range of days, summed: its held leads' rollup of the days, its captures and views. */
  async agentCountsBetween(agentId: string, fromDay: string, toDay: string): Promise<Counts> {
    const items = await queryPartition<Record<string, unknown>>(keys.agentCollection(agentId), {
      between: [keys.agentDailyStats(agentId, fromDay).SK, keys.agentDailyStats(agentId, toDay).SK],
    });
    return sumOf(items);
  },

  /** The rollup of each of these agents' held leads, all time, by agent id: BatchGets of their held items. */
  async agentsHeld(agentIds: readonly string[]): Promise<Map<string, Counts>> {
    const items = await getItems(agentIds.map((id) => keys.agentHeldStats(id)));
    return new Map(items.map((item) => [String(item.agent_id), countsOf(item)]));
  },

  /**
   * Every agent's leads captured, leads held and page views over a range of days, summed per agent (the ranking of
   * the analytics by agent), ADR 111: a whole week from its agents' week item once it holds the week's page views,
   * the other days from the agents' day items. A week over for two days whose item lacks its page views gets them
   * here, from the days just read: no view of it can be counted any more, so they are final.
   */
  async agentsBetween(fromDay: string, toDay: string, now = new Date()): Promise<Map<string, Counts>> {
    const { mondays, days } = weeksAndDays(fromDay, toDay);
    const sealed = (await weekItems(keys.agentsWeeklyStats, mondays)).filter(
      (item) => item[VIEWS_SEALED] === true,
    );
    const sealedWeeks = new Set(sealed.map((item) => String(item.week)));
    const openWeeks = mondays.filter((monday) => !sealedWeeks.has(monday));
    const agentsDaysBetween = ([from, to]: [string, string]) =>
      platformItemsBetween(keys.agentsDailyStats, from, to);
    const [dayRanges, openWeekDays] = await Promise.all([
      Promise.all(days.map(agentsDaysBetween)),
      Promise.all(openWeeks.map((monday) => agentsDaysBetween([monday, addDays(monday, 6)]))),
    ]);
    const lastFinal = addDays(dayOf(now.toISOString()), -WEEK_FINAL_AFTER_DAYS);
    // The figures do not depend on it: a week left unsealed is read from its days again next time.
    const finalWeeks = openWeeks
      .map((monday, i) => ({ monday, items: openWeekDays[i]! }))
      .filter(({ monday }) => addDays(monday, 6) <= lastFinal);
    await Promise.all(
      finalWeeks.map(({ monday, items }) =>
        sealWeekViews(monday, items).catch((error) =>
          logger.warn('week page views not sealed', { week: monday, ...errorFields(error) }),
        ),
      ),
    );
    return perAgentOf([...sealed, ...dayRanges.flat(), ...openWeekDays.flat()]);
  },

  /**
   * The leads still waiting for a first contact that arrived in the UTC hours from `fromHour` on, in all
   * (`waiting`) and per agent holding them (by agent id): one Query of the hours' items.
   */
  async waitingFromHour(fromHour: string): Promise<{ total: number; byAgent: Map<string, number> }> {
    const items = await platformItemsBetween(keys.waitingHourStats, fromHour, '\uffff');
    let total = 0;
    const byAgent = new Map<string, number>();
    for (const item of items) {
      for (const [name, value] of Object.entries(countsOf(item))) {
        if (name === WAITING) {
          total += value;
          continue;
        }
        const agentCounted = agentCountOf(name);
        if (agentCounted?.count === WAITING) {
          byAgent.set(agentCounted.agentId, (byAgent.get(agentCounted.agentId) ?? 0) + value);
        }
      }
    }
    return { total, byAgent };
  },
  /**
   * Removes the counts that a state before ADR 108 kept on the day items, the agents' all-time items and the
   * agents' day items (`moved`: the held counts' names), once they are 0 (its leads moved to the held items):
   * DynamoDB keeps an attribute an ADD brought to 0, and these items are read whole for their few figures. No
   * current write adds to those counts on those items; each is removed on condition it is still 0, so it runs
   * beside the stream. The number removed.
   */
  async pruneMovedCounts(moved: (name: string) => boolean): Promise<number> {
    const [days, agentDays, agentTotals] = await Promise.all([
      queryPartition<Record<string, unknown>>(keys.platformStats, { prefix: keys.dailyStatsPrefix }),
      queryPartition<Record<string, unknown>>(keys.platformStats, { prefix: keys.agentsDailyStatsPrefix }),
      queryIndex<Record<string, unknown>>('GSI2', keys.lists.agentStats),
    ]);
    let removed = 0;
    const prune = async (item: Record<string, unknown>, counted: (name: string) => boolean) => {
      const zeros = Object.entries(item)
        .filter(([name, value]) => value === 0 && counted(name))
        .map(([name]) => name);
      for (let i = 0; i < zeros.length; i += PRUNED_PER_UPDATE) {
        const names = zeros.slice(i, i + PRUNED_PER_UPDATE);
        if (await removeIfZero({ PK: String(item.PK), SK: String(item.SK) }, names)) removed += names.length;
      }
    };
    for (const item of [...days, ...agentTotals]) await prune(item, moved);
    for (const item of agentDays) await prune(item, (name) => moved(agentCountOf(name)?.count ?? ''));
    return removed;
  },
  // ---- end of rollups
};

/** The platform's counter items of one kind (`keyOf` a day, week or hour) from `from` to `to`: one Query. */
const platformItemsBetween = (keyOf: (at: string) => Key, from: string, to: string) =>
  queryPartition<Record<string, unknown>>(keys.platformStats, { between: [keyOf(from).SK, keyOf(to).SK] });

/** The week items of one kind for these consecutive Mondays (none for none): one Query. */
const weekItems = (keyOf: (monday: string) => Key, mondays: readonly string[]) =>
  mondays.length > 0 ? platformItemsBetween(keyOf, mondays[0]!, mondays.at(-1)!) : Promise.resolve([]);

/** Marks an agents' week item that holds its week's page views (ADR 111). */
const VIEWS_SEALED = 'views_sealed';

/**
 * Days after a week's Sunday from which none of its page views can still be counted: page view items are counted
 * within seconds, and a stream keeps a record for 24 hours.
 */
const WEEK_FINAL_AFTER_DAYS = 2;

/** The agents' counts of counter items, summed per agent (`<agent id>|<count>` attributes). */
function perAgentOf(items: readonly Record<string, unknown>[]): Map<string, Counts> {
  const perAgent = new Map<string, Counts>();
  for (const item of items) {
    for (const [name, value] of Object.entries(countsOf(item))) {
      const agentCounted = agentCountOf(name);
      if (!agentCounted) continue;
      const { agentId, count } = agentCounted;
      const counts = perAgent.get(agentId) ?? {};
      counts[count] = (counts[count] ?? 0) + value;
      perAgent.set(agentId, counts);
    }
  }
  return perAgent;
}

/**
 * Puts a week's page views, per agent, on its agents' week item and marks it (ADR 111). The week is over, so its
 * days' views are final: setting them again writes the same. The item's leads stay as count-events adds them.
 */
async function sealWeekViews(monday: string, dayItems: readonly Record<string, unknown>[]): Promise<void> {
  const views: Counts = {};
  for (const [agentId, counts] of perAgentOf(dayItems)) {
    if (counts.page_views) views[agentCount(agentId, 'page_views')] = counts.page_views;
  }
  const { key, set } = counterItems.agentsWeek(monday);
  await setFinalCounts(key, views, VIEWS_SEALED, set);
}

/** Attributes one pruning UpdateItem removes (its expression stays well within DynamoDB's 4 KB). */
const PRUNED_PER_UPDATE = 50;

/** Counts summed name by name. */
function sumCounts(all: readonly Counts[]): Counts {
  const sum: Counts = {};
  for (const counts of all) {
    for (const [name, value] of Object.entries(counts)) sum[name] = (sum[name] ?? 0) + value;
  }
  return sum;
}

/** Counter items' counts, summed. */
const sumOf = (items: readonly Record<string, unknown>[]) => sumCounts(items.map(countsOf));

/** The number attributes of a counter item. */
function countsOf(item: Record<string, unknown> | undefined): Counts {
  if (!item) return {};
  return Object.fromEntries(
    Object.entries(withoutTableAttributes(item)).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}
