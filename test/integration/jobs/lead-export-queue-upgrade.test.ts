import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../../../infra/local/config';
import { dynamoClient, ensureTable } from '../../../infra/local/dynamodb';

/**
 * `npm start` on a state folder kept from before the unexported-leads queue (GSI3) existed: the table
 * gets the index (UpdateTable), and the leads it holds that were never exported join the queue, so the
 * reconciliation covers them too (ADR 034). A table of its own, created with the old design.
 */
const { urls } = inject('stack');
const run = Date.now().toString(36);
const table = `upgrade-${run}`;
const client = dynamoClient(urls.dynamodb);

/** A lead item as the code before the queue wrote it: keys of GSI2 (and GSI1), none of GSI3. */
const oldLead = (id: string, createdAt: string, exportedAt?: string) => ({
  PK: `LEAD#${id}`,
  SK: 'LEAD',
  GSI2PK: 'LEAD',
  GSI2SK: `${createdAt}#${id}`,
  _et: 'lead',
  createdAt,
  updatedAt: createdAt,
  id,
  agent_id: null,
  client_name: `Old Client ${id}`,
  client_email: `${id}@example.com`,
  client_phone: null,
  type: 'contact',
  source: 'contact_form',
  status: 'new',
  message: null,
  notes: null,
  metadata: null,
  created_at: createdAt,
  updated_at: null,
  ...(exportedAt ? { _exportedAt: exportedAt, _exportedTo: 'crm@maplestone.example' } : {}),
});

afterAll(async () => {
  await client.send(new DeleteTableCommand({ TableName: table })).catch(() => {});
  client.destroy();
});

