import { brand } from '@maplestone/shared/brand';
import { contactProblem } from '@maplestone/shared/chat/contact';
import type { ChatWords } from '@maplestone/shared/chat/errors';
import { conversationLanguage } from '@maplestone/shared/chat/language';
import { chatLeadNotes } from '@maplestone/shared/chat/lead';
import { SSE_DONE, sseDelta, sseSignal } from '@maplestone/shared/chat/stream';
import { chatMessages } from '@maplestone/shared/i18n/en/chat';
import { chatFr } from '@maplestone/shared/i18n/fr/chat';
import type { Locale } from '@maplestone/shared/i18n/locale';
import { type ChatMessage, chatRequestSchema } from '@maplestone/shared/schemas/chat';
import type { Context } from 'aws-lambda';
import type { Rate } from '../data/repositories/rates';
import { AppError, BadRequestError, NotFoundError } from '../lib/errors';
import { errorResponse, type HttpEvent, parseWith, readJsonBody } from '../lib/http';
import { errorFields, type Logger, logger } from '../lib/logger';
import { CONVERSATION_HEADER, conversationOf, issueConversationId } from './conversation';
import {
  type CaptureResult,
  type ChatLeadStore,
  chatLeadId,
  expectedCapture,
  NO_LEAD,
  saveChatLead,
  wantedChatLead,
} from './leads';
import { systemPrompt } from './prompt';
import {
  type ChatCatalogue,
  type ChatProvider,
  NO_CATALOGUE,
  ProviderError,
  UPSTREAM_MESSAGES,
  withStallTimeout,
} from './provider';
import { chunksOf } from './providers/offline';
import { type ChatTranscriptStore, conversationTurns } from './transcript';

/** Everything the handler talks to, so tests can swap the provider or the store. */
export interface ChatDependencies {
  provider: ChatProvider;
  leads: ChatLeadStore;
  /** The conversations as the server keeps them: Val's side is only ever what was sent (ADR 096). */
  transcripts: ChatTranscriptStore;
  /** Today's active rates (context for every provider). */
  loadRates(): Promise<Rate[]>;
  /** Our products and services (issue 37), for every provider; without it (a test's wiring), none. */
  loadCatalogue?(): Promise<ChatCatalogue>;
  /** Whether an agent id names an active agent (chat on an agent's page). */
  isActiveAgent(id: string): Promise<boolean>;
  stallTimeoutMs: number;
  /** CHAT_TOKEN_SECRET: signs the conversation ids the handler issues. */
  conversationSecret: string;
  log?: Logger;
}

/** The response stream as the Lambda runtime (or the local gateway) hands it over. */
type ResponseStream = NodeJS.WritableStream & { on(event: 'close' | 'error', listener: () => void): unknown };

interface LambdaRuntime {
  streamifyResponse<E>(
    handler: (event: E, stream: ResponseStream, context: Context) => Promise<void>,
  ): (event: E, stream: ResponseStream, context: Context) => Promise<void>;
  HttpResponseStream: {
    from(
      stream: ResponseStream,
      prelude: { statusCode: number; headers: Record<string, string> },
    ): ResponseStream;
  };
}

/** The `awslambda` global of the Lambda Node.js runtime (the local gateway installs the same). */
function runtime(): LambdaRuntime | undefined {
  return (globalThis as unknown as { awslambda?: LambdaRuntime }).awslambda;
}

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
} as const;

const MAX_BODY_BYTES = 256 * 1024;
const CHAT_PATHS = new Set(['/api/chat', '/api/chat/']);

function readBody(event: HttpEvent): unknown {
  const method = event.requestContext.http.method.toUpperCase();
  if (method !== 'POST' || !CHAT_PATHS.has(event.rawPath ?? event.requestContext.http.path)) {
    throw new NotFoundError();
  }
  const body = readJsonBody(event, MAX_BODY_BYTES);
  if (body === undefined) throw new BadRequestError('invalid_json', 'The request body is not valid JSON');
  return body;
}

async function* fromText(text: string): AsyncGenerator<string> {
  for (const chunk of chunksOf(text, 4)) yield chunk;
}

