import { InvokeCommand, type InvokeCommandOutput, LambdaClient } from '@aws-sdk/client-lambda';
import { awsEnvSchema, optionalUrl, parseEnv } from '../lib/env';
import { localEndpoint } from '../lib/local-endpoint';

const env = parseEnv(
  awsEnvSchema.extend({
    /** Local stand-in only (infra/local/lambda-invoke.ts); unset in AWS. */
    LAMBDA_ENDPOINT: optionalUrl,
  }),
);

/**
 * Created once per container, on the first request of a route that invokes. One attempt: the caller waits for
 * the answer within API Gateway's limit, and a retried invocation would run the job twice.
 */
const lambda = new LambdaClient({
  region: env.AWS_REGION,
  maxAttempts: 1,
  ...localEndpoint(env.LAMBDA_ENDPOINT),
});

/** An invocation that gave no result: the call failed, the function failed, or its answer is not JSON. */
export class InvokeError extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'InvokeError';
  }
}

/**
 * Invokes a function and waits for its result (RequestResponse): its JSON answer. Throws InvokeError when the
 * call fails or takes longer than `timeoutMs` (the function itself runs on), or when the function fails
 * (FunctionError: an unhandled error, a timeout, its module not loading).
 */
export async function invokeFunction(
  functionName: string,
  event: unknown,
  options: { timeoutMs: number },
): Promise<unknown> {
  let response: InvokeCommandOutput;
  try {
    response = await lambda.send(
      new InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'RequestResponse',
        Payload: new TextEncoder().encode(JSON.stringify(event)),
      }),
      { abortSignal: AbortSignal.timeout(options.timeoutMs) },
    );
  } catch (error) {
    const { name, message } = error as Error;
    throw new InvokeError(`invoking ${functionName} failed: ${name}: ${message}`, {
      functionName,
      timeoutMs: options.timeoutMs,
    });
  }
  const payload = response.Payload ? new TextDecoder().decode(response.Payload) : '';
  if (response.FunctionError) {
    // The runtime's error answer: {"errorType", "errorMessage", "trace"}; only the first two are logged.
    let failure: { errorType?: unknown; errorMessage?: unknown } = {};
    try {
      failure = JSON.parse(payload) ?? {};
    } catch {}
    throw new InvokeError(`${functionName} failed (${response.FunctionError})`, {
      functionName,
      functionError: response.FunctionError,
      errorType: failure.errorType,
      errorMessage: failure.errorMessage,
    });
  }
  try {
    return JSON.parse(payload);
  } catch {
    throw new InvokeError(`${functionName} answered something that is not JSON`, {
      functionName,
      statusCode: response.StatusCode,
    });
  }
}

/**
 * Invokes a function asynchronously (InvocationType 'Event'): Lambda queues the event and answers 202 at once;
 * the function runs on its own, its result unseen (a job that must report keeps its state in the table, ADR
 * 093). Throws InvokeError when the call fails or Lambda does not accept the event.
 */
export async function invokeFunctionAsync(functionName: string, event: unknown): Promise<void> {
  let status: number | undefined;
  try {
    status = (
      await lambda.send(
        new InvokeCommand({
          FunctionName: functionName,
          InvocationType: 'Event',
          Payload: new TextEncoder().encode(JSON.stringify(event)),
        }),
      )
    ).StatusCode;
  } catch (error) {
    const { name, message } = error as Error;
    throw new InvokeError(`invoking ${functionName} failed: ${name}: ${message}`, { functionName });
  }
  if (status !== 202) {
    throw new InvokeError(`${functionName} did not accept the event`, { functionName, statusCode: status });
  }
}
