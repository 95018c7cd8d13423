import { readFileSync } from 'node:fs';
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { SYNTH_TIMEOUT, synth } from './support/synth';

const CERT = 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000';

interface Violation {
  ruleName: string;
  severity: string;
  violatingConstructs: { constructPath: string }[];
}

/** Synthesizes with cdk-nag's AwsSolutions pack; returns every finding nobody acknowledged next to its construct. */
async function unacknowledgedFindings(context: Record<string, unknown>): Promise<string[]> {
  try {
    await synth({
      mode: 'complete',
      context,
      beforeSynth: (app) => Validations.of(app).addPlugins(new AwsSolutionsChecks(app)),
    });
    return [];
  } catch (error) {
    const report = /found in: (\S+validation-report\.json)/.exec(String(error))?.[1];
    if (!report) throw error;
    const { pluginReports } = JSON.parse(readFileSync(report, 'utf8')) as {
      pluginReports: { violations: Violation[] }[];
    };
    return pluginReports.flatMap((plugin) =>
      plugin.violations.flatMap((violation) =>
        violation.violatingConstructs.map(
          (construct) => `${violation.severity} ${violation.ruleName} at ${construct.constructPath}`,
        ),
      ),
    );
  }
}

describe('cdk-nag AwsSolutions: every finding fixed, or acknowledged with a reason beside its construct', () => {
  it(
    'a dev stage on the CloudFront domain',
    async () => {
      expect(await unacknowledgedFindings({})).toEqual([]);
    },
    SYNTH_TIMEOUT,
  );

  it(
    'a production stage with its own domain',
    async () => {
      expect(
        await unacknowledgedFindings({
          stage: 'prod',
          domain: 'www.maplestone.example',
          certificateArn: CERT,
        }),
      ).toEqual([]);
    },
    SYNTH_TIMEOUT,
  );
});
