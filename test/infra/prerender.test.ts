import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import {
  CloudFrontKeyValueStoreClient,
  DeleteKeyCommand,
  DescribeKeyValueStoreCommand,
  ListKeysCommand,
  PutKeyCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { CreateBucketCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  RENDER_ENTRY,
  RENDER_FUNCTION,
  RENDER_STREAM,
  RENDER_TEMPLATE_PATH,
} from '../../infra/aws/constructs/prerender';
import {
  PAGE_REWRITE_CODE,
  RENDERED_OBJECTS,
  STATUS_FROM_METADATA_CODE,
} from '../../infra/aws/constructs/web';
import { freePort } from '../../infra/local/processes';
import { startS3 } from '../../infra/local/s3';
import { NOT_FOUND_KEYS, pagePatterns, withoutPage } from '../../web/src/app/page-paths';
import { renderFilterPattern, renderRemovalFilterPattern } from '../../web/src/prerender/changes';
import { awsPublisher } from '../../web/src/prerender/publish-aws';
import { NOT_FOUND_STATUS } from '../../web/src/prerender/publisher';
import {
  actionsOf,
  logicalId,
  resourceOf,
  resourcesOf,
  type Statement,
  SYNTH_TIMEOUT,
  type Synthesized,
  synth,
} from './support/synth';

type Json = Record<string, unknown>;
const json = (value: unknown) => JSON.stringify(value);
/** A template value with its references written as `<Ref X>` / `<GetAtt X.Attr>` text. */
const asText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const token = value as Json;
  if (token.Ref) return `<Ref ${token.Ref}>`;
  if (token['Fn::GetAtt']) return `<GetAtt ${(token['Fn::GetAtt'] as string[]).join('.')}>`;
  if (token['Fn::Join']) {
    const [separator, parts] = token['Fn::Join'] as [string, unknown[]];
    return parts.map(asText).join(separator);
  }
  throw new Error(`unexpected template value ${json(value)}`);
};

let s: Synthesized;
beforeAll(async () => {
  s = await synth({ mode: 'complete' });
}, SYNTH_TIMEOUT);

const prerender = () => {
  const found = s.stack.prerender;
  if (!found) throw new Error('the render function is not in the stack');
  return found;
};
const idOf = (construct: { node: { defaultChild?: unknown } }) => logicalId(construct);
const renderFn = () => resourceOf(s, idOf(prerender().fn)).Properties;
const ofType = (type: string) =>
  Object.entries(s.template.findResources(type)).map(([id, resource]) => ({
    id,
    properties: resource.Properties as Json,
    dependsOn: (resource.DependsOn ?? []) as string[],
  }));

