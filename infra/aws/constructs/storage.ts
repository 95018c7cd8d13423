import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import {
  BUCKETS,
  type BucketName,
  bucketNames,
  PRIVATE_BUCKETS,
} from '../../../functions/src/lib/storage-buckets';

export interface StorageProps {
  disposable: boolean;
  /** Origins allowed to upload from the browser (presigned POST) and read with CORS. */
  corsOrigins: (bucket: BucketName) => string[];
}

/**
 * The upload buckets of functions/src/lib/storage-buckets.ts, one per logical name. Every bucket
 * blocks public access and enforces TLS; public ones are read only through CloudFront (web.ts),
 * private ones (documents) only through short-lived presigned URLs the API signs.
 */
export class Storage extends Construct {
  readonly buckets: Record<BucketName, Bucket>;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    this.buckets = Object.fromEntries(
      bucketNames.map((name) => [
        name,
        new Bucket(this, name, {
          blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
          enforceSSL: true,
          encryption: BucketEncryption.S3_MANAGED,
          objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
          versioned: PRIVATE_BUCKETS.includes(name) && !props.disposable,
          cors: [
            {
              allowedOrigins: props.corsOrigins(name),
              allowedMethods: [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.POST, HttpMethods.PUT],
              allowedHeaders: ['*'],
              exposedHeaders: ['ETag', 'Location'],
              maxAge: 3000,
            },
          ],
          lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
          removalPolicy: props.disposable ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
          autoDeleteObjects: props.disposable,
        }),
      ]),
    ) as Record<BucketName, Bucket>;
  }

  get publicBuckets(): [BucketName, Bucket][] {
    return bucketNames
      .filter((name) => !PRIVATE_BUCKETS.includes(name))
      .map((name) => [name, this.buckets[name]]);
  }

  /** BUCKET_* → real bucket name, for the functions' environment. */
  environment(): Record<string, string> {
    return Object.fromEntries(bucketNames.map((name) => [BUCKETS[name], this.buckets[name].bucketName]));
  }
}
