import { agents } from '../data/repositories/agents';
import { leads } from '../data/repositories/leads';
import { rateLimits } from '../data/repositories/rate-limits';
import { rates } from '../data/repositories/rates';
import { readThrough } from '../services/read-cache';
import type { ChatEnv } from './config';
import type { ChatDependencies } from './handler';
import { providerFromEnv } from './providers/select';

const WINDOW_SECONDS = 60;

/** The production wiring: the repositories, the configured provider, the per-IP limit. */
export function chatDependencies(env: ChatEnv, overrides: Partial<ChatDependencies> = {}): ChatDependencies {
  return {
    provider: providerFromEnv(env),
    leads: {
      get: (id) => leads.get(id),
      create: (lead) => leads.create(lead),
      update: (id, changes) => leads.updateChatConversation(id, changes),
    },
    // The public reads' container cache (ADR 010): a few seconds in AWS, off locally unless configured.
    loadRates: () => readThrough('chat:active-rates', () => rates.listActive()),
    isActiveAgent: async (id) => (await agents.get(id))?.is_active === true,
    async hitRateLimit(client) {
      const { count, resetsAtMs } = await rateLimits.hit('chat', client, WINDOW_SECONDS);
      if (count <= env.CHAT_RATE_LIMIT_PER_MINUTE) return { limited: false };
      return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((resetsAtMs - Date.now()) / 1000)) };
    },
    stallTimeoutMs: env.CHAT_STALL_TIMEOUT_MS,
    conversationSecret: env.CHAT_TOKEN_SECRET,
    ...overrides,
  };
}
