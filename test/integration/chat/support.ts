import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { readChatEnv } from '../../../functions/src/chat/config';
import { chatDependencies } from '../../../functions/src/chat/dependencies';
import { type ChatDependencies, createChatHandler } from '../../../functions/src/chat/handler';
import { routes } from '../../../functions/src/routes';
import { createGateway } from '../../../infra/local/gateway';
import { installLambdaRuntimeGlobals } from '../../../infra/local/lambda-runtime';

export interface Running {
  url: string;
  close(): Promise<void>;
}

function listen(server: ReturnType<typeof createServer>): Promise<Running> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * The local gateway serving the real chat handler with some of its dependencies swapped (a failing
 * provider, a broken store): the same route table, events and streaming path as the stack's.
 */
export async function startChatGateway(overrides: Partial<ChatDependencies>): Promise<Running> {
  installLambdaRuntimeGlobals();
  const { env } = inject('stack');
  const handler = createChatHandler(chatDependencies(readChatEnv(), overrides));
  const gateway = createGateway({
    routes: routes.filter((route) => route.audience === 'chat'),
    handlers: { chat: handler },
    authorizer: { issuer: env.COGNITO_ISSUER!, audience: env.USER_POOL_CLIENT_ID! },
  });
  return listen(gateway);
}

/** A stand-in upstream (an OpenAI-compatible server, or anything the client may meet) run by the test. */
export function startFakeServer(
  respond: (request: IncomingMessage, response: ServerResponse, body: string) => void,
): Promise<Running> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => respond(request, response, Buffer.concat(chunks).toString('utf8')));
  });
  return listen(server);
}

/**
 * A distinct visitor for the per-IP limit, as CloudFront names the viewer; the gateway believes it only
 * from a trusted edge (LOCAL_EDGE_SECRET, ADR 055).
 */
export function visitor(): Record<string, string> {
  const n = Math.floor(Math.random() * 250) + 1;
  const m = Math.floor(Math.random() * 250) + 1;
  return {
    'cloudfront-viewer-address': `198.51.${n}.${m}:${40000 + n}`,
    'x-origin-verify': inject('stack').env.LOCAL_EDGE_SECRET!,
  };
}

/** A conversation id the widget might make up: not signed by the server, so it names no conversation. */
export const unsignedConversationId = () => randomUUID();

/** Posts a chat request and returns the raw answer (status, headers, text). */
export async function postChat(
  base: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; contentType: string | null; text: string }> {
  const response = await fetch(`${base}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    contentType: response.headers.get('content-type'),
    text: await response.text(),
  };
}
