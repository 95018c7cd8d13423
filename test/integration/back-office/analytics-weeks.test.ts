import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db, UpdateCommand } from '../../../functions/src/data/client';
import { keys } from '../../../functions/src/data/keys';
import { getItem } from '../../../functions/src/data/query';
import {
  type CounterDelta,
  counterUpdates,
  pageViewDeltas,
  stats,
} from '../../../functions/src/data/repositories/stats';
import { rollupChange, rollupStateOf } from '../../../functions/src/services/lead-rollups';

// ADR 111: a period's figures per agent read its whole weeks from the agents' week items, whose page views are
// set from the days once the week is over, and the days around them from the day items. Dates in March 2025,
// which nothing else in the suite counts: Monday the 3rd and the 10th start the two weeks.
const FROM = '2025-03-01'; // a Saturday
const TO = '2025-03-19'; // a Wednesday

async function write(deltas: CounterDelta[]) {
  for (const update of counterUpdates(deltas)) await db.send(new UpdateCommand(update.Update as never));
}

const views = (agent: string, day: string, count: number) =>
  Array.from({ length: count }, () => pageViewDeltas(agent, `${day}T17:00:00.000Z`)).flat();

describe("a period's figures per agent: whole weeks from week items (ADR 111)", () => {
  it('reads the same figures from the days and from the weeks, and seals a week only once it is over', async () => {
    const agent = `agent-weeks-${randomUUID()}`;
    let expectedViews = 0;
    const deltas: CounterDelta[] = [];
    for (let day = 1; day <= 19; day++) {
      const date = `2025-03-${String(day).padStart(2, '0')}`;
      deltas.push(...views(agent, date, day));
      expectedViews += day;
    }
    // One lead held by the agent, arrived in the first week, and one in the days after the second.
    for (const created_at of ['2025-03-05T15:00:00.000Z', '2025-03-18T15:00:00.000Z']) {
      const lead = { created_at, agent_id: agent, status: 'new', type: 'contact', source: 'contact_form' };
      deltas.push(...rollupChange({ kind: 'none' }, rollupStateOf(lead)));
    }
    await write(deltas);
    const expected = { page_views: expectedViews, leads: 2, held: 2 };
    const weekItem = (monday: string) => getItem(keys.agentsWeeklyStats(monday));

    // The day after the first week's Sunday: no week is over for two days yet, every day is read.
    expect((await stats.agentsBetween(FROM, TO, new Date('2025-03-10T17:00:00Z'))).get(agent)).toEqual(
      expected,
    );
    expect((await weekItem('2025-03-03'))?.views_sealed).toBeUndefined();

    // Two days later the first week's views are final: they go onto its item, the second week's do not.
    expect((await stats.agentsBetween(FROM, TO, new Date('2025-03-11T17:00:00Z'))).get(agent)).toEqual(
      expected,
    );
    const first = (await weekItem('2025-03-03'))!;
    expect(first.views_sealed).toBe(true);
    expect(first[`${agent}|page_views`]).toBe(3 + 4 + 5 + 6 + 7 + 8 + 9);
    expect(first[`${agent}|held`]).toBe(1);
    expect((await weekItem('2025-03-10'))?.views_sealed).toBeUndefined();

    // A sealed week is read from its item, not its days: a view put on one of its days alone (which no write
    // does once a week is over) is not seen; the same view on a day after the weeks is.
    await write(views(agent, '2025-03-04', 1));
    expect((await stats.agentsBetween(FROM, TO, new Date('2025-03-11T17:00:00Z'))).get(agent)).toEqual(
      expected,
    );
    await write(views(agent, '2025-03-19', 1));
    expect((await stats.agentsBetween(FROM, TO, new Date('2025-03-30T17:00:00Z'))).get(agent)).toEqual({
      ...expected,
      page_views: expectedViews + 1,
    });
    expect((await weekItem('2025-03-10'))?.views_sealed).toBe(true);
  });
});
