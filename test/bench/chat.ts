/**
 * npm run bench:chat — Val under load, on a stack of its own (free ports, temporary state), offline
 * advisor. 20 visitors chat at once, 3 messages each (a rate question, a follow-up, then their name and
 * e-mail, which saves a lead): for every reply, the time to the first piece and to [DONE], read with the
 * widget's own stream client. Aim (issue 10): first piece p99 ≤ 100 ms locally.
 * The offline advisor pauses between word groups on purpose (CHAT_OFFLINE_CHUNK_DELAY_MS, 15 ms) so
 * the widget shows typing: the total time is mostly that pause. The visitors run in a child process,
 * so they do not share the gateway's event loop.
 */

import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatMessage } from '@maplestone/shared';
import { DEFAULT_DEMO_PASSWORD } from '../../infra/local/config';
import { freePorts } from '../../infra/local/processes';
import { startStack } from '../../infra/local/stack';
import { streamChat } from '../../web/src/features/chat/api/stream-chat';
import { GREETING } from '../../web/src/features/chat/constants';

const CONVERSATIONS = Number(process.env.CHAT_BENCH_CONVERSATIONS ?? 20);
const ROUNDS = 2; // a warm-up round, then the measured one
const FIRST_PIECE_P99_AIM_MS = 100;
const QUESTIONS = [
  'What is the best 5 year fixed rate in Ontario?',
  'And what would my monthly payment be on $600,000 over 25 years?',
];

interface Sample {
  firstMs: number;
  totalMs: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function conversation(
  api: string,
  edgeSecret: string,
  visitor: number,
  samples: Sample[],
  leads: string[],
): Promise<void> {
  // Each visitor its own address, as CloudFront would say it: the gateway trusts it only with the edge secret.
  const headers = {
    'cloudfront-viewer-address': `203.0.113.${visitor + 1}:443`,
    'x-origin-verify': edgeSecret,
  };
  // Val issues the conversation id with its first answer (ADR 045); the visitor sends it back after that.
  let conversationId: string | undefined;
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const history: ChatMessage[] = [GREETING];
  for (const text of [...QUESTIONS, `My name is Bench Visitor ${visitor}, ${email}`]) {
    history.push({ role: 'user', content: text });
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
    samples.push({ firstMs, totalMs: performance.now() - started });
    conversationId = issued ?? conversationId;
    if (lead === 'saved') leads.push(email);
    history.push({ role: 'assistant', content: reply });
  }
}

async function main() {
  const stateDir = mkdtempSync(join(tmpdir(), 'maplestone-bench-chat-'));
  const ports = await freePorts();
  process.env.LOG_LEVEL ??= 'error';
  process.env.CHAT_PROVIDER = 'offline';
  // As deployed: today's rates kept 5 s in the container (ADR 010); the local stack's default is off.
  process.env.PUBLIC_READ_CACHE_SECONDS ??= '5';
  const stack = await startStack({
    stateDir,
    ports,
    web: false,
    persist: false,
    demoPassword: DEFAULT_DEMO_PASSWORD,
  });
  let failed = false;
  try {
    console.log(
      `maplestone chat bench: ${CONVERSATIONS} concurrent conversations × ${QUESTIONS.length + 1} messages, offline advisor, ${cpus().length} CPUs, node ${process.version}\n`,
    );
    const rows = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const { samples, leads } = await visitors(stack.urls.api, stack.env.LOCAL_EDGE_SECRET!, round);
      const wallMs = performance.now() - started;
      const first = samples.map((s) => s.firstMs);
      const total = samples.map((s) => s.totalMs);
      const measured = round === ROUNDS - 1;
      const met = percentile(first, 99) <= FIRST_PIECE_P99_AIM_MS;
      if (measured && !met) failed = true;
      if (leads.length !== CONVERSATIONS) {
        failed = true;
        console.error(`expected ${CONVERSATIONS} leads saved, got ${leads.length}`);
      }
      rows.push({
        round: measured ? 'measured' : 'warm-up',
        replies: samples.length,
        'first piece p50 ms': Math.round(percentile(first, 50)),
        'first piece p99 ms': Math.round(percentile(first, 99)),
        'total p50 ms': Math.round(percentile(total, 50)),
        'total p99 ms': Math.round(percentile(total, 99)),
        'wall s': (wallMs / 1000).toFixed(1),
        'leads saved': leads.length,
        aim: met ? 'met' : `missed (first piece p99 ≤ ${FIRST_PIECE_P99_AIM_MS} ms)`,
      });
    }
    console.table(rows);
  } finally {
    await stack.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

/** Runs one round of conversations in a child process and collects its samples. */
function visitors(
  api: string,
  edgeSecret: string,
  round: number,
): Promise<{ samples: Sample[]; leads: string[] }> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--visitors', api, edgeSecret, String(round)], {
      execArgv: ['--import', 'tsx'],
    });
    child.once('message', (result) => resolve(result as { samples: Sample[]; leads: string[] }));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`visitors exited with ${code}`));
    });
  });
}

const [mode, api, edgeSecret, round] = process.argv.slice(2);
if (mode === '--visitors') {
  const samples: Sample[] = [];
  const leads: string[] = [];
  await Promise.all(
    Array.from({ length: CONVERSATIONS }, (_, i) =>
      conversation(api!, edgeSecret!, Number(round) * 100 + i, samples, leads),
    ),
  );
  process.send!({ samples, leads }, undefined, {}, () => process.exit(0));
} else {
  await main();
}
