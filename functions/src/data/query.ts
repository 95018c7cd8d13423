import { AsyncLocalStorage } from 'node:async_hooks';
import type { QueryCommandInput, TransactWriteCommandInput, UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod';
import { eachLimited } from '../lib/concurrency';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  db,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  tableName,
  UpdateCommand,
} from './client';
import type { Key } from './keys';
import type { IndexName } from './table';

type Item = Record<string, unknown>;

/** Every page of a Query, for collections small enough to read whole (a type's list, an owner's items). */
export async function queryAll<T>(input: Omit<QueryCommandInput, 'TableName'>): Promise<T[]> {
  const items: T[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ TableName: tableName, ...input, ExclusiveStartKey }));
    items.push(...((page.Items ?? []) as T[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && (input.Limit === undefined || items.length < input.Limit));
  return input.Limit === undefined ? items : items.slice(0, input.Limit);
}

export interface CollectionOptions {
  prefix?: string;
  /** Sort keys from..to inclusive (instead of a prefix). */
  between?: [string, string];
  newestFirst?: boolean;
  /** At most this many items after the filter. */
  limit?: number;
  filter?: Pick<QueryCommandInput, 'FilterExpression' | 'ExpressionAttributeValues'> & {
    names?: Record<string, string>;
  };
}

function collectionQuery(
  partitionKey: string,
  sortKey: string,
  partition: string,
  options: CollectionOptions,
): Omit<QueryCommandInput, 'TableName'> {
  const names: Record<string, string> = {
    '#pk': partitionKey,
    ...(options.prefix || options.between ? { '#sk': sortKey } : {}),
    ...options.filter?.names,
  };
  const sortCondition = options.between
    ? ' AND #sk BETWEEN :from AND :to'
    : options.prefix
      ? ' AND begins_with(#sk, :prefix)'
      : '';
  return {
    KeyConditionExpression: `#pk = :pk${sortCondition}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: {
      ':pk': partition,
      ...(options.prefix && !options.between ? { ':prefix': options.prefix } : {}),
      ...(options.between ? { ':from': options.between[0], ':to': options.between[1] } : {}),
      ...options.filter?.ExpressionAttributeValues,
    },
    ...(options.filter?.FilterExpression ? { FilterExpression: options.filter.FilterExpression } : {}),
    ScanIndexForward: !options.newestFirst,
    ...(options.limit ? { Limit: options.limit } : {}),
  };
}

/** A collection on an index, optionally narrowed by a sort-key prefix. */
export function queryIndex<T>(index: IndexName, partition: string, options: CollectionOptions = {}) {
  return queryAll<T>({
    IndexName: index,
    ...collectionQuery(`${index}PK`, `${index}SK`, partition, options),
  });
}

/** A filter that keeps the items whose boolean `attribute` is true (is_active, is_approved). */
export function onlyTrue(attribute: string): NonNullable<CollectionOptions['filter']> {
  return { FilterExpression: `${attribute} = :true`, ExpressionAttributeValues: { ':true': true } };
}

/**
 * A type's list on GSI2, sorted by creation: its newest items (recent activity) and how many were created
 * since a date (analytics), spread into the type's repository.
 */
export function createdList<T>(read: (item: Item) => T | undefined, partition: string) {
  return {
    /** The newest, at most `limit`. */
    listRecent: (limit: number): Promise<T[]> =>
      queryEntities(read, 'GSI2', partition, { newestFirst: true, limit }),
    /** How many were created at or after `since` (ISO); all of them without it. */
    countCreatedSince: (since: string | null): Promise<number> =>
      countIndexFrom('GSI2', partition, since ?? ''),
  };
}

/** A collection on an index as entities: each item read with the repository's `read` (toEntity of its schema). */
export async function queryEntities<T>(
  read: (item: Item) => T | undefined,
  index: IndexName,
  partition: string,
  options: CollectionOptions = {},
): Promise<T[]> {
  const items = await queryIndex<Item>(index, partition, options);
  return items.map((item) => read(item)!);
}

/** An item collection of the base table (one partition), optionally narrowed by a sort-key prefix. */
export function queryPartition<T>(partition: string, options: CollectionOptions = {}) {
  return queryAll<T>(collectionQuery('PK', 'SK', partition, options));
}

/** How many items a collection holds (Select COUNT: no items are read back). */
export function countIndex(index: IndexName | 'base', partition: string, prefix?: string): Promise<number> {
  return countQuery(
    index === 'base'
      ? collectionQuery('PK', 'SK', partition, { prefix })
      : { IndexName: index, ...collectionQuery(`${index}PK`, `${index}SK`, partition, { prefix }) },
  );
}

/** How many items a Query matches, every page (Select COUNT: no items are read back). */
async function countQuery(
  input: Omit<QueryCommandInput, 'TableName' | 'Select' | 'ExclusiveStartKey'>,
): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({ TableName: tableName, ...input, Select: 'COUNT', ExclusiveStartKey }),
    );
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

// ---- Back office (issue 5): counts over a sort-key range.
/** How many items of an index collection have a sort key from `from` onwards (Select COUNT: no items read back). */
export function countIndexFrom(index: IndexName, partition: string, from: string): Promise<number> {
  return countQuery({
    IndexName: index,
    // Key values cannot be empty strings: from '' means the whole collection.
    KeyConditionExpression: from ? '#pk = :pk AND #sk >= :from' : '#pk = :pk',
    ExpressionAttributeNames: { '#pk': `${index}PK`, ...(from ? { '#sk': `${index}SK` } : {}) },
    ExpressionAttributeValues: { ':pk': partition, ...(from ? { ':from': from } : {}) },
  });
}
// ---- end of back office

export async function getItem(key: Key): Promise<Item | undefined> {
  const ConsistentRead = consistentReads.getStore() === true || undefined;
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead }));
  return Item;
}

const consistentReads = new AsyncLocalStorage<boolean>();

/**
 * Runs `read` with its GetItems strongly consistent: for a read that must see a write just made (the audit
 * log's values after a change). Elsewhere reads stay eventually consistent, at half the cost.
 */
export function withConsistentReads<T>(read: () => Promise<T>): Promise<T> {
  return consistentReads.run(true, read);
}

/** Attributes to read of each item (a ProjectionExpression and its names). */
export interface Projection {
  ProjectionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
}

/** A ProjectionExpression reading these attributes, each through a name alias (any may be a reserved word). */
export function projectionOf(attributes: readonly string[]): Projection {
  return {
    ProjectionExpression: attributes.map((_, i) => `#p${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(attributes.map((name, i) => [`#p${i}`, name])),
  };
}

/**
 * Several items by key in one round trip (BatchGet, unprocessed keys retried), in no particular order; with
 * `projection`, only the attributes it names (which must include PK to tell the items apart); `consistent`
 * for a read that must see every write made before it (the stream's consumers).
 */
export async function getItems(
  keyList: readonly Key[],
  {
    projection,
    consistent,
  }: {
    projection?: Projection;
    consistent?: boolean;
  } = {},
): Promise<Item[]> {
  const unique = [...new Map(keyList.map((key) => [`${key.PK}\u0000${key.SK}`, key])).values()];
  const found: Item[] = [];
  const batches = Array.from({ length: Math.ceil(unique.length / 100) }, (_, i) =>
    unique.slice(i * 100, i * 100 + 100),
  );
  // The hundreds side by side, a few at a time: a few hundred keys cost about one round trip.
  await eachLimited(batches, BATCH_GETS_AT_ONCE, async (batch) => {
    let pending: Key[] | undefined = batch;
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt > 0) await backoff(attempt);
      const result = await db.send(
        new BatchGetCommand({
          RequestItems: {
            [tableName]: { Keys: pending, ...projection, ...(consistent ? { ConsistentRead: true } : {}) },
          },
        }),
      );
      found.push(...((result.Responses?.[tableName] ?? []) as Item[]));
      pending = result.UnprocessedKeys?.[tableName]?.Keys as Key[] | undefined;
    }
  });
  return found;
}

