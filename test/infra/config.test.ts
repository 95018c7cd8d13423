import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { DEFAULTS, isDisposable, readConfig } from '../../infra/aws/config';
import { bedrockModelArns } from '../../infra/aws/constructs/chat';
import { Data } from '../../infra/aws/constructs/data';

const read = (context: Record<string, unknown>, env: NodeJS.ProcessEnv = {}) =>
  readConfig(new App({ context }).node, env);

describe('deployment configuration from context', () => {
  it('defaults to a dev stage in ca-central-1 with the documented values', () => {
    expect(read({})).toEqual({
      stage: 'dev',
      region: 'ca-central-1',
      account: undefined,
      domain: undefined,
      certificateArn: undefined,
      crmEmail: DEFAULTS.crmEmail,
      sesFromAddress: DEFAULTS.sesFromAddress,
      sesDomainIdentity: false,
      bedrockModelId: DEFAULTS.bedrockModelId,
      rateSources: undefined,
      alarmEmail: undefined,
      logLevel: 'info',
      originVerifyVersion: undefined,
      tableIndexes: undefined,
    });
  });

  it('deploys the first tableIndexes indexes of the design, for a table that takes one new GSI per update', () => {
    expect(read({ tableIndexes: '4' }).tableIndexes).toBe(4);
    const stack = new Stack(new App(), 'Indexes');
    new Data(stack, 'Data', { disposable: true, indexes: 4 });
    const [table] = Object.values(Template.fromStack(stack).findResources('AWS::DynamoDB::Table'));
    expect(
      (table!.Properties.GlobalSecondaryIndexes as { IndexName: string }[]).map((index) => index.IndexName),
    ).toEqual(['GSI1', 'GSI2', 'GSI3', 'GSI4']);
  });

  it('takes the origin-verify secret version a rotation deploys', () => {
    const version = '01234567-89ab-cdef-0123-456789abcdef';
    expect(read({ originVerifyVersion: version }).originVerifyVersion).toBe(version);
  });

  it('takes the CLI’s account and region when the context names none', () => {
    expect(read({}, { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'us-east-1' })).toMatchObject({
      account: '123456789012',
      region: 'us-east-1',
    });
    expect(read({ region: 'ca-west-1' }, { CDK_DEFAULT_REGION: 'us-east-1' }).region).toBe('ca-west-1');
  });

  it('parses rateSources given as JSON on the command line or as JSON in cdk.json', () => {
    expect(read({ rateSources: '[{"kind":"bank-of-canada"}]' }).rateSources).toEqual([
      { kind: 'bank-of-canada' },
    ]);
    expect(read({ rateSources: [{ kind: 'html' }] }).rateSources).toEqual([{ kind: 'html' }]);
  });

  it.each([
    [{ stage: 'Prod' }, /stage "Prod"/],
    [{ domain: 'www.example.ca' }, /domain needs certificateArn/],
    [{ domain: 'www.example.ca', certificateArn: 'arn:aws:acm:ca-central-1:1:certificate/x' }, /us-east-1/],
    [{ domain: 'not a host', certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x' }, /not a host name/],
    [{ crmEmail: 'crm' }, /crmEmail "crm" is not an e-mail address/],
    [{ logLevel: 'loud' }, /logLevel must be one of/],
    [{ rateSources: 'not json' }, /rateSources must be JSON/],
    [{ rateSources: '42' }, /rateSources must be a JSON array or object/],
    [{ originVerifyVersion: 'AWSCURRENT' }, /originVerifyVersion must be a Secrets Manager VersionId/],
    [{ tableIndexes: '0' }, /tableIndexes must be a whole number from 1 to/],
    [{ tableIndexes: 'all' }, /tableIndexes must be a whole number from 1 to/],
  ])('rejects %j', (context, message) => {
    expect(() => read(context)).toThrow(message);
  });

  it('reports every problem at once', () => {
    expect(() => read({ stage: 'X', crmEmail: 'nope' })).toThrow(/stage[\s\S]*crmEmail/);
  });

  it('treats dev stages as disposable and every other stage as precious', () => {
    expect(isDisposable('dev')).toBe(true);
    expect(isDisposable('dev-alice')).toBe(true);
    expect(isDisposable('staging')).toBe(false);
    expect(isDisposable('prod')).toBe(false);
  });
});

describe('Bedrock model ARNs', () => {
  const stack = new Stack(new App(), 'S', { env: { account: '111111111111', region: 'ca-central-1' } });
  /** Resolves the ARNs, with the partition pseudo-parameter as 'aws'. */
  const arns = (modelId: string) =>
    bedrockModelArns(stack, modelId).map((arn) => {
      const resolved = stack.resolve(arn) as string | { 'Fn::Join': [string, unknown[]] };
      if (typeof resolved === 'string') return resolved;
      return resolved['Fn::Join'][1]
        .map((part) =>
          typeof part === 'string' ? part : JSON.stringify(part) === '{"Ref":"AWS::Partition"}' ? 'aws' : '?',
        )
        .join(resolved['Fn::Join'][0]);
    });

  it('a foundation model: that model in the stack’s region only', () => {
    expect(arns('anthropic.claude-3-haiku-20240307-v1:0')).toEqual([
      'arn:aws:bedrock:ca-central-1::foundation-model/anthropic.claude-3-haiku-20240307-v1:0',
    ]);
  });

  it('an inference profile: the profile, and its model in the regions it routes to', () => {
    expect(arns('ca.amazon.nova-lite-v1:0')).toEqual([
      'arn:aws:bedrock:ca-central-1:111111111111:inference-profile/ca.amazon.nova-lite-v1:0',
      'arn:aws:bedrock:*::foundation-model/amazon.nova-lite-v1:0',
    ]);
  });
});
