import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FRENCH_ROOT } from '@maplestone/shared/i18n/paths';
import { Annotations, DefaultStackSynthesizer, Duration, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CachedMethods,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  type HeadersFrameOption,
  type HeadersReferrerPolicy,
  HttpVersion,
  KeyValueStore,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IFunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { Bucket, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { FORWARDED_VIEWER_HEADERS } from '../../../functions/src/lib/edge';
import type { BucketName } from '../../../functions/src/lib/storage-buckets';
import { APP_PATHS_SOURCE, NOT_FOUND_KEYS, SHELL_PATHS_SOURCE } from '../../../web/src/app/page-paths';
import { NOT_FOUND_STATUS } from '../../../web/src/prerender/publisher';
import { acknowledge, arnOf, BASIC_EXECUTION_ROLE, nagEnv, wildcardResource } from '../nag';
import {
  awsEndpoints,
  contentSecurityPolicy,
  FRAME_OPTION,
  HSTS_MAX_AGE_DAYS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  SPA_CACHE,
} from '../site-headers';
import { ACCESS_LOG_PREFIX } from './access-logs';
import { privateBucketProps } from './private-bucket';

/** Where public upload buckets are served: `${MEDIA_BASE_URL}/<logical bucket>/<key>`. */
export const MEDIA_PREFIX = '/media';

/**
 * Viewer-request function of the site's default behaviour (cloudfront-js-2.0, with the pages key-value store):
 * a page path (no file extension in the last segment, a trailing slash dropped) that the store lists gets its
 * prerendered HTML, `_pages<path>/index.html` (ADR 058). Any other such path (ADR 102): an app route that renders
 * in the browser gets the SPA's index.html; a path that is no page, the not-found page of its language
 * (`_pages/404.html`, `_pages/fr/404.html`), which the viewer-response function answers with a 404. Files pass
 * unchanged. If the store cannot answer, every app route gets the SPA shell. Only this behaviour runs it, so
 * /api/* 404s stay JSON 404s. The route patterns are the app's (web/src/app/page-paths.ts), as regular
 * expressions written once there.
 */
export const PAGE_REWRITE_CODE = `import cf from 'cloudfront';

const pages = cf.kvs();
const APP_PATHS = new RegExp(${JSON.stringify(APP_PATHS_SOURCE)}, 'i');
const SHELL_PATHS = new RegExp(${JSON.stringify(SHELL_PATHS_SOURCE)}, 'i');

async function handler(event) {
  const request = event.request;
  const uri = request.uri;
  if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) return request;
  const path = uri.length > 1 && uri.endsWith('/') ? uri.slice(0, -1) : uri;
  let prerendered = false;
  let known = true;
  try {
    prerendered = await pages.exists(path);
  } catch (e) {
    known = false;
  }
  if (prerendered) {
    request.uri = path === '/' ? '/_pages/index.html' : '/_pages' + path + '/index.html';
  } else if (SHELL_PATHS.test(path) || (!known && APP_PATHS.test(path))) {
    request.uri = '/index.html';
  } else {
    request.uri = path === '${FRENCH_ROOT}' || path.startsWith('${FRENCH_ROOT}/') ? '/${NOT_FOUND_KEYS.fr}' : '/${NOT_FOUND_KEYS.en}';
  }
  return request;
}`;

/**
 * Viewer-response function of the site's default behaviour: an object whose metadata asks for a 404 (the
 * not-found pages the render writes, NOT_FOUND_STATUS) is answered with that status, its metadata header
 * dropped. CloudFront runs viewer-response functions only on answers below 400: S3 answers 200 for the object.
 */
export const STATUS_FROM_METADATA_CODE = `function handler(event) {
  const response = event.response;
  const header = 'x-amz-meta-${NOT_FOUND_STATUS.metadata}';
  const status = response.headers[header];
  if (!status) return response;
  delete response.headers[header];
  if (response.statusCode === 200 && status.value === '${NOT_FOUND_STATUS.value}') {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;

/** Written by the render function, never by a deployment of web/dist (which neither prunes nor overwrites them). */
export const RENDERED_OBJECTS = ['_pages/*', 'sitemap.xml', 'robots.txt'];

/** Viewer-request function of the media behaviours: /media/<bucket>/<key> → /<key> in that bucket. */
export const STRIP_MEDIA_PREFIX_CODE = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.replace(/^\\/media\\/[^\\/]+/, '');
  return request;
}`;

// The header values live in site-headers.ts, which the local site server (`npm run preview`) shares.
export { SPA_CACHE };

export interface WebProps {
  region: string;
  /** Custom host name and its us-east-1 certificate; absent → the CloudFront domain. */
  domain?: string;
  certificateArn?: string;
  /** The HTTP API's host name. */
  apiDomainName: string;
  /** Headers CloudFront adds to every API request (the origin-verify secret). */
  apiOriginHeaders: Record<string, string>;
  /** Streaming routes: CloudFront path pattern → Function URL. */
  streaming: { pathPattern: string; url: IFunctionUrl }[];
  publicBuckets: [BucketName, IBucket][];
  /** The WAF web ACL (ARN) in front of the distribution (edge-stack.ts). */
  webAclArn: string;
  /** Receives the distribution's and the site bucket's access logs (access-logs.ts). */
  accessLogs: IBucket;
  /** web/dist, when built; the SPA ships only if it exists. */
  webDist?: string;
  /** What /config.json tells the SPA ({ region, userPoolId, userPoolClientId }). */
  runtimeConfig: Record<string, string>;
  disposable: boolean;
}

/**
 * The one origin of the product: CloudFront in front of the SPA bucket (OAC), the HTTP API (/api/*),
 * the chat Function URL (/api/chat, OAC-signed) and the public upload buckets (/media/<bucket>/*, OAC).
 * Every behaviour sends the same security headers.
 */
export class Web extends Construct {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  readonly headersPolicy: ResponseHeadersPolicy;
  /** https://<domain> */
  readonly siteUrl: string;
  /** The paths that have a prerendered page (keys '/', '/rates', '/agent/<slug>'...), read by the viewer-request function. */
  readonly pagesStore: KeyValueStore;
  /** The built index.html (the SPA shell, and the template of prerendered pages); absent when web/dist is not built. */
  readonly indexHtml?: string;
  /** The last deployment of the site's files: what runs after it sees the current build in the bucket. */
  readonly siteDeployment: BucketDeployment;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.siteBucket = new Bucket(this, 'SiteBucket', {
      ...privateBucketProps(props.disposable),
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: ACCESS_LOG_PREFIX.bucket('site'),
    });

    this.headersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'CSP, HSTS, nosniff, referrer policy, no framing',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({ connect: awsEndpoints(props.region) }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(HSTS_MAX_AGE_DAYS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: REFERRER_POLICY as HeadersReferrerPolicy,
          override: true,
        },
        frameOptions: { frameOption: FRAME_OPTION as HeadersFrameOption, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });

    const edgeFunction = (
      name: string,
      code: string,
      eventType: FunctionEventType,
      keyValueStore?: KeyValueStore,
    ) => ({
      function: new CloudFrontFunction(this, name, {
        code: FunctionCode.fromInline(code),
        runtime: FunctionRuntime.JS_2_0,
        keyValueStore,
      }),
      eventType,
    });
    const viewerRequest = (name: string, code: string, keyValueStore?: KeyValueStore) => [
      edgeFunction(name, code, FunctionEventType.VIEWER_REQUEST, keyValueStore),
    ];
    this.pagesStore = new KeyValueStore(this, 'PagesStore', {
      comment: 'Paths with a prerendered page under _pages/ (written by the render function)',
    });
    const common = {
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      responseHeadersPolicy: this.headersPolicy,
      compress: true,
    } satisfies Partial<BehaviorOptions>;

    // The API decides what is cacheable (public GETs send s-maxage); tokens are part of the key.
    const apiCache = new CachePolicy(this, 'ApiCache', {
      comment: 'Honour the API Cache-Control; Authorization in the key',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(10),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // Exactly the headers the handlers read (test/infra checks them against functions/src), never Host
    // (API Gateway and Lambda URLs route by their own host).
    const apiRequest = new OriginRequestPolicy(this, 'ApiRequest', {
      comment: 'API and chat: the headers the handlers read',
      headerBehavior: OriginRequestHeaderBehavior.allowList(...FORWARDED_VIEWER_HEADERS),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });
    const spaCache = new CachePolicy(this, 'SpaCache', {
      comment: 'SPA files: honour the Cache-Control set at deployment',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.minutes(5),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const additionalBehaviors: Record<string, BehaviorOptions> = {};
    // Streaming paths first: CloudFront takes the first matching pattern, and /api/* would match too.
    for (const { pathPattern, url } of props.streaming) {
      additionalBehaviors[pathPattern] = {
        ...common,
        origin: FunctionUrlOrigin.withOriginAccessControl(url, { readTimeout: Duration.seconds(60) }),
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        originRequestPolicy: apiRequest,
        compress: false,
      };
    }
    additionalBehaviors['/api/*'] = {
      ...common,
      origin: new HttpOrigin(props.apiDomainName, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        customHeaders: props.apiOriginHeaders,
      }),
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachedMethods: CachedMethods.CACHE_GET_HEAD_OPTIONS,
      cachePolicy: apiCache,
      originRequestPolicy: apiRequest,
    };
    const stripMedia = viewerRequest('StripMediaPrefix', STRIP_MEDIA_PREFIX_CODE);
    for (const [name, bucket] of props.publicBuckets) {
      additionalBehaviors[`${MEDIA_PREFIX}/${name}/*`] = {
        ...common,
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        functionAssociations: stripMedia,
      };
    }

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Maplestone: SPA, API, chat and media on one origin',
      defaultBehavior: {
        ...common,
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: spaCache,
        functionAssociations: [
          ...viewerRequest('PageRewrite', PAGE_REWRITE_CODE, this.pagesStore),
          edgeFunction('StatusFromMetadata', STATUS_FROM_METADATA_CODE, FunctionEventType.VIEWER_RESPONSE),
        ],
      },
      additionalBehaviors,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // North America and Europe edges: the audience is Canadian, and it is the cheapest class.
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: ACCESS_LOG_PREFIX.cloudFront,
      ...(props.domain && props.certificateArn
        ? {
            domainNames: [props.domain],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });
    this.siteUrl = `https://${props.domain ?? this.distribution.distributionDomainName}`;
    acknowledge(
      this.distribution,
      ['AwsSolutions-CFR1'],
      'No geo restriction: Canadians abroad and newcomers still in their old country are clients; the WAF limits abuse instead.',
    );
    if (!props.domain) {
      acknowledge(
        this.distribution,
        ['AwsSolutions-CFR4'],
        'Without a custom domain CloudFront serves its own *.cloudfront.net certificate, whose TLS policy cannot be set; with `domain` configured the minimum is TLSv1.2_2021.',
      );
    }

    const dist = props.webDist && existsSync(join(props.webDist, 'index.html')) ? props.webDist : undefined;
    this.indexHtml = dist && join(dist, 'index.html');
    this.siteDeployment = this.deploySite(props, dist);
    this.acknowledgeDeploymentProvider();
  }

  /** BucketDeployment's Lambda is one per stack and CDK's own: its grants are CDK's, to the asset and site buckets. */
  private acknowledgeDeploymentProvider(): void {
    const stack = Stack.of(this);
    const provider = stack.node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (!provider) return;
    const { account, region } = nagEnv(this);
    const assets = `arn:<AWS::Partition>:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${account}-${region}/*`;
    acknowledge(
      provider,
      [
        BASIC_EXECUTION_ROLE,
        'AwsSolutions-L1',
        ...['s3:Abort*', 's3:DeleteObject*', 's3:GetBucket*', 's3:GetObject*', 's3:List*'].map(
          (action) => `AwsSolutions-IAM5[Action::${action}]`,
        ),
        wildcardResource('*'),
        wildcardResource(arnOf(this.siteBucket, '/*')),
        wildcardResource(assets),
      ],
      "CDK's BucketDeployment provider (its runtime and grants are CDK's): it copies the build from the CDK asset bucket to the site bucket and invalidates the distribution (CreateInvalidation takes no resource).",
    );
  }

  private deploySite(props: WebProps, dist: string | undefined): BucketDeployment {
    // Never prune (an open tab may still load the previous build's chunks) and never touch what the render writes.
    const deployment = {
      destinationBucket: this.siteBucket,
      memoryLimit: 512,
      prune: false,
      exclude: RENDERED_OBJECTS,
    } as const;
    const config = Source.jsonData('config.json', props.runtimeConfig);
    if (!dist) {
      Annotations.of(this).addWarningV2(
        'maplestone:web-not-built',
        'web/dist is missing: only /config.json is deployed. Run `npm run build` before `cdk deploy`.',
      );
      return new BucketDeployment(this, 'DeployConfig', {
        ...deployment,
        sources: [config],
        cacheControl: [CacheControl.fromString(SPA_CACHE.entry)],
        distribution: this.distribution,
        distributionPaths: ['/config.json'],
      });
    }
    // Hashed assets first, kept across deploys; then index.html and config.json, which point at them.
    const assetsDir = join(dist, 'assets');
    const assets = existsSync(assetsDir)
      ? new BucketDeployment(this, 'DeployAssets', {
          ...deployment,
          sources: [Source.asset(assetsDir)],
          destinationKeyPrefix: 'assets/',
          cacheControl: [CacheControl.fromString(SPA_CACHE.assets)],
        })
      : undefined;
    const site = new BucketDeployment(this, 'DeploySite', {
      ...deployment,
      sources: [Source.asset(dist, { exclude: ['assets', 'assets/*'] }), config],
      cacheControl: [CacheControl.fromString(SPA_CACHE.entry)],
      distribution: this.distribution,
      distributionPaths: ['/', '/index.html', '/config.json'],
    });
    if (assets) site.node.addDependency(assets);
    return site;
  }
}
