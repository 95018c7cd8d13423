import { firstContactDueSince } from '@maplestone/shared/lead-desk';
import type { AdminAttention, AgentAttention } from '@maplestone/shared/schemas/attention';
import { PAGE_SIZE } from '@maplestone/shared/schemas/page';
import { leadPage } from '../../data/repositories/lead-pages';
import { posts } from '../../data/repositories/posts';
import { testimonials } from '../../data/repositories/testimonials';
import { agentNamesOf, namedRows } from './lead-lists';
import { freshWaitingCount, waitingTotal } from './lead-totals';
import { withDuplicatesSeenBy } from './leads';

/**
 * The leads waiting for a first contact (issue 17's landing, read as issue 33 asks): the overdue ones, oldest
 * first, a page of the owner's waiting index (ADR 112) before the due time; the fresh ones since it, a page too; how
 * many of each from the counters (every lead waiting; the fresh ones from the waiting hour counters, the
 * overdue ones the rest). `agent`: whose (undefined: everyone's).
 */
export async function leadAttention(agent: string | undefined, now = new Date()): Promise<AgentAttention> {
  const due = firstContactDueSince(now);
  const [overdue, fresh, waitingCount, freshCount] = await Promise.all([
    leadPage({ agent, waiting: true, until: due }, { order: 'oldest', limit: PAGE_SIZE }),
    leadPage({ agent, waiting: true, since: due }, { order: 'oldest', limit: PAGE_SIZE }),
    waitingTotal(agent),
    freshWaitingCount(due, agent),
  ]);
  // An agent's: the duplicate links to its own leads only (ADR 097), both piles' looked up at once.
  const shown = await withDuplicatesSeenBy([...overdue.leads, ...fresh.leads], agent);
  // The counters follow the stream by a moment: never fewer than a page shows.
  const freshTotal = Math.max(fresh.leads.length, freshCount.total);
  return {
    overdue: {
      items: shown.slice(0, overdue.leads.length),
      total: Math.max(overdue.leads.length, waitingCount - freshTotal),
    },
    new: { items: shown.slice(overdue.leads.length), total: freshTotal },
  };
}

/** The super admin's landing: every lead waiting, with agent names, and the review queues' first pages. */
export async function adminAttention(now = new Date()): Promise<AdminAttention> {
  const [leadsWaiting, pendingTestimonials, pendingPosts] = await Promise.all([
    leadAttention(undefined, now),
    testimonials.pendingReview(PAGE_SIZE),
    posts.pendingReview(PAGE_SIZE),
  ]);
  // The agents' names of the four lists in one read.
  const names = await agentNamesOf([
    ...leadsWaiting.overdue.items,
    ...leadsWaiting.new.items,
    ...pendingTestimonials.items,
    ...pendingPosts.items,
  ]);
  return {
    overdue: { ...leadsWaiting.overdue, items: namedRows(leadsWaiting.overdue.items, names) },
    new: { ...leadsWaiting.new, items: namedRows(leadsWaiting.new.items, names) },
    testimonials: {
      items: namedRows(pendingTestimonials.items, names).map((testimonial) => ({
        ...testimonial,
        admin_name: null,
      })),
      total: pendingTestimonials.total,
    },
    posts: { items: namedRows(pendingPosts.items, names), total: pendingPosts.total },
  };
}
