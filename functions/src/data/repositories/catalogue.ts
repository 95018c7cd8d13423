import type { WrittenItem } from '@maplestone/shared/i18n/written';
import type * as z from 'zod';
import { type EntityType, type Key, stamp } from '../keys';
import { countIndex, deleteItem, getItem, putNew, queryEntities, toEntity, updateItem } from '../query';
import { frenchIndex } from './french-missing';

/**
 * Products and mortgage services share one shape of storage: item by id, and a list by created_at
 * on GSI2 (ascending for the public lists, descending for the admin's).
 */
export function catalogue<
  K extends 'product' | 'service',
  T extends WrittenItem<K> & { id: string; created_at: string },
>(spec: {
  /** The entity's shared schema: each item read is parsed with it. */
  schema: z.ZodType<T>;
  /** Its kind among what staff write in both languages (what lacks French, ADR 116). */
  kind: K;
  entity: EntityType;
  key: (id: string) => Key;
  list: (createdAt: string, id: string) => { GSI2PK: string; GSI2SK: string };
}) {
  const partition = spec.list('', '').GSI2PK;
  const toItem = (item: Record<string, unknown> | undefined) => toEntity(spec.schema, item);
  const listed = (newestFirst: boolean) => queryEntities(toItem, 'GSI2', partition, { newestFirst });
  return {
    async get(id: string): Promise<T | undefined> {
      return toItem(await getItem(spec.key(id)));
    },
    listOldestFirst: () => listed(false),
    listNewestFirst: () => listed(true),
    /** How many there are: Select COUNT over their list (the super admin's "3 of 12 have no French"). */
    count: () => countIndex('GSI2', partition),
    async create(value: T): Promise<boolean> {
      return putNew({
        ...spec.key(value.id),
        ...spec.list(value.created_at, value.id),
        ...stamp(spec.entity, value.created_at),
        ...frenchIndex(spec.kind, value).set,
        ...value,
      });
    },
    /**
     * Changes fields and stamps updated_at (the public pages' and the sitemap's "last changed"); the item joins or
     * leaves the list of what lacks French in the same write.
     */
    async update(id: string, changes: Partial<Omit<T, 'id' | 'created_at'>>): Promise<T | undefined> {
      const current = toItem(await getItem(spec.key(id)));
      if (!current) return undefined;
      const { set, remove } = frenchIndex(spec.kind, { ...current, ...changes });
      return toItem(
        await updateItem(spec.key(id), { ...changes, updated_at: new Date().toISOString(), ...set }, remove),
      );
    },
    async remove(id: string): Promise<boolean> {
      return (await deleteItem(spec.key(id))) !== undefined;
    },
  };
}
