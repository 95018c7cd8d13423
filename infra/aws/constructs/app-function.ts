import { join } from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, RuntimeManagementMode } from 'aws-cdk-lib/aws-lambda';
import {
  type BundlingOptions,
  NodejsFunction,
  OutputFormat,
  SourceMapMode,
} from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { ESBUILD, isLambdaEntry, REPO_ROOT, RUNTIME_SDK } from './bundling';

export interface AppFunctionProps {
  /** Absolute path of the entry file; it exports `handler`. */
  entry: string;
  description: string;
  environment: Record<string, string>;
  memorySize?: number;
  timeout?: Duration;
  /** Caps concurrent runs (1: one at a time, in order). */
  reservedConcurrentExecutions?: number;
  /** What a bundle needs beyond the shared settings (JSX, build-time constants, files copied beside it). */
  bundling?: Pick<BundlingOptions, 'esbuildArgs' | 'define' | 'commandHooks'>;
  logRetention: RetentionDays;
  /** Dev stages drop their logs with the stack. */
  disposable: boolean;
}

/**
 * Every Lambda of the product the same way: nodejs22.x on arm64 (about 20 % cheaper per GB-second),
 * bundled by esbuild with the settings the bundle bench measures (the runtime's AWS SDK, its runtime
 * version updated only by a deploy: ADR 064), source maps on, logs kept for the
 * stage's retention in a log group the stack owns. Its role may write to that log group and nothing else
 * until the stack grants more (no AWS managed policy: AWSLambdaBasicExecutionRole allows every log group).
 */
export function createAppFunction(scope: Construct, id: string, props: AppFunctionProps): NodejsFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: props.logRetention,
    removalPolicy: props.disposable ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
  });
  const role = new Role(scope, `${id}Role`, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: `Lambda ${id}: its own logs, then what the stack grants`,
  });
  logGroup.grantWrite(role);
  // The web's render function signs CloudFront KeyValueStore calls with SigV4A, whose JavaScript signer
  // (@aws-sdk/signature-v4a) is opt-in, not a dependency of any client the runtime ships: it keeps its own SDK.
  const runtimeSdk = isLambdaEntry(props.entry);
  const fn = new NodejsFunction(scope, id, {
    entry: props.entry,
    handler: 'handler',
    description: props.description,
    runtime: Runtime.NODEJS_22_X,
    // The runtime's AWS SDK is the one the bundles use (ADR 064): it changes only when we deploy.
    runtimeManagementMode: RuntimeManagementMode.FUNCTION_UPDATE,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize ?? 1024,
    timeout: props.timeout ?? Duration.seconds(10),
    reservedConcurrentExecutions: props.reservedConcurrentExecutions,
    logGroup,
    role,
    environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
    projectRoot: REPO_ROOT,
    depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
    bundling: {
      format: OutputFormat.CJS,
      target: ESBUILD.target,
      minify: ESBUILD.minify,
      sourceMap: true,
      sourceMapMode: SourceMapMode.EXTERNAL,
      sourcesContent: ESBUILD.sourcesContent,
      mainFields: [...ESBUILD.mainFields],
      bundleAwsSDK: !runtimeSdk,
      externalModules: ESBUILD.external.filter((module) => runtimeSdk || !RUNTIME_SDK.includes(module)),
      forceDockerBundling: false,
      ...props.bundling,
    },
  });
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason:
      'Pinned to nodejs22.x: the runtime the bundles target (ESBUILD.target) and the local stack runs; a runtime upgrade is a deliberate change, not a drift.',
  });
  return fn;
}
