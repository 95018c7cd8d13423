import * as z from 'zod';
import { awsEnvSchema, optionalUrl, parseEnv } from '../lib/env';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Val's configuration, read once at cold start; a bad value fails fast with its name. */
export const chatEnvSchema = awsEnvSchema.extend({
  /** Which provider answers; by default OpenAI-compatible when OPENAI_BASE_URL is set, else Bedrock when BEDROCK_MODEL_ID is set, else offline. */
  CHAT_PROVIDER: z
    .enum(['offline', 'bedrock', 'openai'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  BEDROCK_MODEL_ID: optionalText,
  /** Bedrock's region when the model lives elsewhere than the Lambda. */
  BEDROCK_REGION: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalText,
  OPENAI_MODEL: optionalText,
  /** Signs the conversation ids Val issues, so only their holder can update their lead (ADR 045). */
  CHAT_TOKEN_SECRET: z
    .string({ error: 'CHAT_TOKEN_SECRET is required (at least 32 characters)' })
    .min(32, 'CHAT_TOKEN_SECRET must be at least 32 characters'),
  /** The longest wait for the upstream's next piece before the reply is ended with an error. */
  CHAT_STALL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** The offline advisor's pause between word groups (a typing feel; 0 streams at once). */
  CHAT_OFFLINE_CHUNK_DELAY_MS: z.coerce.number().int().min(0).max(1_000).default(15),
});
export type ChatEnv = z.infer<typeof chatEnvSchema>;

export function readChatEnv(source: NodeJS.ProcessEnv = process.env): ChatEnv {
  const env = parseEnv(chatEnvSchema, source);
  if (env.CHAT_PROVIDER === 'bedrock' && !env.BEDROCK_MODEL_ID) {
    throw new Error('Invalid environment: CHAT_PROVIDER=bedrock needs BEDROCK_MODEL_ID');
  }
  if (env.CHAT_PROVIDER === 'openai' && (!env.OPENAI_BASE_URL || !env.OPENAI_MODEL)) {
    throw new Error('Invalid environment: CHAT_PROVIDER=openai needs OPENAI_BASE_URL and OPENAI_MODEL');
  }
  if (!env.CHAT_PROVIDER && env.OPENAI_BASE_URL && !env.OPENAI_MODEL) {
    throw new Error('Invalid environment: OPENAI_BASE_URL is set but OPENAI_MODEL is not');
  }
  return env;
}

export function providerName(env: ChatEnv): 'offline' | 'bedrock' | 'openai' {
  if (env.CHAT_PROVIDER) return env.CHAT_PROVIDER;
  if (env.OPENAI_BASE_URL) return 'openai';
  if (env.BEDROCK_MODEL_ID) return 'bedrock';
  return 'offline';
}
