import { readFile } from 'node:fs/promises';
import { LOCALES } from '@maplestone/shared/i18n/locale';
import { NOT_FOUND_KEYS } from '../app/page-paths';
import { setApiOrigin } from '../lib/api';
import { changesOf, type StreamRecordLike } from './changes';
import { folderPublisher } from './publish-folder';
import type { Publisher } from './publisher';
import { renderNotFoundPage, renderPage } from './render-page';
import { listSitePages, type SitePage, type Topic } from './site';
import { robotsTxt, sitemapXml } from './sitemap';

const SITEMAP_TOPICS: Topic[] = ['agents', 'posts', 'products', 'services'];

/** A stream batch re-renders what it touches; any other event (a deploy's trigger, the local start) renders all. */
export type RenderEvent = { Records: StreamRecordLike[] } | Record<string, unknown>;

export interface RenderSettings {
  /** The site's public origin: canonical URLs, the sitemap. */
  siteUrl: string;
  /** Where the pages' data is read: the API as the browser would call it (an absolute origin). */
  apiOrigin: string;
  /** Headers the API origin wants (in AWS, the origin-verify secret: the render reads the API past the CDN). */
  apiHeaders: Record<string, string>;
  /** The built index.html: its hashed script and style links, the page goes into its #root. */
  template: string;
  publisher: Publisher;
  log?: (line: string) => void;
}

export interface RenderReport {
  rendered: string[];
  removed: string[];
  failed: string[];
}

/**
 * Renders the pages an event touches and publishes them (ADR 058): a stream batch re-renders the pages that
 * show what changed (and removes those that no longer exist); any other event renders every page. A page whose data
 * cannot be read keeps its last good copy, and the batch fails after the rest is written, so it is retried.
 */
export async function renderSite(event: RenderEvent, settings: RenderSettings): Promise<RenderReport> {
  const { publisher, siteUrl } = settings;
  const log = settings.log ?? (() => {});
  setApiOrigin(settings.apiOrigin, settings.apiHeaders);
  const pages = await listSitePages();
  const current = new Map(pages.map((page) => [page.path, page]));

  let targets: SitePage[];
  let gone: string[] = [];
  // The sitemap lists pages and their lastmod: it changes only with the set of agents, posts, products, services.
  let sitemapChanged = true;
  const records = Array.isArray(event.Records) ? (event.Records as StreamRecordLike[]) : null;
  const all = records === null;
  if (!records) {
    targets = pages;
  } else {
    const changes = changesOf(records);
    targets = pages.filter(
      (page) => page.topics.some((topic) => changes.topics.has(topic)) || changes.paths.has(page.path),
    );
    gone = [...changes.paths].filter((path) => !current.has(path));
    sitemapChanged = SITEMAP_TOPICS.some((topic) => changes.topics.has(topic));
  }

  const report: RenderReport = { rendered: [], removed: [], failed: [] };
  for (const page of targets) {
    try {
      const { status, html } = await renderPage(page.path, settings.template, siteUrl);
      if (status === 404) gone.push(page.path);
      else {
        await publisher.putPage(page.path, html);
        report.rendered.push(page.path);
      }
    } catch (error) {
      report.failed.push(page.path);
      log(`[render] ${page.path} failed: ${(error as Error).message}`);
    }
  }
  for (const path of gone) {
    await publisher.removePage(path);
    report.removed.push(path);
  }
  // The not-found pages show no data: they change with a deploy, which renders everything.
  const notFoundPages: string[] = [];
  if (all) {
    for (const locale of LOCALES) {
      try {
        await publisher.putNotFoundPage(locale, await renderNotFoundPage(locale, settings.template, siteUrl));
        notFoundPages.push(`/${NOT_FOUND_KEYS[locale]}`);
      } catch (error) {
        report.failed.push(NOT_FOUND_KEYS[locale]);
        log(`[render] the ${locale} not-found page failed: ${(error as Error).message}`);
      }
    }
  }
  sitemapChanged ||= gone.length > 0;
  if (sitemapChanged) {
    const listed = pages.filter((page) => !gone.includes(page.path));
    await publisher.putFile('sitemap.xml', sitemapXml(listed, siteUrl), 'application/xml; charset=utf-8');
  }
  if (all) await publisher.putFile('robots.txt', robotsTxt(siteUrl), 'text/plain; charset=utf-8');
  // Each invalidated path costs once past CloudFront's free thousand a month (ADR 058): only what was written.
  await publisher.invalidate([
    ...report.rendered,
    ...report.removed,
    ...(sitemapChanged ? ['/sitemap.xml'] : []),
    ...(all ? ['/robots.txt'] : []),
    ...notFoundPages,
  ]);
  log(
    `[render] ${report.rendered.length} rendered, ${report.removed.length} removed, ${report.failed.length} failed`,
  );
  if (report.failed.length > 0) throw new Error(`Could not render ${report.failed.join(', ')}`);
  return report;
}

/** The settings from the environment: the local stack's folder, or (in AWS) the bucket publisher. */
async function settingsFromEnv(): Promise<RenderSettings> {
  const env = process.env;
  const siteUrl = (env.SITE_URL ?? '').replace(/\/$/, '');
  const apiOrigin = env.PRERENDER_API_ORIGIN ?? '';
  const templateFile = env.PRERENDER_TEMPLATE ?? '';
  if (!siteUrl || !apiOrigin || !templateFile) {
    throw new Error('SITE_URL, PRERENDER_API_ORIGIN and PRERENDER_TEMPLATE must be set');
  }
  // The origin-verify secret (ADR 027): CloudFront's value, which the API accepts.
  const edgeSecret = env.ORIGIN_VERIFY_SECRET
    ? (JSON.parse(env.ORIGIN_VERIFY_SECRET) as { header: string }).header
    : '';
  const publisher = env.PRERENDER_DIR
    ? folderPublisher(env.PRERENDER_DIR)
    : (await import('./publish-aws')).awsPublisher(env);
  return {
    siteUrl,
    apiOrigin,
    apiHeaders: edgeSecret ? { 'x-origin-verify': edgeSecret } : {},
    template: await readFile(templateFile, 'utf8'),
    publisher,
    log: (line) => console.log(line),
  };
}

let settings: Promise<RenderSettings> | undefined;

/** The render function (Lambda): a stream batch, or any other event (after a deploy) for every page. */
export async function handler(event: RenderEvent): Promise<RenderReport> {
  settings ??= settingsFromEnv();
  return renderSite(event, await settings);
}
