import { type ChatEnv, providerName } from '../config';
import type { ChatProvider } from '../provider';
import { createBedrockProvider } from './bedrock';
import { createOfflineProvider } from './offline';
import { createOpenAiProvider } from './openai';

/** The provider the environment asks for (see config.ts for the default order). */
export function providerFromEnv(env: ChatEnv): ChatProvider {
  switch (providerName(env)) {
    case 'openai':
      return createOpenAiProvider({
        baseUrl: env.OPENAI_BASE_URL!,
        apiKey: env.OPENAI_API_KEY,
        model: env.OPENAI_MODEL!,
      });
    case 'bedrock':
      return createBedrockProvider({
        modelId: env.BEDROCK_MODEL_ID!,
        region: env.BEDROCK_REGION ?? env.AWS_REGION,
      });
    default:
      return createOfflineProvider({ chunkDelayMs: env.CHAT_OFFLINE_CHUNK_DELAY_MS });
  }
}
