/**
 * npm run bench:chat — Val under load, on a stack of its own (free ports, temporary state), offline
 * advisor. 20 visitors chat at once, 3 messages each (a rate question, a follow-up, then their name and
 * e-mail, which saves a lead): for every reply, the time to the first piece and to [DONE], read with the
 * widget's own stream client. Before each message the visitor's page asks GET /api/rates/best (the
 * best-rate badge), so both are measured at the same concurrency, under the same load, with the public
 * read cache as in AWS (5 s).
 * Aims: first piece p99 ≤ 100 ms locally (issue 10); first piece p99 ≤ 2 × GET /api/rates/best's p99 in
 * the same round (issue 18: absolute times on the emulator mean little, ratios in one run do).
 * The offline advisor pauses between word groups on purpose (CHAT_OFFLINE_CHUNK_DELAY_MS, 15 ms) so
 * the widget shows typing: the total time is mostly that pause. The visitors run in a child process,
 * so they do not share the gateway's event loop. A round ends when the gateway has answered every
 * request the visitors made (the widget's client stops reading at [DONE]), so the stack stops idle.
 */

import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ChatMessage } from '@maplestone/shared';
import { streamChat } from '../../web/src/features/chat/api/stream-chat';
import { GREETING } from '../../web/src/features/chat/constants';
import { onBenchStack } from './stack';

const CONVERSATIONS = Number(process.env.CHAT_BENCH_CONVERSATIONS ?? 20);
const ROUNDS = 2; // a warm-up round, then the measured one
const FIRST_PIECE_P99_AIM_MS = 100;
/** First piece p99 against GET /api/rates/best's p99 at the same concurrency, in the same round (issue 18). */
const FIRST_PIECE_P99_TO_BEST_RATE = 2;
/** How long the gateway may take to finish the requests of a round once the visitors have their answers. */
const DRAIN_DEADLINE_MS = 10_000;
const QUESTIONS = [
  'What is the best 5 year fixed rate in Ontario?',
  'And what would my monthly payment be on $600,000 over 25 years?',
];

interface Sample {
  firstMs: number;
  totalMs: number;
}