describe('the render function (ADR 058)', () => {
  it('is the web prerenderer’s handler on Node 22, 1 GB, 5 minutes, one run at a time', async () => {
    expect(RENDER_ENTRY).toMatch(/\/web\/src\/prerender\/handler\.ts$/);
    expect(typeof (await import(RENDER_ENTRY)).handler).toBe('function');
    const fn = renderFn();
    expect(fn.Runtime).toBe('nodejs22.x');
    expect(fn.Handler).toBe('index.handler');
    expect(fn.MemorySize).toBe(1024);
    expect(fn.Timeout).toBe(300);
    expect(fn.ReservedConcurrentExecutions).toBe(1);
    expect(RENDER_FUNCTION.reservedConcurrentExecutions).toBe(1);
  });

  it('reads the API past the CDN with the origin secret, and publishes to the site bucket, distribution and store', () => {
    const env = (renderFn().Environment as { Variables: Json }).Variables;
    const web = s.stack.web;
    const apiId = logicalId(s.stack.node.findChild('Api').node.findChild('HttpApi'));
    const publicApiEnv = (
      resourceOf(s, idOf(s.stack.functions['public-api']!)).Properties.Environment as { Variables: Json }
    ).Variables;
    expect(asText(env.SITE_URL)).toBe(`https://<GetAtt ${idOf(web.distribution)}.DomainName>`);
    expect(env.PRERENDER_API_ORIGIN).toEqual({ 'Fn::GetAtt': [apiId, 'ApiEndpoint'] });
    expect(env.PRERENDER_TEMPLATE).toBe(RENDER_TEMPLATE_PATH);
    // The very value the API Lambdas compare against (a deploy-time reference, never the secret itself).
    expect(env.ORIGIN_VERIFY_SECRET).toEqual(publicApiEnv.ORIGIN_VERIFY_SECRET);
    expect(json(env.ORIGIN_VERIFY_SECRET)).toContain('resolve:secretsmanager:');
    expect(env.SITE_BUCKET).toEqual({ Ref: idOf(web.siteBucket) });
    expect(env.DISTRIBUTION_ID).toEqual({ Ref: idOf(web.distribution) });
    expect(env.PAGES_KVS_ARN).toEqual({ 'Fn::GetAtt': [idOf(web.pagesStore), 'Arn'] });
    // No table: it reads what a visitor sees, through the API.
    expect(env.TABLE_NAME).toBeUndefined();
  });

  it('consumes the table stream, rendered entities only (new or removed), in 10 s batches, failures parked', () => {
    const tableId = Object.keys(s.template.findResources('AWS::DynamoDB::Table'))[0]!;
    const mappings = ofType('AWS::Lambda::EventSourceMapping').filter(
      ({ properties }) => json(properties.FunctionName) === json({ Ref: idOf(prerender().fn) }),
    );
    expect(mappings).toHaveLength(1);
    const mapping = mappings[0]!.properties;
    expect(mapping.EventSourceArn).toEqual({ 'Fn::GetAtt': [tableId, 'StreamArn'] });
    const filters = (mapping.FilterCriteria as { Filters: { Pattern: string }[] }).Filters;
    expect(filters.map((filter) => JSON.parse(filter.Pattern))).toEqual([
      renderFilterPattern,
      renderRemovalFilterPattern,
    ]);
    expect(mapping.StartingPosition).toBe('LATEST');
    expect(mapping.BatchSize).toBe(RENDER_STREAM.batchSize);
    expect(mapping.MaximumBatchingWindowInSeconds).toBe(10);
    expect(mapping.BisectBatchOnFunctionError).toBe(true);
    expect(mapping.MaximumRetryAttempts).toBe(RENDER_STREAM.retryAttempts);
    expect(mapping.MaximumRecordAgeInSeconds).toBe(RENDER_STREAM.maxRecordAge.toSeconds());
    expect(mapping.DestinationConfig).toEqual({
      OnFailure: { Destination: { 'Fn::GetAtt': [idOf(prerender().failures), 'Arn'] } },
    });
    s.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [idOf(prerender().failures), 'QueueName'] } }],
    });
  });

  it('may write the pages, sitemap and robots.txt, invalidate its distribution and list pages: nothing more', () => {
    const roleId = idOf(prerender().fn.role as unknown as { node: { defaultChild?: unknown } });
    const policies = Object.values(s.template.findResources('AWS::IAM::Policy')).filter((policy) =>
      json((policy.Properties as Json).Roles).includes(roleId),
    );
    const statements = policies.flatMap(
      (policy) => ((policy.Properties as Json).PolicyDocument as { Statement: Statement[] }).Statement,
    );
    const granted = statements
      .map((statement) => ({
        effect: statement.Effect,
        actions: actionsOf(statement).sort(),
        resources: resourcesOf(statement).map(asText).sort(),
        condition: statement.Condition,
      }))
      .sort((a, b) => a.actions[0]!.localeCompare(b.actions[0]!));

    const web = s.stack.web;
    const bucket = `<GetAtt ${idOf(web.siteBucket)}.Arn>`;
    const tableId = Object.keys(s.template.findResources('AWS::DynamoDB::Table'))[0]!;
    const logsId = logicalId(prerender().node.findChild('RenderSiteLogs') as never);
    const allow = (actions: string[], resources: string[]) => ({
      effect: 'Allow',
      actions: actions.sort(),
      resources: resources.sort(),
      condition: undefined,
    });
    expect(granted).toEqual(
      [
        allow(
          ['cloudfront:CreateInvalidation'],
          [`arn:<Ref AWS::Partition>:cloudfront::111111111111:distribution/<Ref ${idOf(web.distribution)}>`],
        ),
        allow(
          [
            'cloudfront-keyvaluestore:DescribeKeyValueStore',
            'cloudfront-keyvaluestore:ListKeys',
            'cloudfront-keyvaluestore:PutKey',
            'cloudfront-keyvaluestore:DeleteKey',
          ],
          [`<GetAtt ${idOf(web.pagesStore)}.Arn>`],
        ),
        // What the stream mapping needs: ListStreams has no resource-level permission; the rest names the stream.
        allow(['dynamodb:ListStreams'], ['*']),
        allow(
          ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'],
          [`<GetAtt ${tableId}.StreamArn>`],
        ),
        allow(['logs:CreateLogStream', 'logs:PutLogEvents'], [`<GetAtt ${logsId}.Arn>`]),
        allow(['s3:DeleteObject', 's3:PutObject'], [`${bucket}/_pages/*`]),
        allow(['s3:PutObject'], [`${bucket}/sitemap.xml`, `${bucket}/robots.txt`]),
        // The mapping's on-failure destination.
        allow(
          ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'],
          [`<GetAtt ${idOf(prerender().failures)}.Arn>`],
        ),
      ].sort((a, b) => a.actions[0]!.localeCompare(b.actions[0]!)),
    );
    // Spelled out, for whoever widens the list above: never the table, never a read of the bucket, no wildcard.
    const everything = json(statements);
    expect(everything).not.toContain(json({ 'Fn::GetAtt': [tableId, 'Arn'] }));
    expect(everything).not.toMatch(/dynamodb:(Get|Put|Update|Delete|Query|Scan|Batch)Item|dynamodb:Query/);
    expect(everything).not.toMatch(/s3:GetObject|s3:ListBucket|"s3:\*"|cloudfront:\*/);
    expect(statements.filter((statement) => json(statement.Resource) === '"*"').map(actionsOf)).toEqual([
      ['dynamodb:ListStreams'],
    ]);
    expect(resourceOf(s, idOf(web.siteBucket)).Properties.BucketEncryption).toEqual({
      ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
    }); // S3-managed keys: writing needs no KMS grant
  });

  it('renders every page after each deploy that changes it, once the site files and the API are in place', () => {
    const triggers = ofType('Custom::Trigger');
    expect(triggers).toHaveLength(1);
    const trigger = triggers[0]!;
    const version = ofType('AWS::Lambda::Version').find(
      ({ properties }) => json(properties.FunctionName) === json({ Ref: idOf(prerender().fn) }),
    )!;
    expect(trigger.properties.HandlerArn).toEqual({ Ref: version.id });
    expect(trigger.properties.InvocationType).toBe('Event');
    expect(trigger.properties.ExecuteOnHandlerChange).toBe(true);
    const siteDeployment = ofType('Custom::CDKBucketDeployment').find(
      ({ properties }) => properties.DestinationBucketKeyPrefix !== 'assets/',
    )!;
    expect(trigger.dependsOn).toContain(siteDeployment.id);
    expect(trigger.dependsOn).toContain(
      logicalId(s.stack.node.findChild('Api').node.findChild('HttpApi').node.findChild('DefaultStage')),
    );
  });
});

