import { ANONYMISED } from '@maplestone/shared/anonymisation';
import {
  type ChecklistItem,
  checklistItemSchema,
  DOCUMENT_CONTENT_TYPES,
  documentFileSchema,
  type FintracRecordRequest,
  fintracRecordSchema,
  MAX_FILES_PER_DOCUMENT,
} from '@maplestone/shared/schemas/borrower-file';
import { idSchema } from '@maplestone/shared/schemas/id';
import * as z from 'zod';
import { DeleteCommand, db, tableName } from '../client';
import { dayOf, ENTITY, keys, stamp } from '../keys';
import {
  conditionalUpdate,
  getItem,
  isConditionFailure,
  putItem,
  putNew,
  queryAll,
  queryIndex,
  type TransactItem,
  TransactionCancelled,
  toEntity,
  transactWrite,
  withConsistentReads,
} from '../query';
import { ttlAfter } from '../table';
import { emailHash } from './borrower-sign-in';
import { ENTRY_ATTEMPTS, fileReviews, writeWithEntry } from './file-reviews';
import { leadEventPut, type RecordedLeadEvent, recordedStamp } from './lead-activity';

/*
 * A borrower file's checklist items, their files, its FINTRAC records and its reminder guards (issue 38, ADR 118):
 * items of the lead's partition (`FILE#DOC#{id}`, `FILE#FINTRAC#{applicant id}`, `FILE#REMINDER#{day}`). An item
 * waiting for the borrower (requested, or refused) also sits in the sparse GSI3 queue `FILE#OUTSTANDING` by the
 * Toronto day it started waiting: every write that changes the status sets or removes those keys with it, so the
 * reminder job finds the files to remind with one Query and never a Scan. An item uploaded and not reviewed yet is
 * named by its file's entry on the landing (file-reviews.ts, ADR 119), written in the same transaction as its status.
 */

/** A file of an item as stored: with its object key in the private documents bucket (never sent out). */
export const storedDocumentFileSchema = documentFileSchema.extend({ key: z.string() });
export type StoredDocumentFile = z.infer<typeof storedDocumentFileSchema>;

/** A checklist item as stored: its lead, its files with their keys, and since when it waits for the borrower. */
export const storedChecklistItemSchema = checklistItemSchema.extend({
  lead_id: idSchema,
  files: z.array(storedDocumentFileSchema).max(MAX_FILES_PER_DOCUMENT),
  /** When it started waiting for the borrower (requested or refused); null once uploaded or accepted. */
  outstanding_since: z.string().nullish(),
});
export type StoredChecklistItem = z.infer<typeof storedChecklistItemSchema>;

/** An upload handed out by a presigned POST and not yet confirmed: kept on the item under `_pending`. */
export const pendingUploadSchema = z.object({
  id: idSchema,
  key: z.string(),
  filename: z.string(),
  content_type: z.enum(DOCUMENT_CONTENT_TYPES),
  size: z.number().int(),
  /** Who asked for it: the upload is confirmed by the same applicant only. */
  applicant_id: idSchema,
  created_at: z.string(),
});
export type PendingUpload = z.infer<typeof pendingUploadSchema>;

/** An applicant's FINTRAC record as stored: the full document number (shown masked only), its applicant. */
export const storedFintracRecordSchema = fintracRecordSchema.extend({
  lead_id: idSchema,
  applicant_id: idSchema,
});
export type StoredFintracRecord = z.infer<typeof storedFintracRecordSchema>;
export type NewFintracRecord = FintracRecordRequest & {
  verified_by: { id: string; name: string };
  retain_until: string;
  updated_at: string;
};

/** The statuses an item waits for the borrower in (and so sits in the outstanding queue). */
export const OUTSTANDING_STATUSES: readonly ChecklistItem['status'][] = ['requested', 'refused'];
export const isOutstanding = (status: ChecklistItem['status']) => OUTSTANDING_STATUSES.includes(status);

/** How long a reminder's guard is kept: long past its day, so a late retry still finds it. */
const REMINDER_GUARD_SECONDS = 14 * 86_400;

