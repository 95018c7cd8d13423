import { db, UpdateCommand } from '../data/client';
import { addCounts, putItems } from '../data/query';
import { leadItem } from '../data/repositories/lead-keys';
import type { Lead } from '../data/repositories/leads';
import { type CounterDelta, counterItemId } from '../data/repositories/stats';
import { eachLimited } from '../lib/concurrency';
import { encodeRollup, rollupChange, rollupStateOf } from './lead-rollups';

/** Leads written at once (each a BatchWriteItem of 25), and counter items updated at once. */
const WRITERS = 4;
const CHUNK = 500;
/** Counts added by one UpdateItem. */
const COUNTS_PER_UPDATE = 60;

/**
 * Leads imported in bulk (issue 33: a brokerage's history from its former tools, and the scale bench's and
 * tests' data): each written as the API writes a lead, but already counted and already e-mailed, so neither
 * count-events nor export-lead acts on it. Their counters are summed over the whole import and added once per
 * counter item at the end: far fewer writes than a lead's own (most leads of a day share its items). Not atomic:
 * an import cut short is not run again as is (writing a lead again changes nothing, but the counters of the
 * leads written would be added twice); `npm run backfill` does not recount leads already marked counted.
 */
export async function importCountedLeads(
  source: Iterable<Lead> | AsyncIterable<Lead>,
  importedAt = new Date().toISOString(),
): Promise<{ leads: number; counterItems: number }> {
  const sums = new Map<string, CounterDelta>();
  let chunk: Record<string, unknown>[] = [];
  const writing: Promise<void>[] = [];
  let written = 0;
  const flush = async (items: Record<string, unknown>[]) => {
    // At most WRITERS chunks in flight.
    while (writing.length >= WRITERS) await writing.shift();
    writing.push(putItems(items, 'imported leads'));
  };
  for await (const lead of source) {
    const state = rollupStateOf(lead, { kind: 'none' });
    for (const change of rollupChange({ kind: 'none' }, state)) add(sums, change);
    const {
      GSI3PK: _queued,
      GSI3SK: _queuedAt,
      ...item
    } = leadItem(lead, {
      _rolled: encodeRollup(state),
      _exportedAt: importedAt,
      _exportedTo: 'import',
    });
    chunk.push(item);
    written++;
    if (chunk.length === CHUNK) {
      await flush(chunk);
      chunk = [];
    }
  }
  if (chunk.length > 0) await flush(chunk);
  await Promise.all(writing);
  // An UpdateExpression holds at most 4 KB: an item summed over a whole import is added a slice at a time.
  const updates = [...sums.values()].flatMap((sum) => {
    const counts = Object.entries(sum.counts);
    return Array.from({ length: Math.ceil(counts.length / COUNTS_PER_UPDATE) }, (_, i) =>
      addCounts(
        sum.key,
        Object.fromEntries(counts.slice(i * COUNTS_PER_UPDATE, (i + 1) * COUNTS_PER_UPDATE)),
        sum.set,
      ),
    );
  });
  await eachLimited(updates, WRITERS * 2, (update) => db.send(new UpdateCommand(update.Update as never)));
  return { leads: written, counterItems: updates.length };
}

/** Adds a counter change to the sums of its item. */
function add(sums: Map<string, CounterDelta>, change: CounterDelta) {
  const id = counterItemId(change.key);
  const sum = sums.get(id);
  if (!sum) {
    sums.set(id, { ...change, counts: { ...change.counts } });
    return;
  }
  for (const [name, value] of Object.entries(change.counts))
    sum.counts[name] = (sum.counts[name] ?? 0) + value;
}
