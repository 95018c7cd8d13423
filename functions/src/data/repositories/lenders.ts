import { type Lender, lenderSchema } from '@maplestone/shared/schemas/content-record';
import { ENTITY, keys, stamp } from '../keys';
import { deleteItem, getItem, onlyTrue, putNew, queryEntities, toEntity, updateItem } from '../query';

export type { Lender };

const toLender = (item: Record<string, unknown> | undefined) => toEntity(lenderSchema, item);

export const lenders = {
  async get(id: string): Promise<Lender | undefined> {
    return toLender(await getItem(keys.lender(id)));
  },

  /** Active lenders by display_order (public). */
  async listActiveByDisplayOrder(): Promise<Lender[]> {
    return queryEntities(toLender, 'GSI2', keys.lists.lender, {
      filter: onlyTrue('is_active'),
    });
  },

  /** Every lender by display_order (admin). */
  async listByDisplayOrder(): Promise<Lender[]> {
    return queryEntities(toLender, 'GSI2', keys.lists.lender);
  },

  async create(lender: Lender): Promise<boolean> {
    return putNew({
      ...keys.lender(lender.id),
      ...keys.lenderList(lender.display_order, lender.id),
      ...stamp(ENTITY.lender),
      ...lender,
    });
  },

  /** Changes fields; a new display_order moves the lender in the ordered list. */
  async update(id: string, changes: Partial<Omit<Lender, 'id'>>): Promise<Lender | undefined> {
    const reorder = changes.display_order !== undefined ? keys.lenderList(changes.display_order, id) : {};
    return toLender(await updateItem(keys.lender(id), { ...changes, ...reorder }));
  },

  async remove(id: string): Promise<boolean> {
    return (await deleteItem(keys.lender(id))) !== undefined;
  },
};
