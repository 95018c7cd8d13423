import { RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, BucketEncryption, type BucketProps } from 'aws-cdk-lib/aws-s3';

/**
 * What every bucket of the product has: no public access, TLS only, S3-managed keys; a disposable stage's
 * bucket goes with its objects when the stack is deleted, any other is kept.
 */
export function privateBucketProps(disposable: boolean) {
  return {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: BucketEncryption.S3_MANAGED,
    removalPolicy: disposable ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    autoDeleteObjects: disposable,
  } satisfies BucketProps;
}
