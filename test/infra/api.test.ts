import { beforeAll, describe, expect, it } from 'vitest';
import {
  needsCognitoJwt,
  type RouteDefinition,
  routeKey,
  routes as routeTable,
} from '../../functions/src/routes';
import { THROTTLE } from '../../infra/aws/constructs/api';
import { cloudFrontPathPattern, planRoutes } from '../../infra/aws/route-plan';
import { logicalId, resourceOf, SYNTH_TIMEOUT, type Synthesized, synth } from './support/synth';

type Json = Record<string, unknown>;

let s: Synthesized;
let routesByKey: Map<string, Json>;
let integrationTarget: Map<string, string>;
let stage: Json;
let authorizerId: string;

beforeAll(async () => {
  s = await synth({ mode: 'complete' });
  const found = s.template.findResources('AWS::ApiGatewayV2::Route') as Record<string, { Properties: Json }>;
  routesByKey = new Map(
    Object.values(found).map((route) => [route.Properties.RouteKey as string, route.Properties]),
  );
  // integration logical id → the Lambda logical id it invokes
  const integrations = s.template.findResources('AWS::ApiGatewayV2::Integration') as Record<
    string,
    { Properties: { IntegrationUri: { 'Fn::GetAtt': [string, string] } } }
  >;
  integrationTarget = new Map(
    Object.entries(integrations).map(([id, integration]) => [
      id,
      integration.Properties.IntegrationUri['Fn::GetAtt'][0],
    ]),
  );
  stage = Object.values(s.template.findResources('AWS::ApiGatewayV2::Stage'))[0]!.Properties as Json;
  authorizerId = Object.keys(s.template.findResources('AWS::ApiGatewayV2::Authorizer'))[0]!;
}, SYNTH_TIMEOUT);

const httpRoutes = routeTable.filter((route) => !route.streaming);
const label = (route: RouteDefinition) => `${routeKey(route)} (${route.auth}, ${route.audience})`;

