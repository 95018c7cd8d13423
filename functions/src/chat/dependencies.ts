import { agents } from '../data/repositories/agents';
import { chatTranscripts } from '../data/repositories/chat-transcripts';
import { leads } from '../data/repositories/leads';
import { products } from '../data/repositories/products';
import { rates } from '../data/repositories/rates';
import { services } from '../data/repositories/services';
import { readThrough } from '../services/read-cache';
import type { ChatEnv } from './config';
import type { ChatDependencies } from './handler';
import { chatLeadId } from './leads';
import { providerFromEnv } from './providers/select';

/** The production wiring: the repositories and the configured provider. */
export function chatDependencies(env: ChatEnv, overrides: Partial<ChatDependencies> = {}): ChatDependencies {
  return {
    provider: providerFromEnv(env),
    leads: {
      get: (id) => leads.get(id),
      create: (lead) => leads.create(lead),
      update: (id, changes) => leads.updateChatConversation(id, changes),
      updateNotes: (id, notes) => leads.updateChatNotes(id, notes),
    },
    // A conversation's transcript lives beside its lead (ADR 096), under the lead's id.
    transcripts: {
      read: async (conversationId) => (await chatTranscripts.get(chatLeadId(conversationId)))?.turns,
      append: (conversationId, turns) => chatTranscripts.append(chatLeadId(conversationId), turns),
    },
    // The public reads' container cache (ADR 010): a few seconds in AWS, off locally unless configured.
    loadRates: () => readThrough('chat:active-rates', () => rates.listActive()),
    // Each list is the cache's own array while it is kept, so the prompt's text of it is built once (prompt.ts).
    loadCatalogue: async () => {
      const [productList, serviceList] = await Promise.all([
        readThrough('chat:products', () => products.listOldestFirst()),
        readThrough('chat:services', () => services.listOldestFirst()),
      ]);
      return { products: productList, services: serviceList };
    },
    isActiveAgent: async (id) => (await agents.get(id))?.is_active === true,
    stallTimeoutMs: env.CHAT_STALL_TIMEOUT_MS,
    conversationSecret: env.CHAT_TOKEN_SECRET,
    ...overrides,
  };
}
