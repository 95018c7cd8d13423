import { db, UpdateCommand } from '../data/client';
import { type Lead, leadItem } from '../data/repositories/leads';
import { addCounts, putItems } from '../data/repositories/query';
import { type CounterDelta, counterItemId } from '../data/repositories/stats';
import { encodeRollup, rollupChange, rollupStateOf } from './lead-rollups';

/**
 * Leads imported in bulk (issue 33: a brokerage's history from its former tools, and the scale bench's and
 * tests' data): each written as the API writes a lead, but already counted and already e-mailed, so neither
 * count-events nor export-lead acts on it; its counters are summed over the batch and added once per
 * counter item. A batch is not atomic: an import cut short is run again from the batch that failed (writing
 * a lead again changes nothing, but its counters would be added twice: the report names the batch).
 */
export async function importCountedLeads(batch: readonly Lead[], importedAt = new Date().toISOString()) {
  const sums = new Map<string, CounterDelta>();
  const items = batch.map((lead) => {
    const state = rollupStateOf(lead, { kind: 'none' });
    for (const change of rollupChange({ kind: 'none' }, state)) {
      const id = counterItemId(change.key);
      const sum = sums.get(id);
      if (!sum) {
        sums.set(id, { ...change, counts: { ...change.counts } });
        continue;
      }
      for (const [name, value] of Object.entries(change.counts))
        sum.counts[name] = (sum.counts[name] ?? 0) + value;
    }
    const {
      GSI3PK: _queued,
      GSI3SK: _queuedAt,
      ...item
    } = leadItem(lead, {
      _rolled: encodeRollup(state),
      _exportedAt: importedAt,
      _exportedTo: 'import',
    });
    return item;
  });
  await putItems(items, 'imported leads');
  const updates = [...sums.values()].map((sum) => addCounts(sum.key, sum.counts, sum.set));
  await runLimited(updates, 8, (update) => db.send(new UpdateCommand(update.Update as never)));
  return { leads: items.length, counterItems: updates.length };
}

/** Runs `work` on each item, at most `limit` at a time. */
async function runLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
