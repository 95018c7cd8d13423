import type { BlogPost } from '@maplestone/shared';
import { contentBlogWords, contentCommonWords } from '@maplestone/shared/i18n/en/content';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { widgetsWords } from '@maplestone/shared/i18n/en/widgets';
import { LANGUAGE_TAGS } from '@maplestone/shared/i18n/locale';
import { useQuery } from '@tanstack/react-query';
import { FileQuestion } from 'lucide-react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { buttonClass } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { NotFound } from '../../../components/ui/not-found';
import { LoadingState, RetryAlert } from '../../../components/ui/states';
import {
  type DocumentMeta,
  pageTitle,
  summaryOf,
  useDocumentMeta,
  useNotFound,
} from '../../../lib/document-meta';
import { useFormat } from '../../../lib/format';
import { useLocale, useLocalizedPath, useWords } from '../../../lib/i18n';
import { agentCanonicalPath, blogPostingJsonLd, breadcrumbJsonLd } from '../../../lib/structured-data';
import { authorPath, postQuery } from '../api/posts';
import { AuthorBadge } from '../components/author-badge';

/**
 * The post's head: its own title, SEO description (else its excerpt), featured image, BlogPosting. The
 * structured data's paths are the page's language's (`to`), as are the crumbs' names (`names`) and the
 * post's inLanguage (`language`, 'fr-CA' on /fr/blogue/…).
 */
function postMeta(
  post: BlogPost,
  names: { blog: string; home: string },
  to: (path: string) => string,
  language: string,
): DocumentMeta {
  const canonicalPath = `/blog/${encodeURIComponent(post.slug)}`;
  const postPath = to(canonicalPath);
  const author = post.agent ? { name: post.agent.name, path: to(agentCanonicalPath(post.agent)) } : null;
  return {
    title: pageTitle(post.title),
    description: post.seo_settings?.description || post.excerpt || summaryOf(post.content),
    keywords: post.seo_settings?.keywords,
    image: post.featured_image_url,
    canonicalPath,
    type: 'article',
    jsonLd: (siteUrl) => [
      blogPostingJsonLd(siteUrl, { ...post, author }, postPath, language),
      breadcrumbJsonLd(
        siteUrl,
        [
          { name: names.blog, path: to('/blog') },
          { name: post.title, path: postPath },
        ],
        { name: names.home, path: to('/') },
      ),
    ],
  };
}

function PostNotFound() {
  const blogText = useWords('content', 'blog', contentBlogWords);
  useNotFound(blogText.notFound);
  return (
    <NotFound Icon={FileQuestion} message={blogText.notFound} back="/blog" backLabel={blogText.backToBlog} />
  );
}

/**
 * /blog/{slug}: the post. Its content is shown as text with its line breaks, never as HTML, so markup
 * in a post (even a <script>) reads as what it is.
 */
export default function PostPage() {
  const { slug = '' } = useParams();
  const { data: post, isPending, isError, refetch } = useQuery(postQuery(slug));
  const layout = useWords('layout', layoutWords);
  const w = useWords('content', 'blog', contentBlogWords);
  const common = useWords('content', 'common', contentCommonWords);
  const f = useFormat();
  const to = useLocalizedPath();
  const home = useWords('widgets', widgetsWords).home;
  const language = LANGUAGE_TAGS[useLocale()];
  useDocumentMeta(
    post
      ? postMeta(post, { blog: w.title, home }, to, language)
      : post === undefined
        ? { title: pageTitle(w.title) }
        : null,
  );

  if (isPending) return <LoadingState className="min-h-[50vh]">{w.loadingPost}</LoadingState>;
  if (isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <BackLink to="/blog">{w.backToBlog}</BackLink>
        <RetryAlert
          className="mt-6"
          title={w.loadFailed}
          retryLabel={common.tryAgain}
          onRetry={() => refetch()}
        />
      </div>
    );
  }
  if (!post) return <PostNotFound />;
  return (
    <article className="pb-20">
      <div className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 sm:pt-14">
        <BackLink to="/blog">{w.backToBlog}</BackLink>
      </div>
      {post.featured_image_url ? (
        <div className="mx-auto mt-8 max-w-5xl px-4 sm:px-6">
          <img
            src={post.featured_image_url}
            alt=""
            className="aspect-[2/1] w-full rounded-3xl object-cover shadow-sm"
            data-testid="featured-image"
          />
        </div>
      ) : null}
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
          {post.agent ? (
            <Link
              to={authorPath(post.agent)}
              className="rounded-full hover:opacity-90"
              data-testid="author-link"
            >
              <AuthorBadge name={post.agent.name} className="hover:bg-navy-100" />
            </Link>
          ) : null}
          {post.published_at ? (
            <time dateTime={post.published_at}>{f.date(post.published_at, 'long')}</time>
          ) : null}
        </div>
        <h1 className="mt-5 font-display text-3xl leading-tight font-bold tracking-tight text-navy-950 sm:text-5xl">
          {post.title}
        </h1>
        {post.excerpt ? (
          <p className="mt-5 text-xl leading-relaxed text-slate-600 italic" data-testid="post-excerpt">
            {post.excerpt}
          </p>
        ) : null}
        <div
          className="mt-8 border-t border-slate-200 pt-8 text-[17px] leading-8 break-words whitespace-pre-line text-slate-800"
          data-testid="post-content"
        >
          {post.content}
        </div>
        <div className="mt-12 rounded-2xl bg-navy-50 p-6 ring-1 ring-navy-100 sm:flex sm:items-center sm:justify-between sm:gap-6">
          <div>
            <p className="font-semibold text-navy-950">{w.questionTitle}</p>
            <p className="mt-1 text-sm text-slate-600">{w.questionLead}</p>
          </div>
          <Link to="/contact" className={buttonClass('primary', 'md', 'mt-4 shrink-0 sm:mt-0')}>
            {layout.nav.contactUs}
          </Link>
        </div>
      </div>
    </article>
  );
}
