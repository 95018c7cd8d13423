import { join } from 'node:path';
import { App, type CfnElement, Stack } from 'aws-cdk-lib';
import { Annotations, Template } from 'aws-cdk-lib/assertions';
import { exportLeadFilterPattern } from '../../../functions/src/jobs/export-lead-filter';
import type { RouteDefinition } from '../../../functions/src/routes';
import { routes as routeTable } from '../../../functions/src/routes';
import { type DeployConfig, readConfig } from '../../../infra/aws/config';
import { existingEntry, LAMBDA_ENTRIES, type LambdaName } from '../../../infra/aws/constructs/bundling';
import { MaplestoneStack } from '../../../infra/aws/stacks/maplestone-stack';

/** Synthesis loads aws-cdk-lib and the handler modules: seconds on this 2-core machine, more under load. */
export const SYNTH_TIMEOUT = 180_000;

export const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
export const STUB_ENTRY = join(FIXTURES, 'stub-handler.ts');
export const WEB_DIST = join(FIXTURES, 'web-dist');

export interface SynthOptions {
  /** 'current': only the entries that exist, the table as is (what `npm run synth` deploys today).
   *  'complete': every Lambda (a stub entry where the file is missing). */
  mode?: 'current' | 'complete';
  context?: Record<string, unknown>;
  routes?: readonly RouteDefinition[];
  webDist?: string;
  /** Lambdas to treat as not written yet, whatever the file system says. */
  omit?: LambdaName[];
  /** Runs before the app is synthesized (e.g. adds cdk-nag's validation plugin). */
  beforeSynth?: (app: App) => void;
}

export interface Synthesized {
  stack: MaplestoneStack;
  template: Template;
  /** The web ACL's stack in us-east-1. */
  edgeTemplate: Template;
  config: DeployConfig;
  routes: readonly RouteDefinition[];
  annotations: Annotations;
}

/**
 * Synthesizes the stack once, with bundling skipped (the CDK's own `aws:cdk:bundling-stacks` switch):
 * the template is the real one, only the Lambda zips are not built. `npm run synth` bundles for real.
 */
export async function synth(options: SynthOptions = {}): Promise<Synthesized> {
  const mode = options.mode ?? 'complete';
  const app = new App({
    context: { 'aws:cdk:bundling-stacks': [], stage: 'dev', ...options.context },
  });
  const config = readConfig(app.node, {});
  const entries = Object.fromEntries(
    (Object.keys(LAMBDA_ENTRIES) as LambdaName[]).flatMap((name) => {
      if (options.omit?.includes(name)) return [];
      const entry = existingEntry(name) ?? (mode === 'complete' ? STUB_ENTRY : undefined);
      return entry ? [[name, entry]] : [];
    }),
  );
  const routes = options.routes ?? routeTable;
  const exportLead = entries['export-lead'];
  const exportLeadFilter = exportLead ? exportLeadFilterPattern : undefined;
  const stack = new MaplestoneStack(app, 'Test', {
    env: { account: '111111111111', region: config.region },
    config,
    entries,
    exportLeadFilter,
    routes,
    webDist: options.webDist ?? WEB_DIST,
  });
  options.beforeSynth?.(app);
  return {
    stack,
    template: Template.fromStack(stack),
    edgeTemplate: Template.fromStack(stack.edgeSecurity),
    config,
    routes,
    annotations: Annotations.fromStack(stack),
  };
}

export function logicalId(construct: { node: { defaultChild?: unknown } }): string {
  const child = construct.node.defaultChild as CfnElement;
  return Stack.of(child).getLogicalId(child);
}

type Json = Record<string, unknown>;
export interface Statement {
  Sid?: string;
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

export function actionsOf(statement: Statement): string[] {
  return Array.isArray(statement.Action) ? statement.Action : [statement.Action];
}

export function resourcesOf(statement: Statement): unknown[] {
  return Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource];
}

/** Every statement of the identity policies attached to a Lambda's role. */
export function statementsOf(s: Synthesized, name: LambdaName): Statement[] {
  const fn = s.stack.functions[name];
  if (!fn) throw new Error(`${name} is not in the stack`);
  const roleId = logicalId(fn.role as unknown as { node: { defaultChild?: unknown } });
  const policies = s.template.findResources('AWS::IAM::Policy') as Record<string, { Properties: Json }>;
  return Object.values(policies)
    .filter((policy) => (policy.Properties.Roles as Json[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

export function resourceOf(s: Synthesized, id: string): { Type: string; Properties: Json } {
  const resource = s.template.toJSON().Resources[id];
  if (!resource) throw new Error(`no resource ${id}`);
  return resource;
}

/** The LeadingKeys patterns of a statement, or undefined when it has none. */
export function leadingKeysOf(statement: Statement): string[] | undefined {
  return statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] as string[] | undefined;
}