/** Waits for the stream to flush and end (the local gateway and Lambda both finish on 'finish'). */
function endStream(stream: ResponseStream): Promise<void> {
  return new Promise((resolve) => {
    try {
      stream.end(() => resolve());
    } catch {
      resolve();
    }
  });
}

function noteFor(lead: CaptureResult): string {
  if (lead.kind !== 'saved') return '';
  return `\n\nThe visitor has just shared contact details (name: ${lead.name}), which are being saved: thank them${lead.isNew ? '' : ' for the update'} and confirm that a broker will contact them shortly, then answer anything else they asked.`;
}

/** The replies the server writes itself, in the conversation's language (issue 20). */
const CHAT_WORDS: Record<Locale, ChatWords> = { en: chatMessages, fr: chatFr };

const saveErrorReply = (words: ChatWords) => words.saveErrorReply(brand.phone, brand.supportEmail);

/**
 * POST /api/chat: validates the conversation, then streams Val's reply as
 * OpenAI-style server-sent events, ending with [DONE]. The visitor's lead is written beside the reply
 * (ADR 066): its signal goes out when the write settles, at the latest before [DONE].
 * Failures before the first piece answer with the mapped status and a JSON error; after it, an error
 * event ends the stream.
 * The conversation is the server's own (ADR 096): its kept transcript and the visitor's new message, never
 * the client's copy of what Val said; the message and the reply as streamed are kept before [DONE].
 */
