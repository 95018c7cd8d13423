import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { BORROWER_DOCUMENTS_BUCKET, bucketNames } from '../../functions/src/lib/storage-buckets';
import { logicalId, resourceOf, SYNTH_TIMEOUT, type Synthesized, synth } from './support/synth';

type Json = Record<string, unknown>;
const json = (value: unknown) => JSON.stringify(value);
const CERT = 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000';

let prod: Synthesized;
let early: Synthesized;
beforeAll(async () => {
  prod = await synth({
    context: {
      stage: 'prod',
      domain: 'www.maplestone.example',
      certificateArn: CERT,
      crmEmail: 'leads@maplestone.example',
      sesFromAddress: 'leads@maplestone.example',
      sesDomainIdentity: 'true',
      bedrockModelId: 'us.anthropic.claude-3-5-haiku-20241022-v1:0',
      rateSources: '[{"kind":"bank-of-canada"}]',
      alarmEmail: 'ops@maplestone.example',
    },
  });
  // Before chat.ts, scrape-rates.ts and the web build exist: the table may already list /api/chat.
  early = await synth({
    omit: ['chat', 'scrape-rates', 'reconcile-lead-exports', 'remind-file-documents'],
    webDist: '/nonexistent/web/dist',
  });
}, SYNTH_TIMEOUT);

describe('a production stage with its own domain', () => {
  it('protects and retains the data', () => {
    const [id, table] = Object.entries(prod.template.findResources('AWS::DynamoDB::Table'))[0]!;
    expect((table.Properties as Json).DeletionProtectionEnabled).toBe(true);
    expect(table.DeletionPolicy).toBe('Retain');
    expect(id).toBeTruthy();
    prod.template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
    for (const bucket of Object.values(prod.template.findResources('AWS::S3::Bucket'))) {
      expect(bucket.DeletionPolicy).toBe('Retain');
    }
    // The borrowers' documents (a retained bucket, above) keep the key that decrypts them (ADR 118).
    prod.template.hasResource('AWS::KMS::Key', {
      DeletionPolicy: 'Retain',
      Properties: { EnableKeyRotation: true },
    });
    expect(prod.template.findResources('Custom::S3AutoDeleteObjects')).toEqual({});
    for (const group of Object.values(prod.template.findResources('AWS::Logs::LogGroup'))) {
      expect((group.Properties as Json).RetentionInDays).toBe(30);
    }
  });

  it('serves the domain with its certificate and TLS 1.2+', () => {
    const config = Object.values(prod.template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig as Json;
    expect(config.Aliases).toEqual(['www.maplestone.example']);
    expect(config.ViewerCertificate).toMatchObject({
      AcmCertificateArn: CERT,
      MinimumProtocolVersion: 'TLSv1.2_2021',
    });
  });

  it('names the exact site origin in CORS and gives every Lambda, chat included, the site and media URLs', () => {
    for (const name of [...bucketNames, BORROWER_DOCUMENTS_BUCKET.name]) {
      const bucket = resourceOf(prod, logicalId(prod.stack.node.findChild('Storage').node.findChild(name)));
      const cors = bucket.Properties.CorsConfiguration as { CorsRules: Json[] };
      expect(cors.CorsRules, name).toEqual([
        expect.objectContaining({
          AllowedOrigins: ['https://www.maplestone.example'],
          AllowedMethods: ['GET', 'HEAD', 'POST'],
        }),
      ]);
    }
    // The origin is known at synth: no custom resource sets it later.
    expect(JSON.stringify(prod.template.findResources('Custom::AWS'))).not.toContain('putBucketCors');
    for (const [name, fn] of Object.entries(prod.stack.functions)) {
      const env = (resourceOf(prod, logicalId(fn)).Properties.Environment as { Variables: Json }).Variables;
      expect(env.SITE_URL, name).toBe('https://www.maplestone.example');
      expect(env.MEDIA_BASE_URL, name).toBe('https://www.maplestone.example/media');
      expect(env.STAGE).toBe('prod');
      expect(env.RATE_SOURCES).toBe('[{"kind":"bank-of-canada"}]');
    }
  });

  it('lets chat call the inference profile and the model it routes to, nothing else', () => {
    const statement = json(
      Object.values(prod.template.findResources('AWS::IAM::Policy')).find((policy) =>
        json(policy).includes('InvokeConfiguredModel'),
      ),
    );
    expect(statement).toContain('inference-profile/us.anthropic.claude-3-5-haiku-20241022-v1:0');
    expect(statement).toContain('bedrock:*::foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0');
  });

  it('verifies the sending domain (DKIM) and e-mails alarms to ops', () => {
    expect(
      (Object.values(prod.template.findResources('AWS::SES::EmailIdentity'))[0]!.Properties as Json)
        .EmailIdentity,
    ).toBe('maplestone.example');
    prod.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@maplestone.example',
    });
  });
});

describe('before chat, scrape-rates and the web build exist', () => {
  it('still synthesizes, warning about what is not deployed', () => {
    const warnings = early.annotations
      .findWarning('*', Match.stringLikeRegexp('not deployed|web/dist is missing'))
      .map((warning) => json(warning.entry.data));
    expect(warnings.join()).toContain('chat is not deployed');
    expect(warnings.join()).toContain('scrape-rates is not deployed');
    expect(warnings.join()).toContain('reconcile-lead-exports is not deployed');
    expect(warnings.join()).toContain('remind-file-documents is not deployed');
    expect(warnings.join()).toContain('npm run build');
    expect(warnings.join()).toContain('The render function is not deployed');
  });

  it('has no Function URL, no /api/chat behaviour and no schedule, but the stream consumers', () => {
    expect(early.template.findResources('AWS::Lambda::Url')).toEqual({});
    expect(early.template.findResources('AWS::Scheduler::Schedule')).toEqual({});
    expect(json(early.template.findResources('AWS::CloudFront::Distribution'))).not.toContain('/api/chat');
    // export-lead and count-events.
    early.template.resourceCountIs('AWS::Lambda::EventSourceMapping', 2);
    // The render function ships the built index.html: without a build there is nothing to render with.
    expect(early.stack.prerender).toBeUndefined();
    early.template.resourceCountIs('Custom::Trigger', 0);
  });

  it('deploys /config.json alone when the SPA is not built', () => {
    const deployments = Object.values(early.template.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(1);
    expect((deployments[0]!.Properties as Json).DistributionPaths).toEqual(['/config.json']);
  });
});
