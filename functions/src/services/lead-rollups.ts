import {
  businessMinutesBetween,
  FILE_FUNNEL_STAGES,
  FUNNEL_STAGES,
  fileFunnelStageOf,
  firstContactBucket,
  funnelStageOf,
  isWaitingForFirstContact,
} from '@maplestone/shared/lead-desk';
import { dayOf, hourOf, type Key, weekOf } from '../data/keys';
import { agentCount, type CounterDelta, counterItems, WAITING } from '../data/repositories/stats';

/**
 * What a lead adds to the counters (issue 33, ADR 092): the analytics and the lists' totals are read from
 * counter items, never by counting leads. A lead's contribution follows from its rollup state; the state the
 * counters hold for it is kept on the lead (`_rolled`), and count-events moves the counters from one state to
 * the next, conditional on the state it read, so each change is counted once however often it is delivered.
 *
 * Counter attributes (each a number of leads):
 * - `leads`, `leads_<type>`: leads by arrival, credited to the agent whose page captured them (ADR 065, 068);
 * - `n|<status>|<type>|<source>`: leads by their facets now, credited to the agent holding them: every list
 *   filter's total is a sum of these, and so are the breakdowns by type, source and status;
 * - `reached|<stage>|<source>`: the funnel, leads that reached contacted, qualified, closed (issue 17), and leads
 *   whose borrower file reached application_started … funded (issue 38, ADR 119: the furthest stage the file ever
 *   reached, `_file_reached` on the lead, so a file moved back or lost stays counted where it went);
 * - `fc|<minutes>`: time to first contact in business minutes, in firstContactBucket's buckets;
 * - `waiting`: leads still new that were never contacted.
 * Where (ADR 108): the day item (`STATS`/`DAY#…`) counts arrivals only, the day's held item (`HELD#DAY#…`) the
 * rollup of its leads; an agent's all-time item (`AGENT#…`/`STATS`) its captured leads and `held`, its held item
 * (`STATS#HELD`) the rollup of the leads it holds; its day items both. The agents' day item (`STATS`/`AGENTS#DAY#…`)
 * holds each agent's `leads` (captured) and `held` of the day as `<agent id>|<count>`, and count-events adds its page
 * views there too: what the analytics rank the agents by, two or three figures an agent. The waiting
 * hour item (`STATS`/`WAITING#HOUR#…`) holds the waiting leads by their UTC hour of arrival, in all and per agent
 * holding them: the ones not overdue yet are counted from the hours since the due time. The held item and the
 * agents' item of the lead's week (`HELD#WEEK#…`, `AGENTS#WEEK#…`, ADR 111) hold what it adds to those day items:
 * a period's whole weeks are read from them. The agents' week item gets its page views from the day items once
 * the week is over (stats.agentsBetween), not from count-events.
 */

/** A lead's rollup state: what the counters hold for it. */
export interface RollupState {
  /** The Toronto day it arrived: the day items it counts in. */
  day: string;
  /** The agent credited with capturing it (the first agent it was counted for; it stays). */
  captured: string | null;
  /** The agent holding it now (its facets' and funnel's counters). */
  holder: string | null;
  status: string;
  type: string;
  source: string;
  /** FUNNEL_STAGES index reached. */
  stage: number;
  /** First contact's bucket of business minutes; null before it. */
  fc: number | null;
  waiting: boolean;
  /**
   * The UTC hour it arrived: the waiting hour item it counts in while it waits. Null in a state counted before
   * the hour items (version 1): such a lead is re-counted with its hour by its next change or the backfill.
   */
  hour: string | null;
  /**
   * Whether its rollup counts are on the held items (version 3, ADR 108): the day's and the agent's held items,
   * with only the leads held on its agent's ranking and day items. A state of version 1 or 2 has them on the day
   * item, the agent's all-time item and the agents' day item; its lead's next change or the backfill moves them.
   */
  heldApart: boolean;
  /**
   * Whether its counts are in its week's items too (version 4, ADR 111): the held week item and the agents' week
   * item. A state of an earlier version is in the day items only; its lead's next change or the backfill adds it.
   */
  weekly: boolean;
  /**
   * How many FILE_FUNNEL_STAGES its borrower file reached (version 5, ADR 119): 0 without a file. A state of an
   * earlier version counted no file stage (0): its lead's next change or the backfill adds what its file reached.
   */
  file: number;
}

/**
 * What the counters hold for a lead now: nothing yet (a new lead, `_uncounted`); its arrival only (a lead
 * counted before the rollups, by type and captured agent); or a rollup state.
 */
export type Represented =
  | { kind: 'none' }
  | { kind: 'arrival'; day: string; agent: string | null; type: string }
  | { kind: 'rolled'; state: RollupState };

