import { agents } from '../data/repositories/agents';
import { leads } from '../data/repositories/leads';
import { rates } from '../data/repositories/rates';
import { readThrough } from '../services/read-cache';
import type { ChatEnv } from './config';
import type { ChatDependencies } from './handler';
import { providerFromEnv } from './providers/select';

/** The production wiring: the repositories and the configured provider. */
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
    stallTimeoutMs: env.CHAT_STALL_TIMEOUT_MS,
    conversationSecret: env.CHAT_TOKEN_SECRET,
    ...overrides,
  };
}
