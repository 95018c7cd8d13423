import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { REGION } from './config';
import { listenOn } from './processes';

/**
 * A stand-in for Lambda's Invoke API (`POST /2015-03-31/functions/{FunctionName}/invocations`) on loopback,
 * serving the jobs the stack runs in-process, so a handler that invokes another function (admin-api's "scrape
 * now", ADR 067; its "Export CSV", ADR 093) runs the same code as in AWS with LAMBDA_ENDPOINT pointing here. As
 * Lambda answers: RequestResponse, the handler's JSON result with 200; when it throws (or its module does not
 * load), 200 with `X-Amz-Function-Error: Unhandled` and {errorType, errorMessage, trace}. Event (asynchronous):
 * 202 with no body at once, the handler then running in this process, its failure logged (Lambda would retry;
 * the product turns retries off for its one asynchronous job). 404 ResourceNotFoundException for a function it
 * does not serve. Signatures are not checked (as s3rver). Closing waits for the asynchronous runs in progress.
 */
export type InvokableHandler = (event: unknown, context: object) => Promise<unknown>;

/** Function name → its handler, loaded on the first invocation (a cold start: the module reads its env then). */
export type InvokableFunctions = Record<string, () => Promise<InvokableHandler>>;

const PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;
/** Lambda's limit on a synchronous invocation's payload. */
const MAX_PAYLOAD_BYTES = 6 * 1024 * 1024;
const ACCOUNT = '000000000000';

/** The functions' environment that points them at the stand-in: its endpoint, and the invoked functions' names. */
export function lambdaInvokeEnv(url: string): {
  LAMBDA_ENDPOINT: string;
  SCRAPE_RATES_FUNCTION_NAME: string;
  EXPORT_LEADS_FUNCTION_NAME: string;
} {
  return {
    LAMBDA_ENDPOINT: url,
    SCRAPE_RATES_FUNCTION_NAME: 'scrape-rates',
    EXPORT_LEADS_FUNCTION_NAME: 'export-leads',
  };
}

function answer(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body) ?? 'null';
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'x-amzn-requestid': randomUUID(),
    ...headers,
  });
  response.end(text);
}

/** An API error as Lambda's REST-JSON protocol sends it (the SDK reads the type from the header). */
function refuse(response: ServerResponse, status: number, type: string, message: string): void {
  answer(response, status, { Type: 'User', Message: message }, { 'x-amzn-errortype': type });
}

async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_PAYLOAD_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The runtime's answer for an error a handler did not catch. */
function unhandled(error: unknown) {
  const failure = error instanceof Error ? error : new Error(String(error));
  return {
    errorType: failure.name,
    errorMessage: failure.message,
    trace: (failure.stack ?? '').split('\n'),
  };
}

export async function startLambdaInvoke(options: {
  host: string;
  port?: number;
  functions: InvokableFunctions;
  log?: (line: string) => void;
}): Promise<{ url: string; close(): Promise<void> }> {
  const log = options.log ?? (() => {});
  const loaded = new Map<string, Promise<InvokableHandler>>();
  /** Asynchronous runs still going: a stop waits for them before the services behind them go. */
  const running = new Set<Promise<void>>();
  const server = createServer(async (request, response) => {
    const match = PATH.exec(new URL(request.url ?? '/', 'http://x').pathname);
    if (request.method !== 'POST' || !match) {
      return refuse(response, 404, 'UnknownOperationException', 'Only Invoke is served here');
    }
    const name = decodeURIComponent(match[1]!);
    const load = Object.hasOwn(options.functions, name) ? options.functions[name] : undefined;
    if (!load) {
      return refuse(
        response,
        404,
        'ResourceNotFoundException',
        `Function not found: arn:aws:lambda:${REGION}:${ACCOUNT}:function:${name}`,
      );
    }
    const type = request.headers['x-amz-invocation-type'] ?? 'RequestResponse';
    if (type !== 'RequestResponse' && type !== 'Event') {
      return refuse(
        response,
        400,
        'InvalidParameterValueException',
        `InvocationType ${type} is not served locally`,
      );
    }
    const body = await readBody(request);
    if (body === null) {
      return refuse(response, 413, 'RequestTooLargeException', 'Request must be smaller than 6291456 bytes');
    }
    let event: unknown = {};
    if (body.length > 0) {
      try {
        event = JSON.parse(body.toString('utf8'));
      } catch {
        return refuse(
          response,
          400,
          'InvalidRequestContentException',
          'Could not parse request body into json',
        );
      }
    }
    const requestId = randomUUID();
    const started = Date.now();
    const run = async () => {
      let handler = loaded.get(name);
      if (!handler) {
        handler = load();
        loaded.set(name, handler);
        // A module that failed to load is loaded again on the next invocation, as a new container would.
        handler.catch(() => loaded.delete(name));
      }
      const context = {
        functionName: name,
        awsRequestId: requestId,
        invokedFunctionArn: `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${name}`,
      };
      return (await handler)(event, context);
    };
    if (type === 'Event') {
      // Lambda queues the event and answers at once; the run goes on here after the answer.
      response.writeHead(202, { 'content-length': 0, 'x-amzn-requestid': requestId });
      response.end();
      const done: Promise<void> = run().then(
        () => log(`${name} ${requestId} ran (Event) in ${Date.now() - started} ms`),
        (error) =>
          log(
            `${name} ${requestId} failed (Event) in ${Date.now() - started} ms: ${(error as Error)?.message}`,
          ),
      );
      running.add(done);
      done.finally(() => running.delete(done));
      return;
    }
    try {
      const result = await run();
      log(`${name} ${requestId} answered in ${Date.now() - started} ms`);
      answer(response, 200, result ?? null, { 'x-amz-executed-version': '$LATEST' });
    } catch (error) {
      log(`${name} ${requestId} failed in ${Date.now() - started} ms: ${(error as Error)?.message}`);
      answer(response, 200, unhandled(error), {
        'x-amz-executed-version': '$LATEST',
        'x-amz-function-error': 'Unhandled',
      });
    }
  });
  return {
    url: await listenOn(server, options.host, options.port),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeIdleConnections();
        server.close(() => resolve());
      });
      await Promise.allSettled([...running]);
    },
  };
}
