import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';

/**
 * What the Lambda Node.js runtime provides to response-streaming handlers (the `awslambda` global),
 * re-created locally so the same handler code streams through the local gateway.
 */
export interface StreamPrelude {
  statusCode?: number;
  headers?: Record<string, string>;
}

export class LocalResponseStream extends Writable {
  private started = false;

  constructor(private readonly response: ServerResponse) {
    super();
  }

  setPrelude(prelude: StreamPrelude): void {
    if (this.started) return;
    this.started = true;
    this.response.writeHead(prelude.statusCode ?? 200, prelude.headers ?? {});
    this.response.flushHeaders();
  }

  setContentType(contentType: string): void {
    this.setPrelude({ statusCode: 200, headers: { 'content-type': contentType } });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (!this.started)
      this.setPrelude({ statusCode: 200, headers: { 'content-type': 'application/octet-stream' } });
    this.response.write(chunk, callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    if (!this.started) this.setPrelude({ statusCode: 200 });
    this.response.end(callback);
  }
}

export const STREAMING = Symbol.for('maplestone.streaming');

type AnyHandler = ((...args: unknown[]) => unknown) & { [STREAMING]?: boolean };

export function installLambdaRuntimeGlobals(): void {
  const global = globalThis as { awslambda?: Record<string, unknown> };
  if (typeof global.awslambda?.streamifyResponse === 'function') return;
  // The AWS SDK's @aws/lambda-invoke-store may have made `awslambda` already (for its InvokeStore): extend it.
  global.awslambda = Object.assign(global.awslambda ?? {}, {
    streamifyResponse: (handler: AnyHandler) => {
      handler[STREAMING] = true;
      return handler;
    },
    HttpResponseStream: {
      from: (stream: LocalResponseStream, prelude: StreamPrelude) => {
        stream.setPrelude(prelude);
        return stream;
      },
    },
  });
}

export function isStreamingHandler(handler: unknown): boolean {
  return typeof handler === 'function' && (handler as AnyHandler)[STREAMING] === true;
}

/** A Lambda context good enough for handlers that read the request id and the time left. */
export function lambdaContext(functionName: string, requestId: string, timeoutMs = 29_000) {
  const deadline = Date.now() + timeoutMs;
  return {
    awsRequestId: requestId,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

/**
 * The secrets the local stack's functions and gateway use, new at each start (AWS keeps its own):
 * CHAT_TOKEN_SECRET signs Val's conversation ids (ADR 045); CURSOR_SECRET signs the back office's page cursors
 * (ADR 091); LOCAL_EDGE_SECRET lets the tests' harness speak for distinct visitors as CloudFront does (ADR 055).
 * A value set by the developer is kept.
 */
export function localSecrets(): {
  CHAT_TOKEN_SECRET: string;
  CURSOR_SECRET: string;
  LOCAL_EDGE_SECRET: string;
} {
  return {
    CHAT_TOKEN_SECRET: process.env.CHAT_TOKEN_SECRET || randomBytes(32).toString('base64url'),
    CURSOR_SECRET: process.env.CURSOR_SECRET || randomBytes(32).toString('base64url'),
    LOCAL_EDGE_SECRET: process.env.LOCAL_EDGE_SECRET || randomBytes(32).toString('base64url'),
  };
}
