import type { ServerResponse } from 'node:http';
import { BedrockRuntimeClient, ConverseStreamCommand } from '@aws-sdk/client-bedrock-runtime';
import { brand, type ChatMessage, chatMessages, sseDelta } from '@maplestone/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBedrockProvider } from '../../../functions/src/chat/providers/bedrock';
import { createOpenAiProvider } from '../../../functions/src/chat/providers/openai';
import { ChatStreamError, chatErrorText, streamChat } from '../../../web/src/features/chat/api/stream-chat';
import { GREETING } from '../../../web/src/features/chat/constants';
import { postChat, type Running, startChatGateway, startFakeServer, visitor } from './support';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const ask = (base: string, text = 'What is the best 5 year fixed rate in Ontario?', stallMs?: number) =>
  streamChat({ url: `${base}/api/chat`, messages: [GREETING, user(text)], headers: visitor(), stallMs });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the chat to fail');
    },
    (error: unknown) => error as ChatStreamError,
  );

/** What the fake OpenAI-compatible upstream does with the next request. */
let upstream: (response: ServerResponse, body: string) => void = () => {};
let model: Running;
let gateway: Running;
const upstreamBodies: string[] = [];
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  model = await startFakeServer((_request, response, body) => {
    upstreamBodies.push(body);
    upstream(response, body);
  });
  gateway = await startChatGateway({
    provider: createOpenAiProvider({ baseUrl: `${model.url}/v1`, apiKey: 'test-key', model: 'test-model' }),
    stallTimeoutMs: 400,
  });
});
afterEach(() => {
  for (const response of hanging.splice(0)) response.destroy();
});
afterAll(async () => {
  await gateway?.close();
  await model?.close();
});

const openAiDelta = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

describe('an OpenAI-compatible upstream', () => {
  it('streams its reply through, with the system prompt and the live rates', async () => {
    upstream = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(openAiDelta('Our best 5-year fixed '));
      response.write(openAiDelta('in Ontario is 3.89%.'));
      response.end('data: [DONE]\n\n');
    };
    const { reply } = await ask(gateway.url);
    expect(reply).toBe('Our best 5-year fixed in Ontario is 3.89%.');
    const sent = JSON.parse(upstreamBodies.at(-1)!);
    expect(sent).toMatchObject({ model: 'test-model', stream: true });
    expect(sent.messages[0].role).toBe('system');
    expect(sent.messages[0].content).toContain(`You are Val, the Canadian mortgage advisor of ${brand.name}`);
    // The seeded Ontario rates (a scrape in another file may add its own beside them: the table is shared).
    expect(sent.messages[0].content).toMatch(
      /Ontario fixed: 1 year 4\.74%, [^\n]*3 year 4\.09%, [^\n]*5 year 3\.89%, [^\n]*7 year 4\.24%/,
    );
    expect(sent.messages[0].content).toMatch(/Never promise approval/);
    // The widget's greeting is not sent as the first turn: models want the visitor first.
    expect(sent.messages.slice(1)).toEqual([user('What is the best 5 year fixed rate in Ontario?')]);
  });

  it.each([
    [429, 429, 'Rate limit exceeded'],
    [402, 402, 'Service unavailable'],
    [401, 401, 'Authentication error'],
    [403, 401, 'Authentication error'],
    [500, 500, 'Server error'],
    [400, 500, 'Server error'],
    [503, 503, 'Service maintenance'],
    [502, 503, 'Service maintenance'],
  ])('maps an upstream %i to %i and the "%s" toast', async (upstreamStatus, status, toast) => {
    upstream = (response) => {
      response.writeHead(upstreamStatus, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'upstream internals', type: 'x' } }));
    };
    const raw = await postChat(gateway.url, { messages: [user('hi')] }, visitor());
    expect(raw.status).toBe(status);
    expect(raw.text).not.toContain('upstream internals');
    const error = await failure(ask(gateway.url));
    expect(error).toBeInstanceOf(ChatStreamError);
    expect(error.status).toBe(status);
    expect(chatErrorText(error).title).toBe(toast);
  });

  it('shows "Connection error" with the code for any other status the client meets', async () => {
    const other = await startFakeServer((_request, response) => {
      response.writeHead(418);
      response.end();
    });
    const error = await failure(ask(other.url));
    expect(chatErrorText(error)).toEqual(chatMessages.errors.connection(418));
    expect(chatErrorText(error).description).toContain('418');
    await other.close();
  });

  it('answers 503 when the upstream stalls before its first piece, instead of hanging', async () => {
    upstream = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      hanging.push(response); // never writes
    };
    const started = Date.now();
    const error = await failure(ask(gateway.url));
    expect(error.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('ends the stream with an error event when the upstream stalls mid-reply', async () => {
    upstream = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(openAiDelta('Our best rate is '));
      hanging.push(response);
    };
    const raw = await postChat(gateway.url, { messages: [user('hi')] }, visitor());
    expect(raw.status).toBe(200);
    expect(raw.text).toContain(sseDelta('Our best rate is '));
    expect(raw.text).toContain('data: {"error":{"status":503');
    expect(raw.text).not.toContain('[DONE]');
    const error = await failure(ask(gateway.url));
    expect(error.kind).toBe('broken');
    expect(chatErrorText(error).title).toBe('Service maintenance');
  });

  it('maps a broken upstream connection after the first piece to an error event', async () => {
    upstream = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(openAiDelta('Hello'), () => setTimeout(() => response.destroy(), 20));
    };
    const error = await failure(ask(gateway.url));
    expect(error.kind).toBe('broken');
    expect(error.status).toBe(503);
  });
});

