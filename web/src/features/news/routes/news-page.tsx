import { LIMITS } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { contentNewsWords } from '@maplestone/shared/i18n/en/content';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Clock, ExternalLink, Loader2, Newspaper } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PageIntro, Section } from '../../../components/ui/section';
import { EmptyState, ErrorAlert } from '../../../components/ui/states';
import { ApiError, failureMessage } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useLocale, useWords } from '../../../lib/i18n';
import { newsQuery } from '../api/news';

const SKELETONS = Array.from({ length: LIMITS.newsSkeletons }, (_, i) => `skeleton-${i}`);

/**
 * Why the news did not load: on an English page the API's own message when it gave one (it answers in English),
 * else the page's 'Failed to fetch news' (or its 429 text).
 */
function useFailureText(): (error: unknown) => string {
  const newsText = useWords('content', 'news', contentNewsWords);
  const common = useWords('common', commonWords);
  const english = useLocale() === 'en';
  return (error) =>
    english && error instanceof ApiError && error.status > 0 && error.message
      ? error.message
      : failureMessage(error, newsText.fetchFailed, common.rateLimited);
}

/** /mortgage-news: articles from Canadian mortgage news feeds, ten at a time. */
export default function NewsPage() {
  const layout = useWords('layout', layoutWords);
  const w = useWords('content', 'news', contentNewsWords);
  const f = useFormat();
  const failureText = useFailureText();
  const news = useInfiniteQuery(newsQuery());
  const items = news.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <>
      <PageIntro eyebrow={layout.nav.resources} title={w.title} lead={w.lead} />
      <Section className="bg-slate-50">
        <div aria-live="polite" aria-busy={news.isPending || news.isFetchingNextPage}>
          {news.isError && items.length === 0 ? (
            <ErrorAlert title={w.fetchFailedLater} className="mb-6">
              {failureText(news.error)}
            </ErrorAlert>
          ) : null}
          {news.isPending ? (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={w.loading}>
              {SKELETONS.map((key) => (
                <li
                  key={key}
                  className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
                  data-testid="news-skeleton"
                >
                  <div className="h-4 w-24 animate-pulse rounded bg-slate-200" />
                  <div className="mt-4 h-6 w-full animate-pulse rounded bg-slate-200" />
                  <div className="mt-2 h-6 w-2/3 animate-pulse rounded bg-slate-200" />
                  <div className="mt-5 space-y-2">
                    <div className="h-3.5 animate-pulse rounded bg-slate-100" />
                    <div className="h-3.5 animate-pulse rounded bg-slate-100" />
                    <div className="h-3.5 w-4/5 animate-pulse rounded bg-slate-100" />
                  </div>
                </li>
              ))}
            </ul>
          ) : items.length === 0 && !news.isError ? (
            <EmptyState>{w.empty}</EmptyState>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
              {items.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
                  data-testid="news-card"
                >
                  <div className="flex items-center justify-between gap-3 text-sm text-slate-600">
                    <time dateTime={item.published} data-testid="news-date">
                      {f.date(item.published)}
                    </time>
                    <span className="inline-flex items-center gap-1">
                      <Clock className="size-3.5" aria-hidden />
                      {w.readTime(Math.max(1, item.readTime))}
                    </span>
                  </div>
                  <h2 className="mt-3 text-lg leading-snug font-semibold text-navy-950">{item.title}</h2>
                  {item.author ? (
                    <p className="mt-1 text-xs text-slate-500">{w.byAuthor(item.author)}</p>
                  ) : null}
                  <p className="mt-3 line-clamp-4 text-[15px] leading-relaxed text-slate-600">
                    {item.summary}
                  </p>
                  <a
                    href={item.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-navy-700 hover:text-navy-900 hover:underline"
                  >
                    {w.readMore}
                    <span className="sr-only">{w.opensInNewTab(item.title)}</span>
                    <ExternalLink className="size-4" aria-hidden />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {news.isError && items.length > 0 ? (
            <ErrorAlert title={w.fetchFailedLater} className="mt-6">
              {failureText(news.error)}
            </ErrorAlert>
          ) : null}
        </div>
        {news.hasNextPage ? (
          <div className="mt-10 flex justify-center">
            <Button
              variant="outline"
              size="lg"
              onClick={() => news.fetchNextPage()}
              disabled={news.isFetchingNextPage}
            >
              {news.isFetchingNextPage ? (
                <Loader2 className="size-4 animate-spin" aria-hidden />
              ) : (
                <Newspaper className="size-4" aria-hidden />
              )}
              {w.loadMore}
            </Button>
          </div>
        ) : null}
      </Section>
    </>
  );
}
