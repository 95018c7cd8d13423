import { Duration, Stack, Token } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Bucket, type CorsRule, HttpMethods, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import {
  BUCKETS,
  type BucketName,
  bucketNames,
  EXPORT_BUCKET,
  PRIVATE_BUCKETS,
} from '../../../functions/src/lib/storage-buckets';
import { acknowledge, BASIC_EXECUTION_ROLE } from '../nag';
import { ACCESS_LOG_PREFIX } from './access-logs';
import { privateBucketProps } from './private-bucket';

/**
 * The browser's cross-origin use of a bucket: presigned POST uploads (functions/src/lib/uploads.ts) and
 * reads, from the site's own origin only. No PUT: nothing presigns one.
 */
export function uploadCorsRule(siteOrigin: string): CorsRule {
  return {
    allowedOrigins: [siteOrigin],
    allowedMethods: [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.POST],
    allowedHeaders: ['*'],
    exposedHeaders: ['ETag', 'Location'],
    maxAge: 3000,
  };
}

/** The id of the stack-wide Lambda behind every AwsCustomResource (CDK's fixed UUID). */
const AWS_CUSTOM_RESOURCE_PROVIDER = 'AWS679f53fac002430cb0da5b7982bd2287';

export interface StorageProps {
  disposable: boolean;
  /**
   * https://<domain> when a custom domain is configured. Without one the origin is the distribution's
   * generated name, which the buckets cannot reference (they are its origins): setSiteOrigin sets it later.
   */
  siteOrigin?: string;
  /** Receives each bucket's S3 server access logs. */
  accessLogs: IBucket;
}

/**
 * The upload buckets of functions/src/lib/storage-buckets.ts, one per logical name. Every bucket
 * blocks public access, enforces TLS and logs its access; public ones are read only through CloudFront
 * (web.ts), private ones (documents) only through short-lived presigned URLs the API signs.
 */
export class Storage extends Construct {
  readonly buckets: Record<BucketName, Bucket>;
  /**
   * The export files (ADR 093): private like the documents, but no browser uploads to it (no CORS) and nothing
   * in it is kept: a file is deleted a day after it was written, an upload left incomplete a day after it began.
   */
  readonly exports: Bucket;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    this.buckets = Object.fromEntries(
      bucketNames.map((name) => [
        name,
        new Bucket(this, name, {
          ...privateBucketProps(props.disposable),
          objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
          versioned: PRIVATE_BUCKETS.includes(name) && !props.disposable,
          ...(props.siteOrigin ? { cors: [uploadCorsRule(props.siteOrigin)] } : {}),
          serverAccessLogsBucket: props.accessLogs,
          serverAccessLogsPrefix: ACCESS_LOG_PREFIX.bucket(name),
          lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
        }),
      ]),
    ) as Record<BucketName, Bucket>;
    this.exports = new Bucket(this, EXPORT_BUCKET.name, {
      ...privateBucketProps(props.disposable),
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: ACCESS_LOG_PREFIX.bucket(EXPORT_BUCKET.name),
      lifecycleRules: [
        { expiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
  }

  /**
   * Sets every bucket's CORS to an origin only known at deploy time (the distribution's domain), through
   * S3's PutBucketCors once the distribution exists: no dependency cycle, and still the one exact origin.
   */
  setSiteOrigin(siteOrigin: string): void {
    if (!Token.isUnresolved(siteOrigin)) throw new Error('a known site origin belongs in StorageProps');
    const rule = uploadCorsRule(siteOrigin);
    for (const name of bucketNames) {
      const bucket = this.buckets[name];
      const putCors = {
        service: 'S3',
        action: 'putBucketCors',
        parameters: {
          Bucket: bucket.bucketName,
          CORSConfiguration: {
            CORSRules: [
              {
                AllowedOrigins: rule.allowedOrigins,
                AllowedMethods: rule.allowedMethods,
                AllowedHeaders: rule.allowedHeaders,
                ExposeHeaders: rule.exposedHeaders,
                MaxAgeSeconds: rule.maxAge,
              },
            ],
          },
        },
        physicalResourceId: PhysicalResourceId.of(`${name}-site-cors`),
      };
      const siteCors = new AwsCustomResource(this, `${name}SiteCors`, {
        onCreate: putCors,
        onUpdate: putCors,
        policy: AwsCustomResourcePolicy.fromStatements([
          new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [bucket.bucketArn] }),
        ]),
        installLatestAwsSdk: false,
      });
      // The provider Lambda is one per stack, CDK's own; its role is CDK's too.
      const provider = Stack.of(this).node.tryFindChild(AWS_CUSTOM_RESOURCE_PROVIDER);
      if (provider) {
        acknowledge(
          provider,
          [BASIC_EXECUTION_ROLE],
          "CDK's AwsCustomResource provider: the managed policy lets it write its own logs; its one action is s3:PutBucketCORS on these buckets.",
        );
      }
      siteCors.node.addDependency(bucket);
    }
  }

  get publicBuckets(): [BucketName, Bucket][] {
    return bucketNames
      .filter((name) => !PRIVATE_BUCKETS.includes(name))
      .map((name) => [name, this.buckets[name]]);
  }

  /** BUCKET_EXPORTS → the exports bucket's real name, for the functions that write or link its files. */
  exportsEnvironment(): Record<string, string> {
    return { [EXPORT_BUCKET.variable]: this.exports.bucketName };
  }

  /** BUCKET_* → real bucket name, for the functions' environment. */
  environment(): Record<string, string> {
    return Object.fromEntries(bucketNames.map((name) => [BUCKETS[name], this.buckets[name].bucketName]));
  }
}
