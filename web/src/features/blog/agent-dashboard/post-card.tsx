import { type BlogPost, dashboardMessages, staffMessages } from '@maplestone/shared';
import { lacksFrench } from '@maplestone/shared/i18n/written';
import { ExternalLink, ImageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { NoFrenchBadge } from '../../../components/back-office/no-french-badge';
import { DeleteRowButton, EditRowButton } from '../../../components/back-office/row-actions';
import { StatusPill } from '../../../components/back-office/status-pill';
import { buttonClass } from '../../../components/ui/button';
import { formatLongDate } from '../../../lib/dates';

const t = dashboardMessages.blog;
const s = staffMessages.blog;

/**
 * One of the agent's posts: featured image, title, status (the spec's 'Draft - Pending Approval', or
 * Published with its date), 'No French' without a French version (issue 37), excerpt, and its actions. Only a published post has a public page to open.
 */
export function PostCard({
  post,
  onEdit,
  onDelete,
}: {
  post: BlogPost;
  onEdit: (post: BlogPost) => void;
  onDelete: (post: BlogPost) => void;
}) {
  const published = post.is_published;
  return (
    <li className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:p-5">
      <div className="aspect-[16/9] w-full shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:w-44">
        {post.featured_image_url ? (
          <img src={post.featured_image_url} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <ImageIcon className="size-8" aria-hidden />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StatusPill tone={published ? 'on' : 'waiting'}>
            {published ? s.published : s.draftPending}
          </StatusPill>
          {lacksFrench('post', post) ? <NoFrenchBadge /> : null}
          <span className="text-xs text-slate-600">
            {published
              ? formatLongDate(post.published_at)
              : t.lastEdited(formatLongDate(post.updated_at ?? post.created_at))}
          </span>
        </div>
        <h3 className="mt-2 text-lg font-semibold break-words text-navy-950">{post.title}</h3>
        {post.excerpt ? <p className="mt-1 line-clamp-3 text-sm text-slate-600">{post.excerpt}</p> : null}
        <div className="mt-4 flex flex-wrap gap-2">
          {published ? (
            <Link
              to={`/blog/${encodeURIComponent(post.slug)}`}
              className={buttonClass('outline', 'sm')}
              aria-label={t.viewLabel(post.title)}
            >
              <ExternalLink className="size-4" aria-hidden />
              {t.view}
            </Link>
          ) : null}
          <EditRowButton variant="outline" label={s.editLabel(post.title)} onClick={() => onEdit(post)}>
            {t.edit}
          </EditRowButton>
          <DeleteRowButton label={s.deleteLabel(post.title)} onClick={() => onDelete(post)}>
            {t.delete}
          </DeleteRowButton>
        </div>
      </div>
    </li>
  );
}