/** What one round of visitors brings back. */
interface RoundResult {
  samples: Sample[];
  leads: string[];
  /** GET /api/rates/best, each to its whole answer. */
  bestRateMs: number[];
  /** Every request the visitors made, answered or not. */
  requests: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Each visitor its own address, as CloudFront would say it: the gateway trusts it only with the edge secret. */
function visitorHeaders(edgeSecret: string, visitor: number): Record<string, string> {
  return {
    'cloudfront-viewer-address': `203.0.113.${visitor + 1}:443`,
    'x-origin-verify': edgeSecret,
  };
}

async function conversation(
  api: string,
  edgeSecret: string,
  visitor: number,
  result: RoundResult,
): Promise<void> {
  const headers = visitorHeaders(edgeSecret, visitor);
  // Val issues the conversation id with its first answer (ADR 045); the visitor sends it back after that.
  let conversationId: string | undefined;
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const history: ChatMessage[] = [GREETING];
  for (const text of [...QUESTIONS, `My name is Bench Visitor ${visitor}, ${email}`]) {
    await bestRate(api, headers, result);
    history.push({ role: 'user', content: text });
    result.requests++;
    const started = performance.now();
    let firstMs = Number.NaN;
    const {
      reply,
      lead,
      conversationId: issued,
    } = await streamChat({
      url: `${api}/api/chat`,
      messages: history,
      conversationId,
      headers,
      onDelta: () => {
        if (Number.isNaN(firstMs)) firstMs = performance.now() - started;
      },
    });
    result.samples.push({ firstMs, totalMs: performance.now() - started });
    conversationId = issued ?? conversationId;
    if (lead === 'saved') result.leads.push(email);
    history.push({ role: 'assistant', content: reply });
  }
}

/** The visitor's page asking for the best-rate badge, to its whole answer. */
async function bestRate(api: string, headers: Record<string, string>, result: RoundResult): Promise<void> {
  result.requests++;
  const started = performance.now();
  const response = await fetch(`${api}/api/rates/best`, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET /api/rates/best answered ${response.status}`);
  result.bestRateMs.push(performance.now() - started);
}

/** Polls until `done()` holds, or fails after the deadline. */
async function until(done: () => boolean, deadlineMs: number, what: string): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function main() {
  process.env.CHAT_PROVIDER = 'offline';
  // The gateway logs each request once its handler has returned (the chat's writes included).
  let answered = 0;
  const log = (line: string) => {
    if (/^\[api\] [A-Z]+ \S+ \d{3} \d+ms$/.test(line)) answered++;
  };
  await onBenchStack({ prefix: 'maplestone-bench-chat-', log }, async (stack) => {
    let failed = false;
    console.log(
      `maplestone chat bench: ${CONVERSATIONS} concurrent conversations × ${QUESTIONS.length + 1} messages, offline advisor, ${cpus().length} CPUs, node ${process.version}\n`,
    );
    const rows = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const answeredBefore = answered;
      const { samples, leads, bestRateMs, requests } = await visitors(
        stack.urls.api,
        stack.env.LOCAL_EDGE_SECRET!,
        round,
      );
      const wallMs = performance.now() - started;
      // The next round, or the stack's stop, only once the gateway has finished every request of this one.
      await until(() => answered - answeredBefore >= requests, DRAIN_DEADLINE_MS, 'the last requests');
      const first = samples.map((s) => s.firstMs);
      const total = samples.map((s) => s.totalMs);
      const measured = round === ROUNDS - 1;
      const firstP99 = percentile(first, 99);
      const bestRateP99 = percentile(bestRateMs, 99);
      const ratio = firstP99 / bestRateP99;
      const met = firstP99 <= FIRST_PIECE_P99_AIM_MS;
      const ratioMet = ratio <= FIRST_PIECE_P99_TO_BEST_RATE;
      if (measured && (!met || !ratioMet)) failed = true;
      if (leads.length !== CONVERSATIONS) {
        failed = true;
        console.error(`expected ${CONVERSATIONS} leads saved, got ${leads.length}`);
      }
      rows.push({
        round: measured ? 'measured' : 'warm-up',
        replies: samples.length,
        'first piece p50 ms': Math.round(percentile(first, 50)),
        'first piece p99 ms': Math.round(firstP99),
        'total p50 ms': Math.round(percentile(total, 50)),
        'total p99 ms': Math.round(percentile(total, 99)),
        'wall s': (wallMs / 1000).toFixed(1),
        'leads saved': leads.length,
        aim: met ? 'met' : `missed (first piece p99 ≤ ${FIRST_PIECE_P99_AIM_MS} ms)`,
        'rates/best p50 ms': Math.round(percentile(bestRateMs, 50)),
        'rates/best p99 ms': Math.round(bestRateP99),
        'first piece p99 / rates/best p99': ratio.toFixed(2),
        'ratio aim': ratioMet ? 'met' : `missed (≤ ${FIRST_PIECE_P99_TO_BEST_RATE})`,
      });
    }
    console.table(rows);
    return { failed };
  });
}

/** Runs one round of visitors (their conversations and best-rate badges) in a child process. */
function visitors(api: string, edgeSecret: string, round: number): Promise<RoundResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--visitors', api, edgeSecret, String(round)], {
      execArgv: ['--import', 'tsx'],
    });
    child.once('message', (result) => resolve(result as RoundResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`visitors exited with ${code}`));
    });
  });
}

const [mode, api, edgeSecret, round] = process.argv.slice(2);
if (mode === '--visitors') {
  const result: RoundResult = { samples: [], leads: [], bestRateMs: [], requests: 0 };
  await Promise.all(
    Array.from({ length: CONVERSATIONS }, (_, i) =>
      conversation(api!, edgeSecret!, Number(round) * 100 + i, result),
    ),
  );
  process.send!(result, undefined, {}, () => process.exit(0));
} else {
  await main();
}
