import { adminMessages, dateTimeFormat, staffMessages } from '@maplestone/shared';
import { useQueries } from '@tanstack/react-query';
import {
  AttentionPanel,
  type AttentionSection,
  AttentionSkeleton,
  leadSections,
} from '../../../components/back-office/attention/attention';
import { FetchFailed } from '../../../components/back-office/fetch-failed';
import { adminPostsResource } from '../blog/api';
import { adminLeadsResource } from '../leads/api';
import type { AdminTabProps } from '../nav';
import { adminTestimonialsResource, isAgentTestimonial } from '../testimonials/api';

const m = staffMessages.attention;
const day: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const received = (iso: string) => m.received(dateTimeFormat(day).format(new Date(iso)));

/**
 * The super admin's landing (issue 17): new leads on the whole platform (overdue first contacts first),
 * agents' testimonials waiting for approval and agents' drafts waiting for review, each linking to the
 * tab where it is handled, that tab's list filtered to the pending ones.
 */
export default function AdminAttentionTab(_props: AdminTabProps) {
  const [leads, testimonials, posts] = useQueries({
    queries: [
      adminLeadsResource.listQuery(),
      adminTestimonialsResource.listQuery(),
      adminPostsResource.listQuery(),
    ],
  });
  const failed = [leads, testimonials, posts].find((query) => query.isError);
  if (failed) {
    return (
      <FetchFailed
        message={m.fetchFailed}
        error={failed.error}
        onRetry={() => {
          for (const query of [leads, testimonials, posts]) if (query.isError) query.refetch();
        }}
      />
    );
  }
  if (!leads.data || !testimonials.data || !posts.data) return <AttentionSkeleton />;

  const oldestFirst = <T extends { created_at: string }>(items: T[]) =>
    [...items].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const sections: AttentionSection[] = [
    ...leadSections(leads.data, {
      leadHref: (id) => `/super-admin/leads?lead=${encodeURIComponent(id)}`,
      withAgent: true,
    }),
    {
      kind: 'testimonials',
      items: oldestFirst(testimonials.data.filter((t) => isAgentTestimonial(t) && !t.is_approved)).map(
        (t) => ({
          id: t.id,
          title: t.client_name,
          details: [received(t.created_at), ...(t.agent_name ? [m.byAgent(t.agent_name)] : [])],
          href: `/super-admin/testimonials?testimonials_status=${encodeURIComponent(staffMessages.testimonials.pending)}`,
          actionLabel: m.reviewTestimonial(t.client_name),
        }),
      ),
    },
    {
      kind: 'posts',
      items: oldestFirst(posts.data.filter((post) => post.agent_id && !post.is_published)).map((post) => ({
        id: post.id,
        title: post.title,
        details: [received(post.created_at), ...(post.agent_name ? [m.byAgent(post.agent_name)] : [])],
        href: `/super-admin/blog?posts_status=${encodeURIComponent(adminMessages.blog.draft)}`,
        actionLabel: m.reviewPost(post.title),
      })),
    },
  ];
  return <AttentionPanel sections={sections} />;
}
