import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import type { IndexName } from '../table';

/** Every page of a Query, for collections small enough to read whole (a type's list, an owner's items). */
export async function queryAll<T>(input: Omit<QueryCommandInput, 'TableName'>): Promise<T[]> {
  const items: T[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ TableName: tableName, ...input, ExclusiveStartKey }));
    items.push(...((page.Items ?? []) as T[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && (input.Limit === undefined || items.length < input.Limit));
  return items;
}

/** A collection on an index, optionally narrowed by a sort-key prefix. */
export function queryIndex<T>(
  index: IndexName,
  partition: string,
  options: {
    prefix?: string;
    newestFirst?: boolean;
    limit?: number;
    filter?: Pick<QueryCommandInput, 'FilterExpression' | 'ExpressionAttributeValues'> & {
      names?: Record<string, string>;
    };
  } = {},
): Promise<T[]> {
  const pk = `${index}PK`;
  const sk = `${index}SK`;
  const names: Record<string, string> = {
    '#pk': pk,
    ...(options.prefix ? { '#sk': sk } : {}),
    ...options.filter?.names,
  };
  return queryAll<T>({
    IndexName: index,
    KeyConditionExpression: options.prefix ? '#pk = :pk AND begins_with(#sk, :prefix)' : '#pk = :pk',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: {
      ':pk': partition,
      ...(options.prefix ? { ':prefix': options.prefix } : {}),
      ...options.filter?.ExpressionAttributeValues,
    },
    ...(options.filter?.FilterExpression ? { FilterExpression: options.filter.FilterExpression } : {}),
    ScanIndexForward: !options.newestFirst,
    ...(options.limit ? { Limit: options.limit } : {}),
  });
}

/** Strips the table's own attributes so only the entity's fields go on the wire. */
export function toEntity<T>(item: Record<string, unknown> | undefined): T | undefined {
  if (!item) return undefined;
  const {
    PK: _pk,
    SK: _sk,
    GSI1PK: _g1p,
    GSI1SK: _g1s,
    GSI2PK: _g2p,
    GSI2SK: _g2s,
    _et,
    expiresAt: _ttl,
    ...rest
  } = item;
  return rest as T;
}