/** The fields of a lead (a stored item, or a stream image unmarshalled) that its rollup reads. */
export interface RollupFields {
  created_at: string;
  agent_id?: string | null;
  status: string;
  type: string;
  source: string;
  first_contacted_at?: string | null;
  /** The furthest stage its borrower file ever reached (ADR 119), written with each stage change; absent: no file. */
  _file_reached?: string | null;
  _rolled?: string;
  _uncounted?: boolean;
}

/**
 * Version 2 added the arrival hour (version 1 states decode with none); version 3 the held items (ADR 108);
 * version 4 the week items (ADR 111); version 5 the file stages reached (ADR 119; earlier states decode with none).
 */
const VERSION = 5;

/** The state as stored in `_rolled`: a JSON array, compared whole by the write's condition. */
export function encodeRollup(state: RollupState): string {
  return JSON.stringify([
    VERSION,
    state.day,
    state.captured,
    state.holder,
    state.status,
    state.type,
    state.source,
    state.stage,
    state.fc,
    state.waiting ? 1 : 0,
    state.hour,
    state.file,
  ]);
}

function decodeRollup(text: string): RollupState | null {
  try {
    const [version, day, captured, holder, status, type, source, stage, fc, waiting, hour, file] =
      JSON.parse(text);
    if (![1, 2, 3, 4, VERSION].includes(version)) return null;
    return {
      day,
      captured,
      holder,
      status,
      type,
      source,
      stage,
      fc,
      waiting: waiting === 1,
      hour: version === 1 ? null : hour,
      heldApart: version >= 3,
      weekly: version >= 4,
      file: version >= 5 ? file : 0,
    };
  } catch {
    return null;
  }
}

/** What the counters hold for this lead, as its item says. */
export function representedOf(lead: RollupFields): Represented {
  const rolled = lead._rolled ? decodeRollup(lead._rolled) : null;
  if (rolled) return { kind: 'rolled', state: rolled };
  if (lead._uncounted) return { kind: 'none' };
  return { kind: 'arrival', day: dayOf(lead.created_at), agent: lead.agent_id ?? null, type: lead.type };
}

/** The state the counters should hold for the lead as it is; the capturing agent stays the one counted first. */
export function rollupStateOf(
  lead: RollupFields,
  represented: Represented = representedOf(lead),
): RollupState {
  const holder = lead.agent_id ?? null;
  const captured =
    represented.kind === 'rolled'
      ? represented.state.captured
      : represented.kind === 'arrival'
        ? represented.agent
        : holder;
  return {
    day: dayOf(lead.created_at),
    captured,
    holder,
    status: lead.status,
    type: lead.type,
    source: lead.source,
    stage: funnelStageOf(lead),
    fc: lead.first_contacted_at
      ? firstContactBucket(businessMinutesBetween(lead.created_at, lead.first_contacted_at))
      : null,
    waiting: isWaitingForFirstContact(lead),
    hour: hourOf(lead.created_at),
    heldApart: true,
    weekly: true,
    file: fileFunnelStageOf(lead._file_reached),
  };
}

/** Whether the counters already hold exactly this state for the lead (nothing to count). */
export function isRolled(lead: RollupFields): boolean {
  return lead._rolled !== undefined && lead._rolled === encodeRollup(rollupStateOf(lead));
}

/** The attribute of a facet combination's count. */
export const facetCount = (status: string, type: string, source: string) => `n|${status}|${type}|${source}`;
/** The attribute of a funnel stage's count for a source. */
export const reachedCount = (stage: string, source: string) => `reached|${stage}|${source}`;
/** The attribute of a first-contact bucket's count. */
export const firstContactCount = (bucket: number) => `fc|${bucket}`;
/** Whether an attribute is one of a held lead's counts (heldCounts' names): facets, funnel, first contact, waiting. */
export const isHeldCount = (name: string) =>
  name.startsWith('n|') || name.startsWith('reached|') || name.startsWith('fc|') || name === WAITING;

type Counts = Record<string, number>;

/** What a held lead counts in its holder's items (and the platform's): facets, funnel, first contact. */
function heldCounts(state: RollupState, sign: number): Counts {
  const counts: Counts = { [facetCount(state.status, state.type, state.source)]: sign };
  for (let stage = 1; stage <= state.stage; stage++) {
    counts[reachedCount(FUNNEL_STAGES[stage]!, state.source)] = sign;
  }
  for (let stage = 1; stage <= state.file; stage++) {
    counts[reachedCount(FILE_FUNNEL_STAGES[stage - 1]!, state.source)] = sign;
  }
  if (state.fc !== null) counts[firstContactCount(state.fc)] = sign;
  if (state.waiting) counts[WAITING] = sign;
  return counts;
}