describe('HTTP API routes come from the route table', () => {
  it('has exactly the table’s non-streaming routes', () => {
    const expected = s.routes
      .filter((route) => !route.streaming)
      .map(routeKey)
      .sort();
    expect([...routesByKey.keys()].sort()).toEqual(expected);
  });

  it.each(httpRoutes.map((route) => [label(route), route] as const))(
    '%s: authorizer iff signed-in, integrated with its audience Lambda',
    (_, route) => {
      const props = routesByKey.get(routeKey(route))!;
      expect(props, `${routeKey(route)} missing`).toBeDefined();
      // 'public' and 'borrower' (the portal's own session, ADR 118) have no JWT authorizer.
      if (!needsCognitoJwt(route)) {
        expect(props.AuthorizationType ?? 'NONE').toBe('NONE');
        expect(props.AuthorizerId).toBeUndefined();
      } else {
        expect(props.AuthorizationType).toBe('JWT');
        expect(props.AuthorizerId).toEqual({ Ref: authorizerId });
      }
      const target = (props.Target as { 'Fn::Join': [string, [string, { Ref: string }]] })['Fn::Join'][1][1]
        .Ref;
      expect(integrationTarget.get(target)).toBe(logicalId(s.stack.functions[route.audience]!));
    },
  );

  it('throttles exactly the throttled routes, and the stage as a whole', () => {
    const throttledKeys = s.routes
      .filter((route) => route.throttled && !route.streaming)
      .map(routeKey)
      .sort();
    const settings = (stage.RouteSettings ?? {}) as Record<string, Json>;
    expect(Object.keys(settings).sort()).toEqual(throttledKeys);
    for (const key of throttledKeys) {
      expect(settings[key]).toEqual({
        ThrottlingRateLimit: THROTTLE.throttledRoute.rateLimit,
        ThrottlingBurstLimit: THROTTLE.throttledRoute.burstLimit,
      });
    }
    expect(stage.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: THROTTLE.stage.rateLimit,
      ThrottlingBurstLimit: THROTTLE.stage.burstLimit,
    });
  });

  it('lets real traffic through the public writes: at least 50 requests/s and bursts of 100, all callers together', () => {
    const settings = (stage.RouteSettings ?? {}) as Record<string, Json>;
    for (const key of ['POST /api/leads', 'POST /api/newsletter', 'POST /api/events']) {
      expect(settings[key], key).toBeDefined();
      expect(settings[key]!.ThrottlingRateLimit as number, key).toBeGreaterThanOrEqual(50);
      expect(settings[key]!.ThrottlingBurstLimit as number, key).toBeGreaterThanOrEqual(100);
    }
    // A route limit above the stage's would never be reached.
    expect(THROTTLE.throttledRoute.rateLimit).toBeLessThanOrEqual(THROTTLE.stage.rateLimit);
    expect(THROTTLE.throttledRoute.burstLimit).toBeLessThanOrEqual(THROTTLE.stage.burstLimit);
  });

  it('lists the throttled public writes of the table (leads at least)', () => {
    expect(routeTable.filter((route) => route.throttled).map(routeKey)).toContain('POST /api/leads');
  });

  it('the JWT authorizer checks the user pool issuer and the SPA client as audience', () => {
    const authorizer = resourceOf(s, authorizerId).Properties;
    expect(authorizer.AuthorizerType).toBe('JWT');
    expect(authorizer.IdentitySource).toEqual(['$request.header.Authorization']);
    const jwt = authorizer.JwtConfiguration as { Issuer: unknown; Audience: unknown[] };
    expect(JSON.stringify(jwt.Issuer)).toContain('https://cognito-idp.');
    expect(JSON.stringify(jwt.Issuer)).toContain(
      logicalId(s.stack.node.findChild('Auth').node.findChild('UserPool')),
    );
    expect(jwt.Audience).toEqual([
      {
        Ref: logicalId(s.stack.node.findChild('Auth').node.findChild('UserPool').node.findChild('WebClient')),
      },
    ]);
  });

  it('each audience Lambda may be invoked by this API only, with one permission for all its routes', () => {
    const permissions = Object.values(s.template.findResources('AWS::Lambda::Permission')).filter(
      (permission) => (permission.Properties as Json).Principal === 'apigateway.amazonaws.com',
    );
    const audiences = [...new Set(httpRoutes.map((route) => route.audience))];
    expect(permissions).toHaveLength(audiences.length);
    for (const permission of permissions) {
      expect(JSON.stringify((permission.Properties as Json).SourceArn)).toContain('/*/*');
    }
  });

  it('logs access without the caller’s IP', () => {
    const format = JSON.parse((stage.AccessLogSettings as { Format: string }).Format) as Record<
      string,
      string
    >;
    expect(format.routeKey).toBe('$context.routeKey');
    expect(Object.values(format)).not.toContain('$context.identity.sourceIp');
  });
});