describe('CloudFront serves a prerendered page when there is one, else the SPA shell or the not-found page with a 404', () => {
  it('deploying web/dist neither prunes nor overwrites the rendered pages, the sitemap or robots.txt', () => {
    const deployments = ofType('Custom::CDKBucketDeployment');
    expect(deployments.length).toBeGreaterThan(0);
    for (const { properties } of deployments) {
      expect(properties.Prune).toBe(false);
      expect(properties.Exclude).toEqual(expect.arrayContaining(['_pages/*', 'sitemap.xml', 'robots.txt']));
    }
    expect(RENDERED_OBJECTS).toEqual(['_pages/*', 'sitemap.xml', 'robots.txt']);
  });

  it('the default behaviour runs the page rewrite (cloudfront-js-2.0 with the pages store) and the status from metadata', () => {
    const distribution = ofType('AWS::CloudFront::Distribution')[0]!.properties.DistributionConfig as Json;
    const associations = (distribution.DefaultCacheBehavior as Json).FunctionAssociations as Json[];
    const functionOf = (eventType: string) => {
      const association = associations.find((candidate) => candidate.EventType === eventType)!;
      const functionId = (association.FunctionARN as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]!;
      return resourceOf(s, functionId).Properties;
    };
    expect(associations.map((association) => association.EventType).sort()).toEqual([
      'viewer-request',
      'viewer-response',
    ]);
    const rewrite = functionOf('viewer-request');
    expect(rewrite.FunctionCode).toBe(PAGE_REWRITE_CODE);
    expect(rewrite.FunctionConfig).toMatchObject({
      Runtime: 'cloudfront-js-2.0',
      KeyValueStoreAssociations: [
        { KeyValueStoreARN: { 'Fn::GetAtt': [idOf(s.stack.web.pagesStore), 'Arn'] } },
      ],
    });
    const status = functionOf('viewer-response');
    expect(status.FunctionCode).toBe(STATUS_FROM_METADATA_CODE);
    expect(status.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
    // CloudFront Functions take at most 10 KB of code.
    for (const code of [PAGE_REWRITE_CODE, STATUS_FROM_METADATA_CODE]) {
      expect(Buffer.byteLength(code)).toBeLessThan(10_240);
    }
    // No custom error responses: they are the whole distribution's, and would turn the API's 403s and 404s into HTML.
    expect(distribution.CustomErrorResponses).toBeUndefined();
  });

  /** The function's code run as CloudFront would, with `cf.kvs()` answering from these keys. */
  const rewriteWith = (store: { exists(key: string): Promise<boolean> }) => {
    const importLine = "import cf from 'cloudfront';";
    expect(PAGE_REWRITE_CODE.startsWith(importLine)).toBe(true);
    const handler = runInNewContext(`${PAGE_REWRITE_CODE.replace(importLine, '')}; handler`, {
      cf: { kvs: () => store },
    }) as (event: unknown) => Promise<{ uri: string; querystring?: unknown }>;
    return async (uri: string) => (await handler({ request: { uri } })).uri;
  };
  const pages = new Set(['/', '/rates', '/agent/sarahchen']);
  const listed = { exists: async (key: string) => pages.has(key) };

  it.each([
    ['/rates', '/_pages/rates/index.html'],
    ['/rates/', '/_pages/rates/index.html'],
    ['/', '/_pages/index.html'],
    ['/agent/sarahchen', '/_pages/agent/sarahchen/index.html'],
    // App routes that render in the browser (ADR 102): an agent by another of its addresses, the back office.
    ['/agent/unknown', '/index.html'],
    ['/agents/sarahchen', '/index.html'],
    ['/super-admin', '/index.html'],
    ['/super-admin/agents', '/index.html'],
    ['/agent-dashboard/leads/lead-1', '/index.html'],
    ['/auth', '/index.html'],
    ['/fr/connexion', '/index.html'],
    ['/calculators', '/index.html'],
    ['/fr/taux', '/index.html'],
    // No route has them, or the render publishes every page of theirs: the not-found page of their language.
    ['/sign-in', '/_pages/404.html'],
    ['/no-such-page/', '/_pages/404.html'],
    ['/super-administrator', '/_pages/404.html'],
    ['/blog/never-published', '/_pages/404.html'],
    ['/products/none', '/_pages/404.html'],
    ['/fr/pas-une-page', '/_pages/fr/404.html'],
    ['/fr/services/aucun', '/_pages/fr/404.html'],
    ['/france', '/_pages/404.html'],
    ['/assets/x.js', '/assets/x.js'],
    ['/assets/index-abc123.js', '/assets/index-abc123.js'],
    ['/config.json', '/config.json'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['/robots.txt', '/robots.txt'],
  ])('%s → %s', async (uri, expected) => {
    expect(await rewriteWith(listed)(uri)).toBe(expected);
  });

  it('decides as the local site server does: the SPA shell exactly where page-paths.ts says so', async () => {
    const nothingListed = rewriteWith({ exists: async () => false });
    const samples = pagePatterns().flatMap(([pattern]) => {
      const path = pattern.replace(/:\w+/g, 'some-id').replace(/\/\*$/, '/some/tab');
      return [path, `${path}/`, path.toUpperCase(), `${path}/extra`, `${path}x`];
    });
    for (const path of [...samples, '/fr', '/fr/', '/404', '/fr/404', '/agents', '/blog/a/b']) {
      const shell = (await nothingListed(path)) === '/index.html';
      expect(shell, path).toBe(withoutPage(path.length > 1 ? path.replace(/\/$/, '') : path) === 'shell');
    }
  });

  it('falls back to the SPA shell for every app route when the store cannot answer', async () => {
    const broken = {
      exists: async (): Promise<boolean> => {
        throw new Error('KeyValueStore unavailable');
      },
    };
    expect(await rewriteWith(broken)('/rates')).toBe('/index.html');
    expect(await rewriteWith(broken)('/')).toBe('/index.html');
    expect(await rewriteWith(broken)('/blog/a-post')).toBe('/index.html');
    expect(await rewriteWith(broken)('/fr/produits/un-produit')).toBe('/index.html');
    expect(await rewriteWith(broken)('/no-such-page')).toBe('/_pages/404.html');
    expect(await rewriteWith(broken)('/assets/x.js')).toBe('/assets/x.js');
  });

  /** The viewer-response function's code run as CloudFront would, on an answer with this status and these headers. */
  const respond = (statusCode: number, headers: Record<string, { value: string }>) => {
    const handler = runInNewContext(`${STATUS_FROM_METADATA_CODE}; handler`, {}) as (event: unknown) => {
      statusCode: number;
      statusDescription?: string;
      headers: Record<string, { value: string }>;
    };
    return handler({
      request: { uri: '/_pages/404.html' },
      response: { statusCode, headers: { ...headers } },
    });
  };

  it('answers a not-found page with a 404: its object asks for it in its metadata, which the viewer does not see', () => {
    const type = { 'content-type': { value: 'text/html; charset=utf-8' } };
    const metadata = { [`x-amz-meta-${NOT_FOUND_STATUS.metadata}`]: { value: NOT_FOUND_STATUS.value } };
    const notFound = respond(200, { ...type, ...metadata });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.statusDescription).toBe('Not Found');
    expect(notFound.headers).toEqual(type);
    // A revalidated copy stays a 304; a page or file without the metadata keeps its status.
    expect(respond(304, metadata).statusCode).toBe(304);
    expect(respond(200, type)).toMatchObject({ statusCode: 200, headers: type });
  });
});

describe('the AWS publisher: S3 objects, store keys written only when a page appears or goes, exact invalidations', () => {
  const KVS_ARN = 'arn:aws:cloudfront::111111111111:key-value-store/0123abcd-0000-0000-0000-000000000000';
  const BUCKET = 'site';
  let s3Stop: () => Promise<void>;
  let dataDir: string;
  let s3: S3Client;
  // CloudFront and its key-value store have no local stand-in; S3 has (s3rver).
  const kvsClient = new CloudFrontKeyValueStoreClient({ region: 'ca-central-1' });
  const cloudFrontClient = new CloudFrontClient({ region: 'ca-central-1' });
  const kvs = mockClient(kvsClient);
  const cloudFront = mockClient(cloudFrontClient);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'publisher-s3-'));
    const port = await freePort();
    const started = await startS3({
      port,
      host: '127.0.0.1',
      dataDir: join(dataDir, 'data'),
      siteOrigins: ['http://127.0.0.1'],
      logFile: join(dataDir, 's3.log'),
    });
    s3Stop = () => started.process.stop();
    s3 = new S3Client({
      region: 'ca-central-1',
      endpoint: started.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
  }, 60_000);
  afterAll(async () => {
    await s3Stop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A store that, like CloudFront's, refuses a write that does not name its current ETag. */
  let keys: Set<string>;
  let calls: string[];
  /** Another writer changes the store (its ETag moves on). */
  let writeElsewhere: () => void;
  beforeEach(() => {
    kvs.reset();
    cloudFront.reset();
    keys = new Set(['/', '/rates']);
    calls = [];
    let version = 1;
    const etag = () => `etag-${version}`;
    writeElsewhere = () => {
      version++;
    };
    const checked = (name: string, input: { Key?: string; IfMatch?: string }) => {
      calls.push(`${name} ${input.Key}`);
      if (input.IfMatch !== etag())
        throw Object.assign(new Error('stale ETag'), { name: 'ConflictException' });
      version++;
    };
    kvs.on(ListKeysCommand).callsFake(() => {
      calls.push('ListKeys');
      return { Items: [...keys].map((Key) => ({ Key, Value: '1' })) };
    });
    kvs.on(DescribeKeyValueStoreCommand).callsFake(() => {
      calls.push('DescribeKeyValueStore');
      return { ETag: etag() };
    });
    kvs.on(PutKeyCommand).callsFake((input) => {
      checked('PutKey', input);
      keys.add(input.Key);
      return { ETag: etag(), ItemCount: keys.size, TotalSizeInBytes: 0 };
    });
    kvs.on(DeleteKeyCommand).callsFake((input) => {
      checked('DeleteKey', input);
      keys.delete(input.Key);
      return { ETag: etag(), ItemCount: keys.size, TotalSizeInBytes: 0 };
    });
    cloudFront.on(CreateInvalidationCommand).resolves({});
  });

  const publisher = () =>
    awsPublisher(
      { SITE_BUCKET: BUCKET, DISTRIBUTION_ID: 'E123EXAMPLE', PAGES_KVS_ARN: KVS_ARN },
      { s3, cloudFront: cloudFrontClient, kvs: kvsClient },
    );
  const object = async (key: string) => {
    const answer = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return {
      body: await answer.Body!.transformToString(),
      contentType: answer.ContentType,
      cacheControl: answer.CacheControl,
    };
  };
  const exists = (key: string) =>
    s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key })).then(
      () => true,
      (error: Error) => (error.name === 'NoSuchKey' ? false : Promise.reject(error)),
    );

  it('writes each page’s HTML, and lists a page in the store only when it is new', async () => {
    const site = publisher();
    await site.putPage('/rates', '<html>rates</html>');
    await site.putPage('/agent/sarahchen', '<html>sarah</html>');
    await site.putPage('/blog/first-home', '<html>post</html>');
    await site.putPage('/', '<html>home</html>');

    expect(await object('_pages/rates/index.html')).toEqual({
      body: '<html>rates</html>',
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'public, max-age=0, s-maxage=31536000, must-revalidate',
    });
    expect((await object('_pages/agent/sarahchen/index.html')).body).toBe('<html>sarah</html>');
    expect((await object('_pages/index.html')).body).toBe('<html>home</html>');
    expect([...keys].sort()).toEqual(['/', '/agent/sarahchen', '/blog/first-home', '/rates']);
    // One listing, one ETag read; each write answers the next one's ETag; pages already listed cost nothing.
    expect(calls).toEqual([
      'ListKeys',
      'DescribeKeyValueStore',
      'PutKey /agent/sarahchen',
      'PutKey /blog/first-home',
    ]);
  });

  it('removes a page from the store before deleting its object; an unlisted page only loses its object', async () => {
    const site = publisher();
    await site.putPage('/agent/gone', '<html>gone</html>');
    await site.putPage('/agent/stale', '<html>stale</html>');
    keys.delete('/agent/stale'); // a page whose key is already gone
    const fresh = publisher(); // a new container lists the keys again
    calls.length = 0;
    await fresh.removePage('/agent/gone');
    await fresh.removePage('/agent/stale');
    expect(keys.has('/agent/gone')).toBe(false);
    expect(await exists('_pages/agent/gone/index.html')).toBe(false);
    expect(await exists('_pages/agent/stale/index.html')).toBe(false);
    expect(calls).toEqual(['ListKeys', 'DescribeKeyValueStore', 'DeleteKey /agent/gone']);
  });

  it('after a refused write, lists the keys and reads the ETag again, so a retry succeeds', async () => {
    const site = publisher();
    await site.putPage('/products/p1', '<html>p1</html>');
    writeElsewhere();
    await expect(site.putPage('/products/p2', '<html>p2</html>')).rejects.toThrow('stale ETag');
    calls.length = 0;
    await site.putPage('/products/p2', '<html>p2</html>');
    expect(calls).toEqual(['ListKeys', 'DescribeKeyValueStore', 'PutKey /products/p2']);
    expect(keys.has('/products/p2')).toBe(true);
  });

  it('the store’s API is signed with SigV4A: the publisher module registers the signer', async () => {
    const seen: { authorization?: string; regionSet?: string | string[] }[] = [];
    const server = createServer((request, response) => {
      seen.push({
        authorization: request.headers.authorization,
        regionSet: request.headers['x-amz-region-set'],
      });
      response.writeHead(200, { 'content-type': 'application/json', etag: 'etag-1' });
      response.end(json({ KvsARN: KVS_ARN, ItemCount: 0, TotalSizeInBytes: 0, Created: 0 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    // A real client (not the mock), its signed request sent to this server instead of CloudFront's endpoint.
    const client = new CloudFrontKeyValueStoreClient({
      region: 'ca-central-1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    });
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { hostname: string; port?: number; protocol: string };
        Object.assign(request, { hostname: '127.0.0.1', port, protocol: 'http:' });
        return next(args);
      },
      { step: 'finalizeRequest', priority: 'low', name: 'toLocalServer' },
    );
    try {
      await client.send(new DescribeKeyValueStoreCommand({ KvsARN: KVS_ARN }));
    } finally {
      server.close();
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]!.authorization).toMatch(/^AWS4-ECDSA-P256-SHA256 /);
    expect(seen[0]!.regionSet).toBe('*');
  });

  it('writes the not-found pages beside the pages, asking for a 404 in their metadata, never listed in the store', async () => {
    const site = publisher();
    await site.putNotFoundPage('en', '<html>not found</html>');
    await site.putNotFoundPage('fr', '<html>introuvable</html>');
    for (const [key, body] of [
      [NOT_FOUND_KEYS.en, '<html>not found</html>'],
      [NOT_FOUND_KEYS.fr, '<html>introuvable</html>'],
    ] as const) {
      const answer = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      expect(await answer.Body!.transformToString()).toBe(body);
      expect(answer.ContentType).toBe('text/html; charset=utf-8');
      expect(answer.Metadata).toEqual({ [NOT_FOUND_STATUS.metadata]: NOT_FOUND_STATUS.value });
    }
    expect(NOT_FOUND_KEYS).toEqual({ en: '_pages/404.html', fr: '_pages/fr/404.html' });
    expect(calls).toEqual([]);
  });

  it('invalidates the object paths CloudFront caches the pages under, each once, and the files as they are', async () => {
    await publisher().invalidate([
      '/rates',
      '/',
      '/agent/sarahchen',
      '/rates',
      '/sitemap.xml',
      '/robots.txt',
      '/_pages/404.html',
    ]);
    const sent = cloudFront.commandCalls(CreateInvalidationCommand);
    expect(sent).toHaveLength(1);
    const input = sent[0]!.args[0].input;
    expect(input.DistributionId).toBe('E123EXAMPLE');
    expect(input.InvalidationBatch!.Paths).toEqual({
      Quantity: 6,
      Items: [
        '/_pages/rates/index.html',
        '/_pages/index.html',
        '/_pages/agent/sarahchen/index.html',
        '/sitemap.xml',
        '/robots.txt',
        '/_pages/404.html',
      ],
    });
    await publisher().invalidate([]);
    expect(cloudFront.commandCalls(CreateInvalidationCommand)).toHaveLength(1);
  });
});
