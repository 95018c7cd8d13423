import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import {
  CloudFrontKeyValueStoreClient,
  DeleteKeyCommand,
  DescribeKeyValueStoreCommand,
  PutKeyCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import '@aws-sdk/signature-v4a';
import { type Publisher, pageKey } from './publisher';

/** Prerendered HTML: browsers revalidate, CloudFront keeps it until the render function invalidates it. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=31536000, must-revalidate';

/**
 * The site bucket, the CloudFront distribution and the key-value store its viewer-request function reads to
 * know which paths have a prerendered page (ADR 058).
 */
export function awsPublisher(env: NodeJS.ProcessEnv): Publisher {
  const bucket = env.SITE_BUCKET;
  const distributionId = env.DISTRIBUTION_ID;
  const kvsArn = env.PAGES_KVS_ARN;
  if (!bucket || !distributionId || !kvsArn) {
    throw new Error('SITE_BUCKET, DISTRIBUTION_ID and PAGES_KVS_ARN must be set (or PRERENDER_DIR locally)');
  }
  const s3 = new S3Client({});
  const cloudFront = new CloudFrontClient({});
  const kvs = new CloudFrontKeyValueStoreClient({});
  const etag = async () => (await kvs.send(new DescribeKeyValueStoreCommand({ KvsARN: kvsArn }))).ETag;
  const put = (key: string, body: string, contentType: string) =>
    s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: PAGE_CACHE_CONTROL,
      }),
    );
  return {
    async putPage(path, html) {
      await put(pageKey(path), html, 'text/html; charset=utf-8');
      await kvs.send(new PutKeyCommand({ KvsARN: kvsArn, Key: path, Value: '1', IfMatch: await etag() }));
    },
    async removePage(path) {
      await kvs
        .send(new DeleteKeyCommand({ KvsARN: kvsArn, Key: path, IfMatch: await etag() }))
        .catch((error: Error) => {
          if (error.name !== 'ResourceNotFoundException') throw error;
        });
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: pageKey(path) }));
    },
    putFile: (name, body, contentType) => put(name, body, contentType).then(() => undefined),
    async invalidate(paths) {
      if (paths.length === 0) return;
      // The cache key is the URI after the viewer-request function: a page's object path, not the one typed.
      const items = paths.map((path) =>
        path.endsWith('.xml') || path.endsWith('.txt') ? path : `/${pageKey(path)}`,
      );
      await cloudFront.send(
        new CreateInvalidationCommand({
          DistributionId: distributionId,
          InvalidationBatch: {
            CallerReference: `render-${Date.now()}`,
            Paths: { Quantity: items.length, Items: items },
          },
        }),
      );
    },
  };
}
