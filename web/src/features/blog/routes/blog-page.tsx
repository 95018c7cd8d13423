import type { BlogPost } from '@maplestone/shared';
import { contentBlogWords, contentCommonWords } from '@maplestone/shared/i18n/en/content';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { LANGUAGE_TAGS } from '@maplestone/shared/i18n/locale';
import type { Shown } from '@maplestone/shared/i18n/written';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from '../../../components/ui/link';
import { PageIntro, Section } from '../../../components/ui/section';
import { QueryList } from '../../../components/ui/states';
import { EnglishNotice, Written } from '../../../components/ui/written';
import { useFormat } from '../../../lib/format';
import { useLocale, useWords } from '../../../lib/i18n';
import { postIn, postPaths, postsQuery } from '../api/posts';
import { AuthorBadge } from '../components/author-badge';

/**
 * /blog: published posts as cards (author, date, title, excerpt, the content's first 3 lines). /fr/blogue lists
 * the posts that have a French version, in French, then the others apart, as English, each linking to its
 * English page (issue 37).
 */
export default function BlogPage() {
  const layout = useWords('layout', layoutWords);
  const w = useWords('content', 'blog', contentBlogWords);
  const common = useWords('content', 'common', contentCommonWords);
  const locale = useLocale();
  const posts = useQuery(postsQuery());
  return (
    <>
      <PageIntro eyebrow={layout.nav.resources} title={w.title} heading={w.heading} lead={w.lead} />
      <Section className="bg-slate-50">
        <QueryList
          query={posts}
          loading={w.loadingPosts}
          failed={w.fetchFailed}
          retryLabel={common.tryAgain}
          empty={w.empty}
        >
          {(items) => {
            const listed = items.filter((post) => postIn(post, locale));
            const inEnglish = items.filter((post) => !postIn(post, locale));
            return (
              <>
                <EnglishNotice when={inEnglish.length > 0} className="mb-8" />
                {listed.length > 0 ? (
                  <PostCards posts={listed} />
                ) : (
                  <p className="text-center text-slate-600">{w.empty}</p>
                )}
                {inEnglish.length > 0 ? (
                  <section aria-labelledby="english-posts" className="mt-16">
                    <h2 id="english-posts" className="mb-6 font-display text-2xl font-bold text-navy-950">
                      {w.englishPosts}
                    </h2>
                    <PostCards posts={inEnglish} />
                  </section>
                ) : null}
              </>
            );
          }}
        </QueryList>
      </Section>
    </>
  );
}

/**
 * Posts as cards. A card shows one version whole: the post's in the page's language, else (on /fr/blogue, the
 * posts with no French version) its English, marked so and linking to its English page.
 */
function PostCards({ posts }: { posts: BlogPost[] }) {
  const locale = useLocale();
  const w = useWords('content', 'blog', contentBlogWords);
  const f = useFormat();
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="post-list">
      {posts.map((post) => {
        const version = postIn(post, locale);
        const shown: Shown<Pick<BlogPost, 'title' | 'excerpt' | 'content'>> = version
          ? { value: version, lang: locale }
          : { value: post, lang: 'en' };
        const page = postPaths(post)[locale];
        const linkClass = 'after:absolute after:inset-0 group-hover:underline focus-visible:outline-none';
        return (
          <li
            key={post.id}
            className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
            data-testid="post-card"
          >
            {post.featured_image_url ? (
              <img src={post.featured_image_url} alt="" className="h-48 w-full object-cover" loading="lazy" />
            ) : (
              <div className="h-2 bg-gradient-to-r from-navy-800 via-navy-600 to-maple-600" />
            )}
            <div className="flex flex-1 flex-col p-6">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
                {post.agent ? <AuthorBadge name={post.agent.name} /> : null}
                {post.published_at ? (
                  <time dateTime={post.published_at}>{f.date(post.published_at)}</time>
                ) : null}
              </div>
              {/* display: contents, so the card lays out as before; it only says the language. */}
              <Written as="div" shown={shown} className="contents">
                {({ title, excerpt, content }) => (
                  <>
                    <h2 className="mt-4 font-display text-xl leading-snug font-bold text-navy-950">
                      {page ? (
                        <Link to={page} className={linkClass}>
                          {title}
                        </Link>
                      ) : (
                        // A full page load: the English page arrives prerendered with its own words.
                        <a href={postPaths(post).en} hrefLang={LANGUAGE_TAGS.en} className={linkClass}>
                          {title}
                        </a>
                      )}
                    </h2>
                    {excerpt ? <p className="mt-2 font-medium text-slate-700">{excerpt}</p> : null}
                    <p className="mt-3 line-clamp-3 text-[15px] leading-relaxed whitespace-pre-line text-slate-600">
                      {content}
                    </p>
                  </>
                )}
              </Written>
              <span className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-navy-700">
                {w.readArticle}
                <ArrowRight className="size-4" aria-hidden />
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
