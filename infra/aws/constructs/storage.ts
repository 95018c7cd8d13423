import { Duration, RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import {
  Bucket,
  BucketEncryption,
  type CorsRule,
  HttpMethods,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import {
  BORROWER_DOCUMENTS_BUCKET,
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
  /**
   * The borrowers' documents (issue 38, ADR 118): private, uploaded to by presigned POST from the portal (CORS as the
   * upload buckets), encrypted with a customer-managed KMS key of its own (rotated yearly; S3 Bucket Keys keep the
   * KMS calls few). Not versioned: deleting a lead or anonymising a person deletes the documents for good, which a
   * kept noncurrent version would not.
   */
  readonly borrowerDocuments: Bucket;
  readonly borrowerDocumentsKey: Key;

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
    this.borrowerDocumentsKey = new Key(this, 'BorrowerDocumentsKey', {
      description: "Encrypts the borrowers' documents (the borrower-documents bucket)",
      enableKeyRotation: true,
      // Kept with its bucket; a disposable stage's goes after KMS's shortest waiting period.
      removalPolicy: props.disposable ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
      ...(props.disposable ? { pendingWindow: Duration.days(7) } : {}),
    });
    this.borrowerDocuments = new Bucket(this, BORROWER_DOCUMENTS_BUCKET.name, {
      ...privateBucketProps(props.disposable),
      encryption: BucketEncryption.KMS,
      encryptionKey: this.borrowerDocumentsKey,
      bucketKeyEnabled: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      ...(props.siteOrigin ? { cors: [uploadCorsRule(props.siteOrigin)] } : {}),
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: ACCESS_LOG_PREFIX.bucket(BORROWER_DOCUMENTS_BUCKET.name),
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
  }

  /** The buckets browsers upload to by presigned POST from the site: each upload bucket and the borrowers'. */
  private get browserUploadBuckets(): [string, Bucket][] {
    return [
      ...bucketNames.map((name): [string, Bucket] => [name, this.buckets[name]]),
      [BORROWER_DOCUMENTS_BUCKET.name, this.borrowerDocuments],
    ];
  }

  /**
   * Sets every bucket's CORS to an origin only known at deploy time (the distribution's domain), through
   * S3's PutBucketCors once the distribution exists: no dependency cycle, and still the one exact origin.
   */
  setSiteOrigin(siteOrigin: string): void {
    if (!Token.isUnresolved(siteOrigin)) throw new Error('a known site origin belongs in StorageProps');
    const rule = uploadCorsRule(siteOrigin);
    for (const [name, bucket] of this.browserUploadBuckets) {
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

  /**
   * BUCKET_BORROWER_DOCUMENTS → the borrowers' documents bucket's real name, for the functions that presign, read or
   * delete its objects; with `withKey`, its KMS key's ARN too (BORROWER_DOCUMENTS_KMS_KEY), which the presigned POST
   * names.
   */
  borrowerDocumentsEnvironment({ withKey = false } = {}): Record<string, string> {
    return {
      [BORROWER_DOCUMENTS_BUCKET.variable]: this.borrowerDocuments.bucketName,
      ...(withKey ? { [BORROWER_DOCUMENTS_BUCKET.keyVariable]: this.borrowerDocumentsKey.keyArn } : {}),
    };
  }

  /** BUCKET_* → real bucket name, for the functions' environment. */
  environment(): Record<string, string> {
    return Object.fromEntries(bucketNames.map((name) => [BUCKETS[name], this.buckets[name].bucketName]));
  }
}
