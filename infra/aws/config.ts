import type { Node } from 'constructs';
import { tableDesign } from '../../functions/src/data/table';

const INDEX_COUNT = tableDesign.globalSecondaryIndexes.length;

/**
 * Deployment configuration, read from CDK context (`cdk.json` or `-c key=value`). Nothing here names
 * a physical resource: CloudFormation generates every name, so stages never collide.
 */
export interface DeployConfig {
  /** dev, staging, prod...: dev stages may be destroyed with their data; others retain and protect it. */
  stage: string;
  region: string;
  account?: string;
  /** The site's host name (www.example.ca). Needs certificateArn. Without it the CloudFront domain serves. */
  domain?: string;
  /** ACM certificate in us-east-1 covering `domain` (CloudFront only reads certificates there). */
  certificateArn?: string;
  /** The brokerage's default CRM inbox (leads of unassigned agents). */
  crmEmail: string;
  /** The From address of lead e-mails; its domain (or the address itself) becomes the SES identity. */
  sesFromAddress: string;
  /** Verify the whole sending domain (DKIM records to publish) instead of a single address. */
  sesDomainIdentity: boolean;
  /** Foundation model id or inference profile id (us./eu./apac./ca./global. prefix) for Val. */
  bedrockModelId: string;
  /** Scraper sources, passed through as JSON; absent → the scraper's built-in default (Bank of Canada). */
  rateSources?: unknown;
  /** Who receives alarm notifications (an SNS e-mail subscription to confirm). */
  alarmEmail?: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /**
   * The origin-verify secret's version the stack deploys (a Secrets Manager VersionId); absent → the
   * current one. Changing it is what makes a deploy pick up a rotated value (docs/deploy.md).
   */
  originVerifyVersion?: string;
  /**
   * How many of the table design's indexes to deploy, in order (GSI1…); absent → all. CloudFormation adds
   * one GSI per table update, so an existing table takes new indexes one deploy at a time (docs/deploy.md).
   */
  tableIndexes?: number;
}

export const DEFAULTS = {
  stage: 'dev',
  region: 'ca-central-1',
  crmEmail: 'crm@maplestone.example',
  sesFromAddress: 'no-reply@maplestone.example',
  bedrockModelId: 'anthropic.claude-3-haiku-20240307-v1:0',
  logLevel: 'info',
} as const;

const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** `-c key=value` arrives as a string; cdk.json values keep their JSON type. */
function parseJsonish(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new Error(`context rateSources must be JSON, got: ${value}`);
  }
}

function asBoolean(value: unknown): boolean {
  return value === true || value === 'true';
}

/** Reads and validates the context; every problem is reported at once, before any construct is built. */
export function readConfig(
  node: Pick<Node, 'tryGetContext'>,
  env: NodeJS.ProcessEnv = process.env,
): DeployConfig {
  const get = (key: string): unknown => node.tryGetContext(key);
  const str = (key: string): string | undefined => {
    const value = get(key);
    return value === undefined || value === null || value === '' ? undefined : String(value);
  };
  const config: DeployConfig = {
    stage: str('stage') ?? DEFAULTS.stage,
    region: str('region') ?? env.CDK_DEFAULT_REGION ?? DEFAULTS.region,
    account: str('account') ?? env.CDK_DEFAULT_ACCOUNT,
    domain: str('domain')?.toLowerCase(),
    certificateArn: str('certificateArn'),
    crmEmail: str('crmEmail') ?? DEFAULTS.crmEmail,
    sesFromAddress: str('sesFromAddress') ?? DEFAULTS.sesFromAddress,
    sesDomainIdentity: asBoolean(get('sesDomainIdentity')),
    bedrockModelId: str('bedrockModelId') ?? DEFAULTS.bedrockModelId,
    rateSources: get('rateSources') === undefined ? undefined : parseJsonish(get('rateSources')),
    alarmEmail: str('alarmEmail'),
    logLevel: (str('logLevel') ?? DEFAULTS.logLevel) as DeployConfig['logLevel'],
    originVerifyVersion: str('originVerifyVersion'),
    tableIndexes: str('tableIndexes') === undefined ? undefined : Number(str('tableIndexes')),
  };
  const problems: string[] = [];
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(config.stage)) {
    problems.push(`stage "${config.stage}" must be lower case letters, digits and dashes (≤ 20)`);
  }
  if (config.domain && !HOST.test(config.domain))
    problems.push(`domain "${config.domain}" is not a host name`);
  if (config.domain && !config.certificateArn) {
    problems.push('domain needs certificateArn (an ACM certificate in us-east-1 covering it)');
  }
  if (config.certificateArn && !config.certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    problems.push('certificateArn must be an ACM certificate in us-east-1 (CloudFront reads only those)');
  }
  for (const key of ['crmEmail', 'sesFromAddress', 'alarmEmail'] as const) {
    const value = config[key];
    if (value !== undefined && !EMAIL.test(value))
      problems.push(`${key} "${value}" is not an e-mail address`);
  }
  if (!LOG_LEVELS.includes(config.logLevel))
    problems.push(`logLevel must be one of ${LOG_LEVELS.join(', ')}`);
  if (config.rateSources !== undefined && typeof config.rateSources !== 'object') {
    problems.push('rateSources must be a JSON array or object');
  }
  if (config.originVerifyVersion && !/^[A-Za-z0-9-]{32,64}$/.test(config.originVerifyVersion)) {
    problems.push('originVerifyVersion must be a Secrets Manager VersionId (as put-secret-value prints it)');
  }
  if (
    config.tableIndexes !== undefined &&
    !(Number.isInteger(config.tableIndexes) && config.tableIndexes >= 1 && config.tableIndexes <= INDEX_COUNT)
  ) {
    problems.push(`tableIndexes must be a whole number from 1 to ${INDEX_COUNT}`);
  }
  if (problems.length > 0) throw new Error(`Invalid CDK context:\n- ${problems.join('\n- ')}`);
  return config;
}

/** Dev stages are disposable: data is destroyed with the stack and nothing is deletion-protected. */
export function isDisposable(stage: string): boolean {
  return stage === 'dev' || stage.startsWith('dev-');
}
