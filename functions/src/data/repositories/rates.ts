import { type Rate, rateSchema } from '@maplestone/shared/schemas/rates';
import { ENTITY, keys, stamp } from '../keys';
import {
  deleteItem,
  getItem,
  onlyTrue,
  putItem,
  putNew,
  queryEntities,
  queryIndex,
  toEntity,
  updateItem,
} from '../query';

export type { Rate };

const toRate = (item: Record<string, unknown> | undefined) => toEntity(rateSchema, item);
const activeOnly = onlyTrue('is_active');

function rateItem(rate: Rate, now: string) {
  return { ...keys.rate(rate.id), ...keys.rateList(rate), ...stamp(ENTITY.rate, now), ...rate };
}

export const rates = {
  async get(id: string): Promise<Rate | undefined> {
    return toRate(await getItem(keys.rate(id)));
  },

  /** Every active rate, in natural-key order (region, type, term). */
  async listActive(): Promise<Rate[]> {
    return queryEntities(toRate, 'GSI2', keys.lists.rate, { filter: activeOnly });
  },

  /** A region's active rates (a province name or 'National'), optionally of one type. */
  async listActiveForRegion(region: string, rateType?: string): Promise<Rate[]> {
    return queryEntities(toRate, 'GSI2', keys.lists.rate, {
      prefix: keys.rateListPrefix(region, rateType),
      filter: activeOnly,
    });
  },

  /** Every rate, active or not (admin). */
  async listAll(): Promise<Rate[]> {
    return queryEntities(toRate, 'GSI2', keys.lists.rate);
  },

  /** The rate with this natural key (what the scraper matches on), if any. */
  async findByNaturalKey(rate: Parameters<typeof keys.rateList>[0]): Promise<Rate | undefined> {
    const sortKey = keys.rateList(rate).GSI2SK;
    const items = await queryIndex<Record<string, unknown>>('GSI2', keys.lists.rate, { prefix: sortKey });
    return toRate(items.find((item) => item.GSI2SK === sortKey));
  },

  /** A new rate; false if the id is taken. */
  async create(rate: Rate): Promise<boolean> {
    return putNew(rateItem(rate, new Date().toISOString()));
  },

  /** Writes the rate whole (scraper upsert by id). */
  async put(rate: Rate): Promise<void> {
    await putItem(rateItem(rate, new Date().toISOString()));
  },

  /** Inline edits: posted_rate, our_rate, is_active (the natural key does not change). */
  async update(
    id: string,
    changes: Partial<Pick<Rate, 'posted_rate' | 'our_rate' | 'is_active'>>,
  ): Promise<Rate | undefined> {
    return toRate(await updateItem(keys.rate(id), { ...changes, updated_at: new Date().toISOString() }));
  },

  async remove(id: string): Promise<boolean> {
    return (await deleteItem(keys.rate(id))) !== undefined;
  },

  // ---- Rate scrape (issue 9): upsert by natural key; is_active is never written here.
  /** The scraper read the stored values again: only scraped_at moves. */
  async touchScraped(id: string, scrapedAt: string): Promise<void> {
    await updateItem(keys.rate(id), { scraped_at: scrapedAt });
  },

  /** The scraper read new values: posted_rate, our_rate, scraped_at and updated_at. */
  async applyScraped(
    id: string,
    values: { posted_rate: number | null; our_rate: number },
    at: string,
  ): Promise<void> {
    await updateItem(keys.rate(id), { ...values, scraped_at: at, updated_at: at });
  },
  // ---- end of rate scrape
};
