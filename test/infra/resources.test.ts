import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectionOf, tableDesign } from '../../functions/src/data/table';
import { METRIC_NAMESPACE } from '../../functions/src/lib/metrics';
import {
  BORROWER_DOCUMENTS_BUCKET,
  BUCKETS,
  bucketNames,
  EXPORT_BUCKET,
  PRIVATE_BUCKETS,
} from '../../functions/src/lib/storage-buckets';
import {
  EXPORT_FILE_LIFETIME_MS,
  EXPORT_STALE_AFTER_MS,
  EXPORT_TIME_MARGIN_MS,
} from '../../functions/src/services/back-office/export-timing';
import { MANUAL_SCRAPE_WAIT_MS } from '../../functions/src/services/rates-scrape/invocation';
import { ACCESS_LOG_RETENTION } from '../../infra/aws/constructs/access-logs';
import { GROUPS } from '../../infra/aws/constructs/auth';
import { LAMBDA_ENTRIES, REPO_ROOT } from '../../infra/aws/constructs/bundling';
import {
  COUNT_EVENTS_STREAM,
  EXPORT_LEAD_STREAM,
  RECONCILE,
  SCRAPE_SCHEDULE,
} from '../../infra/aws/constructs/jobs';
import { SPA_CACHE, STRIP_MEDIA_PREFIX_CODE } from '../../infra/aws/constructs/web';
import { SAMPLE_LAMBDA_ENV } from '../../infra/aws/lambda-env';
import { USER_POOL_CODE_EMAIL } from '../../shared/src/i18n/en/email/user-pool';
import { logicalId, resourceOf, SYNTH_TIMEOUT, type Synthesized, synth } from './support/synth';

type Json = Record<string, unknown>;
let s: Synthesized;
beforeAll(async () => {
  s = await synth({ mode: 'complete' });
}, SYNTH_TIMEOUT);

const json = (value: unknown) => JSON.stringify(value);
/** A template value with its references written as `<Ref X>` / `<GetAtt X.Attr>` text. */
const tokensAsText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const token = value as Record<string, unknown>;
  if (token.Ref) return `<Ref ${token.Ref}>`;
  if (token['Fn::GetAtt']) return `<GetAtt ${(token['Fn::GetAtt'] as string[]).join('.')}>`;
  if (token['Fn::Join']) {
    const [separator, parts] = token['Fn::Join'] as [string, unknown[]];
    return parts.map(tokensAsText).join(separator);
  }
  throw new Error(`unexpected template value ${JSON.stringify(value)}`);
};
const logBucketId = () => logicalId(s.stack.node.findChild('AccessLogs').node.findChild('Bucket'));
const only = (type: string): Json => {
  const found = Object.values(s.template.findResources(type));
  expect(found, type).toHaveLength(1);
  return found[0]!.Properties as Json;
};
type FunctionName = keyof Synthesized['stack']['functions'];
const fnProps = (name: FunctionName) => resourceOf(s, logicalId(s.stack.functions[name]!)).Properties;
/**
 * The SQS queue a destination (a stream's on-failure or a schedule's dead-letter config) points to is a queue,
 * watched by an alarm with these properties that notifies the alarm topic.
 */
const expectAlarmedQueue = (destination: unknown, alarm: Json) => {
  const queueId = json(destination).match(/"Fn::GetAtt":\["([^"]+)"/)![1]!;
  expect(resourceOf(s, queueId).Type).toBe('AWS::SQS::Queue');
  s.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
    ...alarm,
    Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
    AlarmActions: [{ Ref: Match.anyValue() }],
  });
};

/**
 * A stream consumer's one event source mapping, once checked that it reads the table's stream and bisects a
 * failing batch (the render function has its own: test/infra/prerender.test.ts).
 */
const streamMapping = (name: 'export-lead' | 'count-events'): Json => {
  const fnId = logicalId(s.stack.functions[name]!);
  const found = Object.values(s.template.findResources('AWS::Lambda::EventSourceMapping'))
    .map((mapping) => mapping.Properties as Json)
    .filter((mapping) => json(mapping.FunctionName) === json({ Ref: fnId }));
  expect(found).toHaveLength(1);
  const mapping = found[0]!;
  const table = Object.keys(s.template.findResources('AWS::DynamoDB::Table'))[0]!;
  expect(mapping.EventSourceArn).toEqual({ 'Fn::GetAtt': [table, 'StreamArn'] });
  expect(mapping.BisectBatchOnFunctionError).toBe(true);
  return mapping;
};

