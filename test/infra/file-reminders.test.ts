import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AttributeType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_TIME } from '../../functions/src/services/borrower-file/business-days';
import { LAMBDA_ENTRIES } from '../../infra/aws/constructs/bundling';
import { FILE_REMINDER_SCHEDULE, Jobs, REMIND_FILE_DOCUMENTS_ACCESS } from '../../infra/aws/constructs/jobs';
import {
  actionsOf,
  leadingKeysOf,
  logicalId,
  resourceOf,
  SYNTH_TIMEOUT,
  type Synthesized,
  statementsOf,
  synth,
} from './support/synth';

/*
 * The documents reminders' schedule and access (issue 38, ADR 118): first on the jobs construct alone (a stand-in
 * table and functions, so what is asserted is the construct's own wiring), then in the real stack, where the
 * function is the job's own bundle with SES to send.
 */

type Json = Record<string, unknown>;
let template: Template;
let reminderFnId: string;

beforeAll(() => {
  const stack = new Stack(new App(), 'JobsUnderTest', {
    env: { account: '123456789012', region: 'ca-central-1' },
  });
  const table = new Table(stack, 'Table', {
    partitionKey: { name: 'PK', type: AttributeType.STRING },
    sortKey: { name: 'SK', type: AttributeType.STRING },
    stream: StreamViewType.NEW_AND_OLD_IMAGES,
  });
  const fn = (id: string) =>
    new LambdaFunction(stack, id, {
      runtime: Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: Code.fromInline('exports.handler = async () => ({})'),
    });
  const remind = fn('RemindFileDocuments');
  new Jobs(stack, 'Jobs', {
    table,
    exportLead: fn('ExportLead'),
    exportLeadFilter: { eventName: ['INSERT'] },
    remindFileDocuments: remind,
    alarm: (id, create) => create(new Construct(stack, `${id}Alarms`)),
    stage: 'test',
  });
  template = Template.fromStack(stack);
  reminderFnId = stack.getLogicalId(remind.node.defaultChild as never);
}, SYNTH_TIMEOUT);

