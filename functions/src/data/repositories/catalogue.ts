import type * as z from 'zod';
import { type EntityType, type Key, stamp } from '../keys';
import { deleteItem, getItem, putNew, queryEntities, toEntity, updateItem } from '../query';

/**
 * Products and mortgage services share one shape of storage: item by id, and a list by created_at
 * on GSI2 (ascending for the public lists, descending for the admin's).
 */
export function catalogue<T extends { id: string; created_at: string }>(spec: {
  /** The entity's shared schema: each item read is parsed with it. */
  schema: z.ZodType<T>;
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
    async create(value: T): Promise<boolean> {
      return putNew({
        ...spec.key(value.id),
        ...spec.list(value.created_at, value.id),
        ...stamp(spec.entity, value.created_at),
        ...value,
      });
    },
    /** Changes fields and stamps updated_at (the public pages' and the sitemap's "last changed"). */
    async update(id: string, changes: Partial<Omit<T, 'id' | 'created_at'>>): Promise<T | undefined> {
      return toItem(await updateItem(spec.key(id), { ...changes, updated_at: new Date().toISOString() }));
    },
    async remove(id: string): Promise<boolean> {
      return (await deleteItem(spec.key(id))) !== undefined;
    },
  };
}
