import {
  Annotations,
  CfnOutput,
  CrossStackReferences,
  Duration,
  ReferenceStrength,
  RemovalPolicy,
  SecretValue,
  Stack,
  type StackProps,
  Validations,
} from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { FunctionUrl, IFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../../functions/src/lib/edge';
import {
  BORROWER_DOCUMENTS_BUCKET,
  type BucketName,
  EXPORT_BUCKET,
} from '../../../functions/src/lib/storage-buckets';
import { type Audience, type RouteDefinition, routes as routeTable } from '../../../functions/src/routes';
import { type DeployConfig, isDisposable } from '../config';
import { AccessLogs } from '../constructs/access-logs';
import { Api } from '../constructs/api';
import { createAppFunction } from '../constructs/app-function';
import { Auth } from '../constructs/auth';
import type { LambdaName } from '../constructs/bundling';
import { Chat, grantBedrockModel } from '../constructs/chat';
import { Data } from '../constructs/data';
import {
  DATA_ACCESS,
  denyAuditChanges,
  grantAuditAppend,
  grantDataAccess,
  READ_ACTIONS,
  WRITE_ACTIONS,
} from '../constructs/data-access';
import { Email } from '../constructs/email';
import { Jobs } from '../constructs/jobs';
import { Monitoring } from '../constructs/monitoring';
import { Prerender } from '../constructs/prerender';
import { Storage } from '../constructs/storage';
import { MEDIA_PREFIX, Web } from '../constructs/web';
import { acknowledge, arnOf, wildcardResource } from '../nag';
import { planRoutes } from '../route-plan';
import { EdgeSecurityStack } from './edge-stack';

export interface MaplestoneStackProps extends StackProps {
  config: DeployConfig;
  /** Absolute entry paths of the Lambdas whose files exist; a missing one is not deployed (with a warning). */
  entries: Partial<Record<LambdaName, string>>;
  /** web/dist when built. */
  webDist?: string;
  /** export-lead's stream filter (functions/src/jobs/export-lead-filter.ts). */
  exportLeadFilter?: Record<string, unknown>;
  /** The route table; the product's own unless a test passes another. */
  routes?: readonly RouteDefinition[];
}

/** The Cognito actions the super admin's back office performs (create, disable, group agents). */
export const COGNITO_ADMIN_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminGetUser',
  // Deactivation ends the agent's sessions: its refresh tokens stop working at once.
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminResetUserPassword',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:ListUsers',
  'cognito-idp:ListUsersInGroup',
];

/** Buckets an agent uploads to (own headshot, banner, documents, customisation images). */
export const AGENT_UPLOAD_BUCKETS: BucketName[] = [
  'agent-headshots',
  'agent-banners',
  'agent-documents',
  'agent-media',
];

const FUNCTION_SETTINGS: Record<LambdaName, { description: string; memorySize: number; timeout: Duration }> =
  {
    'public-api': {
      description: 'Public API: reads, lead capture',
      memorySize: 1024,
      timeout: Duration.seconds(10),
    },
    'agent-api': { description: 'Agent dashboard API', memorySize: 1024, timeout: Duration.seconds(10) },
    // The borrower's portal (issue 38, ADR 118): sign-in by e-mailed link or code, then the caller's own file.
    'borrower-api': {
      description: "Borrower's portal API: sign-in, the borrower's own file",
      memorySize: 1024,
      timeout: Duration.seconds(10),
    },
    // Its "scrape now" waits up to 25 s for the scrape-rates function (MANUAL_SCRAPE_WAIT_MS); API Gateway waits 30 s at most.
    'admin-api': { description: 'Super admin API', memorySize: 1024, timeout: Duration.seconds(29) },
    chat: {
      description: 'Val, the AI mortgage advisor (streaming)',
      memorySize: 1024,
      timeout: Duration.minutes(2),
    },
    'export-lead': { description: 'New lead → CRM e-mail', memorySize: 512, timeout: Duration.seconds(30) },
    'count-events': {
      description: 'Leads and page views → the counters (table stream)',
      memorySize: 512,
      timeout: Duration.seconds(30),
    },
    // Outlasts the admin's wait (ADR 067): a manual scrape the admin stopped waiting for still ends and writes.
    'scrape-rates': { description: 'Nightly rate scrape', memorySize: 512, timeout: Duration.minutes(2) },
    // A run sends up to 200 leads 8 at a time; a run every 5 minutes, so it must end well within that.
    'reconcile-lead-exports': {
      description: 'Every 5 minutes: leads not yet e-mailed → CRM',
      memorySize: 512,
      timeout: Duration.minutes(2),
    },
    // The admin's "Export CSV" (ADR 093): every lead a filter selects, a page at a time, into one file. Lambda's
    // longest run; it stops itself 30 s before. The memory buys CPU for the rows (a part buffers 5 MiB).
    'export-leads': {
      description: "Leads list → CSV file in the exports bucket (the admin's Export CSV)",
      memorySize: 1024,
      timeout: Duration.minutes(15),
    },
    // Daily (ADR 118): one Query of the outstanding documents, then each file to remind read and e-mailed in turn.
    'remind-file-documents': {
      description: 'Weekdays 09:00 Toronto: e-mail borrowers the documents their broker still waits for',
      memorySize: 512,
      timeout: Duration.minutes(2),
    },
  };

