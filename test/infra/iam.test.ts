import { beforeAll, describe, expect, it } from 'vitest';
import {
  BORROWER_DOCUMENTS_BUCKET,
  BUCKETS,
  bucketNames,
  EXPORT_BUCKET,
  PRIVATE_BUCKETS,
} from '../../functions/src/lib/storage-buckets';
import type { LambdaName } from '../../infra/aws/constructs/bundling';
import {
  AUDIT_DENIED_ACTIONS,
  DATA_ACCESS,
  PARTITIONS,
  READ_ACTIONS,
} from '../../infra/aws/constructs/data-access';
import {
  AGENT_UPLOAD_BUCKETS,
  BORROWER_DOCUMENTS_OBJECTS,
  COGNITO_ADMIN_ACTIONS,
} from '../../infra/aws/stacks/maplestone-stack';
import {
  actionsOf,
  leadingKeysOf,
  logicalId,
  resourcesOf,
  type Statement,
  SYNTH_TIMEOUT,
  type Synthesized,
  statementsOf,
  synth,
} from './support/synth';

let s: Synthesized;
let tableId: string;
beforeAll(async () => {
  s = await synth({ mode: 'complete' });
  tableId = Object.keys(s.template.findResources('AWS::DynamoDB::Table'))[0]!;
}, SYNTH_TIMEOUT);

const json = (value: unknown) => JSON.stringify(value);
const dynamoStatements = (name: LambdaName) =>
  statementsOf(s, name).filter((statement) =>
    actionsOf(statement).some((action) => action.startsWith('dynamodb:')),
  );
/**
 * export-lead's access, which reconcile-lead-exports has too: it updates leads and puts their activity entry,
 * and reads leads and agents.
 */
const expectExportLeadAccess = (statements: Statement[]) => {
  expect(statements.find((statement) => statement.Sid === 'WritePartitions')!.Action).toEqual([
    'dynamodb:UpdateItem',
    'dynamodb:PutItem',
    'dynamodb:ConditionCheckItem',
  ]);
  expect(leadingKeysOf(statements.find((statement) => statement.Sid === 'ReadPartitions')!)).toEqual([
    'LEAD#*',
    'AGENT#*',
  ]);
};
const s3Statements = (name: LambdaName) =>
  statementsOf(s, name).filter((statement) =>
    actionsOf(statement).some((action) => action.startsWith('s3:')),
  );
const bucketId = (name: string) => logicalId(s.stack.node.findChild('Storage').node.findChild(name));
const STREAM_ACTIONS = [
  'dynamodb:DescribeStream',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:ListStreams',
];
const isStreamStatement = (statement: Statement) =>
  actionsOf(statement).every((action) => STREAM_ACTIONS.includes(action));
const writes = (statement: Statement) =>
  actionsOf(statement).filter((action) => /Put|Update|Delete|BatchWrite/.test(action));