describe('the route plan', () => {
  const base: RouteDefinition = {
    method: 'GET',
    path: '/api/x',
    audience: 'public-api',
    auth: 'public',
    handler: 'x',
  };

  it('refuses a route declared twice', () => {
    expect(() => planRoutes([base, { ...base, handler: 'y' }])).toThrow(/declared twice/);
  });

  it('refuses a streaming route that needs sign-in (a Function URL has no JWT authorizer)', () => {
    expect(() => planRoutes([{ ...base, audience: 'chat', streaming: true, auth: 'signed-in' }])).toThrow(
      /only public routes can stream/,
    );
  });

  it('refuses a path outside /api/ (CloudFront sends only /api/* to the API)', () => {
    expect(() => planRoutes([{ ...base, path: '/health' }])).toThrow(/under \/api\//);
  });

  it('turns path parameters into CloudFront wildcards', () => {
    expect(cloudFrontPathPattern('/api/chat')).toBe('/api/chat');
    expect(cloudFrontPathPattern('/api/chat/{conversationId}/stream')).toBe('/api/chat/*/stream');
  });

  it('accepts the product’s route table', () => {
    const plan = planRoutes(routeTable);
    expect(plan.http.length + plan.streaming.length).toBe(routeTable.length);
  });
});

describe('the execute-api URL is no way around the edge', () => {
  it('CloudFront sends the origin-verify secret to the API, and each API Lambda holds the same secret', () => {
    const distribution = Object.values(s.template.findResources('AWS::CloudFront::Distribution'))[0]!
      .Properties as {
      DistributionConfig: {
        Origins: {
          CustomOriginConfig?: unknown;
          OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
        }[];
      };
    };
    const apiOrigins = distribution.DistributionConfig.Origins.filter((origin) =>
      origin.OriginCustomHeaders?.some((header) => header.HeaderName === 'x-origin-verify'),
    );
    expect(apiOrigins).toHaveLength(1);
    const secretValue = apiOrigins[0]!.OriginCustomHeaders!.find(
      (h) => h.HeaderName === 'x-origin-verify',
    )!.HeaderValue;
    // A dynamic reference to a generated Secrets Manager secret, never a literal in the template.
    const header = dynamicReference(secretValue);
    expect(header).toEqual({
      secret: expect.stringContaining('OriginVerifySecret'),
      field: 'header',
      version: '',
    });

    const holders = originVerifyHolders(s);
    // Each API Lambda, and the render function, which reads the API past the CDN (ADR 058).
    expect(holders).toHaveLength(new Set(httpRoutes.map((route) => route.audience)).size + 1);
    // The Lambdas get the whole secret (the header value and, during a rotation, the also-accepted one).
    for (const value of holders) {
      expect(dynamicReference(value)).toEqual({ secret: header.secret, field: '', version: '' });
    }
  });

  it(
    'a rotation deploys one pinned version of the secret to CloudFront and the Lambdas alike',
    async () => {
      const version = '01234567-89ab-cdef-0123-456789abcdef';
      const rotated = await synth({ mode: 'complete', context: { originVerifyVersion: version } });
      const origins = (
        (
          Object.values(rotated.template.findResources('AWS::CloudFront::Distribution'))[0]!
            .Properties as Json
        ).DistributionConfig as {
          Origins: { OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
        }
      ).Origins;
      const headerValue = origins
        .flatMap((origin) => origin.OriginCustomHeaders ?? [])
        .find((header) => header.HeaderName === 'x-origin-verify')!.HeaderValue;
      expect(dynamicReference(headerValue)).toMatchObject({ field: 'header', version });
      for (const value of originVerifyHolders(rotated)) expect(dynamicReference(value).version).toBe(version);
    },
    SYNTH_TIMEOUT,
  );

  it('the origin-verify secret is JSON with a generated "header" value', () => {
    const secret = Object.values(s.template.findResources('AWS::SecretsManager::Secret'))
      .map((resource) => resource.Properties as Json)
      .find((props) => JSON.stringify(props.Description).includes('CloudFront adds'))!;
    expect(secret.GenerateSecretString).toMatchObject({
      SecretStringTemplate: '{}',
      GenerateStringKey: 'header',
      PasswordLength: 48,
      ExcludePunctuation: true,
    });
  });
});

/** `{{resolve:secretsmanager:<arn>:SecretString:<field>:<stage>:<version>}}` → its parts. */
function dynamicReference(value: unknown): { secret: string; field: string; version: string } {
  const text = JSON.stringify(value);
  const match = /resolve:secretsmanager:",\{"Ref":"([^"]+)"\},":SecretString:([^:]*):([^:]*):([^}]*)}}/.exec(
    text,
  );
  if (!match) throw new Error(`not a Secrets Manager dynamic reference: ${text}`);
  return { secret: match[1]!, field: match[2]!, version: match[4]! };
}

function originVerifyHolders(synthesized: Synthesized): unknown[] {
  const functions = Object.values(synthesized.template.findResources('AWS::Lambda::Function')) as {
    Properties: { Environment?: { Variables?: Record<string, unknown> } };
  }[];
  return functions
    .map((fn) => fn.Properties.Environment?.Variables?.ORIGIN_VERIFY_SECRET)
    .filter((value) => value !== undefined);
}
