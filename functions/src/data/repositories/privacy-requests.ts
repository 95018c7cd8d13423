import type { LeadActor } from '@maplestone/shared/schemas/leads';
import { type PrivacyRequestStatus, privacyRequestRecordSchema } from '@maplestone/shared/schemas/privacy';
import type * as z from 'zod';
import { ENTITY, keys, stamp } from '../keys';
import { conditionalUpdate, countIndex, getItem, putNew, queryIndex, toEntity } from '../query';
import { entityPage, type Partition, rangeOf } from './pages';

/** A privacy request as stored (ADR 072); its days left and overdue flag are worked out when read. */
export type StoredPrivacyRequest = z.infer<typeof privacyRequestRecordSchema>;

/** A request as read (closed_at and closed_by, absent on an open one, read as null). */
const toRequest = (item: Record<string, unknown> | undefined) => toEntity(privacyRequestRecordSchema, item);

/** Every request by the day received (GSI2), and the open ones by due date (GSI3, sparse): issue 33. */
const EVERY_REQUEST: Partition = { index: 'GSI2', pk: keys.lists.privacyRequest, prefix: '', ...rangeOf('') };
const OPEN_REQUESTS: Partition = { index: 'GSI3', pk: keys.openPrivacyRequests, prefix: '', ...rangeOf('') };
type Window = { after?: string; limit: number };

export const privacyRequests = {
  /** Writes a new request (its id is new: nothing is overwritten). */
  async create(
    request: Omit<StoredPrivacyRequest, 'status' | 'closed_at' | 'closed_by'> & { status: 'open' },
  ): Promise<void> {
    const written = await putNew({
      ...keys.privacyRequest(request.id),
      ...keys.privacyRequestList(request.received_on, request.id),
      ...keys.privacyRequestOpen(request.due_on, request.id),
      ...stamp(ENTITY.privacyRequest, request.created_at),
      ...request,
    });
    if (!written) throw new Error(`privacy request ${request.id} already exists`);
  },

  async get(id: string): Promise<StoredPrivacyRequest | undefined> {
    return toRequest(await getItem(keys.privacyRequest(id)));
  },

  /** A page of every request, newest received first (the panel's list, issue 33, ADR 094). */
  page: (window: Window) => entityPage(toRequest, [EVERY_REQUEST], { order: 'newest', ...window }),

  /** A page of the open requests, soonest due first: the queue an open request is on until it closes. */
  openPage: (window: Window) => entityPage(toRequest, [OPEN_REQUESTS], { order: 'oldest', ...window }),

  /** How many requests are open (the queue holds only the open ones). */
  countOpen: () => countIndex('GSI3', keys.openPrivacyRequests),

  /**
   * Puts the open requests a kept state folder holds from before the queue into it (the local stack at start;
   * the backfill command in AWS), each conditional on being open still. Returns how many.
   */
  async queueOpen(): Promise<number> {
    let queued = 0;
    for (const item of await queryIndex<Record<string, unknown>>('GSI2', keys.lists.privacyRequest)) {
      const request = toRequest(item)!;
      if (request.status !== 'open' || item.GSI3PK) continue;
      const queue = keys.privacyRequestOpen(request.due_on, request.id);
      const done = await conditionalUpdate(keys.privacyRequest(request.id), {
        UpdateExpression: 'SET GSI3PK = :qpk, GSI3SK = :qsk',
        ConditionExpression: 'attribute_exists(PK) AND #status = :open',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':qpk': queue.GSI3PK, ':qsk': queue.GSI3SK, ':open': 'open' },
      });
      if (done) queued++;
    }
    return queued;
  },

  /**
   * Closes (done) or reopens a request and/or sets its note. A closed request's record expires
   * `expiresAt` (epoch seconds) after it was closed; reopening keeps it. Closing takes it off the open queue
   * and reopening puts it back, in the same write. Undefined when there is none.
   */
  async update(
    id: string,
    change: { status?: PrivacyRequestStatus; note?: string | null },
    actor: LeadActor,
    { now = new Date().toISOString(), expiresAt }: { now?: string; expiresAt?: number } = {},
  ): Promise<StoredPrivacyRequest | undefined> {
    const sets = ['updatedAt = :now'];
    const removes: string[] = [];
    const values: Record<string, unknown> = { ':now': now };
    if (change.note !== undefined) {
      sets.push('note = :note');
      values[':note'] = change.note;
    }
    if (change.status === 'done') {
      // Closing twice keeps who closed it first and when.
      sets.push(
        '#status = :done',
        'closed_at = if_not_exists(closed_at, :now)',
        'closed_by = if_not_exists(closed_by, :actor)',
      );
      values[':done'] = 'done';
      values[':actor'] = actor;
      if (expiresAt !== undefined) {
        sets.push('expiresAt = if_not_exists(expiresAt, :expires)');
        values[':expires'] = expiresAt;
      }
      removes.push('GSI3PK', 'GSI3SK');
    } else if (change.status === 'open') {
      // The queue's sort key is the due date, which the update does not know: read it (it never changes).
      const current = await privacyRequests.get(id);
      if (!current) return undefined;
      const queue = keys.privacyRequestOpen(current.due_on, id);
      sets.push('#status = :open', 'GSI3PK = :qpk', 'GSI3SK = :qsk');
      values[':open'] = 'open';
      values[':qpk'] = queue.GSI3PK;
      values[':qsk'] = queue.GSI3SK;
      removes.push('closed_at', 'closed_by', 'expiresAt');
    }
    return toRequest(
      await conditionalUpdate(keys.privacyRequest(id), {
        UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_exists(PK)',
        ...(change.status ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
        ExpressionAttributeValues: values,
      }),
    );
  },
};
