import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

type AudienceHandler = (event: never, context: Context) => Promise<unknown>;

/**
 * Calls an audience Lambda in this process with the API Gateway v2 event the gateway would build, for
 * tests that need the handler to run with an environment of their own (e.g. sources that all fail).
 */
export async function invokeRoute<T = { error?: { code: string; message: string } }>(
  handler: AudienceHandler,
  method: string,
  path: string,
  options: { query?: Record<string, string>; claims?: Record<string, unknown> } = {},
): Promise<{ statusCode: number; headers: Record<string, string>; body: T }> {
  const requestId = randomUUID();
  const event = {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(options.query).toString(),
    headers: {},
    queryStringParameters: options.query,
    requestContext: {
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId,
      routeKey: `${method} ${path}`,
      stage: '$default',
      ...(options.claims ? { authorizer: { jwt: { claims: options.claims, scopes: null } } } : {}),
    },
    isBase64Encoded: false,
  };
  const context = { awsRequestId: requestId, getRemainingTimeInMillis: () => 30_000 } as unknown as Context;
  const result = (await handler(event as never, context)) as {
    statusCode: number;
    headers: Record<string, string>;
    body?: string;
  };
  return { ...result, body: (result.body ? JSON.parse(result.body) : undefined) as T };
}
