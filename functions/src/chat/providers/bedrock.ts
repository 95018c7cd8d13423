import type { BedrockRuntimeClient, ConverseStreamOutput } from '@aws-sdk/client-bedrock-runtime';
import type { ChatProvider, ChatTurn, UpstreamStatus } from '../provider';
import { ProviderError, providerError } from '../provider';
import { alternatingTurns } from './messages';

/** Bedrock's error names → what the browser is told. */
const STATUS_BY_ERROR: Record<string, UpstreamStatus> = {
  ThrottlingException: 429,
  ServiceQuotaExceededException: 429,
  TooManyRequestsException: 429,
  // Model access not granted, or the model id unknown in this region: the assistant is unavailable.
  ResourceNotFoundException: 402,
  AccessDeniedException: 401,
  UnrecognizedClientException: 401,
  ExpiredTokenException: 401,
  InvalidSignatureException: 401,
  ServiceUnavailableException: 503,
  ModelNotReadyException: 503,
  ModelTimeoutException: 503,
};

/** Maps anything Bedrock throws (or sends as an in-stream exception) to a ProviderError. */
export function bedrockError(error: unknown): unknown {
  if (error instanceof ProviderError) return error;
  const name = (error as { name?: string } | null)?.name ?? '';
  if (name === 'AbortError') return error;
  const status = STATUS_BY_ERROR[name] ?? 500;
  return providerError(status, `bedrock_${name || 'error'}`, error);
}

const IN_STREAM_EXCEPTIONS = [
  ['internalServerException', 'InternalServerException'],
  ['modelStreamErrorException', 'ModelStreamErrorException'],
  ['validationException', 'ValidationException'],
  ['throttlingException', 'ThrottlingException'],
  ['serviceUnavailableException', 'ServiceUnavailableException'],
] as const;

export interface BedrockOptions {
  modelId: string;
  region: string;
  maxTokens?: number;
  temperature?: number;
  /** Tests pass their own (mocked) client. */
  client?: BedrockRuntimeClient;
}

/**
 * Amazon Bedrock's ConverseStream: the system prompt, the alternating conversation, text deltas out.
 * The SDK is required on the first model call, not at import, like the table's (ADR 079).
 */
export function createBedrockProvider(options: BedrockOptions): ChatProvider {
  let client = options.client;
  return {
    name: 'bedrock',
    async *stream(turn: ChatTurn) {
      let events: AsyncIterable<ConverseStreamOutput> | undefined;
      try {
        const { BedrockRuntimeClient, ConverseStreamCommand } = await import(
          '@aws-sdk/client-bedrock-runtime'
        );
        client ??= new BedrockRuntimeClient({ region: options.region });
        const response = await client.send(
          new ConverseStreamCommand({
            modelId: options.modelId,
            system: [{ text: turn.system }],
            messages: alternatingTurns(turn.messages).map((m) => ({
              role: m.role,
              content: [{ text: m.content }],
            })),
            inferenceConfig: { maxTokens: options.maxTokens ?? 800, temperature: options.temperature ?? 0.3 },
          }),
          { abortSignal: turn.signal },
        );
        events = response.stream;
      } catch (error) {
        throw bedrockError(error);
      }
      if (!events) throw providerError(500, 'bedrock_no_stream');
      try {
        for await (const event of events) {
          for (const [key, name] of IN_STREAM_EXCEPTIONS) {
            const exception = (event as unknown as Record<string, { message?: string } | undefined>)[key];
            if (exception) throw bedrockError(Object.assign(new Error(exception.message ?? name), { name }));
          }
          const text = event.contentBlockDelta?.delta?.text;
          if (text) yield text;
          if (event.messageStop) return;
        }
      } catch (error) {
        throw bedrockError(error);
      }
    },
  };
}