const toItem = (item: Record<string, unknown> | undefined) => toEntity(storedChecklistItemSchema, item);
const toFintrac = (item: Record<string, unknown> | undefined) => toEntity(storedFintracRecordSchema, item);

/** An item as the API shows it: without the object keys and the internal fields. */
export function checklistView(item: StoredChecklistItem): ChecklistItem {
  const { lead_id: _lead, outstanding_since: _since, files, ...view } = item;
  return { ...view, files: files.map(({ key: _key, ...file }) => file) };
}

/** The stored pending upload of an item (raw item: `_pending` is internal, toEntity drops it). */
function pendingOf(raw: Record<string, unknown> | undefined, fileId: string): PendingUpload | undefined {
  const pending = (raw?._pending as Record<string, unknown> | undefined)?.[fileId];
  const parsed = pendingUploadSchema.safeParse(pending);
  return parsed.success ? parsed.data : undefined;
}

/** The SET of the outstanding queue's keys for an item waiting since `since` (or their REMOVE when it is not). */
function queueChange(leadId: string, itemId: string, status: ChecklistItem['status'], since: string) {
  return isOutstanding(status)
    ? { set: { ...keys.fileDocumentOutstanding(dayOf(since), leadId, itemId), outstanding_since: since } }
    : { remove: ['GSI3PK', 'GSI3SK', 'outstanding_since'] };
}

/** An UpdateItem's expression parts from attribute SETs and REMOVEs, the names prefixed to stay apart. */
function updateParts(set: Record<string, unknown>, remove: readonly string[] = []) {
  const sets = Object.entries(set);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const setClauses = sets.map(([name, value], i) => {
    names[`#s${i}`] = name;
    values[`:s${i}`] = value;
    return `#s${i} = :s${i}`;
  });
  const removeClauses = remove.map((name, i) => {
    names[`#x${i}`] = name;
    return `#x${i}`;
  });
  return {
    expression: `SET ${setClauses.join(', ')}${removeClauses.length ? ` REMOVE ${removeClauses.join(', ')}` : ''}`,
    names,
    values,
  };
}

/** What a checklist write was refused for, when its condition failed. */
export type ChecklistRefusal = 'gone' | 'changed';