describe('data: the one table of tableDesign', () => {
  it('is on demand, recoverable, with TTL and the NEW_AND_OLD_IMAGES stream', () => {
    const table = only('AWS::DynamoDB::Table');
    expect(table.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.TimeToLiveSpecification).toEqual({
      AttributeName: tableDesign.timeToLiveAttribute,
      Enabled: true,
    });
    expect(table.StreamSpecification).toEqual({ StreamViewType: tableDesign.stream });
    expect(table.KeySchema).toEqual([
      { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
    ]);
    expect(table.TableName).toBeUndefined();
  });

  it('has exactly the GSIs of the design, the lead lists keys only (ADR 091), the rest projecting everything', () => {
    const indexes = only('AWS::DynamoDB::Table').GlobalSecondaryIndexes as Json[];
    expect(indexes.map((index) => index.IndexName)).toEqual(
      tableDesign.globalSecondaryIndexes.map((i) => i.indexName),
    );
    for (const design of tableDesign.globalSecondaryIndexes) {
      const index = indexes.find((candidate) => candidate.IndexName === design.indexName)!;
      expect(index.KeySchema).toEqual([
        { AttributeName: design.partitionKey, KeyType: 'HASH' },
        { AttributeName: design.sortKey, KeyType: 'RANGE' },
      ]);
      expect(index.Projection).toEqual({ ProjectionType: projectionOf(design) });
    }
  });

  it('is not deletion-protected in dev (the variants test checks prod)', () => {
    expect(only('AWS::DynamoDB::Table').DeletionProtectionEnabled).toBe(false);
  });
});

describe('auth: Cognito', () => {
  it('signs in by e-mail, no self sign-up, strong passwords', () => {
    const pool = only('AWS::Cognito::UserPool');
    expect(pool.UsernameAttributes).toEqual(['email']);
    expect(pool.AdminCreateUserConfig).toMatchObject({ AllowAdminCreateUserOnly: true });
    expect(pool.Policies).toEqual({
      PasswordPolicy: {
        MinimumLength: 12,
        RequireLowercase: true,
        RequireUppercase: true,
        RequireNumbers: true,
        RequireSymbols: true,
        TemporaryPasswordValidityDays: 3,
      },
    });
    expect(pool.UserPoolName).toBeUndefined();
  });

  it('requires an authenticator app (TOTP) of every user, never SMS', () => {
    const pool = only('AWS::Cognito::UserPool');
    expect(pool.MfaConfiguration).toBe('ON');
    expect(pool.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(pool.SmsConfiguration).toBeUndefined();
  });

  it('blocks risky sign-ins: the Plus plan with full standard threat protection', () => {
    const pool = only('AWS::Cognito::UserPool');
    expect(pool.UserPoolTier).toBe('PLUS');
    expect(pool.UserPoolAddOns).toEqual({ AdvancedSecurityMode: 'ENFORCED' });
  });

  it('resets a forgotten password by a code e-mailed in our words, never saying whether an account exists (ADR 100)', () => {
    const pool = only('AWS::Cognito::UserPool');
    expect(pool.AccountRecoverySetting).toEqual({
      RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }],
    });
    // Cognito e-mails a reset code with the verification template: ours, not "Verify your new account".
    expect(pool.VerificationMessageTemplate).toMatchObject({
      DefaultEmailOption: 'CONFIRM_WITH_CODE',
      EmailSubject: USER_POOL_CODE_EMAIL.subject,
      EmailMessage: USER_POOL_CODE_EMAIL.body,
    });
    expect(USER_POOL_CODE_EMAIL.body).toContain('{####}');
    expect(only('AWS::Cognito::UserPoolClient').PreventUserExistenceErrors).toBe('ENABLED');
  });

  it('has the SPA client: no secret, password + SRP + refresh, no OAuth', () => {
    const client = only('AWS::Cognito::UserPoolClient');
    expect(client.GenerateSecret).toBe(false);
    expect((client.ExplicitAuthFlows as string[]).sort()).toEqual(
      ['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH'].sort(),
    );
    expect(client.AllowedOAuthFlowsUserPoolClient).toBe(false);
    expect(client.PreventUserExistenceErrors).toBe('ENABLED');
  });

  it('has the groups the functions read', () => {
    const groups = Object.values(s.template.findResources('AWS::Cognito::UserPoolGroup')).map(
      (group) => (group.Properties as Json).GroupName,
    );
    expect(groups.sort()).toEqual([...GROUPS].sort());
    expect(GROUPS).toEqual(['super_admin', 'admin', 'agent']);
  });
});

