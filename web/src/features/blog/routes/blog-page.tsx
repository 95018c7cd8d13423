import { contentBlogWords, contentCommonWords } from '@maplestone/shared/i18n/en/content';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from '../../../components/ui/link';
import { PageIntro, Section } from '../../../components/ui/section';
import { QueryList } from '../../../components/ui/states';
import { useFormat } from '../../../lib/format';
import { useWords } from '../../../lib/i18n';
import { postsQuery } from '../api/posts';
import { AuthorBadge } from '../components/author-badge';

/** /blog: published posts as cards (author, date, title, excerpt, the content's first 3 lines). */
export default function BlogPage() {
  const layout = useWords('layout', layoutWords);
  const w = useWords('content', 'blog', contentBlogWords);
  const common = useWords('content', 'common', contentCommonWords);
  const f = useFormat();
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
          {(items) => (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="post-list">
              {items.map((post) => (
                <li
                  key={post.id}
                  className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
                  data-testid="post-card"
                >
                  {post.featured_image_url ? (
                    <img
                      src={post.featured_image_url}
                      alt=""
                      className="h-48 w-full object-cover"
                      loading="lazy"
                    />
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
                    <h2 className="mt-4 font-display text-xl leading-snug font-bold text-navy-950">
                      <Link
                        to={`/blog/${encodeURIComponent(post.slug)}`}
                        className="after:absolute after:inset-0 group-hover:underline focus-visible:outline-none"
                      >
                        {post.title}
                      </Link>
                    </h2>
                    {post.excerpt ? <p className="mt-2 font-medium text-slate-700">{post.excerpt}</p> : null}
                    <p className="mt-3 line-clamp-3 text-[15px] leading-relaxed whitespace-pre-line text-slate-600">
                      {post.content}
                    </p>
                    <span className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-navy-700">
                      {w.readArticle}
                      <ArrowRight className="size-4" aria-hidden />
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryList>
      </Section>
    </>
  );
}
