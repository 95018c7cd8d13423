import { french } from '@maplestone/shared/i18n/fr/index';
import { LANGUAGE_TAGS, type Locale } from '@maplestone/shared/i18n/locale';
import { localeOfPath } from '@maplestone/shared/i18n/paths';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { NOT_FOUND_RENDER_PATHS } from '../app/page-paths';
import { createQueryClient, Providers } from '../app/providers';
import { AppRoutes } from '../app/router';
import { HeadCollector, HeadCollectorContext } from '../lib/document-meta';
import { provideFrench } from '../lib/french';
import { withHead } from './head-tags';
import { QUERY_STATE_ID } from './query-state';

export interface RenderedPage {
  path: string;
  /** 404: the page showed its 'not found' state (an agent, post or product that is not, or no longer, public). */
  status: 200 | 404;
  /** The whole document: the built index.html with the page, its head and its data. */
  html: string;
}

/** A query the page needed could not be loaded: the page is not published (the last good copy stays). */
export class PageDataError extends Error {
  constructor(path: string, cause: unknown) {
    super(`${path}: ${(cause as Error)?.message ?? cause}`);
    this.name = 'PageDataError';
  }
}

/** Pages ask for data in render (useQuery); a few ask for more once the first answers (an agent, then its rates). */
const MAX_PASSES = 4;

async function renderToString(path: string, client: QueryClient, head: HeadCollector): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadCollectorContext value={head}>
        <Providers client={client}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </HeadCollectorContext>
    </StrictMode>,
    // Every boundary inline: React outlines a large one as a hidden segment plus an inline script to reveal
    // it, which the CSP (script-src 'self') refuses, so the page would wait for hydration to show.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/** The queries a render created but nothing fetched yet (an enabled useQuery without data). */
function unfetched(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled } = query.options as { enabled?: unknown };
      return (
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        enabled !== false &&
        typeof enabled !== 'function'
      );
    });
}

/**
 * Renders one public page as the browser would show it once its data arrived: it renders, fetches what the
 * render asked for (the pages' own queryOptions, through the API), and renders again until nothing is missing.
 */
export async function renderPage(
  path: string,
  template: string,
  siteUrl: string,
  options: { withData?: boolean } = {},
): Promise<RenderedPage> {
  // The French words are at hand at once: a French page renders in French on its first pass (ADR 085).
  provideFrench({ words: french });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  let head = new HeadCollector(siteUrl);
  let body = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    head = new HeadCollector(siteUrl);
    body = await renderToString(path, client, head);
    const missing = unfetched(client);
    if (missing.length === 0) break;
    await Promise.all(
      missing.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
    );
    const failed = missing.find((query) => query.state.status === 'error');
    if (failed) throw new PageDataError(path, failed.state.error);
  }
  const state = JSON.stringify(dehydrate(client)).replace(/</g, '\\u003c');
  const data =
    options.withData === false
      ? ''
      : `<script type="application/json" id="${QUERY_STATE_ID}">${state}</script>`;
  const lang = LANGUAGE_TAGS[localeOfPath(path)];
  const html = withHead(template, head)
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    // A function, so `$&` or `$'` in a post's text stays text (a string replacement would expand them).
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${data}`);
  return { path, status: head.notFound ? 404 : 200, html };
}

/**
 * A language's not-found page (ADR 102), which the edge serves with a 404 for any path that is no page: the
 * catch-all route's page, without the data a prerendered page carries, so the browser does not hydrate it but
 * renders the path it was served at (the same page for a path no route has; an item route's own 'not found', or
 * the item if it was published since the last render).
 */
export async function renderNotFoundPage(locale: Locale, template: string, siteUrl: string): Promise<string> {
  const path = NOT_FOUND_RENDER_PATHS[locale];
  const { status, html } = await renderPage(path, template, siteUrl, { withData: false });
  if (status !== 404)
    throw new Error(`${path} rendered a page: the not-found page needs a path no route has`);
  return html;
}
