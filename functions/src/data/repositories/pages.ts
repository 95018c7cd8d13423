import { db, QueryCommand, tableName } from '../client';
import type { Key } from '../keys';
import { getItems, type Projection } from '../query';
import { type IndexName, projectsWholeItems } from '../table';

/**
 * Lists a page at a time (issue 33, ADR 091): a list is one partition or a merge of a few, of an index or of
 * the base table, whose sort keys end with a position (a time, then an id: unique and ordered); a page reads
 * each partition from the position of the last row shown, never the whole collection.
 */

/** Sort keys below and above every position (an ISO date, a name: printable text). */
export const LOWEST = ' ';
export const HIGHEST = '\uffff';

export type Order = 'newest' | 'oldest';

/** A partition's entry: its item's key and position, and the item itself when the index answered it whole. */
export interface Entry {
  key: Key;
  position: string;
  item?: Record<string, unknown>;
}

/** A partition of one index, read between two sort keys, each sort key stripped of `prefix` to a position. */
export interface Partition {
  /** An index, or the base table. */
  index: IndexName | 'base';
  pk: string;
  /** What the index's sort keys start with before the position (GSI1's `LEAD#`). */
  prefix: string;
  /** Sort keys from..to, both included (positions with the prefix). */
  from: string;
  to: string;
}

/**
 * Reads one partition from a position in the given order until it has `wanted` entries past the position
 * or it ends. Answers each entry's base-table key and position, and whether the partition has more.
 */
export async function readPartition(
  partition: Partition,
  order: Order,
  after: string | undefined,
  wanted: number,
  projection?: Projection,
): Promise<{ entries: Entry[]; more: boolean }> {
  const newestFirst = order === 'newest';
  let from = partition.from;
  let to = partition.to;
  if (after !== undefined) {
    const bound = partition.prefix + after;
    if (newestFirst && bound < to) to = bound;
    if (!newestFirst && bound > from) from = bound;
  }
  const entries: Entry[] = [];
  if (from > to) return { entries, more: false };
  // An index that projects whole items (or the base table) answers the attributes asked for at once: the
  // entries then carry their item, and no second read is needed.
  const whole =
    projection !== undefined && (partition.index === 'base' || projectsWholeItems(partition.index));
  const base = partition.index === 'base';
  const sortKey = base ? 'SK' : `${partition.index}SK`;
  // The keys are asked for anyway: a projection naming them again would be refused (overlapping paths).
  const keyNames = new Set(['PK', 'SK', `${partition.index}PK`, sortKey]);
  const extra = whole
    ? Object.entries(projection.ExpressionAttributeNames).filter(([, name]) => !keyNames.has(name))
    : [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        ...(base ? {} : { IndexName: partition.index }),
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ExpressionAttributeNames: {
          '#pk': base ? 'PK' : `${partition.index}PK`,
          '#sk': sortKey,
          ...(base ? {} : { '#key': 'PK', '#sort': 'SK' }),
          ...Object.fromEntries(extra),
        },
        ExpressionAttributeValues: { ':pk': partition.pk, ':from': from, ':to': to },
        ProjectionExpression: [
          base ? '#pk, #sk' : '#key, #sort, #sk',
          ...extra.map(([placeholder]) => placeholder),
        ].join(', '),
        ScanIndexForward: !newestFirst,
        // One more than wanted: the entry at `after` itself (both bounds are inclusive) is skipped.
        Limit: wanted + 1,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const position = String(item[sortKey]).slice(partition.prefix.length);
      if (position === after) continue;
      entries.push({
        key: { PK: String(item.PK), SK: String(item.SK) },
        position,
        ...(whole ? { item } : {}),
      });
    }
    start = page.LastEvaluatedKey;
  } while (start && entries.length < wanted);
  return { entries: entries.slice(0, wanted), more: entries.length > wanted || start !== undefined };
}

/**
 * Reads several partitions of one order from a position and merges them: the first `wanted` entries over
 * all of them, and whether any has more. Positions are unique, so a cursor is the last one shown.
 */
export async function mergePartitions(
  partitions: readonly Partition[],
  order: Order,
  after: string | undefined,
  wanted: number,
  projection?: Projection,
) {
  const read = await Promise.all(
    partitions.map((partition) => readPartition(partition, order, after, wanted, projection)),
  );
  const merged = read
    .flatMap((result) => result.entries)
    .sort((a, b) =>
      order === 'newest' ? b.position.localeCompare(a.position) : a.position.localeCompare(b.position),
    );
  return {
    entries: merged.slice(0, wanted),
    more: merged.length > wanted || read.some((result) => result.more),
  };
}

/** Sort key bounds of a date range within positions (an instant sorts before every position of it). */
export function rangeOf(prefix: string, filter: { since?: string; until?: string } = {}) {
  return {
    from: prefix + (filter.since ?? LOWEST),
    // `until` is excluded: every position at that instant sorts after the bare instant.
    to: prefix + (filter.until ?? HIGHEST),
  };
}

/**
 * One page of items from some partitions, read whole by key in the page's order (an item deleted meanwhile is
 * left out): `read` makes each an entity. `next`: the position after which the next page starts.
 */
export async function entityPage<T>(
  read: (item: Record<string, unknown>) => T | undefined,
  partitions: readonly Partition[],
  { order = 'newest', after, limit }: { order?: Order; after?: string; limit: number },
): Promise<{ items: T[]; next: string | null }> {
  const { entries, more } = await mergePartitions(partitions, order, after, limit);
  const found = await getItems(entries.map((entry) => entry.key));
  const byKey = new Map(found.map((item) => [`${item.PK}|${item.SK}`, item]));
  const items = entries.flatMap((entry) => {
    const item = byKey.get(`${entry.key.PK}|${entry.key.SK}`);
    return item ? [read(item)!] : [];
  });
  const last = entries.at(-1);
  return { items, next: more && last ? last.position : null };
}
