import { type CfnElement, Stack, Token, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag (AwsSolutions, run by test/infra/nag.test.ts) reports each wildcard of a policy as its own
 * finding, and CDK acknowledges findings by their exact id: these helpers spell those ids.
 */
export function acknowledge(scope: IConstruct, ids: string[], reason: string): void {
  for (const id of ids) Validations.of(scope).acknowledge({ id, reason });
}

/** The IAM5 finding id of one wildcard resource. */
export function wildcardResource(resource: string): string {
  return `AwsSolutions-IAM5[Resource::${resource}]`;
}

/** How cdk-nag writes a resource's ARN attribute: `<LogicalId.Arn>`, then the suffix. */
export function arnOf(resource: IConstruct, suffix = ''): string {
  const element = (resource.node.defaultChild ?? resource) as CfnElement;
  return `<${Stack.of(element).getLogicalId(element)}.Arn>${suffix}`;
}

/** How cdk-nag writes the stack's account and region: literal when known, else the pseudo parameter. */
export function nagEnv(scope: IConstruct): { account: string; region: string } {
  const stack = Stack.of(scope);
  return {
    account: Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account,
    region: Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region,
  };
}

/** The AWS managed policy a CDK-provided Lambda's role carries. */
export const BASIC_EXECUTION_ROLE =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';