describe('the widget client on its own', () => {
  it('shows "Response timeout" when the stream goes quiet for the stall limit', async () => {
    const quiet = await startFakeServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(sseDelta('Thinking about '));
      hanging.push(response);
    });
    const pieces: string[] = [];
    const error = await failure(
      streamChat({
        url: `${quiet.url}/api/chat`,
        messages: [user('hi')],
        stallMs: 300,
        onDelta: (piece) => pieces.push(piece),
      }),
    );
    expect(pieces).toEqual(['Thinking about ']);
    expect(error.kind).toBe('stall');
    expect(chatErrorText(error).title).toBe('Response timeout');
    await quiet.close();
  });

  it('reports no answer at all as the generic timeout', async () => {
    const silent = await startFakeServer((_request, response) => {
      hanging.push(response);
    });
    const error = await failure(
      streamChat({ url: `${silent.url}/api/chat`, messages: [user('hi')], stallMs: 300 }),
    );
    expect(error.kind).toBe('timeout');
    expect(chatErrorText(error).title).toBe(chatMessages.tookTooLong);
    await silent.close();
  });

  it('reports a refused connection as the network error', async () => {
    const gone = await startFakeServer(() => {});
    await gone.close();
    const error = await failure(streamChat({ url: `${gone.url}/api/chat`, messages: [user('hi')] }));
    expect(error.kind).toBe('network');
    expect(chatErrorText(error).title).toBe(chatMessages.network);
  });

  it('reports a stream that is not JSON as the invalid response error', async () => {
    const garbled = await startFakeServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: {"choices": oops\n\n');
    });
    const error = await failure(streamChat({ url: `${garbled.url}/api/chat`, messages: [user('hi')] }));
    expect(error.kind).toBe('invalid-json');
    expect(chatErrorText(error).title).toBe(chatMessages.invalidResponse);
    await garbled.close();
  });
});

describe('when saving the lead fails', () => {
  it('apologises with the support contacts and signals the failure (the "Error Saving Information" toast)', async () => {
    const broken = await startChatGateway({
      leads: {
        get: async () => undefined,
        create: async () => {
          throw new Error('table unavailable');
        },
        update: async () => undefined,
        updateNotes: async () => false,
      },
    });
    const outcomes: string[] = [];
    const { reply, lead } = await streamChat({
      url: `${broken.url}/api/chat`,
      messages: [GREETING, user('I am Sam Lee, sam.lee@example.com')],
      headers: visitor(),
      onLead: (outcome) => outcomes.push(outcome),
    });
    expect(outcomes).toEqual(['failed']);
    expect(lead).toBe('failed');
    expect(reply).toBe(chatMessages.saveErrorReply(brand.phone, brand.supportEmail));
    await broken.close();
  });
});