describe('Lambdas', () => {
  it('every one runs nodejs22.x on arm64 with source maps, and logs into a retained-for-a-while group', () => {
    for (const name of Object.keys(s.stack.functions) as (keyof Synthesized['stack']['functions'])[]) {
      const props = fnProps(name);
      expect(props.Runtime, name).toBe('nodejs22.x');
      // The runtime (and its AWS SDK, which the bundles use: ADR 064) changes only with a deploy.
      expect(props.RuntimeManagementConfig, name).toEqual({ UpdateRuntimeOn: 'FunctionUpdate' });
      expect(props.Architectures, name).toEqual(['arm64']);
      expect(props.Handler, name).toBe('index.handler');
      expect(props.FunctionName, name).toBeUndefined();
      const env = (props.Environment as { Variables: Json }).Variables;
      expect(env.NODE_OPTIONS).toBe('--enable-source-maps');
      const logGroup = resourceOf(s, (props.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref);
      expect(logGroup.Properties.RetentionInDays, name).toBe(7);
    }
  });

  it('gets the environment the functions read: table, stage, buckets, Cognito, CRM, site and media URLs', () => {
    const env = (fnProps('public-api').Environment as { Variables: Json }).Variables;
    for (const key of [
      'TABLE_NAME',
      'STAGE',
      'LOG_LEVEL',
      'COGNITO_ISSUER',
      'USER_POOL_ID',
      'USER_POOL_CLIENT_ID',
      'CRM_EMAIL',
      'SES_FROM_ADDRESS',
      'SITE_URL',
      'MEDIA_BASE_URL',
      ...Object.values(BUCKETS),
    ]) {
      expect(env[key], key).toBeDefined();
    }
    for (const name of bucketNames) {
      expect(env[BUCKETS[name]]).toEqual({
        Ref: logicalId(s.stack.node.findChild('Storage').node.findChild(name)),
      });
    }
    expect(json(env.MEDIA_BASE_URL)).toContain('/media');
    expect(json(env.COGNITO_ISSUER)).toContain('https://cognito-idp.ca-central-1.amazonaws.com/');
    expect(env.TABLE_NAME).toEqual({ Ref: Object.keys(s.template.findResources('AWS::DynamoDB::Table'))[0] });
    expect(env.AWS_REGION).toBeUndefined(); // Lambda sets it; setting it is an error
    expect((fnProps('chat').Environment as { Variables: Json }).Variables.BEDROCK_MODEL_ID).toBe(
      s.config.bedrockModelId,
    );
  });

  it('chat signs conversation ids with a generated secret, never written in the template', () => {
    const value = json((fnProps('chat').Environment as { Variables: Json }).Variables.CHAT_TOKEN_SECRET);
    const secretId = logicalId(s.stack.node.findChild('ChatTokenSecret'));
    expect(value).toContain('resolve:secretsmanager:');
    expect(value).toContain(secretId);
    expect(resourceOf(s, secretId).Properties.GenerateSecretString).toMatchObject({ PasswordLength: 64 });
    for (const name of ['public-api', 'agent-api', 'admin-api', 'export-lead'] as const) {
      expect(
        (fnProps(name).Environment as { Variables: Json }).Variables.CHAT_TOKEN_SECRET,
        name,
      ).toBeUndefined();
    }
  });

  it('admin-api gets the scrape function\'s name, which its "scrape now" invokes; no other Lambda does', () => {
    const env = (name: FunctionName) => (fnProps(name).Environment as { Variables: Json }).Variables;
    expect(env('admin-api').SCRAPE_RATES_FUNCTION_NAME).toEqual({
      Ref: logicalId(s.stack.functions['scrape-rates']!),
    });
    for (const name of Object.keys(s.stack.functions) as FunctionName[]) {
      if (name !== 'admin-api') expect(env(name).SCRAPE_RATES_FUNCTION_NAME, name).toBeUndefined();
    }
    // The admin stops waiting (MANUAL_SCRAPE_WAIT_MS) before admin-api times out; the scrape outlasts both.
    const timeout = (name: FunctionName) => fnProps(name).Timeout as number;
    expect(MANUAL_SCRAPE_WAIT_MS).toBeLessThan(timeout('admin-api') * 1000);
    expect(timeout('scrape-rates')).toBeGreaterThan(timeout('admin-api'));
  });

  it('admin-api gets the export job\'s name (its "Export CSV" invokes it, ADR 093); both get the exports bucket, no other Lambda', () => {
    const env = (name: FunctionName) => (fnProps(name).Environment as { Variables: Json }).Variables;
    const exportsRef = {
      Ref: logicalId(s.stack.node.findChild('Storage').node.findChild(EXPORT_BUCKET.name)),
    };
    expect(env('admin-api').EXPORT_LEADS_FUNCTION_NAME).toEqual({
      Ref: logicalId(s.stack.functions['export-leads']!),
    });
    for (const name of ['admin-api', 'export-leads'] as const) {
      expect(env(name)[EXPORT_BUCKET.variable], name).toEqual(exportsRef);
    }
    for (const name of Object.keys(s.stack.functions) as FunctionName[]) {
      if (name !== 'admin-api') expect(env(name).EXPORT_LEADS_FUNCTION_NAME, name).toBeUndefined();
      if (name !== 'admin-api' && name !== 'export-leads') {
        expect(env(name)[EXPORT_BUCKET.variable], name).toBeUndefined();
      }
    }
  });

  it('the sample env used to load handlers at synth covers every variable the stack sets', () => {
    for (const name of Object.keys(s.stack.functions) as (keyof Synthesized['stack']['functions'])[]) {
      const env = (fnProps(name).Environment as { Variables: Json }).Variables;
      for (const key of Object.keys(env)) expect(SAMPLE_LAMBDA_ENV, `${name}: ${key}`).toHaveProperty(key);
    }
  });
});

describe('jobs', () => {
  it('export-lead consumes the stream: new leads only, bisect, bounded retries, partial failures, SQS on failure', () => {
    const mapping = streamMapping('export-lead');
    expect(mapping.MaximumRetryAttempts).toBe(EXPORT_LEAD_STREAM.retryAttempts);
    expect(mapping.MaximumRecordAgeInSeconds).toBe(EXPORT_LEAD_STREAM.maxRecordAge.toSeconds());
    expect(mapping.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    expect(mapping.StartingPosition).toBe('LATEST');
    const filters = (mapping.FilterCriteria as { Filters: { Pattern: string }[] }).Filters;
    expect(filters.map((filter) => JSON.parse(filter.Pattern))).toEqual([
      {
        eventName: ['INSERT'],
        dynamodb: { NewImage: { _et: { S: ['lead'] }, _exportedAt: { S: [{ exists: false }] } } },
      },
    ]);
    const destination = (mapping.DestinationConfig as { OnFailure: { Destination: unknown } }).OnFailure
      .Destination;
    const queueId = (destination as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    expect(resourceOf(s, queueId).Type).toBe('AWS::SQS::Queue');
  });

  it('count-events consumes the stream: every change of a lead or a rate alert and new page views, bisect, retries, SQS and an alarm on failure', () => {
    const mapping = streamMapping('count-events');
    expect(mapping.BatchSize).toBe(COUNT_EVENTS_STREAM.batchSize);
    expect(mapping.MaximumRetryAttempts).toBe(COUNT_EVENTS_STREAM.retryAttempts);
    expect(mapping.StartingPosition).toBe('LATEST');
    const filters = (mapping.FilterCriteria as { Filters: { Pattern: string }[] }).Filters;
    expect(filters.map((filter) => JSON.parse(filter.Pattern))).toEqual([
      { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { _et: { S: ['lead', 'rate_alert'] } } } },
      { eventName: ['INSERT'], dynamodb: { NewImage: { _et: { S: ['page_view'] } } } },
      { eventName: ['REMOVE'], dynamodb: { OldImage: { _et: { S: ['lead', 'rate_alert'] } } } },
    ]);
    expectAlarmedQueue(mapping.DestinationConfig, { MetricName: 'ApproximateNumberOfMessagesVisible' });
  });

  it('an alarm watches the export failures queue and notifies the alarm topic', () => {
    expectAlarmedQueue(streamMapping('export-lead').DestinationConfig, {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  const scheduleOf = (name: 'scrape-rates' | 'reconcile-lead-exports') => {
    const fnId = logicalId(s.stack.functions[name]!);
    const found = Object.values(s.template.findResources('AWS::Scheduler::Schedule'))
      .map((schedule) => schedule.Properties as Json)
      .filter((schedule) => json((schedule.Target as Json).Arn) === json({ 'Fn::GetAtt': [fnId, 'Arn'] }));
    expect(found, name).toHaveLength(1);
    return found[0]!;
  };

  it('scrape-rates runs at 02:00 Toronto time every day, with retries and a dead-letter queue', () => {
    const schedule = scheduleOf('scrape-rates');
    expect(schedule.ScheduleExpression).toBe('cron(0 2 * * ? *)');
    expect(schedule.ScheduleExpressionTimezone).toBe('America/Toronto');
    expect(SCRAPE_SCHEDULE.expression).toBe('cron(0 2 * * ? *)');
    const target = schedule.Target as Json;
    expect(target.Arn).toEqual({ 'Fn::GetAtt': [logicalId(s.stack.functions['scrape-rates']!), 'Arn'] });
    expect(target.RetryPolicy).toMatchObject({ MaximumRetryAttempts: 2 });
    expect(target.DeadLetterConfig).toBeDefined();
    expect(schedule.FlexibleTimeWindow).toEqual({ Mode: 'OFF' });
    // The function tells the schedule's runs (which fail when no source is read) from the admin's.
    expect(JSON.parse(target.Input as string)).toEqual({ trigger: 'schedule' });
  });

  it('reconcile-lead-exports runs every 5 minutes, with retries and a dead-letter queue an alarm watches', () => {
    const schedule = scheduleOf('reconcile-lead-exports');
    expect(schedule.ScheduleExpression).toBe('rate(5 minutes)');
    expect(schedule.FlexibleTimeWindow).toEqual({ Mode: 'OFF' });
    const target = schedule.Target as Json;
    expect(target.RetryPolicy).toMatchObject({ MaximumRetryAttempts: 2 });
    expectAlarmedQueue(target.DeadLetterConfig, { Namespace: 'AWS/SQS' });
  });

  it('reconcile-lead-exports has export-lead’s environment: the table, the CRM address and the mail settings', () => {
    const reconcile = (fnProps('reconcile-lead-exports').Environment as { Variables: Json }).Variables;
    const exportLead = (fnProps('export-lead').Environment as { Variables: Json }).Variables;
    expect(reconcile).toEqual(exportLead);
    for (const key of ['TABLE_NAME', 'CRM_EMAIL', 'SES_FROM_ADDRESS'])
      expect(reconcile[key], key).toBeDefined();
  });

  it('alarms when a lead has waited an hour, and when the job stops reporting (missing data breaches)', () => {
    const alarms = Object.values(s.template.findResources('AWS::CloudWatch::Alarm'))
      .map((alarm) => alarm.Properties as Json)
      .filter((alarm) => alarm.MetricName === RECONCILE.metricName);
    expect(alarms).toHaveLength(1);
    const alarm = alarms[0]!;
    expect(alarm).toMatchObject({
      Namespace: 'Maplestone',
      Statistic: 'Maximum',
      Threshold: 3600,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'breaching',
      Period: 600,
      EvaluationPeriods: 2,
      DatapointsToAlarm: 2,
      AlarmActions: [{ Ref: expect.any(String) }],
      OKActions: [{ Ref: expect.any(String) }],
    });
    // The job's metric carries the stage (STAGE) as its one dimension: stages sharing an account keep apart.
    expect(alarm.Dimensions).toEqual([{ Name: 'Stage', Value: 'dev' }]);
    // Every period holds two runs, and missing data alarms only after four runs in a row left none:
    // one late or lost run never alarms, a stopped job does within 20 minutes.
    const run = 5 * 60;
    expect(alarm.Period as number).toBeGreaterThanOrEqual(2 * run);
    expect((alarm.Period as number) * (alarm.DatapointsToAlarm as number)).toBeGreaterThanOrEqual(4 * run);
  });

  it('watches the metric the job writes: its name and namespace are the job’s own', () => {
    const job = readFileSync(join(REPO_ROOT, LAMBDA_ENTRIES['reconcile-lead-exports']), 'utf8');
    expect(job).toContain(`OLDEST_UNEXPORTED_METRIC = '${RECONCILE.metricName}'`);
    expect(job).toContain('{ Stage: env.STAGE }');
    expect(METRIC_NAMESPACE).toBe('Maplestone');
  });
});

describe('the export job (ADR 093)', () => {
  it("has Lambda's 15 minutes, stops itself before them, and reads as failed once they are surely over", () => {
    const props = fnProps('export-leads');
    expect(props.Timeout).toBe(900);
    expect(props.MemorySize).toBe(1024);
    expect(EXPORT_TIME_MARGIN_MS).toBeLessThan(900_000);
    expect(EXPORT_STALE_AFTER_MS).toBeGreaterThan(900_000);
  });

  it('is invoked asynchronously without retries (a failed run marks its export failed itself)', () => {
    s.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: logicalId(s.stack.functions['export-leads']!) },
      MaximumRetryAttempts: 0,
    });
  });

  it('writes into a private bucket that keeps a file a day, logs its access, and takes no browser upload', () => {
    const bucket = resourceOf(
      s,
      logicalId(s.stack.node.findChild('Storage').node.findChild(EXPORT_BUCKET.name)),
    ).Properties;
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    // The API offers a file's link for a day (EXPORT_FILE_LIFETIME_MS); the bucket keeps it at least that long.
    expect(EXPORT_FILE_LIFETIME_MS).toBe(24 * 60 * 60 * 1000);
    expect((bucket.LifecycleConfiguration as { Rules: Json[] }).Rules).toEqual([
      expect.objectContaining({
        ExpirationInDays: 1,
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
        Status: 'Enabled',
      }),
    ]);
    expect(bucket.LoggingConfiguration).toEqual({
      DestinationBucketName: { Ref: logBucketId() },
      LogFilePrefix: `s3/${EXPORT_BUCKET.name}/`,
    });
    expect(bucket.CorsConfiguration).toBeUndefined();
    expect(bucket.VersioningConfiguration).toBeUndefined();
    // Not served by CloudFront: a file is reached only through its presigned link.
    const distribution = Object.values(s.template.findResources('AWS::CloudFront::Distribution'))[0]!;
    expect(json(distribution)).not.toContain(
      logicalId(s.stack.node.findChild('Storage').node.findChild(EXPORT_BUCKET.name)),
    );
  });
});

describe('chat: Function URL behind CloudFront', () => {
  it('streams its response and takes only signed (OAC) calls', () => {
    const url = only('AWS::Lambda::Url');
    expect(url.InvokeMode).toBe('RESPONSE_STREAM');
    expect(url.AuthType).toBe('AWS_IAM');
    expect(url.TargetFunctionArn).toEqual({ 'Fn::GetAtt': [logicalId(s.stack.functions.chat!), 'Arn'] });
  });

  it('only this distribution may invoke it', () => {
    const permissions = Object.values(s.template.findResources('AWS::Lambda::Permission'))
      .map((permission) => permission.Properties as Json)
      .filter((permission) => permission.Principal === 'cloudfront.amazonaws.com');
    expect(permissions.map((permission) => permission.Action).sort()).toEqual([
      'lambda:InvokeFunction',
      'lambda:InvokeFunctionUrl',
    ]);
    for (const permission of permissions) expect(json(permission.SourceArn)).toContain(':distribution/');
  });
});

describe('web: one CloudFront distribution', () => {
  const distribution = () => only('AWS::CloudFront::Distribution').DistributionConfig as Json;
  const behaviors = () => distribution().CacheBehaviors as Json[];
  const originOf = (behavior: Json) =>
    (distribution().Origins as Json[]).find((origin) => origin.Id === behavior.TargetOriginId)!;

  it('serves /api/chat from the Function URL with OAC, before /api/*', () => {
    const patterns = behaviors().map((behavior) => behavior.PathPattern);
    expect(patterns.indexOf('/api/chat')).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf('/api/chat')).toBeLessThan(patterns.indexOf('/api/*'));
    const chat = behaviors().find((behavior) => behavior.PathPattern === '/api/chat')!;
    expect(chat.AllowedMethods).toContain('POST');
    const origin = originOf(chat);
    expect(json(origin.DomainName)).toContain(
      logicalId(s.stack.functions.chat!.node.findChild('FunctionUrl')),
    );
    const oac = resourceOf(s, (origin.OriginAccessControlId as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0]);
    expect(oac.Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 'lambda',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
  });

  it('sends /api/* to the HTTP API, forwarding the payload hash and the viewer address, never Host', () => {
    const api = behaviors().find((behavior) => behavior.PathPattern === '/api/*')!;
    expect(json(originOf(api).DomainName)).toContain('execute-api');
    const policy = resourceOf(s, (api.OriginRequestPolicyId as { Ref: string }).Ref).Properties
      .OriginRequestPolicyConfig as { HeadersConfig: { Headers: string[] } };
    expect(policy.HeadersConfig.Headers).toEqual(
      expect.arrayContaining(['x-amz-content-sha256', 'CloudFront-Viewer-Address', 'Content-Type']),
    );
    expect(policy.HeadersConfig.Headers.map((header) => header.toLowerCase())).not.toContain('host');
  });

  it('serves each public bucket under /media/<name>/* through OAC; never the documents', () => {
    const media = behaviors().filter((behavior) => (behavior.PathPattern as string).startsWith('/media/'));
    const publicNames = bucketNames.filter((name) => !PRIVATE_BUCKETS.includes(name));
    expect(media.map((behavior) => behavior.PathPattern).sort()).toEqual(
      publicNames.map((name) => `/media/${name}/*`).sort(),
    );
    for (const behavior of media) {
      const name = (behavior.PathPattern as string).split('/')[2]!;
      const origin = originOf(behavior);
      expect(json(origin.DomainName)).toContain(
        logicalId(s.stack.node.findChild('Storage').node.findChild(name)),
      );
      expect(origin.OriginAccessControlId).toBeDefined();
      expect(behavior.FunctionAssociations).toHaveLength(1);
    }
    expect(json(distribution().Origins)).not.toContain(
      logicalId(s.stack.node.findChild('Storage').node.findChild('agent-documents')),
    );
  });

  it('the media function strips /media/<bucket> so the key is the object key', () => {
    const handler = runInNewContext(`${STRIP_MEDIA_PREFIX_CODE}; handler`) as (event: unknown) => {
      uri: string;
    };
    expect(handler({ request: { uri: '/media/agent-headshots/a1/17000-me.jpg' } }).uri).toBe(
      '/a1/17000-me.jpg',
    );
  });

  it('the SPA is the default behaviour: S3 with OAC and the SPA function; the API has no SPA fallback', () => {
    const config = distribution();
    const defaultBehavior = config.DefaultCacheBehavior as Json;
    expect(originOf(defaultBehavior).S3OriginConfig).toBeDefined();
    expect(originOf(defaultBehavior).OriginAccessControlId).toBeDefined();
    expect(defaultBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(json(defaultBehavior.FunctionAssociations)).toContain('viewer-request');
    // The function's rewrites and its key-value store: test/infra/prerender.test.ts.
    // Error-page rewriting would turn API 404s into index.html: the SPA function does the fallback instead.
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultRootObject).toBe('index.html');
  });

  it('sends CSP, HSTS, nosniff, referrer policy and frame-ancestors none on every behaviour', () => {
    const policy = only('AWS::CloudFront::ResponseHeadersPolicy').ResponseHeadersPolicyConfig as Json;
    const security = policy.SecurityHeadersConfig as Record<string, Json>;
    const csp = security.ContentSecurityPolicy!.ContentSecurityPolicy as string;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(security.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
    });
    expect(security.ContentTypeOptions).toMatchObject({ Override: true });
    expect(security.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
    expect(security.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    const policyId = Object.keys(s.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0];
    for (const behavior of [distribution().DefaultCacheBehavior as Json, ...behaviors()]) {
      expect(behavior.ResponseHeadersPolicyId, json(behavior.PathPattern)).toEqual({ Ref: policyId });
    }
  });

  it('deploys hashed assets cached for a year, then index.html and config.json briefly', () => {
    const deployments = Object.values(s.template.findResources('Custom::CDKBucketDeployment')).map(
      (deployment) => deployment.Properties as Json,
    );
    const assets = deployments.find((deployment) => deployment.DestinationBucketKeyPrefix === 'assets/')!;
    expect(assets.SystemMetadata).toEqual({ 'cache-control': SPA_CACHE.assets });
    expect(SPA_CACHE.assets).toBe('public, max-age=31536000, immutable');
    const site = deployments.find((deployment) => deployment !== assets)!;
    expect(site.SystemMetadata).toEqual({ 'cache-control': SPA_CACHE.entry });
    expect(site.DistributionPaths).toEqual(expect.arrayContaining(['/index.html', '/config.json']));
  });

  it('writes /config.json with region, user pool and client, and no Cognito endpoint', () => {
    const site = Object.values(s.template.findResources('Custom::CDKBucketDeployment'))
      .map((deployment) => deployment.Properties as Json)
      .find((deployment) => deployment.DestinationBucketKeyPrefix !== 'assets/')!;
    const markers = json(site.SourceMarkers);
    expect(markers).toContain(logicalId(s.stack.node.findChild('Auth').node.findChild('UserPool')));
    expect(markers).not.toContain('cognitoEndpoint');
  });
});

describe('storage: the six upload buckets', () => {
  it('block public access, enforce TLS, encrypt, and log their access into the log bucket', () => {
    for (const name of bucketNames) {
      const bucket = resourceOf(
        s,
        logicalId(s.stack.node.findChild('Storage').node.findChild(name)),
      ).Properties;
      expect(bucket.PublicAccessBlockConfiguration, name).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.BucketName).toBeUndefined();
      expect(bucket.LoggingConfiguration, name).toEqual({
        DestinationBucketName: { Ref: logBucketId() },
        LogFilePrefix: `s3/${name}/`,
      });
    }
    const policies = Object.values(s.template.findResources('AWS::S3::BucketPolicy')).map((policy) =>
      json(policy),
    );
    expect(policies.every((policy) => policy.includes('aws:SecureTransport'))).toBe(true);
  });

  it('without a custom domain, CORS names the distribution’s own origin exactly (no wildcard), set once it exists', () => {
    const distributionId = Object.keys(s.template.findResources('AWS::CloudFront::Distribution'))[0]!;
    const corsCalls = Object.values(s.template.findResources('Custom::AWS'))
      .map((resource) => JSON.parse(tokensAsText((resource.Properties as Json).Create)) as Json)
      .filter((call) => call.action === 'putBucketCors');
    // The upload buckets and the borrowers' documents: every bucket a browser sends a presigned POST to.
    const uploadNames = [...bucketNames, BORROWER_DOCUMENTS_BUCKET.name];
    expect(corsCalls).toHaveLength(uploadNames.length);
    for (const name of uploadNames) {
      const bucketId = logicalId(s.stack.node.findChild('Storage').node.findChild(name));
      expect(resourceOf(s, bucketId).Properties.CorsConfiguration, name).toBeUndefined();
      const call = corsCalls.find(
        (candidate) => (candidate.parameters as Json).Bucket === `<Ref ${bucketId}>`,
      );
      expect(call, name).toBeDefined();
      expect((call!.parameters as Json).CORSConfiguration).toEqual({
        CORSRules: [
          {
            AllowedOrigins: [`https://<GetAtt ${distributionId}.DomainName>`],
            AllowedMethods: ['GET', 'HEAD', 'POST'],
            AllowedHeaders: ['*'],
            ExposeHeaders: ['ETag', 'Location'],
            MaxAgeSeconds: 3000,
          },
        ],
      });
    }
  });

  it('only CloudFront may read public buckets, and nobody but the API roles the documents', () => {
    const documents = logicalId(s.stack.node.findChild('Storage').node.findChild('agent-documents'));
    const policy = Object.values(s.template.findResources('AWS::S3::BucketPolicy')).find(
      (candidate) => json((candidate.Properties as Json).Bucket) === json({ Ref: documents }),
    );
    expect(json(policy)).not.toContain('cloudfront.amazonaws.com');
    const headshots = logicalId(s.stack.node.findChild('Storage').node.findChild('agent-headshots'));
    const publicPolicy = Object.values(s.template.findResources('AWS::S3::BucketPolicy')).find(
      (candidate) => json((candidate.Properties as Json).Bucket) === json({ Ref: headshots }),
    );
    expect(json(publicPolicy)).toContain('cloudfront.amazonaws.com');
    expect(json(publicPolicy)).toContain('AWS:SourceArn');
  });
});

describe("storage: the borrowers' documents (issue 38, ADR 118)", () => {
  const storage = () => s.stack.node.findChild('Storage').node;
  const bucketId = () => logicalId(storage().findChild(BORROWER_DOCUMENTS_BUCKET.name));
  const keyId = () => logicalId(storage().findChild('BorrowerDocumentsKey'));

  it('a private bucket of its own, encrypted with its customer-managed KMS key (rotated), TLS only, logged', () => {
    const bucket = resourceOf(s, bucketId()).Properties;
    expect(bucket.BucketEncryption).toEqual({
      ServerSideEncryptionConfiguration: [
        {
          BucketKeyEnabled: true,
          ServerSideEncryptionByDefault: {
            SSEAlgorithm: 'aws:kms',
            KMSMasterKeyID: { 'Fn::GetAtt': [keyId(), 'Arn'] },
          },
        },
      ],
    });
    const key = resourceOf(s, keyId());
    expect(key.Type).toBe('AWS::KMS::Key');
    expect(key.Properties.EnableKeyRotation).toBe(true);
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.OwnershipControls).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] });
    expect(bucket.LoggingConfiguration).toEqual({
      DestinationBucketName: { Ref: logBucketId() },
      LogFilePrefix: `s3/${BORROWER_DOCUMENTS_BUCKET.name}/`,
    });
    // A deleted document is gone (a lead's deletion, anonymisation): no noncurrent version keeps it.
    expect(bucket.VersioningConfiguration).toBeUndefined();
    expect((bucket.LifecycleConfiguration as { Rules: Json[] }).Rules).toEqual([
      expect.objectContaining({
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
        Status: 'Enabled',
      }),
    ]);
    const policy = Object.values(s.template.findResources('AWS::S3::BucketPolicy')).find(
      (candidate) => json((candidate.Properties as Json).Bucket) === json({ Ref: bucketId() }),
    );
    expect(json(policy)).toContain('aws:SecureTransport');
    expect(json(policy)).not.toContain('cloudfront.amazonaws.com');
    // Never a CloudFront origin: read only through the 5-minute links.
    expect(json(Object.values(s.template.findResources('AWS::CloudFront::Distribution')))).not.toContain(
      bucketId(),
    );
  });

  it('its name goes to borrower-api, agent-api and admin-api; its key’s ARN to borrower-api alone (the presigned POST names it)', () => {
    const env = (name: FunctionName) => (fnProps(name).Environment as { Variables: Json }).Variables;
    for (const name of Object.keys(s.stack.functions) as FunctionName[]) {
      const reaches = ['borrower-api', 'agent-api', 'admin-api'].includes(name);
      expect(env(name)[BORROWER_DOCUMENTS_BUCKET.variable], name).toEqual(
        reaches ? { Ref: bucketId() } : undefined,
      );
      expect(env(name)[BORROWER_DOCUMENTS_BUCKET.keyVariable], name).toEqual(
        name === 'borrower-api' ? { 'Fn::GetAtt': [keyId(), 'Arn'] } : undefined,
      );
    }
  });
});