/** BatchGets in flight at once for one read. */
const BATCH_GETS_AT_ONCE = 4;

/** Writes a new item; false if one with the same key already exists (nothing is overwritten). */
export async function putNew(item: Item): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({ TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Puts whole items (idempotent), 25 to a BatchWriteItem, unprocessed ones sent again after a jittered wait;
 * throws, naming them `what`, when some are still unprocessed after 8 tries.
 */
export async function putItems(items: readonly Item[], what: string): Promise<void> {
  await batchWrite(
    items.map((item) => ({ PutRequest: { Item: item } })),
    what,
  );
}

/** Deletes items by key (idempotent: a missing one is no error), 25 to a BatchWriteItem, as putItems. */
export async function deleteItems(keys: readonly Key[], what: string): Promise<void> {
  await batchWrite(
    keys.map((key) => ({ DeleteRequest: { Key: { PK: key.PK, SK: key.SK } } })),
    what,
  );
}

type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: Key } };

/** Writes requests 25 to a BatchWriteItem, unprocessed ones sent again after a jittered wait (8 tries). */
async function batchWrite(requests: readonly WriteRequest[], what: string): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending: WriteRequest[] | undefined = requests.slice(i, i + 25);
    for (let attempt = 1; pending && pending.length > 0; attempt++) {
      if (attempt > 8) throw new Error(`${what} left unprocessed`);
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
      const { UnprocessedItems } = await db.send(
        new BatchWriteCommand({ RequestItems: { [tableName]: pending } }),
      );
      pending = UnprocessedItems?.[tableName] as WriteRequest[] | undefined;
    }
  }
}

