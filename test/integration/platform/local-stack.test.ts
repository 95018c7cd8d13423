import { randomUUID } from 'node:crypto';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, inject, it } from 'vitest';
import { db, GetCommand, PutCommand, tableClients, tableName } from '../../../functions/src/data/client';
import { s3 } from '../../../functions/src/lib/s3';
import { bucketFor } from '../../../functions/src/lib/storage';
import { localClientConfig } from '../../../infra/local/config';
import { api, signIn } from '../../support/http';

describe('the local stack', () => {
  it('reports every dependency up on /api/health', async () => {
    const { status, body } = await api<{ status: string; dependencies: Record<string, { status: string }> }>(
      'GET',
      '/api/health',
    );
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    expect(Object.keys(body.dependencies).sort()).toEqual(['auth', 'mail', 'storage', 'table']);
    for (const dependency of Object.values(body.dependencies)) expect(dependency.status).toBe('up');
  });

  it('creates the one table with its key schema, its eleven indexes (keys only from GSI6: ADR 091, 112), TTL and a NEW_AND_OLD_IMAGES stream', async () => {
    const { dynamo } = await tableClients();
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
    expect(Table?.KeySchema?.map((key) => key.AttributeName)).toEqual(['PK', 'SK']);
    expect(
      Table?.GlobalSecondaryIndexes?.map((index) => [
        index.IndexName,
        index.Projection?.ProjectionType,
      ]).sort(),
    ).toEqual([
      ['GSI1', 'ALL'],
      ['GSI10', 'ALL'],
      ['GSI11', 'ALL'],
      ['GSI2', 'ALL'],
      ['GSI3', 'ALL'],
      ['GSI4', 'ALL'],
      ['GSI5', 'ALL'],
      ['GSI6', 'KEYS_ONLY'],
      ['GSI7', 'KEYS_ONLY'],
      ['GSI8', 'KEYS_ONLY'],
      ['GSI9', 'KEYS_ONLY'],
    ]);
    expect(Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
  });

  it('writes an item to the table and reads it back', async () => {
    const id = randomUUID();
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { PK: `TEST#${id}`, SK: 'TEST', _et: 'test', note: 'hello' },
      }),
    );
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: { PK: `TEST#${id}`, SK: 'TEST' } }),
    );
    expect(Item?.note).toBe('hello');
  });

  it('reads a change back from the table stream', async () => {
    const { urls, streamArn } = inject('stack');
    const streams = new DynamoDBStreamsClient(localClientConfig(urls.dynamodb));
    const id = randomUUID();
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { PK: `TEST#${id}`, SK: 'TEST', _et: 'test', marker: id },
      }),
    );
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    const seen: unknown[] = [];
    for (const shard of StreamDescription?.Shards ?? []) {
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shard.ShardId!,
          ShardIteratorType: 'TRIM_HORIZON',
        }),
      );
      let iterator = ShardIterator;
      // A shard's records arrive in pages; read until the page is empty.
      for (let page = 0; iterator && page < 50; page++) {
        const result = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
        seen.push(...(result.Records ?? []));
        if (!result.Records?.length) break;
        iterator = result.NextShardIterator;
      }
    }
    const change = seen.find(
      (record) =>
        (record as { dynamodb?: { NewImage?: { marker?: { S?: string } } } }).dynamodb?.NewImage?.marker
          ?.S === id,
    ) as { eventName: string; dynamodb: { Keys: unknown } } | undefined;
    expect(change?.eventName).toBe('INSERT');
    expect(change?.dynamodb.Keys).toEqual({ PK: { S: `TEST#${id}` }, SK: { S: 'TEST' } });
    streams.destroy();
  });

  it('presigns an upload that the browser can POST, and stores the file', async () => {
    const bucket = bucketFor('agent-headshots');
    const key = `test/${randomUUID()}-photo.png`;
    const presigned = await createPresignedPost(s3, {
      Bucket: bucket,
      Key: key,
      Conditions: [['content-length-range', 1, 1024], { 'Content-Type': 'image/png' }],
      Fields: { 'Content-Type': 'image/png' },
      Expires: 60,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'photo.png');
    const upload = await fetch(presigned.url, { method: 'POST', body: form });
    expect(upload.status).toBeGreaterThanOrEqual(200);
    expect(upload.status).toBeLessThan(300);
    const stored = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    expect(stored.ContentType).toBe('image/png');
    expect([...(await stored.Body!.transformToByteArray())]).toEqual([137, 80, 78, 71]);
  });

  it('signs in a seeded user through Cognito and enforces the route rules with the token', async () => {
    expect((await api('GET', '/api/me')).status).toBe(401);
    expect((await api('GET', '/api/me', { token: 'not-a-jwt' })).status).toBe(401);

    const agent = await signIn('agent1@example.com');
    const me = await api<{ email: string; role: string; agent_id: string }>('GET', '/api/me', {
      token: agent,
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: 'agent1@example.com',
      role: 'agent',
      agent_id: 'agent-sarah-chen',
    });

    // Signed in, but not in the super_admin group.
    expect((await api('GET', '/api/admin/agents', { token: agent })).status).toBe(403);
    const superAdmin = await signIn('superadmin@example.com');
    const agents = await api<{ items: { id: string }[] }>('GET', '/api/admin/agents', { token: superAdmin });
    expect(agents.status).toBe(200);
    expect(agents.body.items.map((a) => a.id)).toContain('agent-sarah-chen');
  });

  it('answers an unknown API path with 404', async () => {
    expect((await api('GET', '/api/no-such-thing')).status).toBe(404);
  });

  it('serves the runtime configuration the web app reads at start', async () => {
    const { env, urls } = inject('stack');
    const response = await fetch(`${urls.api}/config.json`);
    expect(await response.json()).toEqual({
      region: 'ca-central-1',
      userPoolId: env.USER_POOL_ID,
      userPoolClientId: env.USER_POOL_CLIENT_ID,
      cognitoEndpoint: urls.cognito,
    });
  });
});
