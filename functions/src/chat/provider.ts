import type { Locale } from '@maplestone/shared/i18n/locale';
import type { ChatMessage } from '@maplestone/shared/schemas/chat';
import type { Product, Service } from '@maplestone/shared/schemas/content-record';
import type { Rate } from '../data/repositories/rates';

/** The brokerage's products and mortgage services, oldest first, as the public pages list them (issue 37). */
export interface ChatCatalogue {
  products: readonly Product[];
  services: readonly Service[];
}

/** No products or services: when they could not be read, or a test gives none. */
export const NO_CATALOGUE: ChatCatalogue = { products: [], services: [] };

/**
 * What a provider knows about the request: the conversation (ending with the visitor's message),
 * the system prompt for model providers, and the facts the offline advisor reasons with.
 */
export interface ChatTurn {
  messages: readonly ChatMessage[];
  /** Val's instructions with today's rates, for model providers. */
  system: string;
  /** Today's active rates (the offline advisor answers from them). */
  rates: readonly Rate[];
  /** Our products and services (both providers answer about them); none when absent. */
  catalogue?: ChatCatalogue;
  /** What happened to the visitor's contact details in this message, if they gave any. */
  lead: LeadOutcome;
  /** The conversation's language (issue 20): the page's, or French when the visitor writes French. */
  language?: Locale;
  /** Aborted when the visitor goes away or the upstream stalls. */
  signal: AbortSignal;
}

export type LeadOutcome =
  | { kind: 'none' }
  | { kind: 'saved'; name: string; email: string | null; phone: string | null; isNew: boolean }
  | { kind: 'failed' };

/** A source of Val's replies: yields the reply in pieces, as they come. */
export interface ChatProvider {
  readonly name: 'offline' | 'bedrock' | 'openai';
  stream(turn: ChatTurn): AsyncIterable<string>;
}

/**
 * The statuses the spec's chat client knows: 429 rate limited, 402 service unavailable (e.g. quota or
 * model access), 401 authentication, 500 server error, 503 maintenance or overloaded.
 */
export type UpstreamStatus = 429 | 402 | 401 | 500 | 503;

/** An upstream failure, already mapped to the status the browser is told. */
export class ProviderError extends Error {
  constructor(
    readonly status: UpstreamStatus,
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

/** The browser-facing message for each upstream status (no upstream internals are passed on). */
export const UPSTREAM_MESSAGES: Record<UpstreamStatus, string> = {
  429: 'The AI service is busy. Please wait a moment and try again.',
  402: 'The AI service is temporarily unavailable.',
  401: 'The AI service could not be reached with our credentials.',
  500: 'The AI service failed to answer.',
  503: 'The AI service is temporarily overloaded or under maintenance.',
};

export function providerError(status: UpstreamStatus, code: string, cause?: unknown): ProviderError {
  return new ProviderError(status, code, UPSTREAM_MESSAGES[status], { cause });
}

/** Maps an upstream HTTP status (OpenAI-compatible servers) to what the browser is told. */
export function statusFromHttp(status: number): UpstreamStatus {
  if (status === 429) return 429;
  if (status === 402) return 402;
  if (status === 401 || status === 403) return 401;
  if (status === 502 || status === 503 || status === 504 || status === 529) return 503;
  return 500;
}

/**
 * Wraps a reply stream so that a piece not arriving within `stallMs` (the first one included) aborts
 * the upstream and fails with a 503, instead of hanging until the Lambda times out.
 */
export async function* withStallTimeout(
  source: AsyncIterable<string>,
  stallMs: number,
  abort: () => void,
): AsyncGenerator<string> {
  const iterator = source[Symbol.asyncIterator]();
  try {
    while (true) {
      let timer: NodeJS.Timeout | undefined;
      const stalled = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          abort();
          reject(providerError(503, 'upstream_stalled'));
        }, stallMs);
      });
      let next: IteratorResult<string>;
      try {
        next = await Promise.race([iterator.next(), stalled]);
      } finally {
        clearTimeout(timer);
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    // Let the upstream release its connection; a stalled one may never settle, so do not wait on it.
    void iterator.return?.()?.catch(() => {});
  }
}