describe('access logs: CloudFront and every bucket into one log bucket, kept 90 days', () => {
  it('the log bucket expires logs, blocks public access, and keeps ACLs for CloudFront’s log delivery', () => {
    const bucket = resourceOf(s, logBucketId()).Properties;
    expect(ACCESS_LOG_RETENTION.toDays()).toBe(90);
    expect((bucket.LifecycleConfiguration as { Rules: Json[] }).Rules).toEqual(
      expect.arrayContaining([expect.objectContaining({ ExpirationInDays: 90, Status: 'Enabled' })]),
    );
    expect(bucket.OwnershipControls).toEqual({ Rules: [{ ObjectOwnership: 'ObjectWriter' }] });
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.BucketEncryption).toBeDefined();
  });

  it('the distribution logs into it', () => {
    const config = only('AWS::CloudFront::Distribution').DistributionConfig as Json;
    expect(config.Logging).toEqual({
      Bucket: { 'Fn::GetAtt': [logBucketId(), 'RegionalDomainName'] },
      Prefix: 'cloudfront/',
    });
  });

  it('the site bucket logs into it too', () => {
    const site = resourceOf(s, logicalId(s.stack.web.siteBucket)).Properties;
    expect(site.LoggingConfiguration).toEqual({
      DestinationBucketName: { Ref: logBucketId() },
      LogFilePrefix: 's3/site/',
    });
  });
});

describe('email: SES', () => {
  it('verifies the sending identity', () => {
    expect(only('AWS::SES::EmailIdentity').EmailIdentity).toBe(s.config.sesFromAddress);
  });
});
