import { join } from 'node:path';
import { App, Tags } from 'aws-cdk-lib';
import { exportLeadFilterPattern } from '../../../functions/src/jobs/export-lead-filter';
import { readConfig } from '../config';
import { existingEntry, LAMBDA_ENTRIES, type LambdaName, REPO_ROOT } from '../constructs/bundling';
import { MaplestoneStack } from '../stacks/maplestone-stack';

/**
 * `npm run synth` / `cdk deploy`: one stack per stage, configured by context (docs/deploy.md).
 * Synthesizes offline, without credentials: nothing is looked up in an account.
 */
const app = new App();
const config = readConfig(app.node);

// Lambdas arrive with their issues: a Lambda is deployed once its entry file exists.
const entries = Object.fromEntries(
  (Object.keys(LAMBDA_ENTRIES) as LambdaName[]).flatMap((name) => {
    const entry = existingEntry(name);
    return entry ? [[name, entry]] : [];
  }),
) as Partial<Record<LambdaName, string>>;

const exportLeadFilter = entries['export-lead'] ? exportLeadFilterPattern : undefined;

new MaplestoneStack(app, `Maplestone-${config.stage}`, {
  description: `Maplestone mortgage: website, back office and jobs (${config.stage})`,
  env: { account: config.account, region: config.region },
  config,
  entries,
  exportLeadFilter,
  webDist: join(REPO_ROOT, 'web', 'dist'),
});
// The site's stack and its web ACL stack in us-east-1 alike.
Tags.of(app).add('project', 'maplestone');
Tags.of(app).add('stage', config.stage);

app.synth();