describe('the Bedrock provider (ConverseStream, mocked client)', () => {
  const bedrock = mockClient(BedrockRuntimeClient);
  let server: Running;

  beforeAll(async () => {
    server = await startChatGateway({
      provider: createBedrockProvider({ modelId: 'anthropic.claude-test', region: 'ca-central-1' }),
      stallTimeoutMs: 400,
    });
  });
  afterEach(() => bedrock.reset());
  afterAll(async () => {
    bedrock.restore();
    await server?.close();
  });

  async function* events(...items: object[]) {
    for (const item of items) yield item;
  }

  it('streams the model text deltas as the spec client reads them', async () => {
    bedrock.on(ConverseStreamCommand).resolves({
      stream: events(
        { messageStart: { role: 'assistant' } },
        { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Our best 5-year fixed ' } } },
        { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'rate in Ontario is 3.89%.' } } },
        { contentBlockStop: { contentBlockIndex: 0 } },
        { messageStop: { stopReason: 'end_turn' } },
        {
          metadata: {
            usage: { inputTokens: 10, outputTokens: 12, totalTokens: 22 },
            metrics: { latencyMs: 5 },
          },
        },
      ) as never,
    });
    const pieces: string[] = [];
    const { reply } = await streamChat({
      url: `${server.url}/api/chat`,
      messages: [
        GREETING,
        user('What is the best 5 year fixed rate in Ontario?'),
        { role: 'assistant', content: '' },
        user('Thanks'),
      ],
      headers: visitor(),
      onDelta: (piece) => pieces.push(piece),
    });
    expect(pieces).toEqual(['Our best 5-year fixed ', 'rate in Ontario is 3.89%.']);
    expect(reply).toBe('Our best 5-year fixed rate in Ontario is 3.89%.');
    const input = bedrock.commandCalls(ConverseStreamCommand)[0]!.args[0].input;
    expect(input.modelId).toBe('anthropic.claude-test');
    expect(input.system?.[0]).toMatchObject({ text: expect.stringContaining('Ontario fixed: 1 year 4.74%') });
    // The visitor first, roles alternating, no empty text.
    expect(input.messages).toEqual([
      { role: 'user', content: [{ text: 'What is the best 5 year fixed rate in Ontario?\n\nThanks' }] },
    ]);
  });

  it.each([
    ['ThrottlingException', 429, 'Rate limit exceeded'],
    ['ServiceQuotaExceededException', 429, 'Rate limit exceeded'],
    ['ResourceNotFoundException', 402, 'Service unavailable'],
    ['AccessDeniedException', 401, 'Authentication error'],
    ['ValidationException', 500, 'Server error'],
    ['InternalServerException', 500, 'Server error'],
    ['ServiceUnavailableException', 503, 'Service maintenance'],
    ['ModelTimeoutException', 503, 'Service maintenance'],
  ])('maps %s to %i ("%s")', async (name, status, toast) => {
    bedrock.on(ConverseStreamCommand).rejects(Object.assign(new Error(`${name}: internals`), { name }));
    const raw = await postChat(server.url, { messages: [user('hi')] }, visitor());
    expect(raw.status).toBe(status);
    expect(raw.text).not.toContain('internals');
    const error = await failure(ask(server.url));
    expect(chatErrorText(error).title).toBe(toast);
  });

  it('turns an in-stream exception after the first piece into an error event', async () => {
    bedrock.on(ConverseStreamCommand).resolves({
      stream: events(
        { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Our best ' } } },
        { throttlingException: { message: 'slow down' } },
      ) as never,
    });
    const error = await failure(ask(server.url));
    expect(error.kind).toBe('broken');
    expect(chatErrorText(error).title).toBe('Rate limit exceeded');
  });
});