describe('a table kept from before the unexported-leads queue', () => {
  it('gets GSI3 to GSI11 at start; its never-exported leads join the queue, exported ones stay off, and all join the contact indexes', async () => {
    const keyIndex = (name: string) => ({
      IndexName: name,
      KeySchema: [
        { AttributeName: `${name}PK`, KeyType: 'HASH' as const },
        { AttributeName: `${name}SK`, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    });
    await client.send(
      new CreateTableCommand({
        TableName: table,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK'].map((name) => ({
          AttributeName: name,
          AttributeType: 'S',
        })),
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [keyIndex('GSI1'), keyIndex('GSI2')],
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
      }),
    );
    const documents = DynamoDBDocumentClient.from(client);
    const leads = [
      oldLead(`never-sent-${run}`, '2026-10-01T12:00:00.000Z'),
      oldLead(`sent-${run}`, '2026-10-02T12:00:00.000Z', '2026-10-02T12:00:03.000Z'),
    ];
    for (const item of leads) await documents.send(new PutCommand({ TableName: table, Item: item }));

    const upgraded = await ensureTable(urls.dynamodb, table);
    expect(upgraded.addedIndexes).toEqual([
      'GSI3',
      'GSI4',
      'GSI5',
      'GSI6',
      'GSI7',
      'GSI8',
      'GSI9',
      'GSI10',
      'GSI11',
    ]);
    const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
    expect(
      Table?.GlobalSecondaryIndexes?.map((index) => [index.IndexName, index.IndexStatus]).sort(),
    ).toEqual([
      ['GSI1', 'ACTIVE'],
      ['GSI10', 'ACTIVE'],
      ['GSI11', 'ACTIVE'],
      ['GSI2', 'ACTIVE'],
      ['GSI3', 'ACTIVE'],
      ['GSI4', 'ACTIVE'],
      ['GSI5', 'ACTIVE'],
      ['GSI6', 'ACTIVE'],
      ['GSI7', 'ACTIVE'],
      ['GSI8', 'ACTIVE'],
      ['GSI9', 'ACTIVE'],
    ]);
    // The stream is the same one: the poller's checkpoint stays valid.
    expect(upgraded.streamArn).toBe(Table?.LatestStreamArn);

    // The repositories on this table (they read it at import): the old leads are not on the queue yet.
    process.env.TABLE_NAME = table;
    const { leadExports } = await import('../../../functions/src/data/repositories/lead-exports');
    expect(await leadExports.listUnexported('\uffff', 10)).toEqual([]);

    // The one-off an operator runs (the local start runs the same queueUnexported).
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'functions/src/jobs/queue-unexported-leads.ts'],
      { cwd: REPO_ROOT, env: { ...process.env, TABLE_NAME: table } },
    );
    expect(stdout).toContain('1 unexported leads put on the export queue');
    expect(await leadExports.listUnexported('\uffff', 10)).toEqual([
      { id: `never-sent-${run}`, createdAt: '2026-10-01T12:00:00.000Z' },
    ]);
    expect(await leadExports.oldestUnexportedAt()).toBe('2026-10-01T12:00:00.000Z');

    // The next start changes nothing: the index is there and the lead is queued once.
    expect((await ensureTable(urls.dynamodb, table)).addedIndexes).toEqual([]);
    expect(await leadExports.queueUnexported()).toBe(0);
    expect(await leadExports.listUnexported('\uffff', 10)).toHaveLength(1);

    // The contact indexes (ADR 071) too: the old leads join them once, so a privacy search finds them.
    const { leads: leadRepository } = await import('../../../functions/src/data/repositories/leads');
    const { leadContacts } = await import('../../../functions/src/data/repositories/lead-contacts');
    expect(await leadRepository.indexLeads()).toBe(2);
    expect(await leadRepository.indexLeads()).toBe(0);
    const found = await leadContacts.listByContact({ email: `NEVER-SENT-${run}@example.com` });
    expect(found.map((lead) => lead.id)).toEqual([`never-sent-${run}`]);
    // And the waiting index (ADR 112): both are new and were never contacted, so the landing finds them.
    const { leadPage } = await import('../../../functions/src/data/repositories/lead-pages');
    const waiting = await leadPage({ waiting: true }, { order: 'oldest', limit: 25 });
    expect(waiting.leads.map((lead) => lead.id)).toEqual([`never-sent-${run}`, `sent-${run}`]);
  });

  it('replaces an index kept from when it projected less (the waiting indexes before ADR 113): same leads, whole', async () => {
    const indexOf = async (name: string) => {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
      return Table?.GlobalSecondaryIndexes?.find((index) => index.IndexName === name);
    };
    // The table as ADR 112 made it: GSI10 projected keys only.
    await client.send(
      new UpdateTableCommand({
        TableName: table,
        GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: 'GSI10' } }],
      }),
    );
    await expect.poll(() => indexOf('GSI10'), { timeout: 30_000 }).toBeUndefined();
    await client.send(
      new UpdateTableCommand({
        TableName: table,
        AttributeDefinitions: ['GSI10PK', 'GSI10SK'].map((name) => ({
          AttributeName: name,
          AttributeType: 'S',
        })),
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: 'GSI10',
              KeySchema: [
                { AttributeName: 'GSI10PK', KeyType: 'HASH' },
                { AttributeName: 'GSI10SK', KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'KEYS_ONLY' },
            },
          },
        ],
      }),
    );
    await expect.poll(async () => (await indexOf('GSI10'))?.IndexStatus, { timeout: 30_000 }).toBe('ACTIVE');

    const upgraded = await ensureTable(urls.dynamodb, table);
    expect(upgraded).toMatchObject({ addedIndexes: [], replacedIndexes: ['GSI10'] });
    expect(await indexOf('GSI10')).toMatchObject({
      IndexStatus: 'ACTIVE',
      Projection: { ProjectionType: 'ALL' },
    });
    // The landing's rows come from the index itself, with every lead it held.
    const documents = DynamoDBDocumentClient.from(client);
    const { Items } = await documents.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'GSI10',
        KeyConditionExpression: 'GSI10PK = :pk',
        ExpressionAttributeValues: { ':pk': 'WAITING#LEADS' },
      }),
    );
    expect(Items?.map((item) => item.client_name)).toEqual([
      `Old Client never-sent-${run}`,
      `Old Client sent-${run}`,
    ]);
    expect((await ensureTable(urls.dynamodb, table)).replacedIndexes).toEqual([]);
  });
});