export function createChatHandler(deps: ChatDependencies) {
  const baseLog = deps.log ?? logger;

  async function handle(event: HttpEvent, responseStream: ResponseStream, context: Context): Promise<void> {
    const requestId = context?.awsRequestId ?? event.requestContext.requestId;
    const log = baseLog.child({ audience: 'chat', requestId });
    const started = Date.now();
    // `gone`: the visitor left (stop writing); `upstream`: stop the provider (visitor left, or it stalled).
    const gone = new AbortController();
    const upstream = new AbortController();
    const leave = () => {
      gone.abort();
      upstream.abort();
    };
    responseStream.on('close', leave);
    responseStream.on('error', leave);
    const report: Record<string, unknown> = { provider: deps.provider.name };

    let open: ResponseStream | undefined;
    // The conversation's id travels back on every answer, errors included, so a retry stays in it.
    let conversationHeaders: Record<string, string> = {};
    const send = (text: string) => {
      if (!gone.signal.aborted) open?.write(text);
    };
    // Val's reply as the visitor received it, word for word: what the transcript keeps as Val's (ADR 096).
    let said = '';
    const say = (piece: string) => {
      if (gone.signal.aborted || !open) return;
      open.write(sseDelta(piece));
      said += piece;
    };
    // Work started beside the reply (the lead's write, today's rates, the catalogue): awaited before the handler returns,
    // since Lambda freezes the container once it has.
    const beside: Promise<unknown>[] = [];
    // The lead's write (never a rejection), and its outcome once it has settled.
    const lead = { written: Promise.resolve(NO_LEAD), settled: NO_LEAD as CaptureResult | undefined };
    // What this message adds to the conversation's transcript, once the request is known to be good.
    let unkept: { conversationId: string; turns: ChatMessage[] } | undefined;
    let keeping: Promise<void> | undefined;
    // Keeps the visitor's message and Val's reply as sent (once), then the lead's notes: never a rejection.
    const keep = () => {
      keeping ??= unkept ? keepTranscript(unkept.conversationId, unkept.turns) : Promise.resolve();
      return keeping;
    };
    async function keepTranscript(conversationId: string, turns: ChatMessage[]): Promise<void> {
      const reply: ChatMessage[] = said ? [{ role: 'assistant', content: said }] : [];
      try {
        const kept = await deps.transcripts.append(conversationId, [...turns, ...reply]);
        report.transcript = kept.length;
        // The lead shows the conversation as the server now keeps it, Val's last reply included.
        if ((await lead.written).kind === 'saved') {
          await deps.leads.updateNotes(chatLeadId(conversationId), chatLeadNotes(kept));
        }
      } catch (error) {
        report.transcript = 'failed';
        log.error('chat transcript not kept', errorFields(error));
      }
    }
    async function keptTurns(conversationId: string) {
      try {
        return await deps.transcripts.read(conversationId);
      } catch (error) {
        log.warn('chat transcript unavailable', errorFields(error));
        throw new AppError(503, 'transcript_unavailable', UPSTREAM_MESSAGES[503]);
      }
    }
    try {
      const body = parseWith(chatRequestSchema, readBody(event));
      // Only an id the server signed names an existing conversation (and lead); any other starts anew.
      let conversation = conversationOf(body.conversation_id, deps.conversationSecret);
      const kept = conversation.isNew ? undefined : await keptTurns(conversation.id);
      if (!conversation.isNew && !kept) {
        // Signed, but no longer kept (a day idle): it starts over under a new id, with a lead of its own.
        conversation = { id: issueConversationId(deps.conversationSecret), isNew: true };
        report.expired = true;
      }
      conversationHeaders = { [CONVERSATION_HEADER]: conversation.id };
      report.conversation = conversation.isNew ? 'new' : 'continued';
      // The per-visitor limit was applied at the edge, before this function ran (ADR 076).
      // The server's conversation: its kept turns and the new message; the client's account of Val is not read.
      const { history, unkept: turns } = conversationTurns(kept, body.messages);
      unkept = { conversationId: conversation.id, turns };
      // The page's language, or French when the visitor writes French (a French page stays French).
      const language = conversationLanguage(
        body.language,
        history.filter((m) => m.role === 'user').map((m) => m.content),
      );
      const words = CHAT_WORDS[language];
      report.language = language;
      const problem = contactProblem(history, words);
      const ratesLoad = problem
        ? Promise.resolve([] as Rate[])
        : deps.loadRates().catch((error) => {
            log.warn('rates unavailable for chat', errorFields(error));
            return [] as Rate[];
          });
      const catalogueLoad = problem
        ? Promise.resolve(NO_CATALOGUE)
        : Promise.resolve()
            .then(() => deps.loadCatalogue?.() ?? NO_CATALOGUE)
            .catch((error) => {
              log.warn('products and services unavailable for chat', errorFields(error));
              return NO_CATALOGUE;
            });
      beside.push(ratesLoad, catalogueLoad);

      let source: AsyncIterable<string>;
      // What the reply says about the lead: known from the conversation itself, before anything is written.
      let expected: CaptureResult = NO_LEAD;
      if (problem) {
        report.reply = 'invalid-contact';
        source = fromText(problem);
      } else {
        const wanted = wantedChatLead(conversation.id, history);
        report.lead = 'none';
        if (wanted) {
          // The write starts at once and goes beside the reply: Val's first words never wait for it.
          const saying = expectedCapture(wanted, conversation.isNew);
          const agentId = body.agent_id;
          expected = saying;
          lead.settled = undefined;
          lead.written = saveChatLead(deps.leads, {
            wanted,
            expected: saying,
            agentId: agentId ? async () => ((await deps.isActiveAgent(agentId)) ? agentId : null) : undefined,
            language,
          }).then((outcome) => {
            lead.settled = outcome;
            report.lead = outcome.kind === 'saved' ? (outcome.isNew ? 'created' : 'updated') : outcome.kind;
            report.leadMs = Date.now() - started;
            if (outcome.kind === 'failed') log.error('chat lead not saved', errorFields(outcome.error));
            return outcome;
          });
          beside.push(lead.written);
        }
        const [rates, catalogue] = await Promise.all([ratesLoad, catalogueLoad]);
        report.contextMs = Date.now() - started;
        source = withStallTimeout(
          deps.provider.stream({
            messages: history,
            system: systemPrompt(rates, { language, catalogue }) + noteFor(expected),
            rates,
            catalogue,
            lead: expected,
            language,
            signal: upstream.signal,
          }),
          deps.stallTimeoutMs,
          () => upstream.abort(),
        );
      }

      // The first piece decides the status: an upstream that fails at once gets its mapped status.
      let iterator = source[Symbol.asyncIterator]();
      let first = await iterator.next();
      // A write that has already failed (refused without a round trip) is answered as before: with the
      // apology instead of the reply.
      const apologised = lead.settled?.kind === 'failed';
      if (apologised) {
        upstream.abort();
        void iterator.return?.()?.catch(() => {});
        iterator = fromText(saveErrorReply(words));
        first = await iterator.next();
      }
      report.firstChunkMs = Date.now() - started;
      open = runtime()!.HttpResponseStream.from(responseStream, {
        statusCode: 200,
        headers: { ...SSE_HEADERS, ...conversationHeaders },
      });
      // The lead's signal goes out once its write has settled: before the first piece when it already
      // has, else between pieces, at the latest before the stream's last event.
      let leadTold = false;
      const tellLead = (outcome: CaptureResult | undefined) => {
        if (leadTold || !outcome) return;
        leadTold = true;
        if (outcome.announce && (outcome.kind === 'saved' || outcome.kind === 'failed')) {
          send(sseSignal({ lead: outcome.kind }));
        }
      };
      tellLead(lead.settled);
      let chunks = 0;
      try {
        if (!first.done) {
          say(first.value);
          chunks++;
          for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
            say(next.value);
            chunks++;
            tellLead(lead.settled);
          }
        }
        const outcome = await lead.written;
        tellLead(outcome);
        // Saving failed after the reply had started: the apology closes it.
        if (outcome.kind === 'failed' && !apologised) {
          say(`\n\n${saveErrorReply(words)}`);
          chunks++;
        }
        // Kept before [DONE]: the visitor's next message finds this reply in the conversation.
        await keep();
        send(SSE_DONE);
        report.status = 200;
      } catch (error) {
        const mapped = asAppError(error);
        report.status = 200;
        report.brokeOff = mapped.status;
        if (mapped.status >= 500) log.warn('chat reply broke off', errorFields(error));
        // The widget stops reading at the error event: the lead's signal goes first.
        tellLead(await lead.written);
        send(sseSignal({ error: { status: mapped.status, code: mapped.code, message: mapped.message } }));
      }
      report.chunks = chunks;
      report.visitorLeft = gone.signal.aborted;
      await endStream(open);
    } catch (error) {
      let response: { statusCode: number; headers: Record<string, string>; body?: string };
      if (error instanceof ProviderError) {
        // An upstream failure is logged once, with its cause; the visitor gets the mapped status only.
        log.warn('chat upstream failed', {
          status: error.status,
          code: error.code,
          ...errorFields(error.cause),
        });
        const { status, code, message } = asAppError(error);
        response = {
          statusCode: status,
          headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
          body: JSON.stringify({ error: { code, message } }),
        };
      } else {
        response = errorResponse(error, log) as typeof response;
      }
      report.status = response.statusCode;
      if (!open) {
        open = runtime()!.HttpResponseStream.from(responseStream, {
          statusCode: response.statusCode,
          headers: { ...response.headers, ...conversationHeaders },
        });
        if (response.body) open.write(String(response.body));
      }
      await endStream(open);
    } finally {
      responseStream.off?.('close', leave);
      responseStream.off?.('error', leave);
      // A reply that broke off, or never started: the message (and what was said) is kept all the same.
      await keep();
      await Promise.allSettled(beside);
      log.info('chat', { ...report, ms: Date.now() - started });
    }
  }

  const streamify = runtime()?.streamifyResponse;
  return streamify ? streamify(handle) : handle;
}

/** Upstream failures keep their mapped status; domain errors stay as they are; the rest is a 500. */
function asAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ProviderError) {
    return new AppError(
      error.status,
      error.code.startsWith('upstream') ? error.code : 'upstream_error',
      error.message,
    );
  }
  if ((error as Error)?.name === 'AbortError')
    return new AppError(499, 'client_closed', 'The request was cancelled');
  return new AppError(500, 'internal_error', 'Something went wrong. Please try again.');
}
