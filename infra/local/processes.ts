import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { dirname } from 'node:path';
import { PORT_VARIABLES, type Ports, type Service } from './config';

/** Fails with the port and its variable named when something already listens there. */
export async function assertPortFree(port: number, variable: string, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use (${variable}). Stop whatever listens there, or set ${variable} to a free port.`
            : `Cannot listen on port ${port} (${variable}): ${error.message}`,
        ),
      );
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve()));
  });
}

/** Starts a server on `port` (0 or absent: one the OS picks) and answers its http:// URL. */
export async function listenOn(server: Server, host: string, port = 0): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
}

/** A free port picked by the OS (for tests). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A free port for each service of the stack (tests, benchmarks and one-off runs beside a running `npm start`). */
export async function freePorts(host = '127.0.0.1'): Promise<Ports> {
  const ports = {} as Ports;
  for (const service of Object.keys(PORT_VARIABLES) as Service[]) ports[service] = await freePort(host);
  return ports;
}

export function tcpOpen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls a readiness check until it passes, the child exits, or the deadline passes. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  options: { timeoutMs?: number; intervalMs?: number; child?: ManagedProcess } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (options.child?.exited) {
      throw new Error(
        `${what} exited during start-up (code ${options.child.exitCode}); see ${options.child.logFile}`,
      );
    }
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
  }
  throw new Error(`${what} was not ready within ${options.timeoutMs ?? 30_000} ms`);
}

export interface ManagedProcess {
  name: string;
  pid: number;
  logFile: string;
  exited: boolean;
  exitCode: number | null;
  stop(): Promise<void>;
}

/** Where an emulator listens, keeps its state and writes its log. */
export interface EmulatorOptions {
  port: number;
  host: string;
  dataDir: string;
  logFile: string;
}

/** A started emulator: its process, and the endpoint its clients call. */
export interface StartedEmulator {
  process: ManagedProcess;
  endpoint: string;
}

/** Starts a child server with its output in a log file; stop() ends it (TERM, then KILL after 5 s). */
export function startProcess(options: {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  logFile: string;
}): ManagedProcess {
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  let child: ChildProcess;
  try {
    child = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    log.end();
    throw error;
  }
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });

  const managed: ManagedProcess = {
    name: options.name,
    pid: child.pid ?? -1,
    logFile: options.logFile,
    exited: false,
    exitCode: null,
    stop: () =>
      new Promise<void>((resolve) => {
        if (managed.exited) return resolve();
        const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(killer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
  child.once('exit', (code) => {
    managed.exited = true;
    managed.exitCode = code;
    log.end();
  });
  child.once('error', (error) => {
    managed.exited = true;
    log.write(`failed to start: ${error.message}\n`);
  });
  return managed;
}
