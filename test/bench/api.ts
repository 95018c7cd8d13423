/**
 * npm run bench:api — the public API under load, on a stack of its own (free ports, temporary state).
 * autocannon (in a worker thread, so it does not share the gateway's event loop) drives each route at
 * 20 connections for 10 s, then the lead count is checked: N accepted POSTs must be exactly N new leads.
 * Aims (issue 4): GET p99 ≤ 30 ms, POST p99 ≤ 60 ms, no errors, on a 2-core machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEFAULT_DEMO_PASSWORD } from '../../infra/local/config';
import { freePorts } from '../../infra/local/processes';
import { startStack } from '../../infra/local/stack';

const CONNECTIONS = 20;
const DURATION_S = 10;

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  p99AimMs: number;
}

const lead = {
  type: 'application',
  client_name: 'Bench Mark',
  client_email: 'bench@example.com',
  client_phone: '416-555-0199',
  agent_id: 'agent-sarah-chen',
  metadata: { mortgage_amount: 400_000, property_address: '1 Bench St, Toronto' },
  message: null,
};

const scenarios: Scenario[] = [
  { name: 'GET /api/rates', method: 'GET', path: '/api/rates', p99AimMs: 30 },
  { name: 'GET /api/agents/{slug}', method: 'GET', path: '/api/agents/sarahchen', p99AimMs: 30 },
  { name: 'POST /api/leads', method: 'POST', path: '/api/leads', body: lead, p99AimMs: 60 },
];

function run(
  url: string,
  scenario: Scenario,
  length: { duration: number } | { amount: number } = { duration: DURATION_S },
) {
  return autocannon({
    url: `${url}${scenario.path}`,
    method: scenario.method,
    connections: CONNECTIONS,
    ...length,
    workers: 1,
    headers: { 'content-type': 'application/json' },
    ...(scenario.body ? { body: JSON.stringify(scenario.body) } : {}),
  });
}

async function main() {
  const stateDir = mkdtempSync(join(tmpdir(), 'maplestone-bench-'));
  const ports = await freePorts();
  process.env.LOG_LEVEL ??= 'error';
  // Every request comes from one address: lift the per-IP limit, or most POSTs would be 429s.
  process.env.RATE_LIMIT_LEADS_PER_MINUTE = '100000000';
  // As deployed: public reads kept 5 s in the container (ADR 010); the local stack's default is off.
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
    const { countIndex } = await import('../../functions/src/data/repositories/index');
    const api = stack.urls.api;
    console.log(
      `maplestone API bench: ${CONNECTIONS} connections, ${DURATION_S} s per route, ${cpus().length} CPUs, node ${process.version}\n`,
    );
    // Warm up: JIT, connection pools, DynamoDB Local's own caches.
    for (const scenario of scenarios.filter((s) => s.method === 'GET'))
      await run(api, scenario, { duration: 2 });

    const rows = [];
    for (const scenario of scenarios) {
      let leadCheck = '';
      if (scenario.method === 'POST') {
        // Counted on an exact run, first: a timed run stops with requests in flight (stored, answered to nobody).
        const N = 300;
        const start = await countIndex('GSI2', 'LEAD');
        const exact = await run(api, scenario, { amount: N });
        const added = (await countIndex('GSI2', 'LEAD')) - start;
        leadCheck = `${exact['2xx']} → ${added}`;
        if (exact['2xx'] !== N || added !== N) {
          failed = true;
          console.error(
            `lead count mismatch: ${N} POSTs, ${exact['2xx']} answered 2xx, ${added} leads stored`,
          );
        }
      }
      const result = await run(api, scenario);
      const errors = result.errors + result.timeouts + result.non2xx;
      const row: Record<string, string | number> = {
        route: scenario.name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        requests: result.requests.total,
        errors,
        aim:
          result.latency.p99 <= scenario.p99AimMs && errors === 0
            ? 'met'
            : `missed (p99 ≤ ${scenario.p99AimMs} ms)`,
      };
      if (leadCheck) row['N POSTs → leads'] = leadCheck;
      if (errors > 0) failed = true;
      rows.push(row);
    }
    console.table(rows);
  } finally {
    await stack.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
