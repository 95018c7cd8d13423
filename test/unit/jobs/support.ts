import type { Logger } from '../../../functions/src/lib/logger';

/** A logger that keeps what was logged, for assertions, and prints nothing. */
export function recordingLogger(lines: { level: string; message: string; fields?: object }[] = []): Logger {
  const at =
    (level: string) =>
    (message: string, fields?: Record<string, unknown>): void => {
      lines.push({ level, message, fields });
    };
  const log: Logger = {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: () => log,
  };
  return log;
}
