import type { BlogPost } from '@maplestone/shared';
import { contentBlogWords, contentCommonWords } from '@maplestone/shared/i18n/en/content';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { widgetsWords } from '@maplestone/shared/i18n/en/widgets';
import { LANGUAGE_TAGS, type Locale } from '@maplestone/shared/i18n/locale';
import { useQuery } from '@tanstack/react-query';
import { FileQuestion } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
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
import { authorPath, postIn, postPaths, postQuery } from '../api/posts';
import { AuthorBadge } from '../components/author-badge';

/**
 * The post's head in the page's language (`locale`): the version's title, SEO description (else its excerpt),
 * the featured image, its BlogPosting (headline, description and inLanguage the version's), at its own address,
 * with the other version as its alternate only when the post has one (issue 37). The structured data's paths are
 * the page's language's (`to`), as are the crumbs' names (`names`).
 */
function postMeta(
  post: BlogPost,
  locale: Locale,
  names: { blog: string; home: string },
  to: (path: string) => string,
): DocumentMeta | null {
  const version = postIn(post, locale);
  const paths = postPaths(post);
  const postPath = paths[locale];
  if (!version || !postPath) return null;
  const author = post.agent ? { name: post.agent.name, path: to(agentCanonicalPath(post.agent)) } : null;
  return {
    title: pageTitle(version.title),
    description: version.seo_settings?.description || version.excerpt || summaryOf(version.content),
    keywords: version.seo_settings?.keywords,
    image: post.featured_image_url,
    canonicalPath: postPath,
    versions: paths,
    type: 'article',
    jsonLd: (siteUrl) => [
      blogPostingJsonLd(
        siteUrl,
        { ...post, title: version.title, excerpt: version.excerpt, author },
        postPath,
        LANGUAGE_TAGS[locale],
      ),
      breadcrumbJsonLd(
        siteUrl,
        [
          { name: names.blog, path: to('/blog') },
          { name: version.title, path: postPath },
        ],
        { name: names.home, path: to('/') },
      ),
    ],
  };
}

/**
 * A post reached at an address that is not its page in this language (issue 37): its other slug's, or, on a
 * French page, a post in English only. The browser goes to its page (its English one when it has no French), in
 * place; the prerenderer publishes nothing there (a 'not found' head: the edge answers such a path with a 404).
 */
function MovedPost({ to }: { to: string }) {
  const blogText = useWords('content', 'blog', contentBlogWords);
  const navigate = useNavigate();
  useDocumentMeta({ title: pageTitle(blogText.title), notFound: true });
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <LoadingState className="min-h-[50vh]">{blogText.loadingPost}</LoadingState>;
}

function PostNotFound() {
  const blogText = useWords('content', 'blog', contentBlogWords);
  useNotFound(blogText.notFound);
  return (
    <NotFound Icon={FileQuestion} message={blogText.notFound} back="/blog" backLabel={blogText.backToBlog} />
  );
}

/**
 * /blog/{slug}: the post; /fr/blogue/{French slug}: its French version (issue 37). Its content is shown as text
 * with its line breaks, never as HTML, so markup in a post (even a <script>) reads as what it is.
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
  const locale = useLocale();
  // The version this page shows: the post's own words at its slug, its French version at its French slug.
  const version = post ? postIn(post, locale) : null;
  const shown = version?.slug === slug ? version : null;
  useDocumentMeta(
    post && shown
      ? postMeta(post, locale, { blog: w.title, home }, to)
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
  if (!shown) {
    const paths = postPaths(post);
    return <MovedPost to={paths[locale] ?? paths.en} />;
  }
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
          {shown.title}
        </h1>
        {shown.excerpt ? (
          <p className="mt-5 text-xl leading-relaxed text-slate-600 italic" data-testid="post-excerpt">
            {shown.excerpt}
          </p>
        ) : null}
        <div
          className="mt-8 border-t border-slate-200 pt-8 text-[17px] leading-8 break-words whitespace-pre-line text-slate-800"
          data-testid="post-content"
        >
          {shown.content}
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