function delta(item: { key: Key; set: Record<string, unknown> }, counts: Counts): CounterDelta {
  return { ...item, counts };
}

/** What a state adds to the counters (sign 1) or takes off them (sign -1). */
function stateDeltas(state: RollupState, sign: number): CounterDelta[] {
  const arrival: Counts = { leads: sign, [`leads_${state.type}`]: sign };
  const held = heldCounts(state, sign);
  const deltas = state.heldApart
    ? [
        delta(counterItems.day(state.day), arrival),
        delta(counterItems.heldDay(state.day), held),
        delta(counterItems.total(), { ...arrival, ...held }),
      ]
    : [
        delta(counterItems.day(state.day), { ...arrival, ...held }),
        delta(counterItems.total(), { ...arrival, ...held }),
      ];
  if (state.captured) {
    deltas.push(
      delta(counterItems.agentDay(state.captured, state.day), { leads: sign }),
      delta(counterItems.agentTotal(state.captured), { leads: sign }),
    );
  }
  if (state.holder) {
    deltas.push(delta(counterItems.agentDay(state.holder, state.day), held));
    if (state.heldApart) {
      deltas.push(
        delta(counterItems.agentHeld(state.holder), held),
        delta(counterItems.agentTotal(state.holder), { [HELD]: sign }),
      );
    } else {
      deltas.push(delta(counterItems.agentTotal(state.holder), held));
    }
  } else {
    deltas.push(delta(counterItems.unassigned(), held));
  }
  // Every agent's figures of the day in one item (a period's ranking of the agents): its captured leads and its
  // held leads. A state before the held items also put its held leads' funnel there.
  const agents: Counts = {};
  if (state.captured) agents[agentCount(state.captured, 'leads')] = sign;
  if (state.holder) {
    agents[agentCount(state.holder, HELD)] = sign;
    if (!state.heldApart) {
      for (const [name, value] of Object.entries(held)) {
        if (!name.startsWith('n|')) agents[agentCount(state.holder, name)] = value;
      }
    }
  }
  if (Object.keys(agents).length > 0) deltas.push(delta(counterItems.agentsDay(state.day), agents));
  if (state.weekly) {
    // The same figures by week (ADR 111): what a period reads for its whole weeks.
    const week = weekOf(state.day);
    deltas.push(delta(counterItems.heldWeek(week), held));
    if (Object.keys(agents).length > 0) deltas.push(delta(counterItems.agentsWeek(week), agents));
  }
  if (state.waiting && state.hour) {
    deltas.push(
      delta(counterItems.waitingHour(state.hour), {
        [WAITING]: sign,
        ...(state.holder ? { [agentCount(state.holder, WAITING)]: sign } : {}),
      }),
    );
  }
  return deltas;
}

/** An agent's held leads of a day, in the agents' day item (the funnel's first stage). */
export const HELD = 'held';

/** What a lead counted by arrival only holds in the counters (ADR 065's lead counters). */
function arrivalDeltas(arrival: Extract<Represented, { kind: 'arrival' }>, sign: number): CounterDelta[] {
  const counts: Counts = { leads: sign, [`leads_${arrival.type}`]: sign };
  const deltas = [delta(counterItems.day(arrival.day), counts)];
  if (arrival.agent) {
    deltas.push(
      delta(counterItems.agentDay(arrival.agent, arrival.day), { leads: sign }),
      delta(counterItems.agentTotal(arrival.agent), { leads: sign }),
    );
  }
  return deltas;
}

/**
 * The counter changes that move a lead from what the counters hold (`from`) to `to` (null: the lead is gone).
 * Moves that cancel out within an item are left out; an item with nothing left to change is too.
 */
export function rollupChange(from: Represented, to: RollupState | null): CounterDelta[] {
  const deltas = [
    ...(from.kind === 'rolled' ? stateDeltas(from.state, -1) : []),
    ...(from.kind === 'arrival' ? arrivalDeltas(from, -1) : []),
    ...(to ? stateDeltas(to, 1) : []),
  ];
  const byItem = new Map<string, CounterDelta>();
  for (const change of deltas) {
    const id = `${change.key.PK}|${change.key.SK}`;
    const sum = byItem.get(id);
    if (!sum) {
      byItem.set(id, { ...change, counts: { ...change.counts } });
      continue;
    }
    for (const [name, value] of Object.entries(change.counts))
      sum.counts[name] = (sum.counts[name] ?? 0) + value;
  }
  return [...byItem.values()].flatMap((sum) => {
    const counts = Object.fromEntries(Object.entries(sum.counts).filter(([, value]) => value !== 0));
    return Object.keys(counts).length > 0 ? [{ ...sum, counts }] : [];
  });
}