/**
 * The whole production system of one stage. Everything HTTP comes from the route table
 * (functions/src/routes.ts); the table, buckets and key patterns from the modules the functions use.
 */
export class MaplestoneStack extends Stack {
  readonly functions: Partial<Record<LambdaName, NodejsFunction>> = {};
  readonly web: Web;
  /** The render function of public pages (ADR 058); absent while web/dist is not built (it ships the template). */
  readonly prerender?: Prerender;
  /** The web ACL's stack in us-east-1 (a CLOUDFRONT-scoped ACL lives only there), deployed first. */
  readonly edgeSecurity: EdgeSecurityStack;

  constructor(scope: Construct, id: string, props: MaplestoneStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    const { config } = props;
    const disposable = isDisposable(config.stage);
    const logRetention = disposable ? RetentionDays.ONE_WEEK : RetentionDays.ONE_MONTH;
    const routes = props.routes ?? routeTable;
    const plan = planRoutes(routes);

    // The web ACL's ARN comes through CDK's cross-region export, strong: the ACL cannot be deleted while
    // the distribution uses it.
    CrossStackReferences.of(this).consume(ReferenceStrength.STRONG);
    this.edgeSecurity = new EdgeSecurityStack(scope, `${id}-Edge`, {
      description: `Maplestone mortgage: the CloudFront web ACL (${config.stage})`,
      env: { account: props.env?.account, region: 'us-east-1' },
      routes,
    });

    const monitoring = new Monitoring(this, 'Monitoring', { alarmEmail: config.alarmEmail });
    const data = new Data(this, 'Data', { disposable, indexes: config.tableIndexes });
    const auth = new Auth(this, 'Auth', { disposable });
    const accessLogs = new AccessLogs(this, 'AccessLogs', { disposable });
    // Without a custom domain the site origin is the distribution's generated name: set after it (below).
    const storage = new Storage(this, 'Storage', {
      disposable,
      siteOrigin: config.domain ? `https://${config.domain}` : undefined,
      accessLogs: accessLogs.bucket,
    });
    const email = new Email(this, 'Email', {
      fromAddress: config.sesFromAddress,
      domainIdentity: config.sesDomainIdentity,
      sandboxRecipients: [config.crmEmail],
    });

    // Shared by CloudFront (a custom header on the API origin) and the API Lambdas (which refuse requests
    // without it), so the execute-api URL is useless to callers that skip the edge. JSON: CloudFront sends
    // `header`; the Lambdas get the whole value and also accept `alsoAccepted`, so a rotation refuses
    // nothing (edge.ts, ADR 027). Both read the deployed version: the same value on both sides.
    const originVerify = new Secret(this, 'OriginVerifySecret', {
      description: 'Header value CloudFront adds to API requests; the API Lambdas refuse requests without it',
      generateSecretString: {
        secretStringTemplate: '{}',
        generateStringKey: 'header',
        passwordLength: 48,
        excludePunctuation: true,
      },
      removalPolicy: disposable ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    const originVerifyVersion = config.originVerifyVersion ? { versionId: config.originVerifyVersion } : {};
    const originVerifyHeader = SecretValue.secretsManager(originVerify.secretArn, {
      jsonField: 'header',
      ...originVerifyVersion,
    }).unsafeUnwrap();
    const originVerifyAccepted = SecretValue.secretsManager(
      originVerify.secretArn,
      originVerifyVersion,
    ).unsafeUnwrap();
    // Signs chat conversation tokens (a conversation's lead is updated only by who holds its token).
    const chatToken = new Secret(this, 'ChatTokenSecret', {
      description: 'HMAC key of chat conversation tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: disposable ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    // Signs the back office's page cursors (ADR 091): a cursor is good only for the list and caller it came from.
    const cursorKey = new Secret(this, 'CursorSecret', {
      description: 'HMAC key of the back office page cursors',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: disposable ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    for (const [secret, reason] of [
      [
        originVerify,
        'Rotated by hand with two accepted values, so no request is refused: CloudFront reads it at deploy time, which a rotation Lambda cannot update (ADR 027, docs/deploy.md).',
      ],
      [
        chatToken,
        'Rotating it would orphan every open conversation (its token no longer verifies); it is rotated by hand if exposed (ADR 027).',
      ],
      [
        cursorKey,
        'Rotating it only makes the cursors of pages open at that moment stale (the list is loaded again); it is rotated by hand if exposed (ADR 091).',
      ],
    ] as const) {
      Validations.of(secret).acknowledge({ id: 'AwsSolutions-SMG4', reason });
    }

    const staticSiteUrl = config.domain ? `https://${config.domain}` : undefined;
    const baseEnv: Record<string, string> = {
      STAGE: config.stage,
      LOG_LEVEL: config.logLevel,
      TABLE_NAME: data.table.tableName,
      COGNITO_ISSUER: auth.issuer,
      USER_POOL_ID: auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: auth.client.userPoolClientId,
      CRM_EMAIL: config.crmEmail,
      SES_FROM_ADDRESS: config.sesFromAddress,
      ...storage.environment(),
      ...(config.rateSources === undefined ? {} : { RATE_SOURCES: JSON.stringify(config.rateSources) }),
    };
    const edgeEnv = { ORIGIN_VERIFY_SECRET: originVerifyAccepted };
    const backOfficeEnv = { ...edgeEnv, CURSOR_SECRET: cursorKey.secretValue.unsafeUnwrap() };
    const extraEnv: Partial<Record<LambdaName, Record<string, string>>> = {
      chat: {
        BEDROCK_MODEL_ID: config.bedrockModelId,
        CHAT_TOKEN_SECRET: chatToken.secretValue.unsafeUnwrap(),
      },
      'public-api': edgeEnv,
      'agent-api': backOfficeEnv,
      'borrower-api': edgeEnv,
      'admin-api': backOfficeEnv,
    };
    const make = (name: LambdaName): NodejsFunction | undefined => {
      const entry = props.entries[name];
      if (!entry) {
        Annotations.of(this).addWarningV2(
          `maplestone:missing-entry:${name}`,
          `${name} is not deployed: its entry file does not exist yet`,
        );
        return undefined;
      }
      const fn = createAppFunction(this, toId(name), {
        entry,
        ...FUNCTION_SETTINGS[name],
        environment: { ...baseEnv, ...extraEnv[name] },
        logRetention,
        disposable,
      });
      this.functions[name] = fn;
      monitoring.alarmOnErrors(toId(name), fn);
      return fn;
    };

    // The audience Lambdas the route table names, then the jobs.
    const audiences = [...new Set<Audience>([...plan.httpAudiences, ...plan.streamingAudiences])];
    const audienceFns: Partial<Record<Audience, NodejsFunction>> = {};
    for (const audience of audiences) {
      const fn = make(audience);
      if (fn) audienceFns[audience] = fn;
    }
    const exportLead = make('export-lead');
    const countEvents = make('count-events');
    const scrapeRates = make('scrape-rates');
    const reconcileLeadExports = make('reconcile-lead-exports');
    const exportLeads = make('export-leads');
    const remindFileDocuments = make('remind-file-documents');

    // Least privilege, per Lambda.
    for (const [name, access] of Object.entries(DATA_ACCESS) as [
      keyof typeof DATA_ACCESS,
      (typeof DATA_ACCESS)[keyof typeof DATA_ACCESS],
    ][]) {
      const fn = this.functions[name];
      if (fn) grantDataAccess(fn, data.table, access);
    }
    const admin = this.functions['admin-api'];
    if (admin) {
      admin.addToRolePolicy(
        new PolicyStatement({
          sid: 'WholeTable',
          // Every item action, on the table and its indexes; no Scan (none in a request path) and no stream.
          actions: [...READ_ACTIONS, ...WRITE_ACTIONS.map((action) => `dynamodb:${action}`)],
          resources: [data.table.tableArn, `${data.table.tableArn}/index/*`],
        }),
      );
      denyAuditChanges(admin, data.table);
      for (const bucket of Object.values(storage.buckets)) grantObjects(admin, bucket.bucketArn);
      acknowledge(
        admin.role!,
        [
          wildcardResource(`${arnOf(data.table)}/index/*`),
          ...Object.values(storage.buckets).map((bucket) => wildcardResource(arnOf(bucket, '/*'))),
        ],
        "The super admin's back office: every index of the one table, and the objects (never the bucket settings) of every upload bucket.",
      );
      admin.addToRolePolicy(
        new PolicyStatement({
          sid: 'CognitoAdmin',
          actions: COGNITO_ADMIN_ACTIONS,
          resources: [auth.userPool.userPoolArn],
        }),
      );
    }
    // The admin's "scrape now" invokes the scrape function and waits for its summary (ADR 067).
    if (admin && scrapeRates) {
      scrapeRates.grantInvoke(admin);
      admin.addEnvironment('SCRAPE_RATES_FUNCTION_NAME', scrapeRates.functionName);
      acknowledge(
        admin.role!,
        [wildcardResource(arnOf(scrapeRates, ':*'))],
        "lambda:InvokeFunction on the scrape function's versions and aliases too (CDK's grantInvoke); it is the one function.",
      );
    } else if (admin) {
      Annotations.of(this).addWarningV2(
        'maplestone:admin-scrape-without-function',
        'POST /api/admin/rates/scrape cannot work: it invokes the scrape-rates function, which is not deployed',
      );
    }
    // The admin's "Export CSV" (ADR 093): admin-api starts the export job (an asynchronous invocation) and links
    // its file; the job writes files into the exports bucket and nowhere else.
    if (exportLeads) {
      exportLeads.addEnvironment(EXPORT_BUCKET.variable, storage.exports.bucketName);
      exportLeads.addToRolePolicy(
        new PolicyStatement({
          sid: 'WriteExportFiles',
          // Multipart upload: create, upload parts and complete are s3:PutObject; a failed export aborts its upload.
          actions: ['s3:PutObject', 's3:AbortMultipartUpload'],
          resources: [storage.exports.arnForObjects('*')],
        }),
      );
      // A failed run marks its export failed itself; a retry would run it again after that (and it is claimed once).
      exportLeads.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.hours(1) });
      acknowledge(
        exportLeads.role!,
        [wildcardResource(arnOf(storage.exports, '/*'))],
        'The export files it writes: any key of the exports bucket, which holds nothing but export files.',
      );
    }
    if (admin && exportLeads) {
      exportLeads.grantInvoke(admin);
      admin.addEnvironment('EXPORT_LEADS_FUNCTION_NAME', exportLeads.functionName);
      admin.addEnvironment(EXPORT_BUCKET.variable, storage.exports.bucketName);
      admin.addToRolePolicy(
        new PolicyStatement({
          sid: 'ReadExportFiles',
          // Signs the 5-minute links to finished files; never writes or deletes one.
          actions: ['s3:GetObject'],
          resources: [storage.exports.arnForObjects('*')],
        }),
      );
      acknowledge(
        admin.role!,
        [wildcardResource(arnOf(exportLeads, ':*')), wildcardResource(arnOf(storage.exports, '/*'))],
        "lambda:InvokeFunction on the export function's versions and aliases too (CDK's grantInvoke), the one function; s3:GetObject on the export files, for their presigned links.",
      );
    } else if (admin) {
      Annotations.of(this).addWarningV2(
        'maplestone:admin-export-without-function',
        'POST /api/admin/exports cannot work: it invokes the export-leads function, which is not deployed',
      );
    }
    const agent = this.functions['agent-api'];
    // FINTRAC records are audited whoever writes them (ADR 118): agent-api appends to the audit log, nothing more.
    if (agent) grantAuditAppend(agent, data.table);
    if (agent) {
      for (const name of AGENT_UPLOAD_BUCKETS) grantObjects(agent, storage.buckets[name].bucketArn);
      acknowledge(
        agent.role!,
        AGENT_UPLOAD_BUCKETS.map((name) => wildcardResource(arnOf(storage.buckets[name], '/*'))),
        'Presigned uploads, reads and deletes of objects in the agent buckets; the handler confines each agent to its own key prefix (IAM cannot see whose key it is).',
      );
    }
    if (exportLead) email.grantSend(exportLead);
    if (reconcileLeadExports) email.grantSend(reconcileLeadExports);
    // The rate alerts' e-mails go after each scrape (ADR 082).
    if (scrapeRates) email.grantSend(scrapeRates);
    // A rate alert's or the newsletter's confirmation e-mail goes when the visitor asks (double opt-in, ADR 095).
    if (audienceFns['public-api']) email.grantSend(audienceFns['public-api']);
    // The borrower's file (ADR 118): agent-api e-mails the invitations, borrower-api the codes and new links.
    if (audienceFns['agent-api']) email.grantSend(audienceFns['agent-api']);
    if (audienceFns['borrower-api']) email.grantSend(audienceFns['borrower-api']);
    // The documents reminders (ADR 118); its table access is the Jobs construct's (REMIND_FILE_DOCUMENTS_ACCESS).
    if (remindFileDocuments) email.grantSend(remindFileDocuments);

    // The borrowers' documents (ADR 118), each function only what it does with them, and only through S3 for the key:
    // borrower-api presigns uploads (encrypted with the key), reads their first bytes, deletes a refused one;
    // agent-api signs the broker's 5-minute read links; admin-api deletes them (a lead's deletion, anonymisation).
    const documents = storage.borrowerDocuments;
    const borrowerApi = audienceFns['borrower-api'];
    if (borrowerApi) {
      grantBorrowerDocuments(borrowerApi, storage, {
        objects: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
        key: ['kms:Encrypt', 'kms:Decrypt', 'kms:GenerateDataKey'],
      });
      for (const [name, value] of Object.entries(storage.borrowerDocumentsEnvironment({ withKey: true })))
        borrowerApi.addEnvironment(name, value);
    }
    if (agent) {
      grantBorrowerDocuments(agent, storage, { objects: ['s3:GetObject'], key: ['kms:Decrypt'] });
      for (const [name, value] of Object.entries(storage.borrowerDocumentsEnvironment()))
        agent.addEnvironment(name, value);
    }
    if (admin) {
      grantBorrowerDocuments(admin, storage, { objects: ['s3:DeleteObject'], key: [] });
      for (const [name, value] of Object.entries(storage.borrowerDocumentsEnvironment()))
        admin.addEnvironment(name, value);
    }
    for (const fn of [borrowerApi, agent, admin]) {
      if (!fn?.role) continue;
      acknowledge(
        fn.role,
        [wildcardResource(arnOf(documents, `/${BORROWER_DOCUMENTS_OBJECTS}`))],
        "The borrowers' documents: any object under files/ (each file's own prefix, files/{leadId}/), which the handler picks from the caller's own file; IAM cannot see whose file it is.",
      );
    }

    const api = new Api(this, 'Api', {
      plan,
      functions: audienceFns,
      issuer: auth.issuer,
      audience: auth.client.userPoolClientId,
      logRetention,
      disposable,
    });
    monitoring.alarm('Api5xx', (scope) =>
      api.httpApi.metricServerError({ period: Duration.minutes(5) }).createAlarm(scope, 'Alarm', {
        alarmDescription: 'The API answered 5xx',
        threshold: 5,
        evaluationPeriods: 1,
      }),
    );

    // Streaming routes: a Function URL per streaming audience, behind its CloudFront path.
    const urls = new Map<Audience, FunctionUrl>();
    for (const audience of plan.streamingAudiences) {
      const fn = audienceFns[audience];
      if (!fn) continue;
      const chat = new Chat(this, `${toId(audience)}Url`, {
        fn,
        bedrockModelId: audience === 'chat' ? config.bedrockModelId : undefined,
      });
      urls.set(audience, chat.url);
    }
    if (audienceFns.chat && !urls.has('chat')) {
      grantBedrockModel(audienceFns.chat, this, config.bedrockModelId);
    }

    if (exportLead) {
      if (!props.exportLeadFilter) throw new Error('export-lead needs its exportLeadFilterPattern');
      new Jobs(this, 'Jobs', {
        table: data.table,
        exportLead,
        exportLeadFilter: props.exportLeadFilter,
        countEvents,
        scrapeRates,
        reconcileLeadExports,
        remindFileDocuments,
        alarm: monitoring.alarm,
        stage: config.stage,
      });
    }

    this.web = new Web(this, 'Web', {
      region: this.region,
      domain: config.domain,
      certificateArn: config.certificateArn,
      apiDomainName: api.domainName,
      apiOriginHeaders: { [ORIGIN_VERIFY_HEADER]: originVerifyHeader },
      webAclArn: this.edgeSecurity.webAcl.attrArn,
      accessLogs: accessLogs.bucket,
      streaming: plan.streaming.flatMap(({ route, pathPattern }) => {
        const url = urls.get(route.audience);
        return url ? [{ pathPattern, url }] : [];
      }),
      publicBuckets: storage.publicBuckets,
      webDist: props.webDist,
      runtimeConfig: {
        region: this.region,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.client.userPoolClientId,
      },
      disposable,
    });
    if (!config.domain) storage.setSiteOrigin(this.web.siteUrl);

    if (this.web.indexHtml) {
      this.prerender = new Prerender(this, 'Prerender', {
        table: data.table,
        siteBucket: this.web.siteBucket,
        distribution: this.web.distribution,
        pagesStore: this.web.pagesStore,
        indexHtml: this.web.indexHtml,
        siteUrl: this.web.siteUrl,
        apiOrigin: api.httpApi.apiEndpoint,
        originVerifySecret: originVerifyAccepted,
        renderAfter: [this.web.siteDeployment, api],
        alarm: monitoring.alarm,
        logRetention,
        disposable,
      });
      monitoring.alarmOnErrors('RenderSite', this.prerender.fn);
      // Invoked by hand with `{}` to render every page again (docs/deploy.md).
      new CfnOutput(this, 'RenderFunction', { value: this.prerender.fn.functionName });
    } else {
      Annotations.of(this).addWarningV2(
        'maplestone:render-not-deployed',
        'The render function is not deployed (public pages are not prerendered): web/dist is missing. Run `npm run build` before `cdk deploy`.',
      );
    }

    // The site's own URL. A Lambda behind a Function URL origin cannot read the generated CloudFront
    // domain (the distribution depends on it): it gets these only when the domain is configured.
    for (const [name, fn] of Object.entries(this.functions) as [LambdaName, IFunction & NodejsFunction][]) {
      const siteUrl = urls.has(name as Audience) ? staticSiteUrl : this.web.siteUrl;
      if (!siteUrl) continue;
      fn.addEnvironment('SITE_URL', siteUrl);
      fn.addEnvironment('MEDIA_BASE_URL', `${siteUrl}${MEDIA_PREFIX}`);
    }

    new CfnOutput(this, 'SiteUrl', { value: this.web.siteUrl });
    new CfnOutput(this, 'DistributionId', { value: this.web.distribution.distributionId });
    new CfnOutput(this, 'ApiEndpoint', { value: api.httpApi.apiEndpoint });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.client.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
    new CfnOutput(this, 'AlarmTopicArn', { value: monitoring.topic.topicArn });
  }
}

/** public-api → PublicApi */
function toId(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
}

/** Every object key of the borrowers' documents bucket is under its prefix (services/borrower-file/storage.ts). */
export const BORROWER_DOCUMENTS_OBJECTS = `${BORROWER_DOCUMENTS_BUCKET.prefix}*`;

/**
 * Object actions on the borrowers' documents (keys under `files/` only) and, when any, the KMS actions on its key,
 * usable only by S3 on the function's behalf (kms:ViaService): the key encrypts nothing else.
 */
function grantBorrowerDocuments(
  fn: IFunction,
  storage: Storage,
  grant: { objects: string[]; key: string[] },
): void {
  fn.addToRolePolicy(
    new PolicyStatement({
      sid: 'BorrowerDocumentObjects',
      actions: grant.objects,
      resources: [storage.borrowerDocuments.arnForObjects(BORROWER_DOCUMENTS_OBJECTS)],
    }),
  );
  if (grant.key.length === 0) return;
  fn.addToRolePolicy(
    new PolicyStatement({
      sid: 'BorrowerDocumentsKey',
      actions: grant.key,
      resources: [storage.borrowerDocumentsKey.keyArn],
      conditions: { StringEquals: { 'kms:ViaService': `s3.${Stack.of(fn).region}.amazonaws.com` } },
    }),
  );
}

/** Presigned uploads (POST/PUT), presigned reads and deletes: the objects only, never the bucket policy. */
function grantObjects(fn: IFunction, bucketArn: string): void {
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
      resources: [`${bucketArn}/*`],
    }),
  );
}
