import { type LogLevel, logLevel } from './env';

/**
 * Structured logs: one JSON line per event. Only ids, never names, e-mails or phone numbers.
 */
type Level = LogLevel;
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  // Read at each line, as before, so a changed LOG_LEVEL takes effect; an invalid one is 'info' (lib/env).
  return order[logLevel()];
}

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export function createLogger(base: Record<string, unknown> = {}): Logger {
  const write = (level: Level, message: string, fields?: Record<string, unknown>) => {
    if (order[level] < threshold()) return;
    const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...base, ...fields });
    if (level === 'error' || level === 'warn') console.error(line);
    else console.log(line);
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
    child: (fields) => createLogger({ ...base, ...fields }),
  };
}

export const logger = createLogger();

/** Error details safe to log: name, message and stack, no request data. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error)
    return { error: { name: error.name, message: error.message, stack: error.stack } };
  return { error: String(error) };
}