export async function putItem(item: Item): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: item }));
}

export async function deleteItem(key: Key): Promise<Item | undefined> {
  const { Attributes } = await db.send(
    new DeleteCommand({ TableName: tableName, Key: key, ReturnValues: 'ALL_OLD' }),
  );
  return Attributes;
}

/**
 * The `SET` of each given attribute (undefined ones skipped), and the `REMOVE` of `remove`'s, with their names
 * and values, for an update.
 */
export function setAttributes(fields: Item, remove: readonly string[] = []) {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  const removed = remove.length ? ` REMOVE ${remove.map((_, i) => `#r${i}`).join(', ')}` : '';
  return {
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}${removed}`,
    ExpressionAttributeNames: {
      ...Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
      ...Object.fromEntries(remove.map((name, i) => [`#r${i}`, name])),
    },
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
  };
}

/**
 * Sets the given attributes (undefined ones skipped, updatedAt stamped) on an existing item, and removes
 * `remove`'s. Returns the item as it now is, or undefined when there is no such item (nothing is created).
 */
export function updateItem(
  key: Key,
  fields: Item,
  remove: readonly string[] = [],
): Promise<Item | undefined> {
  return conditionalUpdate(key, {
    ...setAttributes({ ...fields, updatedAt: new Date().toISOString() }, remove),
    ConditionExpression: 'attribute_exists(PK)',
  });
}

/**
 * One UpdateItem under a ConditionExpression: the item as it now is (ALL_NEW), or undefined when the
 * condition did not hold (nothing was written); any other failure throws.
 */
export async function conditionalUpdate(
  key: Key,
  update: Omit<UpdateCommandInput, 'TableName' | 'Key' | 'ReturnValues'>,
): Promise<Item | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({ TableName: tableName, Key: key, ...update, ReturnValues: 'ALL_NEW' }),
    );
    return Attributes;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One counter update (UpdateItem ADD) as a transaction item: creates the counter on first use. */
export function addCounts(
  key: Key,
  counts: Record<string, number>,
  set: Item = {},
): TransactItem & { Update: object } {
  const adds = Object.entries(counts);
  const sets = Object.entries({ ...set, updatedAt: new Date().toISOString() });
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: `SET ${sets.map((_, i) => `#s${i} = :s${i}`).join(', ')}, #createdAt = if_not_exists(#createdAt, :now) ADD ${adds.map((_, i) => `#a${i} :a${i}`).join(', ')}`,
      ExpressionAttributeNames: {
        ...Object.fromEntries(sets.map(([name], i) => [`#s${i}`, name])),
        ...Object.fromEntries(adds.map(([name], i) => [`#a${i}`, name])),
        '#createdAt': 'createdAt',
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(sets.map(([, value], i) => [`:s${i}`, value])),
        ...Object.fromEntries(adds.map(([, value], i) => [`:a${i}`, value])),
        ':now': new Date().toISOString(),
      },
    },
  };
}

/**
 * Removes these number attributes from an item if every one is 0 (a counter emptied for good); false, and nothing
 * removed, if one is not (it moved meanwhile) or the item is gone.
 */
export async function removeIfZero(key: Key, names: readonly string[]): Promise<boolean> {
  if (names.length === 0) return true;
  const aliases = Object.fromEntries(names.map((name, i) => [`#z${i}`, name]));
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: `REMOVE ${Object.keys(aliases).join(', ')}`,
        ConditionExpression: Object.keys(aliases)
          .map((alias) => `${alias} = :zero`)
          .join(' AND '),
        ExpressionAttributeNames: aliases,
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Sets numbers on an item (with the attributes `set`), made if absent, then `marker` to true (ADR 111): a value computed once and for good, so
 * setting it again, or from two requests at once, writes the same. The marker comes last, in its own UpdateItem
 * when the values take several (DynamoDB's 4 KB expressions): an item marked holds every value.
 */
export async function setFinalCounts(
  key: Key,
  values: Record<string, number>,
  marker: string,
  set: Item = {},
): Promise<void> {
  const entries = Object.entries(values);
  for (let i = 0; i < entries.length || i === 0; i += SET_PER_UPDATE) {
    const last = i + SET_PER_UPDATE >= entries.length;
    const sets: [string, unknown][] = [
      ...entries.slice(i, i + SET_PER_UPDATE),
      ...Object.entries(set),
      ...(last ? [[marker, true] as [string, unknown]] : []),
    ];
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: `SET ${sets.map((_, j) => `#v${j} = :v${j}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(sets.map(([name], j) => [`#v${j}`, name])),
        ExpressionAttributeValues: Object.fromEntries(sets.map(([, value], j) => [`:v${j}`, value])),
      }),
    );
  }
}