const statementsOfRole = (fnId: string) => {
  const fnProps = template.findResources('AWS::Lambda::Function')[fnId]!.Properties as Json;
  const roleId = ((fnProps.Role as Json)['Fn::GetAtt'] as string[])[0];
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((policy) => ((policy.Properties as Json).Roles as Json[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => ((policy.Properties as Json).PolicyDocument as { Statement: Json[] }).Statement);
};

describe('the documents reminders job', () => {
  it('runs at 09:00 Toronto time, Monday to Friday, with retries and a dead-letter queue', () => {
    const schedules = Object.values(template.findResources('AWS::Scheduler::Schedule'))
      .map((schedule) => schedule.Properties as Json)
      .filter(
        (schedule) =>
          JSON.stringify((schedule.Target as Json).Arn) ===
          JSON.stringify({ 'Fn::GetAtt': [reminderFnId, 'Arn'] }),
      );
    expect(schedules).toHaveLength(1);
    const [schedule] = schedules;
    expect(schedule!.ScheduleExpression).toBe('cron(0 9 ? * MON-FRI *)');
    expect(schedule!.ScheduleExpressionTimezone).toBe('America/Toronto');
    expect(schedule!.FlexibleTimeWindow).toEqual({ Mode: 'OFF' });
    const target = schedule!.Target as Json;
    expect(target.RetryPolicy).toMatchObject({ MaximumRetryAttempts: 2 });
    expect(target.DeadLetterConfig).toBeDefined();
    // The local scheduler runs it at the same wall-clock time.
    expect(FILE_REMINDER_SCHEDULE.expression).toBe(
      `cron(${REMINDER_TIME.minute} ${REMINDER_TIME.hour} ? * MON-FRI *)`,
    );
    expect(REMINDER_TIME.timeZone).toBe('America/Toronto');
  });

  it("may read and write the leads' partitions and query the outstanding documents' queue, nothing else", () => {
    const dynamo = statementsOfRole(reminderFnId).filter((statement) =>
      ([statement.Action].flat() as string[]).some((action) => action.startsWith('dynamodb:')),
    );
    const leadingKeys = (statement: Json) =>
      ((statement.Condition as Json)['ForAllValues:StringLike'] as Json)['dynamodb:LeadingKeys'];
    expect(dynamo.length).toBeGreaterThan(0);
    for (const statement of dynamo) {
      expect(statement.Effect).toBe('Allow');
      expect([statement.Action].flat()).not.toContain('dynamodb:Scan');
      expect(leadingKeys(statement)).toEqual(
        JSON.stringify(statement.Resource).includes('/index/GSI3') ? ['FILE#OUTSTANDING'] : ['LEAD#*'],
      );
    }
    const indexes = dynamo.flatMap((statement) => [JSON.stringify(statement.Resource)]).join(' ');
    expect(indexes).toContain('/index/GSI3');
    for (const other of ['GSI1', 'GSI2', 'GSI4', 'GSI5']) expect(indexes).not.toContain(`/index/${other}`);
    expect(REMIND_FILE_DOCUMENTS_ACCESS.write?.actions).toEqual(['PutItem', 'UpdateItem', 'DeleteItem']);
  });
});

describe('the documents reminders job in the stack', () => {
  let s: Synthesized;
  beforeAll(async () => {
    s = await synth({ mode: 'current' });
  }, SYNTH_TIMEOUT);
  const json = (value: unknown) => JSON.stringify(value);
  const fnId = () => logicalId(s.stack.functions['remind-file-documents']!);

  it('is its own function: the job module, 512 MB, 2 minutes, the table, the site and the mail settings', () => {
    expect(LAMBDA_ENTRIES['remind-file-documents']).toBe('functions/src/jobs/remind-file-documents.ts');
    expect(s.stack.functions['remind-file-documents']).toBeDefined();
    const props = resourceOf(s, fnId()).Properties;
    expect(props.MemorySize).toBe(512);
    expect(props.Timeout).toBe(120);
    const env = (props.Environment as { Variables: Json }).Variables;
    for (const key of ['TABLE_NAME', 'SITE_URL', 'SES_FROM_ADDRESS', 'STAGE'])
      expect(env[key], key).toBeDefined();
  });

  it('the weekday 09:00 Toronto schedule invokes it, through a role only this account’s schedules assume', () => {
    const schedules = Object.values(s.template.findResources('AWS::Scheduler::Schedule'))
      .map((schedule) => schedule.Properties as Json)
      .filter((schedule) => json((schedule.Target as Json).Arn) === json({ 'Fn::GetAtt': [fnId(), 'Arn'] }));
    expect(schedules).toHaveLength(1);
    expect(schedules[0]!.ScheduleExpression).toBe(FILE_REMINDER_SCHEDULE.expression);
    expect(schedules[0]!.ScheduleExpressionTimezone).toBe('America/Toronto');
    const roleId = ((schedules[0]!.Target as Json).RoleArn as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]!;
    const role = resourceOf(s, roleId).Properties;
    expect(json(role.AssumeRolePolicyDocument)).toContain('scheduler.amazonaws.com');
    expect(json(role.AssumeRolePolicyDocument)).toContain('aws:SourceAccount');
  });

  it('least privilege: the leads’ partitions and the outstanding queue, SES from the configured address, nothing else', () => {
    const statements = statementsOf(s, 'remind-file-documents');
    const dynamo = statements.filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith('dynamodb:')),
    );
    expect(dynamo.length).toBeGreaterThan(0);
    for (const statement of dynamo) {
      expect(actionsOf(statement)).not.toContain('dynamodb:Scan');
      expect(actionsOf(statement).some((action) => action.includes('*'))).toBe(false);
      expect(statement.Condition?.Null).toEqual({ 'dynamodb:LeadingKeys': 'false' });
      expect(leadingKeysOf(statement)).toEqual(
        json(statement.Resource).includes('/index/') ? ['FILE#OUTSTANDING'] : ['LEAD#*'],
      );
    }
    const writes = dynamo.flatMap(actionsOf).filter((action) => /Put|Update|Delete|BatchWrite/.test(action));
    expect([...new Set(writes)].sort()).toEqual([
      'dynamodb:DeleteItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
    const send = statements.find((statement) => statement.Sid === 'SendLeadEmail')!;
    expect(send.Condition).toEqual({ StringEquals: { 'ses:FromAddress': s.config.sesFromAddress } });
    // No other service (no bucket, key, function, user pool or model) beyond writing its own logs.
    const other = statements
      .flatMap(actionsOf)
      .filter((action) => !['dynamodb:', 'ses:', 'logs:'].some((service) => action.startsWith(service)));
    expect(other).toEqual([]);
    const logs = statements.filter((statement) => actionsOf(statement).some((a) => a.startsWith('logs:')));
    for (const statement of logs) expect(json(statement.Resource)).not.toBe('"*"');
    // Its table access is the Jobs construct's alone (not also DATA_ACCESS's).
    expect(dynamo.filter((statement) => json(statement.Resource).includes('/index/'))).toHaveLength(1);
  });
});
