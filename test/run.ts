/**
 * `npm run test:lanes` (ADR 106): every test project, in lanes side by side. The integration and end-to-end
 * projects are each split into shards (vitest --shard); a shard is its own vitest process with its own local stack
 * (test/support/global-setup.ts), since two stacks never share a process. Each job's output is printed whole when it ends,
 * then a summary; the exit code is 1 if any job failed. TEST_LANES (default 2, the machine's cores) sets how
 * many jobs run at once; TEST_LANES=1 runs them one after the other.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../infra/local/config';

interface Job {
  name: string;
  args: string[];
}

// vitest shards by file count, not duration: three smaller shards let the lanes even out what two would not.
const sharded = (project: string, shards: number): Job[] =>
  Array.from({ length: shards }, (_, index) => ({
    name: `${project} ${index + 1}/${shards}`,
    args: ['--project', project, `--shard=${index + 1}/${shards}`],
  }));

// Longest first, so the short ones fill the lanes at the end.
const JOBS: Job[] = [
  { name: 'unit', args: ['--project', 'unit'] },
  ...sharded('e2e', 3),
  ...sharded('integration', 3),
  { name: 'infra', args: ['--project', 'infra'] },
  { name: 'e2e-prerendered', args: ['--project', 'e2e-prerendered'] },
];

const lanes = Math.max(1, Number(process.env.TEST_LANES ?? 2) || 2);
const vitest = join(REPO_ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

interface Outcome {
  job: Job;
  code: number;
  ms: number;
}

function run(job: Job): Promise<Outcome> {
  const started = Date.now();
  console.log(`▶ ${job.name}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', ...job.args], {
      cwd: REPO_ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      const outcome = { job, code: code ?? (signal ? 1 : 0), ms: Date.now() - started };
      process.stdout.write(`\n──── ${job.name} ────\n${Buffer.concat(output).toString()}`);
      console.log(`■ ${job.name}: ${outcome.code === 0 ? 'passed' : 'FAILED'} in ${seconds(outcome.ms)}\n`);
      resolve(outcome);
    });
  });
}

const started = Date.now();
const queue = [...JOBS];
const outcomes: Outcome[] = [];
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) outcomes.push(await run(job));
  }),
);

console.log(`npm test: ${JOBS.length} jobs in ${lanes} lane(s), ${seconds(Date.now() - started)}`);
for (const { job, code, ms } of outcomes) {
  console.log(`  ${code === 0 ? 'passed' : 'FAILED'}  ${job.name.padEnd(18)} ${seconds(ms)}`);
}
if (outcomes.some((outcome) => outcome.code !== 0)) process.exitCode = 1;
