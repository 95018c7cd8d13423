import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PORT_VARIABLES } from '../../../infra/local/config';
import { freePort, waitUntil } from '../../../infra/local/processes';

function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function freePorts() {
  const ports: Record<string, number> = {};
  for (const variable of Object.values(PORT_VARIABLES)) ports[variable] = await freePort();
  return ports;
}

describe('npm start', () => {
  it('serves the site and API, then leaves no process behind on SIGTERM', async () => {
    const stateDir = mkdtempSync(join(tmpdir(), 'maplestone-start-'));
    const ports = await freePorts();
    const cli = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
      env: {
        ...process.env,
        ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
        LOCAL_STATE_DIR: stateDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    cli.stdout.on('data', (chunk) => {
      output += chunk;
    });
    cli.stderr.on('data', (chunk) => {
      output += chunk;
    });
    try {
      await new Promise<void>((resolve, reject) => {
        cli.stdout.on('data', () => output.includes('Press Ctrl-C to stop.') && resolve());
        cli.once('exit', (code) => reject(new Error(`exited early (${code}): ${output}`)));
      });
      expect(output).toMatch(/Ready in \d+\.\d s\./);
      const descendants = childrenOf(cli.pid!);
      expect(descendants.length).toBeGreaterThanOrEqual(4);

      const health = await fetch(`http://localhost:${ports.WEB_PORT}/api/health`);
      expect(health.status).toBe(200);
      const page = await fetch(`http://localhost:${ports.WEB_PORT}/`);
      expect(await page.text()).toContain('<div id="root"></div>');
      // A fresh install's "Rates over time" is not empty before any scrape (issue 35): today's point of the
      // seeded rates and the posted series' recorded history.
      const history = (await (
        await fetch(`http://localhost:${ports.WEB_PORT}/api/rates/history?province=ON&range=5y`)
      ).json()) as { fixed: { points: unknown[] }; posted: { points: unknown[] } };
      expect(history.fixed.points.length).toBeGreaterThanOrEqual(1);
      expect(history.posted.points.length).toBeGreaterThan(200);

      const exited = new Promise<number | null>((resolve) => cli.once('exit', resolve));
      cli.kill('SIGTERM');
      expect(await exited).toBe(0);
      // Helpers such as esbuild's service leave when their pipe closes, a moment after the parent.
      await waitUntil('children to exit', async () => descendants.filter(alive).length === 0, {
        timeoutMs: 10_000,
      }).catch(() => {});
      expect(descendants.filter(alive)).toEqual([]);
    } finally {
      if (alive(cli.pid!)) cli.kill('SIGKILL');
      rmSync(stateDir, { recursive: true, force: true });
    }
  });

  it('names the port and its variable when a port is taken', async () => {
    const { createServer } = await import('node:net');
    const blocker = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const env = {
        ...process.env,
        ...Object.fromEntries(Object.entries(await freePorts()).map(([k, v]) => [k, String(v)])),
        API_PORT: String(port),
      };
      const result = await new Promise<{ code: number | null; output: string }>((resolve) => {
        const cli = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
          env: { ...env, LOCAL_STATE_DIR: mkdtempSync(join(tmpdir(), 'maplestone-port-')) },
        });
        let output = '';
        cli.stdout.on('data', (chunk) => (output += chunk));
        cli.stderr.on('data', (chunk) => (output += chunk));
        cli.once('exit', (code) => resolve({ code, output }));
      });
      expect(result.code).toBe(1);
      expect(result.output).toContain(`Port ${port} is already in use (API_PORT)`);
    } finally {
      blocker.close();
    }
  });
});