export const fileDocuments = {
  /**
   * A file's checklist, in the order requested (one Query of the lead's partition, strongly consistent: a write's
   * answer and the documents-complete rule read after a write must see it).
   */
  async list(leadId: string): Promise<StoredChecklistItem[]> {
    const items = await partitionItems(leadId, keys.fileDocumentPrefix);
    return items
      .map((item) => toItem(item)!)
      .sort((a, b) => a.requested_at.localeCompare(b.requested_at) || a.id.localeCompare(b.id));
  },

  async get(
    leadId: string,
    itemId: string,
    { consistent = false } = {},
  ): Promise<StoredChecklistItem | undefined> {
    const read = () => getItem(keys.fileDocument(leadId, itemId));
    return toItem(await (consistent ? withConsistentReads(read) : read()));
  },

  /** An item and its pending upload `fileId`, strongly consistent (the confirmation follows the presign at once). */
  async getWithPending(
    leadId: string,
    itemId: string,
    fileId: string,
  ): Promise<{ item: StoredChecklistItem; pending: PendingUpload | undefined } | undefined> {
    const raw = await withConsistentReads(() => getItem(keys.fileDocument(leadId, itemId)));
    const item = toItem(raw);
    return item ? { item, pending: pendingOf(raw, fileId) } : undefined;
  },

  /** Adds a requested item (it joins the outstanding queue) with its activity entry; false if its id is taken. */
  async add(leadId: string, item: ChecklistItem, event?: RecordedLeadEvent): Promise<boolean> {
    const put: TransactItem = {
      Put: {
        TableName: tableName,
        Item: {
          ...keys.fileDocument(leadId, item.id),
          ...stamp(ENTITY.fileDocument, item.requested_at),
          ...keys.fileDocumentOutstanding(dayOf(item.requested_at), leadId, item.id),
          ...item,
          lead_id: leadId,
          outstanding_since: item.requested_at,
          _pending: {},
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
    return writeGuarded([put, ...eventPuts(leadId, event)]);
  },

  /** Deletes an item nothing was uploaded to; false when it is gone or has a file by now. */
  async remove(leadId: string, itemId: string): Promise<boolean> {
    return deleteIf(
      keys.fileDocument(leadId, itemId),
      'size(#files) = :zero',
      { '#files': 'files' },
      { ':zero': 0 },
    );
  },

  /**
   * The broker's review: accepted, or refused with its reason (the item waits for the borrower again, from now).
   * Conditional on the item as read (`updated_at`), with its activity entry and its file's landing entry (taken off
   * it) in the same transaction. Undefined when the item changed meanwhile or is gone.
   */
  async review(
    leadId: string,
    read: StoredChecklistItem,
    review: { status: 'accepted' | 'refused'; reason: string | null; at: string },
    event?: RecordedLeadEvent,
  ): Promise<StoredChecklistItem | undefined> {
    const queue = queueChange(leadId, read.id, review.status, review.at);
    const parts = updateParts(
      {
        status: review.status,
        reason: review.status === 'refused' ? review.reason : null,
        updated_at: review.at,
        updatedAt: review.at,
        ...queue.set,
      },
      queue.remove,
    );
    const update: TransactItem = {
      Update: {
        TableName: tableName,
        Key: keys.fileDocument(leadId, read.id),
        UpdateExpression: parts.expression,
        ConditionExpression: 'attribute_exists(PK) AND #read_at = :read_at',
        ExpressionAttributeNames: { ...parts.names, '#read_at': 'updated_at' },
        ExpressionAttributeValues: { ...parts.values, ':read_at': read.updated_at },
      },
    };
    for (let attempt = 1; attempt <= ENTRY_ATTEMPTS; attempt++) {
      const entry = fileReviews.reviewed(leadId, read.id, await fileReviews.get(leadId), review.at);
      const outcome = await writeWithEntry([update, ...eventPuts(leadId, event), ...entry], entry.length);
      if (outcome === 'refused') return undefined;
      if (outcome === 'written') return this.get(leadId, read.id, { consistent: true });
    }
    return undefined;
  },

  /**
   * Hands out an upload: the pending upload is kept on the item until confirmed. Refused (false) when the item is
   * gone, accepted, or already holds its most files (with those pending).
   */
  async reserveUpload(leadId: string, itemId: string, upload: PendingUpload): Promise<boolean> {
    const updated = await conditionalUpdate(keys.fileDocument(leadId, itemId), {
      UpdateExpression: 'SET #pending.#file = :upload',
      ConditionExpression:
        'attribute_exists(PK) AND #status <> :accepted AND size(#files) < :max AND attribute_exists(#pending)',
      ExpressionAttributeNames: {
        '#pending': '_pending',
        '#file': upload.id,
        '#status': 'status',
        '#files': 'files',
      },
      ExpressionAttributeValues: {
        ':upload': upload,
        ':accepted': 'accepted',
        ':max': MAX_FILES_PER_DOCUMENT,
      },
    });
    return updated !== undefined;
  },

  /** Forgets a pending upload (its object was refused and deleted). */
  async dropUpload(leadId: string, itemId: string, fileId: string): Promise<void> {
    await conditionalUpdate(keys.fileDocument(leadId, itemId), {
      UpdateExpression: 'REMOVE #pending.#file',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#pending': '_pending', '#file': fileId },
    });
  },

  /**
   * Records a confirmed upload on its item: the file added, the status 'uploaded' (off the outstanding queue, the
   * refusal's reason cleared), the pending upload gone, with the activity entry and the item added to its file's
   * landing entry (for the lead's holder as read), in one transaction. Undefined when the upload is no longer pending
   * (confirmed already), the item was accepted meanwhile, or is full.
   */
  async recordUpload(
    leadId: string,
    itemId: string,
    file: StoredDocumentFile,
    event?: RecordedLeadEvent,
  ): Promise<StoredChecklistItem | undefined> {
    const update: TransactItem = {
      Update: {
        TableName: tableName,
        Key: keys.fileDocument(leadId, itemId),
        // 'uploaded' is not outstanding: off the queue, the refusal's reason cleared, the pending upload gone.
        UpdateExpression:
          'SET #files = list_append(#files, :file), #status = :uploaded, #reason = :null, #updated = :at, #u = :at ' +
          'REMOVE #pending.#file, GSI3PK, GSI3SK, #since',
        ConditionExpression:
          'attribute_exists(#pending.#file) AND #status <> :accepted AND size(#files) < :max',
        ExpressionAttributeNames: {
          '#files': 'files',
          '#pending': '_pending',
          '#file': file.id,
          '#status': 'status',
          '#reason': 'reason',
          '#updated': 'updated_at',
          '#u': 'updatedAt',
          '#since': 'outstanding_since',
        },
        ExpressionAttributeValues: {
          ':file': [file],
          ':uploaded': 'uploaded',
          ':null': null,
          ':at': file.uploaded_at,
          ':accepted': 'accepted',
          ':max': MAX_FILES_PER_DOCUMENT,
        },
      },
    };
    for (let attempt = 1; attempt <= ENTRY_ATTEMPTS; attempt++) {
      const [entry, holder] = await Promise.all([fileReviews.get(leadId), fileReviews.holder(leadId)]);
      // A lead gone meanwhile has no landing left to be on.
      const part = holder
        ? fileReviews.uploaded(leadId, itemId, holder.agentId, entry, file.uploaded_at)
        : [];
      const outcome = await writeWithEntry([update, ...eventPuts(leadId, event), ...part], part.length);
      if (outcome === 'refused') return undefined;
      if (outcome === 'written') return this.get(leadId, itemId, { consistent: true });
    }
    return undefined;
  },

  /**
   * The items waiting for the borrower since `beforeDay` or earlier (the outstanding queue, GSI3, days up to and
   * including it): the reminder job's one read, every page (a job, not a request).
   */
  async outstandingSince(beforeDay: string): Promise<StoredChecklistItem[]> {
    const items = await queryIndex<Record<string, unknown>>('GSI3', keys.outstandingFileDocuments, {
      // Days sort as text; '#~' is past any `{day}#…` of that day.
      between: ['0000', `${beforeDay}#~`],
    });
    return items.map((item) => toItem(item)!);
  },

  /**
   * Takes a file's uploaded files off its items (privacy anonymisation): every item's, or those of `applicantIds`
   * only. Each item keeps its type, label and status; its files (names, sizes) are gone and its pending uploads
   * forgotten. Returns the object keys that were stored, for the caller to delete.
   */
  async clearFiles(leadId: string, applicantIds?: readonly string[], now = new Date().toISOString()) {
    const raw = await partitionItems(leadId, keys.fileDocumentPrefix);
    const objectKeys: string[] = [];
    const cleared: string[] = [];
    for (const item of raw) {
      const parsed = toItem(item)!;
      if (applicantIds && !(parsed.applicant_id && applicantIds.includes(parsed.applicant_id))) continue;
      const pending = Object.values((item._pending as Record<string, { key?: unknown }> | undefined) ?? {});
      objectKeys.push(
        ...parsed.files.map((file) => file.key),
        ...pending.flatMap((upload) => (typeof upload.key === 'string' ? [upload.key] : [])),
      );
      await conditionalUpdate(keys.fileDocument(leadId, parsed.id), {
        UpdateExpression: 'SET #files = :none, #pending = :empty, #u = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#files': 'files', '#pending': '_pending', '#u': 'updatedAt' },
        ExpressionAttributeValues: { ':none': [], ':empty': {}, ':now': now },
      });
      cleared.push(parsed.id);
    }
    // Their files gone, they hold nothing left to review: off the landing (ADR 119).
    await fileReviews.forget(leadId, cleared, now);
    return objectKeys;
  },

  /**
   * Removes a file's personal data (privacy anonymisation, ADR 072 and 118), for the whole file or for some of its
   * applicants: their name (it reads 'Anonymised'), e-mail and relationship on the file, their personal sections,
   * the names they typed to sign consents, their e-mail's link to the file and their uploaded files (the object
   * keys are returned for the caller to delete); for the whole file also the shared sections. The stage, the
   * checklist's items and statuses, the consents' versions and times stay; so do the FINTRAC records, kept until
   * their `retain_until` (removeExpiredFintrac). Running it again changes nothing more.
   */
  async anonymise(
    leadId: string,
    scope: { applicantIds: readonly string[] | 'all' },
    now = new Date().toISOString(),
  ): Promise<{ objectKeys: string[]; applicants: number }> {
    let anonymisedIds: string[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const file = await withConsistentReads(() => getItem(keys.borrowerFile(leadId)));
      if (!file) return { objectKeys: [], applicants: 0 };
      const applicants = (file.applicants ?? []) as { id: string; email: string; name: string }[];
      const inScope = (id: string) => scope.applicantIds === 'all' || scope.applicantIds.includes(id);
      anonymisedIds = applicants
        .filter((applicant) => inScope(applicant.id))
        .map((applicant) => applicant.id);
      const whole = scope.applicantIds === 'all';
      try {
        await transactWrite([
          {
            Update: {
              TableName: tableName,
              Key: keys.borrowerFile(leadId),
              UpdateExpression: `SET #applicants = :applicants, #version = #version + :one, #updated = :now, #u = :now${whole ? ', #sections = :empty' : ''}`,
              ConditionExpression: '#version = :version',
              ExpressionAttributeNames: {
                '#applicants': 'applicants',
                '#version': 'version',
                '#updated': 'updated_at',
                '#u': 'updatedAt',
                ...(whole ? { '#sections': 'sections' } : {}),
              },
              ExpressionAttributeValues: {
                ':applicants': applicants.map((applicant) =>
                  inScope(applicant.id)
                    ? { ...applicant, name: ANONYMISED, email: '', relationship: null }
                    : applicant,
                ),
                ':one': 1,
                ':version': file.version,
                ':now': now,
                ...(whole ? { ':empty': {} } : {}),
              },
            },
          },
          // Their e-mail no longer finds the file (the link is keyed by its hash).
          ...applicants
            .filter((applicant) => inScope(applicant.id) && applicant.email)
            .map(
              (applicant): TransactItem => ({
                Delete: {
                  TableName: tableName,
                  Key: keys.borrowerFileLink(emailHash(applicant.email), leadId, applicant.id),
                },
              }),
            ),
        ]);
        break;
      } catch (error) {
        if (attempt === 3 || !(error instanceof TransactionCancelled)) throw error;
      }
    }
    for (const applicantId of anonymisedIds) {
      await conditionalUpdate(keys.fileApplicant(leadId, applicantId), {
        UpdateExpression: 'SET #sections = :empty, #u = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#sections': 'sections', '#u': 'updatedAt' },
        ExpressionAttributeValues: { ':empty': {}, ':now': now },
      });
      const consents = await partitionItems(leadId, `${keys.fileConsentPrefix}${applicantId}#`);
      for (const consent of consents) {
        await conditionalUpdate(
          { PK: String(consent.PK), SK: String(consent.SK) },
          {
            UpdateExpression: 'SET #typed = :anonymised, #u = :now',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#typed': 'typed_name', '#u': 'updatedAt' },
            ExpressionAttributeValues: { ':anonymised': ANONYMISED, ':now': now },
          },
        );
      }
    }
    const objectKeys = await this.clearFiles(
      leadId,
      scope.applicantIds === 'all' ? undefined : anonymisedIds,
      now,
    );
    return { objectKeys, applicants: anonymisedIds.length };
  },

  // ---- FINTRAC records

  /** Every FINTRAC record of a file (one Query of the lead's partition, strongly consistent as `list`). */
  async fintracRecords(leadId: string): Promise<StoredFintracRecord[]> {
    const items = await partitionItems(leadId, keys.fintracRecordPrefix);
    return items.map((item) => toFintrac(item)!);
  },

  async fintracRecord(leadId: string, applicantId: string): Promise<StoredFintracRecord | undefined> {
    return toFintrac(await getItem(keys.fintracRecord(leadId, applicantId)));
  },

  /** Writes an applicant's FINTRAC record whole (a new verification replaces the one before). */
  async putFintrac(leadId: string, applicantId: string, record: NewFintracRecord): Promise<void> {
    const existing = await getItem(keys.fintracRecord(leadId, applicantId));
    await putItem({
      ...keys.fintracRecord(leadId, applicantId),
      ...stamp(ENTITY.fintracRecord, record.updated_at),
      ...(existing?.createdAt ? { createdAt: existing.createdAt } : {}),
      ...record,
      lead_id: leadId,
      applicant_id: applicantId,
    });
  },

  /** Deletes the FINTRAC records whose retention has ended by `today` (privacy anonymisation); how many. */
  async removeExpiredFintrac(leadId: string, today: string): Promise<number> {
    let removed = 0;
    for (const record of await this.fintracRecords(leadId)) {
      if (record.retain_until > today) continue;
      if (
        await deleteIf(
          keys.fintracRecord(leadId, record.applicant_id),
          '#until <= :today',
          { '#until': 'retain_until' },
          { ':today': today },
        )
      )
        removed++;
    }
    return removed;
  },

  // ---- Reminder guards

  /**
   * Claims the file's reminder of a Toronto day: true for the one caller that wrote the guard, false when it was
   * already there (sent, or being sent, by an earlier run). Written before the e-mail: at most one a day.
   */
  async claimReminder(leadId: string, day: string, now = new Date().toISOString()): Promise<boolean> {
    return putNew({
      ...keys.fileReminder(leadId, day),
      ...stamp(ENTITY.fileReminder, now),
      lead_id: leadId,
      day,
      expiresAt: ttlAfter(now, REMINDER_GUARD_SECONDS),
    });
  },

  /**
   * Records what the claimed reminder sent (on its guard) with its entry in the lead's activity, in one transaction.
   */
  async recordReminder(
    leadId: string,
    day: string,
    sent: { recipients: number; items: number },
    event: RecordedLeadEvent,
  ): Promise<void> {
    await transactWrite([
      {
        Update: {
          TableName: tableName,
          Key: keys.fileReminder(leadId, day),
          UpdateExpression: 'SET #sent = :sent, #recipients = :recipients, #items = :items, #u = :at',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: {
            '#sent': 'sent_at',
            '#recipients': 'recipients',
            '#items': 'items',
            '#u': 'updatedAt',
          },
          ExpressionAttributeValues: {
            ':sent': event.at,
            ':recipients': sent.recipients,
            ':items': sent.items,
            ':at': event.at,
          },
        },
      },
      ...eventPuts(leadId, event),
    ]);
  },

  /**
   * Gives a claimed reminder back when none of its e-mails went out (the mail server refused them): a later run of
   * the same day may send it. Never after one was sent: at most one a day.
   */
  async releaseReminder(leadId: string, day: string): Promise<boolean> {
    return deleteIf(
      keys.fileReminder(leadId, day),
      'attribute_not_exists(#sent)',
      { '#sent': 'sent_at' },
      {},
    );
  },

  /** Whether the file's reminder of that day was claimed (tests, the activity). */
  async reminderClaimed(leadId: string, day: string): Promise<boolean> {
    return (await withConsistentReads(() => getItem(keys.fileReminder(leadId, day)))) !== undefined;
  },
};

/** The items of the lead's partition under a sort-key prefix, every page, strongly consistent. */
function partitionItems(leadId: string, prefix: string): Promise<Record<string, unknown>[]> {
  return queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.lead(leadId).PK, ':prefix': prefix },
    ConsistentRead: true,
  });
}

/** The activity entry's Put, when there is one. */
function eventPuts(leadId: string, event: RecordedLeadEvent | undefined): TransactItem[] {
  if (!event) return [];
  return [leadEventPut(leadId, event, recordedStamp({ now: event.at }).eventId)];
}

/** A transaction guarded by its first item's condition: false when that condition failed. */
async function writeGuarded(items: TransactItem[]): Promise<boolean> {
  try {
    await transactWrite(items);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelled && error.reasons[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** A DeleteItem under a condition (the item must exist too): false when it did not hold. */
async function deleteIf(
  key: { PK: string; SK: string },
  condition: string,
  names: Record<string, string>,
  values: Record<string, unknown>,
): Promise<boolean> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: key,
        ConditionExpression: `attribute_exists(PK) AND ${condition}`,
        ExpressionAttributeNames: names,
        ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
