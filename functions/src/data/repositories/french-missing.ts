import {
  lacksFrench,
  WRITTEN_KINDS,
  type WrittenItem,
  type WrittenKind,
} from '@maplestone/shared/i18n/written';
import { keys } from '../keys';
import { countIndex, getItems, updateItem } from '../query';
import { entityPage, type Partition, rangeOf, readPartition } from './pages';

/*
 * The items that lack French (issue 37, ADR 116): each carries sparse keys while a French page would show some of
 * its words in English, set or removed in the same write as the words, so counting them and listing them is one
 * Query of their partition, however many items there are.
 */

type Indexed<K extends WrittenKind> = WrittenItem<K> & {
  id: string;
  created_at: string;
  agent_id?: string | null;
};

const SPARSE_KEYS = { all: ['GSI5PK', 'GSI5SK'], agentPosts: ['GSI4PK', 'GSI4SK'] } as const;

/** The keys the item carries as it now is (`set`, its whole item's part), and those it must lose (`remove`). */
export function frenchIndex<K extends WrittenKind>(
  kind: K,
  item: Indexed<K>,
): { set: Record<string, string>; remove: string[] } {
  if (!lacksFrench(kind, item)) {
    return { set: {}, remove: [...SPARSE_KEYS.all, ...(kind === 'post' ? SPARSE_KEYS.agentPosts : [])] };
  }
  const own = kind === 'post' && item.agent_id;
  return {
    set: {
      ...keys.frenchMissing(kind, item.created_at, item.id),
      ...(own ? keys.agentPostFrenchMissing(item.agent_id!, item.created_at, item.id) : {}),
    },
    // An agent's post that moves to the brokerage (or back) changes partitions with its whole item (a Put).
    remove: kind === 'post' && !own ? [...SPARSE_KEYS.agentPosts] : [],
  };
}

const partitionOf = (kind: WrittenKind): Partition => ({
  index: 'GSI5',
  pk: keys.frenchMissing(kind, '', '').GSI5PK,
  prefix: '',
  ...rangeOf(''),
});
const agentPostsPartition = (agentId: string): Partition => ({
  index: 'GSI4',
  pk: keys.agentPostFrenchMissing(agentId, '', '').GSI4PK,
  prefix: '',
  ...rangeOf(''),
});

export const frenchMissing = {
  /** How many items of a kind lack French. */
  count: (kind: WrittenKind) => countIndex('GSI5', partitionOf(kind).pk),
  /** How many of an agent's posts lack French (their dashboard). */
  countAgentPosts: (agentId: string) => countIndex('GSI4', agentPostsPartition(agentId).pk),
  /** A page of the items of a kind that lack French, newest created first. */
  page: <T>(
    read: (item: Record<string, unknown>) => T | undefined,
    kind: WrittenKind,
    window: { after?: string; limit: number },
  ) => entityPage(read, [partitionOf(kind)], { order: 'newest', ...window }),
};

/** The lists (GSI2) each kind's items are on: what the backfill walks. */
const LISTS: Record<WrittenKind, string[]> = {
  agent: [keys.lists.agent],
  post: [keys.lists.postsPublished, keys.lists.postsDrafts],
  product: [keys.lists.product],
  service: [keys.lists.service],
};

/**
 * Puts every item written before issue 37 on the indexes of what lacks French (each start of the local stack;
 * `npm run backfill -- --aws`): only the items whose keys differ from what they should carry are written, so a
 * second run changes nothing. Answers how many it wrote.
 */
export async function indexFrenchMissing(): Promise<number> {
  let written = 0;
  for (const kind of WRITTEN_KINDS) {
    for (const pk of LISTS[kind]) {
      let after: string | undefined;
      for (;;) {
        const list: Partition = { index: 'GSI2', pk, prefix: '', ...rangeOf('') };
        const { entries, more } = await readPartition(list, 'newest', after, 100);
        const items = await getItems(entries.map((entry) => entry.key));
        for (const item of items) {
          const { set, remove } = frenchIndex(kind, item as unknown as Indexed<typeof kind>);
          const stale =
            Object.entries(set).some(([name, value]) => item[name] !== value) ||
            remove.some((name) => item[name] !== undefined);
          if (!stale) continue;
          await updateItem({ PK: String(item.PK), SK: String(item.SK) }, set, remove);
          written++;
        }
        if (!more || entries.length === 0) break;
        after = entries.at(-1)!.position;
      }
    }
  }
  return written;
}
