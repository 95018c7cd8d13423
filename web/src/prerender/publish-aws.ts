import { randomUUID } from 'node:crypto';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import {
  CloudFrontKeyValueStoreClient,
  DeleteKeyCommand,
  DescribeKeyValueStoreCommand,
  PutKeyCommand,
  paginateListKeys,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
// The key-value store's API is signed with SigV4A: importing the SDK's JavaScript signer registers it.
import '@aws-sdk/signature-v4a';
import { NOT_FOUND_KEYS } from '../app/page-paths';
import { isFilePath, NOT_FOUND_STATUS, type Publisher, pageKey } from './publisher';

/** Prerendered HTML: browsers revalidate, CloudFront keeps it until the render function invalidates it. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=31536000, must-revalidate';

export interface AwsClients {
  s3: S3Client;
  cloudFront: CloudFrontClient;
  kvs: CloudFrontKeyValueStoreClient;
}

/**
 * The paths the key-value store lists (the pages the viewer-request function serves). Every call of the store's
 * API is billed ($1 per 1,000), unlike S3 PUTs: the keys are listed once per container and only a page that
 * appears or goes is written. The render function is the store's one writer (reserved concurrency 1), so the
 * copy stays true while the container lives; after a failed write it is read again.
 */
function pageIndex(kvs: CloudFrontKeyValueStoreClient, kvsArn: string) {
  let keys: Promise<Set<string>> | undefined;
  // Every write names the store's current ETag; each write answers the next one.
  let etag: string | undefined;

  const list = async () => {
    const found = new Set<string>();
    for await (const page of paginateListKeys({ client: kvs }, { KvsARN: kvsArn })) {
      for (const item of page.Items ?? []) if (item.Key) found.add(item.Key);
    }
    return found;
  };
  const current = () => {
    keys ??= list().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  const write = async (send: (ifMatch: string) => Promise<{ ETag: string | undefined }>) => {
    try {
      etag ??= (await kvs.send(new DescribeKeyValueStoreCommand({ KvsARN: kvsArn }))).ETag;
      if (!etag) throw new Error(`No ETag for ${kvsArn}`);
      etag = (await send(etag)).ETag;
    } catch (error) {
      etag = undefined;
      keys = undefined;
      throw error;
    }
  };

  return {
    async add(path: string) {
      const listed = await current();
      if (listed.has(path)) return;
      await write((IfMatch) =>
        kvs.send(new PutKeyCommand({ KvsARN: kvsArn, Key: path, Value: '1', IfMatch })),
      );
      listed.add(path);
    },
    async remove(path: string) {
      const listed = await current();
      if (!listed.has(path)) return;
      await write((IfMatch) => kvs.send(new DeleteKeyCommand({ KvsARN: kvsArn, Key: path, IfMatch })));
      listed.delete(path);
    },
  };
}

/**
 * The site bucket, the CloudFront distribution and the key-value store its viewer-request function reads to
 * know which paths have a prerendered page (ADR 058).
 */
export function awsPublisher(
  env: NodeJS.ProcessEnv,
  clients: AwsClients = {
    s3: new S3Client({}),
    cloudFront: new CloudFrontClient({}),
    kvs: new CloudFrontKeyValueStoreClient({}),
  },
): Publisher {
  const bucket = env.SITE_BUCKET;
  const distributionId = env.DISTRIBUTION_ID;
  const kvsArn = env.PAGES_KVS_ARN;
  if (!bucket || !distributionId || !kvsArn) {
    throw new Error('SITE_BUCKET, DISTRIBUTION_ID and PAGES_KVS_ARN must be set (or PRERENDER_DIR locally)');
  }
  const { s3, cloudFront } = clients;
  const pages = pageIndex(clients.kvs, kvsArn);
  const put = (key: string, body: string, contentType: string, metadata?: Record<string, string>) =>
    s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: PAGE_CACHE_CONTROL,
        Metadata: metadata,
      }),
    );
  return {
    // The object first, then the key: the edge never points at a page that is not there yet.
    async putPage(path, html) {
      await put(pageKey(path), html, 'text/html; charset=utf-8');
      await pages.add(path);
    },
    // The key first, then the object: the edge stops pointing at the page before it goes.
    async removePage(path) {
      await pages.remove(path);
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: pageKey(path) }));
    },
    putFile: (name, body, contentType) => put(name, body, contentType).then(() => undefined),
    // Not listed in the store: the viewer-request function sends every path that is no page here.
    putNotFoundPage: (locale, html) =>
      put(NOT_FOUND_KEYS[locale], html, 'text/html; charset=utf-8', {
        [NOT_FOUND_STATUS.metadata]: NOT_FOUND_STATUS.value,
      }).then(() => undefined),
    async invalidate(paths) {
      // The cache key is the URI after the viewer-request function: a page's object path, not the one typed.
      const items = [...new Set(paths.map((path) => (isFilePath(path) ? path : `/${pageKey(path)}`)))];
      if (items.length === 0) return;
      await cloudFront.send(
        new CreateInvalidationCommand({
          DistributionId: distributionId,
          InvalidationBatch: {
            CallerReference: `render-${randomUUID()}`,
            Paths: { Quantity: items.length, Items: items },
          },
        }),
      );
    },
  };
}
