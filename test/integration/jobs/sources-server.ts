import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { join } from 'node:path';

export type Behaviour = 'ok' | 'error' | 'hang' | { file: string } | { body: string };

/**
 * A stand-in for outside sources whose behaviour a test sets per path: serve a fixture (or a body the
 * test built), answer 503, or hang (accept the request and never answer). Counts the requests each path got.
 */
export async function startSourcesServer(routes: Record<string, { file: string; type: string }>) {
  const behaviour = new Map<string, Behaviour>(Object.keys(routes).map((path) => [path, 'ok']));
  const hits = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes[path];
    const mode = behaviour.get(path);
    if (!route || mode === undefined) return void response.writeHead(404).end();
    if (mode === 'error') return void response.writeHead(503).end('Service Unavailable');
    if (mode === 'hang') {
      hanging.add(response);
      return;
    }
    const body =
      typeof mode === 'object' && 'body' in mode
        ? mode.body
        : readFileSync(
            join(import.meta.dirname, '../../fixtures', typeof mode === 'object' ? mode.file : route.file),
          );
    response.writeHead(200, { 'content-type': route.type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url: (path: string) => `${base}${path}`,
    set: (path: string, mode: Behaviour) => behaviour.set(path, mode),
    hits: (path: string) => hits.get(path) ?? 0,
    reset: () => {
      hits.clear();
      for (const path of Object.keys(routes)) behaviour.set(path, 'ok');
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