describe('DynamoDB: scoped to the one table, by partition', () => {
  const scoped = Object.keys(DATA_ACCESS) as (keyof typeof DATA_ACCESS)[];

  it.each(scoped)('%s: every table statement names the table and carries LeadingKeys', (name) => {
    const statements = dynamoStatements(name).filter((statement) => !isStreamStatement(statement));
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(json(statement.Resource)).toContain(tableId);
      expect(json(statement.Resource)).not.toBe('"*"');
      expect(leadingKeysOf(statement), json(statement)).toBeDefined();
      // ForAllValues is vacuously true without the key: the Null check closes that door.
      expect(statement.Condition?.Null).toEqual({ 'dynamodb:LeadingKeys': 'false' });
      expect(actionsOf(statement)).not.toContain('dynamodb:Scan');
      expect(actionsOf(statement).some((action) => action.includes('*'))).toBe(false);
    }
  });

  it('public-api reads public partitions only: no profiles, leads or documents', () => {
    const read = dynamoStatements('public-api').find((statement) => statement.Sid === 'ReadPartitions')!;
    expect(actionsOf(read).sort()).toEqual([...READ_ACTIONS].sort());
    const keys = leadingKeysOf(read)!;
    expect(keys).toEqual(
      expect.arrayContaining(['RATE#*', 'LENDER#*', 'AGENT#*', 'AGENTSLUG#*', 'POST#*', 'PRODUCT#*']),
    );
    for (const privateKey of [PARTITIONS.profile, PARTITIONS.lead, PARTITIONS.document, PARTITIONS.stats]) {
      expect(keys).not.toContain(privateKey);
    }
  });

  it('public-api writes leads, subscribers, page views and subscription requests only (no counters), and never deletes', () => {
    const write = dynamoStatements('public-api').filter((statement) => writes(statement).length > 0);
    expect(write).toHaveLength(1);
    expect(writes(write[0]!).sort()).toEqual(['dynamodb:PutItem', 'dynamodb:UpdateItem']);
    expect(leadingKeysOf(write[0]!)!.sort()).toEqual(
      [
        PARTITIONS.lead,
        PARTITIONS.subscriber,
        PARTITIONS.pageView,
        PARTITIONS.cache,
        PARTITIONS.rateAlert,
        PARTITIONS.subscriptionRequest,
        PARTITIONS.confirmationMails,
      ].sort(),
    );
    for (const protectedKey of [
      PARTITIONS.stats,
      PARTITIONS.agent,
      PARTITIONS.rate,
      PARTITIONS.lender,
      PARTITIONS.product,
      PARTITIONS.profile,
      PARTITIONS.agentSlug,
    ]) {
      expect(leadingKeysOf(write[0]!)).not.toContain(protectedKey);
    }
  });

  it('public-api queries only the public lists of GSI2 (published posts, not drafts; no leads)', () => {
    const gsi2 = dynamoStatements('public-api').find((statement) =>
      json(statement.Resource).includes('/index/GSI2'),
    )!;
    expect(actionsOf(gsi2)).toEqual(['dynamodb:Query']);
    expect(leadingKeysOf(gsi2)).toContain('POST#PUBLISHED');
    expect(leadingKeysOf(gsi2)).not.toContain('POST#DRAFT');
    expect(leadingKeysOf(gsi2)).not.toContain('LEAD');
  });

  it('agent-api writes its own kinds of item (leads for their status), and neither rates nor catalogues', () => {
    const write = dynamoStatements('agent-api').find((statement) => statement.Sid === 'WritePartitions')!;
    const keys = leadingKeysOf(write)!;
    expect(keys).toEqual(
      expect.arrayContaining(['AGENT#*', 'POST#*', 'TESTIMONIAL#*', 'DOCUMENT#*', 'USER#*', 'LEAD#*']),
    );
    for (const other of [
      PARTITIONS.rate,
      PARTITIONS.lender,
      PARTITIONS.product,
      PARTITIONS.service,
      PARTITIONS.subscriber,
      PARTITIONS.stats,
    ]) {
      expect(keys).not.toContain(other);
    }
    const gsi = dynamoStatements('agent-api').filter((statement) =>
      json(statement.Resource).includes('/index/'),
    );
    // Its collection; its leads by facet, by name and waiting; a person's leads by e-mail and phone, which
    // the handler trims to its own (ADR 091, 112); its posts that lack French (ADR 116).
    expect(gsi.map((statement) => leadingKeysOf(statement))).toEqual([
      ['AGENT#*'],
      ['EMAIL#*', 'FRENCH#MISSING#AGENTPOST#*'],
      ['PHONE#*'],
      ['AGENTLEADS#*#*#*#*'],
      ['AGENTLEADNAME#*'],
      ['WAITING#AGENTLEADS#*'],
    ]);
  });

  it("export-lead only reads leads and agents, queries a person's leads, updates leads and puts their activity entry", () => {
    const statements = dynamoStatements('export-lead').filter((statement) => statement.Sid);
    // The duplicate flag (ADR 073): the contact indexes' partitions only.
    expect(
      statements
        .filter((statement) => statement.Sid?.startsWith('Query'))
        .map((statement) => [statement.Sid, leadingKeysOf(statement)]),
    ).toEqual([
      ['QueryGSI4Partitions', ['EMAIL#*']],
      ['QueryGSI5Partitions', ['PHONE#*']],
    ]);
    expectExportLeadAccess(statements);
  });

  it('reconcile-lead-exports has export-lead’s access, plus the unexported-leads queue of GSI3', () => {
    const statements = dynamoStatements('reconcile-lead-exports');
    expectExportLeadAccess(statements);
    const query = statements.find((statement) => statement.Sid === 'QueryGSI3Partitions')!;
    expect(query.Action).toEqual('dynamodb:Query');
    expect(json(query.Resource)).toContain('/index/GSI3');
    expect(leadingKeysOf(query)).toEqual(['LEAD#UNEXPORTED']);
    // Besides the queue, export-lead's own queries (the contact indexes, ADR 073).
    expect(statements.filter((statement) => statement.Sid?.startsWith('Query')).map((s) => s.Sid)).toEqual([
      'QueryGSI3Partitions',
      'QueryGSI4Partitions',
      'QueryGSI5Partitions',
    ]);
    expect(json(statements)).not.toContain('GetRecords');
  });

  it('only the stream consumers read the table stream, and only the stream', () => {
    for (const consumer of ['export-lead', 'count-events'] as const) {
      const stream = dynamoStatements(consumer).filter(isStreamStatement);
      expect(stream.length).toBeGreaterThan(0);
      const readsRecords = stream.find((statement) => actionsOf(statement).includes('dynamodb:GetRecords'))!;
      expect(readsRecords.Resource).toEqual({ 'Fn::GetAtt': [tableId, 'StreamArn'] });
    }
    for (const name of ['public-api', 'agent-api', 'admin-api', 'chat', 'scrape-rates'] as const) {
      expect(json(statementsOf(s, name))).not.toContain('dynamodb:GetRecords');
    }
  });

  it("export-leads reads leads and agents by the lead list's own indexes, and writes activity entries and its export only", () => {
    const statements = dynamoStatements('export-leads');
    const read = statements.find((statement) => statement.Sid === 'ReadPartitions')!;
    expect(leadingKeysOf(read)).toEqual(['LEAD#*', 'AGENT#*']);
    expect(
      statements
        .filter((statement) => statement.Sid?.startsWith('Query'))
        .map((statement) => [statement.Sid, leadingKeysOf(statement)]),
    ).toEqual([
      ['QueryGSI1Partitions', ['AGENT#*', 'UNASSIGNED#LEADS']],
      ['QueryGSI2Partitions', ['LEAD']],
      ['QueryGSI4Partitions', ['EMAIL#*']],
      ['QueryGSI5Partitions', ['PHONE#*']],
      ['QueryGSI6Partitions', ['LEADS#*#*#*']],
      ['QueryGSI7Partitions', ['AGENTLEADS#*#*#*#*']],
      ['QueryGSI8Partitions', ['LEADNAME#*']],
      ['QueryGSI9Partitions', ['AGENTLEADNAME#*']],
    ]);
    const write = statements.find((statement) => statement.Sid === 'WritePartitions')!;
    // The csv_export entries 25 a batch; the export's claim, progress and end: never a put or delete of a lead.
    expect(writes(write).sort()).toEqual(['dynamodb:BatchWriteItem', 'dynamodb:UpdateItem']);
    expect(leadingKeysOf(write)).toEqual(['LEAD#*', PARTITIONS.exportJob]);
    expect(PARTITIONS.exportJob).toBe('EXPORT#*');
  });

  it('scrape-rates writes rates, its cache, the rate history (ADR 081) and rate alerts (ADR 082) only', () => {
    const write = dynamoStatements('scrape-rates').find((statement) => statement.Sid === 'WritePartitions')!;
    expect(leadingKeysOf(write)).toEqual(['RATE#*', 'CACHE', 'RATEHIST#*', 'RATEALERT#*']);
  });

  it('public-api reads the rate history and never writes it (ADR 081)', () => {
    const read = dynamoStatements('public-api').find((statement) => statement.Sid === 'ReadPartitions')!;
    expect(leadingKeysOf(read)).toContain(PARTITIONS.rateHistory);
    for (const statement of dynamoStatements('public-api').filter((s) => writes(s).length > 0)) {
      expect(leadingKeysOf(statement)).not.toContain(PARTITIONS.rateHistory);
    }
  });

  it('borrower-api (ADR 118) reads and writes the sign-in items and the leads’ partitions (the files) only, on no index', () => {
    const read = dynamoStatements('borrower-api').find((statement) => statement.Sid === 'ReadPartitions')!;
    expect(leadingKeysOf(read)!.sort()).toEqual(
      ['LEAD#*', 'BORROWER#*', 'BLINK#*', 'BCODE#*', 'BSESSION#*', 'BSIGNIN#*'].sort(),
    );
    const write = dynamoStatements('borrower-api').find((statement) => statement.Sid === 'WritePartitions')!;
    expect(leadingKeysOf(write)!.sort()).toEqual(
      ['LEAD#*', 'BLINK#*', 'BCODE#*', 'BSESSION#*', 'BSIGNIN#*'].sort(),
    );
    // An address's files are written by the broker's invitation only (agent-api); the portal only reads them.
    expect(leadingKeysOf(write)).not.toContain(PARTITIONS.borrowerFileLink);
    expect(
      dynamoStatements('borrower-api').filter((statement) => json(statement.Resource).includes('/index/')),
    ).toEqual([]);
    for (const other of [PARTITIONS.profile, PARTITIONS.agent, PARTITIONS.audit, PARTITIONS.document]) {
      expect(leadingKeysOf(read)).not.toContain(other);
    }
  });

  it("chat writes its lead only (no counters; its per-visitor limit is the edge's, ADR 076)", () => {
    const write = dynamoStatements('chat').find((statement) => statement.Sid === 'WritePartitions')!;
    expect(leadingKeysOf(write)).toEqual(['LEAD#*']);
  });

  it('count-events reads leads only, and writes the counters, its markers on leads, page views and rate alerts only', () => {
    const statements = dynamoStatements('count-events').filter((statement) => !isStreamStatement(statement));
    expect(statements.map((statement) => statement.Sid)).toEqual(['ReadPartitions', 'WritePartitions']);
    // A changed lead is read as it is now (ADR 092), nothing else.
    expect(leadingKeysOf(statements[0]!)).toEqual(['LEAD#*']);
    expect(writes(statements[1]!).sort()).toEqual(
      ['dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'].sort(),
    );
    expect(leadingKeysOf(statements[1]!)!.sort()).toEqual(
      ['AGENT#*', 'LEAD#*', 'PAGEVIEW#*', 'RATEALERT#*', 'STATS'].sort(),
    );
  });

  it('admin-api owns every item of the table and its indexes, without Scan', () => {
    const statements = dynamoStatements('admin-api').filter((statement) => statement.Effect !== 'Deny');
    expect(statements).toHaveLength(1);
    const all = statements[0]!;
    expect(leadingKeysOf(all)).toBeUndefined();
    expect(actionsOf(all)).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:DeleteItem']),
    );
    expect(actionsOf(all)).not.toContain('dynamodb:Scan');
    expect(json(all.Resource)).toContain(tableId);
    expect(json(all.Resource)).toContain('/index/*');
  });

  it('admin-api may only append to and query the audit log: every other item action on AUDIT# is denied', () => {
    const denied = dynamoStatements('admin-api').filter((statement) => statement.Effect === 'Deny');
    expect(denied).toHaveLength(1);
    const deny = denied[0]!;
    expect(actionsOf(deny).sort()).toEqual([...AUDIT_DENIED_ACTIONS].sort());
    for (const changing of ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']) {
      expect(actionsOf(deny)).toContain(changing);
    }
    expect(actionsOf(deny)).not.toContain('dynamodb:PutItem');
    expect(actionsOf(deny)).not.toContain('dynamodb:Query');
    expect(json(deny.Resource)).toContain(tableId);
    expect(deny.Condition).toEqual({ 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': ['AUDIT#*'] } });
    // No other Lambda reaches the audit partitions at all.
    for (const [name, access] of Object.entries(DATA_ACCESS)) {
      expect(json(access), name).not.toContain('AUDIT#');
    }
  });

  it('agent-api may only put new audit entries (the FINTRAC records’ audit, ADR 118)', () => {
    const audits = dynamoStatements('agent-api').filter((statement) => json(statement).includes('AUDIT#'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.Sid).toBe('AppendAuditEntries');
    expect(actionsOf(audits[0]!)).toEqual(['dynamodb:PutItem']);
    expect(leadingKeysOf(audits[0]!)).toEqual(['AUDIT#*']);
  });

  it('the partition patterns are the key module’s own', () => {
    expect(PARTITIONS.lead).toBe('LEAD#*');
    expect(PARTITIONS.stats).toBe('STATS');
    expect(PARTITIONS.pageView).toBe('PAGEVIEW#*');
  });
});

describe('S3: objects of the right buckets only', () => {
  it('public-api, chat and the jobs have no S3 access at all', () => {
    for (const name of [
      'public-api',
      'chat',
      'export-lead',
      'scrape-rates',
      'remind-file-documents',
    ] as const) {
      expect(s3Statements(name), name).toEqual([]);
    }
  });

  it('agent-api uploads, reads and deletes objects in the agent buckets, not in the catalogue buckets', () => {
    const resources = s3Statements('agent-api').flatMap((statement) => resourcesOf(statement).map(json));
    for (const name of AGENT_UPLOAD_BUCKETS) expect(resources.join()).toContain(bucketId(name));
    for (const name of ['product-images', 'service-images'])
      expect(resources.join()).not.toContain(bucketId(name));
    // The borrowers' documents it only reads: its own test below.
    for (const statement of s3Statements('agent-api').filter(
      (candidate) => candidate.Sid !== 'BorrowerDocumentObjects',
    )) {
      expect(actionsOf(statement).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
      expect(json(statement.Resource)).toContain('/*');
    }
  });

  it('admin-api reaches every bucket’s objects, and no bucket-level action', () => {
    const statements = s3Statements('admin-api');
    for (const name of bucketNames) expect(json(statements)).toContain(bucketId(name));
    for (const statement of statements) {
      expect(actionsOf(statement).every((action) => action.endsWith('Object'))).toBe(true);
    }
  });

  it('the documents bucket is the private one', () => {
    expect(PRIVATE_BUCKETS).toEqual(['agent-documents']);
    expect(Object.keys(BUCKETS)).toHaveLength(6);
  });

  it('the exports bucket (ADR 093): export-leads writes its files, admin-api reads them to sign links; nobody else', () => {
    const exportsId = bucketId(EXPORT_BUCKET.name);
    const writer = s3Statements('export-leads');
    expect(writer).toHaveLength(1);
    expect(actionsOf(writer[0]!).sort()).toEqual(['s3:AbortMultipartUpload', 's3:PutObject']);
    expect(json(writer[0]!.Resource)).toContain(exportsId);
    expect(json(writer[0]!.Resource)).toContain('/*');
    for (const name of bucketNames) expect(json(writer)).not.toContain(bucketId(name));
    const reader = s3Statements('admin-api').filter((statement) =>
      json(statement.Resource).includes(exportsId),
    );
    expect(reader).toHaveLength(1);
    expect(actionsOf(reader[0]!)).toEqual(['s3:GetObject']);
    for (const name of Object.keys(s.stack.functions) as LambdaName[]) {
      if (name !== 'export-leads' && name !== 'admin-api')
        expect(json(statementsOf(s, name)), name).not.toContain(exportsId);
    }
  });
});

describe("S3 and KMS: the borrowers' documents (ADR 118), each function what it does with them", () => {
  const documentsId = () => bucketId(BORROWER_DOCUMENTS_BUCKET.name);
  const keyId = () => logicalId(s.stack.node.findChild('Storage').node.findChild('BorrowerDocumentsKey'));
  const objectsStatement = (name: LambdaName) => {
    const found = statementsOf(s, name).filter((statement) =>
      json(statement.Resource).includes(documentsId()),
    );
    expect(found, name).toHaveLength(1);
    expect(found[0]!.Resource).toEqual({
      'Fn::Join': ['', [{ 'Fn::GetAtt': [documentsId(), 'Arn'] }, `/${BORROWER_DOCUMENTS_OBJECTS}`]],
    });
    expect(BORROWER_DOCUMENTS_OBJECTS).toBe('files/*');
    return found[0]!;
  };
  const keyStatements = (name: LambdaName) =>
    statementsOf(s, name).filter((statement) => json(statement).includes(keyId()));

  it.each([
    [
      'borrower-api',
      ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'],
      ['kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey'],
    ],
    ['agent-api', ['s3:GetObject'], ['kms:Decrypt']],
    ['admin-api', ['s3:DeleteObject'], []],
  ] as const)('%s: %j on the objects under files/, %j on the key through S3 only', (name, objects, key) => {
    expect(actionsOf(objectsStatement(name)).sort()).toEqual([...objects]);
    const onKey = keyStatements(name);
    expect(onKey.flatMap(actionsOf).sort()).toEqual([...key]);
    for (const statement of onKey) {
      expect(statement.Resource).toEqual({ 'Fn::GetAtt': [keyId(), 'Arn'] });
      expect(statement.Condition).toEqual({
        StringEquals: { 'kms:ViaService': `s3.${s.config.region}.amazonaws.com` },
      });
    }
  });

  it('no other function reaches the bucket or its key; no function has a bucket-level action on it', () => {
    for (const name of Object.keys(s.stack.functions) as LambdaName[]) {
      if (['borrower-api', 'agent-api', 'admin-api'].includes(name)) continue;
      expect(json(statementsOf(s, name)), name).not.toContain(documentsId());
      expect(json(statementsOf(s, name)), name).not.toContain(keyId());
    }
    for (const name of ['borrower-api', 'agent-api', 'admin-api'] as const) {
      for (const statement of statementsOf(s, name).filter((candidate) =>
        json(candidate.Resource).includes(documentsId()),
      ))
        expect(
          actionsOf(statement).every((action) => action.endsWith('Object')),
          name,
        ).toBe(true);
    }
  });
});

describe('Lambda invocations', () => {
  it('admin-api may invoke the scrape function ("scrape now") and the export job ("Export CSV") and nothing else; no other Lambda may invoke', () => {
    const arnOf = (name: LambdaName) => ({ 'Fn::GetAtt': [logicalId(s.stack.functions[name]!), 'Arn'] });
    const invoking = statementsOf(s, 'admin-api').filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith('lambda:')),
    );
    expect(invoking.length).toBeGreaterThan(0);
    for (const statement of invoking) expect(actionsOf(statement)).toEqual(['lambda:InvokeFunction']);
    // Each function, and its versions and aliases (`:*`): never another function's ARN.
    expect(invoking.flatMap(resourcesOf).map(json).sort()).toEqual(
      (['scrape-rates', 'export-leads'] as const)
        .flatMap((name) => [arnOf(name), { 'Fn::Join': ['', [arnOf(name), ':*']] }])
        .map(json)
        .sort(),
    );
    for (const name of [
      'public-api',
      'agent-api',
      'chat',
      'export-lead',
      'count-events',
      'scrape-rates',
      'reconcile-lead-exports',
      'export-leads',
    ] as const) {
      expect(json(statementsOf(s, name)), name).not.toContain('lambda:');
    }
  });
});

