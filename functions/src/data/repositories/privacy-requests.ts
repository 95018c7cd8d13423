import type { LeadActor } from '@maplestone/shared/schemas/leads';
import { type PrivacyRequestStatus, privacyRequestRecordSchema } from '@maplestone/shared/schemas/privacy';
import type * as z from 'zod';
import { ENTITY, keys, stamp } from '../keys';
import { conditionalUpdate, getItem, putNew, queryEntities, toEntity } from './query';

/** A privacy request as stored (ADR 072); its days left and overdue flag are worked out when read. */
export type StoredPrivacyRequest = z.infer<typeof privacyRequestRecordSchema>;

/** A request as read (closed_at and closed_by, absent on an open one, read as null). */
const toRequest = (item: Record<string, unknown> | undefined) => toEntity(privacyRequestRecordSchema, item);

export const privacyRequests = {
  /** Writes a new request (its id is new: nothing is overwritten). */
  async create(
    request: Omit<StoredPrivacyRequest, 'status' | 'closed_at' | 'closed_by'> & { status: 'open' },
  ): Promise<void> {
    const written = await putNew({
      ...keys.privacyRequest(request.id),
      ...keys.privacyRequestList(request.received_on, request.id),
      ...stamp(ENTITY.privacyRequest, request.created_at),
      ...request,
    });
    if (!written) throw new Error(`privacy request ${request.id} already exists`);
  },

  async get(id: string): Promise<StoredPrivacyRequest | undefined> {
    return toRequest(await getItem(keys.privacyRequest(id)));
  },

  /** Every request, newest received first (GSI2 `PRIVACY_REQUEST`). */
  async listNewestFirst(): Promise<StoredPrivacyRequest[]> {
    return queryEntities(toRequest, 'GSI2', keys.privacyRequestList('', '').GSI2PK, {
      newestFirst: true,
    });
  },

  /**
   * Closes (done) or reopens a request and/or sets its note. A closed request's record expires
   * `expiresAt` (epoch seconds) after it was closed; reopening keeps it. Undefined when there is none.
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
    } else if (change.status === 'open') {
      sets.push('#status = :open');
      values[':open'] = 'open';
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
