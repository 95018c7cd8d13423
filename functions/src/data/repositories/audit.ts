import { type AuditEntry, auditEntrySchema } from '@maplestone/shared/schemas/audit';
import { db, QueryCommand, tableName } from '../client';
import { auditMonthsOf, ENTITY, keys, stamp } from '../keys';
import { putNew, toEntity } from '../query';

export type { AuditEntry };

/** Where a listing goes on: a month's partition (YYYY-MM, UTC) and, within it, after which sort key. */
export interface AuditPosition {
  month: string;
  after?: string;
}

export interface AuditListing {
  /** The first instant listed, and the instant the range ends (not included). */
  from: string;
  until: string;
  /** A user's id or e-mail. */
  actor?: string;
  /** An entity type ('agents', 'leads'…). */
  entity?: string;
  /** Where the previous page ended (absent: the newest entry of the range). */
  start?: AuditPosition;
  limit: number;
}

/** The actor and entity filters, trimming within each month's Query (the log is small: ADR 069). */
function filterOf(listing: AuditListing) {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (listing.actor) {
    conditions.push('(#actor.#id = :actor OR #actor.#email = :actor)');
    Object.assign(names, { '#actor': 'actor', '#id': 'id', '#email': 'email' });
    values[':actor'] = listing.actor;
  }
  if (listing.entity) {
    conditions.push('#entity.#type = :entity');
    Object.assign(names, { '#entity': 'entity', '#type': 'type' });
    values[':entity'] = listing.entity;
  }
  return conditions.length > 0
    ? { FilterExpression: conditions.join(' AND '), names, values }
    : { FilterExpression: undefined, names, values };
}

export const audit = {
  /** Records an entry; it never overwrites one (the id is new; a second write of it changes nothing). */
  async append(entry: AuditEntry): Promise<void> {
    await putNew({ ...keys.auditEntry(entry.at, entry.id), ...stamp(ENTITY.auditEntry, entry.at), ...entry });
  },

  /**
   * A page of entries, newest first: each month's partition of the range in turn (SK BETWEEN the range's
   * ends), filtered within the Query, until `limit` entries are found. `next` is where the following page
   * starts (null: the range has no more entries to look at).
   */
  async page(listing: AuditListing): Promise<{ entries: AuditEntry[]; next: AuditPosition | null }> {
    const months = auditMonthsOf(listing.from, listing.until);
    const startIndex = listing.start ? months.indexOf(listing.start.month) : 0;
    const filter = filterOf(listing);
    const entries: AuditEntry[] = [];
    for (let index = Math.max(startIndex, 0); index < months.length; index++) {
      const month = months[index]!;
      let after = index === startIndex ? listing.start?.after : undefined;
      do {
        const remaining = listing.limit - entries.length;
        const { Items, LastEvaluatedKey } = await db.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :until',
            ...(filter.FilterExpression ? { FilterExpression: filter.FilterExpression } : {}),
            ...(Object.keys(filter.names).length > 0 ? { ExpressionAttributeNames: filter.names } : {}),
            ExpressionAttributeValues: {
              ':pk': keys.auditMonth(month),
              ':from': listing.from,
              // `{at}#{uuid}` sorts after `{at}`: an entry at the range's end instant is left out.
              ':until': listing.until,
              ...filter.values,
            },
            ScanIndexForward: false,
            // At most the entries still wanted are read, so a page never ends in the middle of a read one.
            Limit: remaining,
            ...(after ? { ExclusiveStartKey: { PK: keys.auditMonth(month), SK: after } } : {}),
          }),
        );
        entries.push(...(Items ?? []).map((item) => toEntity(auditEntrySchema, item)!));
        after = LastEvaluatedKey?.SK as string | undefined;
        if (entries.length >= listing.limit) {
          if (after) return { entries, next: { month, after } };
          const following = months[index + 1];
          return { entries, next: following ? { month: following } : null };
        }
      } while (after);
    }
    return { entries, next: null };
  },
};