describe('Cognito, Bedrock and SES: one resource each', () => {
  it('admin-api has the Cognito admin actions on the user pool only; no other Lambda has any', () => {
    const statement = statementsOf(s, 'admin-api').find((candidate) => candidate.Sid === 'CognitoAdmin')!;
    expect(actionsOf(statement).sort()).toEqual([...COGNITO_ADMIN_ACTIONS].sort());
    expect(statement.Resource).toEqual({
      'Fn::GetAtt': [logicalId(s.stack.node.findChild('Auth').node.findChild('UserPool')), 'Arn'],
    });
    for (const name of [
      'public-api',
      'agent-api',
      'chat',
      'export-lead',
      'scrape-rates',
      'reconcile-lead-exports',
    ] as const) {
      expect(json(statementsOf(s, name))).not.toContain('cognito-idp:');
    }
  });

  it('admin-api may disable, enable and sign out a user everywhere (deactivation ends its sessions)', () => {
    const statement = statementsOf(s, 'admin-api').find((candidate) => candidate.Sid === 'CognitoAdmin')!;
    expect(actionsOf(statement)).toEqual(
      expect.arrayContaining([
        'cognito-idp:AdminDisableUser',
        'cognito-idp:AdminEnableUser',
        'cognito-idp:AdminUserGlobalSignOut',
      ]),
    );
  });

  it('chat may stream from the configured model only; nobody else may call Bedrock', () => {
    const statement = statementsOf(s, 'chat').find((candidate) => candidate.Sid === 'InvokeConfiguredModel')!;
    expect(statement.Action).toBe('bedrock:InvokeModelWithResponseStream');
    expect(json(statement.Resource)).toContain(`foundation-model/${s.config.bedrockModelId}`);
    expect(json(statement.Resource)).not.toContain('foundation-model/*');
    for (const name of ['public-api', 'agent-api', 'admin-api', 'export-lead', 'scrape-rates'] as const) {
      expect(json(statementsOf(s, name))).not.toContain('bedrock:');
    }
  });

  it('rate alerts (ADR 082): public-api queries only the alerts by e-mail on GSI4; scrape-rates only the armed queue on GSI3', () => {
    const gsi4 = dynamoStatements('public-api').find((statement) => statement.Sid === 'QueryGSI4Partitions')!;
    expect(leadingKeysOf(gsi4)).toEqual(['RATEALERT#EMAIL#*']);
    const gsi3 = dynamoStatements('scrape-rates').find(
      (statement) => statement.Sid === 'QueryGSI3Partitions',
    )!;
    expect(leadingKeysOf(gsi3)).toEqual(['RATEALERT#ARMED#*']);
    // Its e-mails go from the configured address only, as the leads' do.
    const send = statementsOf(s, 'scrape-rates').find((candidate) => candidate.Sid === 'SendLeadEmail')!;
    expect(send.Condition).toEqual({ StringEquals: { 'ses:FromAddress': s.config.sesFromAddress } });
  });

  it('export-lead may send from the configured address only; nobody else may send', () => {
    const statement = statementsOf(s, 'export-lead').find((candidate) => candidate.Sid === 'SendLeadEmail')!;
    expect(actionsOf(statement)).toContain('ses:SendEmail');
    expect(statement.Condition).toEqual({ StringEquals: { 'ses:FromAddress': s.config.sesFromAddress } });
    expect(json(statement.Resource)).toContain(':identity/');
    // scrape-rates sends the rate alerts (the test above); public-api the subscriptions' confirmations, agent-api
    // and borrower-api the borrower's invitations, links and codes (below).
    for (const name of ['admin-api', 'chat'] as const) {
      expect(json(statementsOf(s, name))).not.toContain('ses:');
    }
    const reconcile = statementsOf(s, 'reconcile-lead-exports').find((c) => c.Sid === 'SendLeadEmail')!;
    expect(reconcile).toEqual(statement);
  });

  it('agent-api (invitations) and borrower-api (codes, new links) send from the configured address only (ADR 118)', () => {
    for (const name of ['agent-api', 'borrower-api'] as const) {
      const send = statementsOf(s, name).find((candidate) => candidate.Sid === 'SendLeadEmail')!;
      expect(send, name).toBeDefined();
      expect(send.Condition).toEqual({ StringEquals: { 'ses:FromAddress': s.config.sesFromAddress } });
    }
  });

  it('public-api sends the confirmation e-mails (ADR 095) from the configured address only', () => {
    const send = statementsOf(s, 'public-api').find((candidate) => candidate.Sid === 'SendLeadEmail')!;
    expect(send.Condition).toEqual({ StringEquals: { 'ses:FromAddress': s.config.sesFromAddress } });
    const writes = dynamoStatements('public-api').find((statement) =>
      actionsOf(statement).includes('dynamodb:PutItem'),
    )!;
    expect(leadingKeysOf(writes)).toEqual(expect.arrayContaining(['SUBSCRIBE#*', 'CONFIRMMAIL#*']));
    expect(actionsOf(writes)).not.toContain('dynamodb:DeleteItem');
  });
});
