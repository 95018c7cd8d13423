/**
 * Reads a remote document (a feed, a rate page, an API answer) with a hard deadline and a size cap.
 * Every outbound read of the jobs goes through here, so a slow or broken source fails the same way.
 */
export class SourceError extends Error {
  constructor(
    readonly url: string,
    readonly reason: 'timeout' | 'status' | 'network' | 'too_large' | 'malformed',
    message: string,
  ) {
    super(message);
    this.name = 'SourceError';
  }
}

export interface FetchTextOptions {
  timeoutMs: number;
  maxBytes?: number;
  accept?: string;
}

const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

export async function fetchText(url: string, options: FetchTextOptions): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      signal,
      redirect: 'follow',
      headers: {
        accept: options.accept ?? '*/*',
        'user-agent': 'MaplestoneMortgage/1.0 (+https://maplestone.example)',
      },
    });
  } catch (error) {
    if (signal.aborted) throw new SourceError(url, 'timeout', `no answer within ${options.timeoutMs} ms`);
    throw new SourceError(url, 'network', (error as Error).message);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new SourceError(url, 'status', `status ${response.status}`);
  }
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new SourceError(url, 'too_large', `${declared} bytes (limit ${maxBytes})`);
  }
  try {
    const text = await response.text();
    if (Buffer.byteLength(text, 'utf8') > maxBytes) {
      throw new SourceError(url, 'too_large', `over ${maxBytes} bytes`);
    }
    return text;
  } catch (error) {
    if (error instanceof SourceError) throw error;
    if (signal.aborted) throw new SourceError(url, 'timeout', `no answer within ${options.timeoutMs} ms`);
    throw new SourceError(url, 'network', (error as Error).message);
  }
}
