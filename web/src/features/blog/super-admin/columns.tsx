import { adminMessages, staffMessages } from '@maplestone/shared';
import { lacksFrench } from '@maplestone/shared/i18n/written';
import { Link } from 'react-router';
import { NoFrenchBadge } from '../../../components/back-office/no-french-badge';
import { StatusPill } from '../../../components/back-office/status-pill';
import { type ColumnDef, createdAtColumn, type DataTableFacet } from '../../../components/data-table';
import { formatLongDate } from '../../../lib/dates';
import type { AdminPost } from './api';

const b = staffMessages.blog;
const a = adminMessages.blog;

const statusOf = (post: AdminPost) => (post.is_published ? b.published : a.draft);

/**
 * The posts table: title (a published one links to its public page) with its slug and, without a French version,
 * 'No French' (issue 37), author agent,
 * state (Draft, or Published with its date, spec §4) and the date it was written.
 */
export const postColumns: ColumnDef<AdminPost, unknown>[] = [
  {
    accessorKey: 'title',
    header: a.columns.title,
    cell: ({ row }) => {
      const post = row.original;
      return (
        <span className="flex max-w-sm min-w-48 flex-col">
          {post.is_published ? (
            <Link
              to={`/blog/${encodeURIComponent(post.slug)}`}
              target="_blank"
              className="font-semibold break-words text-navy-900 underline-offset-4 hover:underline"
            >
              {post.title}
            </Link>
          ) : (
            <span className="font-semibold break-words text-navy-950">{post.title}</span>
          )}
          <span className="text-xs break-all text-slate-600">/{post.slug}</span>
          {lacksFrench('post', post) ? (
            <span className="mt-1">
              <NoFrenchBadge />
            </span>
          ) : null}
        </span>
      );
    },
  },
  {
    id: 'author',
    accessorFn: (post) => post.agent_name ?? a.noAuthor,
    header: a.columns.author,
  },
  {
    id: 'status',
    accessorFn: statusOf,
    header: a.columns.status,
    enableGlobalFilter: false,
    cell: ({ row }) => {
      const post = row.original;
      return (
        <span className="flex flex-col items-start gap-1">
          <StatusPill tone={post.is_published ? 'on' : 'off'} className="whitespace-nowrap">
            {statusOf(post)}
          </StatusPill>
          {post.is_published && post.published_at ? (
            <time dateTime={post.published_at} className="text-xs whitespace-nowrap text-slate-600">
              {formatLongDate(post.published_at)}
            </time>
          ) : null}
        </span>
      );
    },
  },
  createdAtColumn(a.columns.date),
];

/** The list's one filter (issue 33): the drafts or the published posts, each the API's own list. */
export const postFacets: DataTableFacet[] = [
  {
    columnId: 'status',
    label: a.columns.status,
    options: [
      { value: 'drafts', label: a.draft },
      { value: 'published', label: b.published },
    ],
  },
];
