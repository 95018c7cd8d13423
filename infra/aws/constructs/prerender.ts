import { resolve } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { Distribution, KeyValueStore } from 'aws-cdk-lib/aws-cloudfront';
import { type Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { InvocationType, Trigger } from 'aws-cdk-lib/triggers';
import { Construct, type IConstruct } from 'constructs';
import { renderFilterPattern, renderRemovalFilterPattern } from '../../../web/src/prerender/changes';
import { acknowledge, arnOf, wildcardResource } from '../nag';
import { createAppFunction } from './app-function';
import { REPO_ROOT } from './bundling';

/** The render function's entry (ADR 058): the web's own prerenderer, so AWS and `npm run preview` render alike. */
export const RENDER_ENTRY = resolve(REPO_ROOT, 'web/src/prerender/handler.ts');

const TEMPLATE_FILE = 'index.html';
/**
 * Where the built index.html (the page template) sits in the function: copied beside the bundle, so a page is
 * rendered with the very script and style links of the build deployed with it.
 */
export const RENDER_TEMPLATE_PATH = `/var/task/${TEMPLATE_FILE}`;

export const RENDER_FUNCTION = {
  memorySize: 1024,
  // Rendering every page (after a deploy, or a rate change that every agent page shows) takes seconds; the
  // margin is for a slow API.
  timeout: Duration.minutes(5),
  // One render at a time, in order: an older batch never overwrites a newer page.
  reservedConcurrentExecutions: 1,
} as const;

/**
 * The stream feeding the render: a 10 s window coalesces a burst (the nightly scrape writes every rate at once)
 * into one render, and outlasts the public API's 5 s read cache (ADR 010), so the render reads what changed.
 * A failing batch (the API down) is retried, halved to isolate a record that always fails, then parked.
 */
export const RENDER_STREAM = {
  batchSize: 100,
  maxBatchingWindow: Duration.seconds(10),
  retryAttempts: 5,
  maxRecordAge: Duration.hours(1),
} as const;

/** Only records of the entities public pages show: the render's own filter patterns, OR'ed (a removal has no NewImage). */
export const RENDER_FILTERS = [renderFilterPattern, renderRemovalFilterPattern];

export interface PrerenderProps {
  table: ITable;
  siteBucket: IBucket;
  distribution: Distribution;
  pagesStore: KeyValueStore;
  /** web/dist/index.html of the build being deployed. */
  indexHtml: string;
  /** The site's public origin (canonical URLs, the sitemap). */
  siteUrl: string;
  /** The HTTP API's own endpoint: the render reads past the CDN cache. */
  apiOrigin: string;
  /** The origin-verify secret as the API Lambdas get it (ADR 015/027): the API refuses requests without it. */
  originVerifySecret: string;
  /** Rendering every page after a deploy waits for these (the site's files, the API). */
  renderAfter: IConstruct[];
  alarm: (id: string, create: (scope: Construct) => Alarm) => void;
  logRetention: RetentionDays;
  disposable: boolean;
}

/**
 * Public pages prerendered on change (ADR 058): the table's stream → the render function, which reads the API,
 * writes `_pages/<path>/index.html`, the not-found pages (ADR 102), the sitemap and robots.txt into the site bucket,
 * lists the pages in the key-value store the viewer-request function reads, and invalidates exactly the paths it
 * wrote. After each deploy that
 * changes the function (every new web build does: the template ships inside it) a trigger renders every page.
 */
export class Prerender extends Construct {
  readonly fn: NodejsFunction;
  readonly failures: Queue;
  readonly trigger: Trigger;

  constructor(scope: Construct, id: string, props: PrerenderProps) {
    super(scope, id);
    this.fn = createAppFunction(this, 'RenderSite', {
      entry: RENDER_ENTRY,
      description: 'Prerender the public pages that show what changed (all of them after a deploy)',
      memorySize: RENDER_FUNCTION.memorySize,
      timeout: RENDER_FUNCTION.timeout,
      reservedConcurrentExecutions: RENDER_FUNCTION.reservedConcurrentExecutions,
      environment: {
        SITE_URL: props.siteUrl,
        PRERENDER_API_ORIGIN: props.apiOrigin,
        PRERENDER_TEMPLATE: RENDER_TEMPLATE_PATH,
        ORIGIN_VERIFY_SECRET: props.originVerifySecret,
        SITE_BUCKET: props.siteBucket.bucketName,
        DISTRIBUTION_ID: props.distribution.distributionId,
        PAGES_KVS_ARN: props.pagesStore.keyValueStoreArn,
      },
      bundling: {
        esbuildArgs: { '--jsx': 'automatic' },
        // React's production build, as in the browser: faster, and the same markup the client hydrates.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_input: string, output: string) => [
            `cp "${props.indexHtml}" "${output}/${TEMPLATE_FILE}"`,
          ],
        },
      },
      logRetention: props.logRetention,
      disposable: props.disposable,
    });
    this.grantPublishing(props);

    this.failures = new Queue(this, 'RenderFailures', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledge(
      this.failures,
      ['AwsSolutions-SQS3'],
      'This queue is itself the dead-letter destination of the render stream mapping; an alarm watches it.',
    );
    this.fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        ...RENDER_STREAM,
        bisectBatchOnError: true,
        onFailure: new SqsDlq(this.failures),
        filters: RENDER_FILTERS.map((pattern) => FilterCriteria.filter(pattern)),
      }),
    );
    props.alarm('RenderFailed', (alarmScope) =>
      this.failures
        .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) })
        .createAlarm(alarmScope, 'RenderFailedAlarm', {
          alarmDescription:
            'Pages could not be rendered after every retry: they keep their last good copy; see the queue and re-render (docs/deploy.md)',
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
    );

    // Any event without Records renders every page. Asynchronous: a render never holds up or rolls back a deploy,
    // and a stream batch in progress (concurrency 1) only delays it (Lambda retries a throttled event for hours).
    this.trigger = new Trigger(this, 'RenderAfterDeploy', {
      handler: this.fn,
      invocationType: InvocationType.EVENT,
      executeAfter: props.renderAfter.map((construct) => construct as Construct),
    });
  }

  /** Exactly what publishing needs: the rendered objects, one distribution's invalidations, one key-value store. */
  private grantPublishing(props: PrerenderProps): void {
    const bucketArn = props.siteBucket.bucketArn;
    const statements = [
      new PolicyStatement({
        sid: 'WritePages',
        actions: ['s3:PutObject', 's3:DeleteObject'],
        resources: [`${bucketArn}/_pages/*`],
      }),
      new PolicyStatement({
        sid: 'WriteSitemapAndRobots',
        actions: ['s3:PutObject'],
        resources: [`${bucketArn}/sitemap.xml`, `${bucketArn}/robots.txt`],
      }),
      new PolicyStatement({
        sid: 'InvalidateRenderedPaths',
        actions: ['cloudfront:CreateInvalidation'],
        resources: [props.distribution.distributionArn],
      }),
      new PolicyStatement({
        sid: 'ListPages',
        // ListKeys: the keys are read once per container, so only a page that appears or goes is written (each
        // call of the store's API is billed, ADR 058).
        actions: [
          'cloudfront-keyvaluestore:DescribeKeyValueStore',
          'cloudfront-keyvaluestore:ListKeys',
          'cloudfront-keyvaluestore:PutKey',
          'cloudfront-keyvaluestore:DeleteKey',
        ],
        resources: [props.pagesStore.keyValueStoreArn],
      }),
    ];
    for (const statement of statements) this.fn.addToRolePolicy(statement);
    acknowledge(
      this.fn.role!,
      [wildcardResource(arnOf(props.siteBucket, '/_pages/*')), wildcardResource('*')],
      'The prerendered pages are the objects under _pages/ (one per public path, created as agents and posts are); dynamodb:ListStreams has no resource-level permission, every other stream action names the table stream.',
    );
  }
}
