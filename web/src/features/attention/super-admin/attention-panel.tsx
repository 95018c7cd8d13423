import { adminMessages, dateTimeFormat, staffMessages } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { FetchFailed } from '../../../components/back-office/fetch-failed';
import type { AdminTabProps } from '../../../components/back-office/nav-item';
import {
  AttentionPanel,
  type AttentionSection,
  AttentionSkeleton,
  fileSection,
  leadSections,
} from '../back-office/attention';
import { adminAttentionQuery } from './api';

const m = staffMessages.attention;
const day: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const received = (iso: string) => m.received(dateTimeFormat(day).format(new Date(iso)));
const pendingTestimonials = `/super-admin/testimonials?testimonials_status=${encodeURIComponent(staffMessages.testimonials.pending)}`;
const draftPosts = `/super-admin/blog?posts_status=${encodeURIComponent(adminMessages.blog.draft)}`;

/**
 * The super admin's landing (issue 17; issue 33: one read of what it shows): new leads on the whole
 * platform (overdue first contacts first), agents' testimonials waiting for approval and agents' drafts
 * waiting for review, each linking to the tab where it is handled, that tab's list filtered to the pending
 * ones; and the borrower files with documents to review (issue 38), each opening the file.
 */
export default function AdminAttentionTab(_props: AdminTabProps) {
  const attention = useQuery(adminAttentionQuery());
  if (attention.isError && !attention.data) {
    return (
      <FetchFailed message={m.fetchFailed} error={attention.error} onRetry={() => attention.refetch()} />
    );
  }
  if (!attention.data) return <AttentionSkeleton />;

  const { testimonials, posts } = attention.data;
  const sections: AttentionSection[] = [
    ...leadSections(attention.data, {
      leadHref: (id) => `/super-admin/leads?lead=${encodeURIComponent(id)}`,
      leadsHref: '/super-admin/leads?leads_status=new',
      withAgent: true,
    }),
    fileSection(attention.data.files, {
      fileHref: (id) => `/super-admin/files/${encodeURIComponent(id)}`,
      withAgent: true,
    }),
    {
      kind: 'testimonials',
      total: testimonials.total,
      moreHref: pendingTestimonials,
      items: testimonials.items.map((t) => ({
        id: t.id,
        title: t.client_name,
        details: [received(t.created_at), ...(t.agent_name ? [m.byAgent(t.agent_name)] : [])],
        href: pendingTestimonials,
        actionLabel: m.reviewTestimonial(t.client_name),
      })),
    },
    {
      kind: 'posts',
      total: posts.total,
      moreHref: draftPosts,
      items: posts.items.map((post) => ({
        id: post.id,
        title: post.title,
        details: [received(post.created_at), ...(post.agent_name ? [m.byAgent(post.agent_name)] : [])],
        href: draftPosts,
        actionLabel: m.reviewPost(post.title),
      })),
    },
  ];
  return <AttentionPanel sections={sections} />;
}
