import { Duration, Validations } from 'aws-cdk-lib';
import { Bucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { privateBucketProps } from './private-bucket';

/** How long CloudFront and S3 access logs are kept. */
export const ACCESS_LOG_RETENTION = Duration.days(90);

/** Where each source writes in the log bucket. */
export const ACCESS_LOG_PREFIX = {
  cloudFront: 'cloudfront/',
  bucket: (name: string) => `s3/${name}/`,
} as const;

export interface AccessLogsProps {
  disposable: boolean;
}

/**
 * One bucket for the access logs of the distribution and of every bucket, expired after
 * ACCESS_LOG_RETENTION. CloudFront's standard logging writes each file with an ACL granting the bucket
 * owner control, so this bucket alone keeps ACLs on (object writer); nothing in it is public (ADR 019).
 */
export class AccessLogs extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: AccessLogsProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      // S3-managed keys: SSE-KMS is not supported by CloudFront standard logging.
      ...privateBucketProps(props.disposable),
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [
        { expiration: ACCESS_LOG_RETENTION, abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket: logging its own access would log into itself.',
    });
  }
}
