import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AttributeType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_TIME } from '../../functions/src/services/borrower-file/business-days';
import { FILE_REMINDER_SCHEDULE, Jobs, REMIND_FILE_DOCUMENTS_ACCESS } from '../../infra/aws/constructs/jobs';

/*
 * The documents reminders' schedule and access (issue 38, ADR 118), on the jobs construct alone: a stand-in table and
 * functions, so what is asserted is the construct's own wiring. The stack passes it the real function.
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
});

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