/** Values one UpdateItem of setFinalCounts sets (its expression stays well within DynamoDB's 4 KB). */
const SET_PER_UPDATE = 50;

export class TransactionCancelled extends Error {
  constructor(
    readonly reasons: (string | undefined)[],
    /** Per item, the item as it was when its condition failed (ReturnValuesOnConditionCheckFailure), raw. */
    readonly items: (Record<string, unknown> | undefined)[] = [],
  ) {
    super(`transaction cancelled: ${reasons.join(', ')}`);
  }
}

const MAX_TRANSACTION_ATTEMPTS = 8;

/**
 * All or nothing. A transaction that loses a race on a hot item (a shared counter) is retried with
 * jittered backoff: it wrote nothing, so trying again is safe. A failed condition is not retried:
 * it throws TransactionCancelled with each item's reason code.
 */
export async function transactWrite(items: TransactItem[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      const conflictOnly = reasons.every(
        (code) => code === undefined || code === 'None' || code === 'TransactionConflict',
      );
      if (!conflictOnly || attempt >= MAX_TRANSACTION_ATTEMPTS) {
        const items = (error as { CancellationReasons?: { Item?: Record<string, unknown> }[] })
          .CancellationReasons;
        throw new TransactionCancelled(reasons, items?.map((reason) => reason.Item) ?? []);
      }
      await backoff(attempt);
    }
  }
}

/**
 * transactWrite for a change guarded by items' conditions (the item at `guard`, or each at `guard`'s indexes; the
 * first by default): false when such a condition failed, so nothing was written; any other failure throws as
 * transactWrite does.
 */
export async function transactWriteIfAllowed(
  items: TransactItem[],
  guard: number | readonly number[] = 0,
): Promise<boolean> {
  try {
    await transactWrite(items);
    return true;
  } catch (error) {
    const guards = typeof guard === 'number' ? [guard] : guard;
    if (
      error instanceof TransactionCancelled &&
      guards.some((index) => error.reasons[index] === 'ConditionalCheckFailed')
    )
      return false;
    throw error;
  }
}

function cancellationReasons(error: unknown): (string | undefined)[] | undefined {
  if ((error as { name?: string })?.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  if (reasons) return reasons.map((reason) => reason.Code);
  // Some emulators only name the reasons in the message: "[ConditionalCheckFailed, None]".
  const listed = /\[([^\]]*)\]/.exec((error as Error).message)?.[1];
  return listed ? listed.split(',').map((code) => code.trim()) : ['Unknown'];
}

function backoff(attempt: number): Promise<void> {
  const ms = Math.random() * Math.min(200, 10 * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function isConditionFailure(error: unknown): boolean {
  return (error as { name?: string })?.name === 'ConditionalCheckFailedException';
}

const TABLE_ATTRIBUTES = new Set(['PK', 'SK', 'expiresAt', 'createdAt', 'updatedAt']);
/** Every index's key attributes (GSI1PK … GSI9SK). */
const INDEX_KEY = /^GSI\d+(PK|SK)$/;

/** The item without the table's own attributes (keys, TTL, stamps, any `_`-prefixed internal one). */
export function withoutTableAttributes(item: Item): Item {
  return Object.fromEntries(
    Object.entries(item).filter(
      ([name]) => !TABLE_ATTRIBUTES.has(name) && !INDEX_KEY.test(name) && !name.startsWith('_'),
    ),
  );
}

/**
 * A table item that does not match its entity's schema (written by hand, by an older version, or damaged).
 * Raised where the item is read, naming its key and the failing fields (never their values): the request
 * fails there, logged as an unhandled 500, instead of a crash three calls later.
 */
export class CorruptItemError extends Error {
  constructor(
    readonly key: { PK: unknown; SK: unknown },
    readonly paths: string[],
  ) {
    super(`item ${String(key.PK)} ${String(key.SK)} does not match its schema at ${paths.join(', ')}`);
    this.name = 'CorruptItemError';
  }
}

/**
 * An item as its entity: the table's attributes stripped, then parsed with the entity's shared schema, so
 * only the spec's fields, checked, go on (unknown fields are dropped by the schema).
 */
export function toEntity<S extends z.ZodType>(schema: S, item: Item | undefined): z.output<S> | undefined {
  if (!item) return undefined;
  const parsed = schema.safeParse(withoutTableAttributes(item));
  if (!parsed.success) {
    throw new CorruptItemError(
      { PK: item.PK, SK: item.SK },
      parsed.error.issues.map((issue) => issue.path.join('.') || '(item)'),
    );
  }
  return parsed.data;
}
