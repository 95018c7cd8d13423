import { firstContactDueSince } from '@maplestone/shared/lead-desk';
import type { AdminAttention, AgentAttention } from '@maplestone/shared/schemas/attention';
import type { LeadRow } from '@maplestone/shared/schemas/lead-record';
import { PAGE_SIZE } from '@maplestone/shared/schemas/page';
import { type LeadOwnerScope, leadPage } from '../../data/repositories/lead-pages';
import { posts } from '../../data/repositories/posts';
import { testimonials } from '../../data/repositories/testimonials';
import { withAgentNames } from './lead-lists';
import { waitingTotal } from './lead-totals';
import { withDuplicatesSeenBy } from './leads';

/** Leads still new that were never contacted: the ones a first contact is due for. */
const waiting = (lead: LeadRow) => !lead.first_contacted_at;

/**
 * Every lead that arrived since `since` and is still new, oldest first: the business hour's, so a few (the
 * landing reads them whole to count them, however many leads the table holds).
 */
async function freshLeads(agent: LeadOwnerScope, since: string): Promise<LeadRow[]> {
  const found: LeadRow[] = [];
  let after: string | undefined;
  do {
    const page = await leadPage({ agent, status: 'new', since }, { order: 'oldest', after, limit: 100 });
    found.push(...page.leads);
    after = page.next ?? undefined;
  } while (after);
  return found;
}

/**
 * The leads waiting for a first contact (issue 17's landing, read as issue 33 asks): the overdue ones, oldest
 * first, a page of the new-status partitions before the due time; the fresh ones since it; how many are
 * overdue from the counters (every lead waiting, less the fresh ones). `agent`: whose (undefined: everyone's).
 */
export async function leadAttention(agent: LeadOwnerScope, now = new Date()): Promise<AgentAttention> {
  const due = firstContactDueSince(now);
  const [overdue, fresh, waitingCount] = await Promise.all([
    leadPage({ agent, status: 'new', until: due }, { order: 'oldest', limit: PAGE_SIZE }),
    freshLeads(agent, due),
    waitingTotal(agent),
  ]);
  // A lead set back to new after a first contact is not overdue: it is in the leads list, not here.
  const overdueItems = overdue.leads.filter(waiting);
  const freshItems = fresh.slice(0, PAGE_SIZE);
  // An agent's: the duplicate links to its own leads only (ADR 097), both piles' looked up at once.
  const shown = await withDuplicatesSeenBy([...overdueItems, ...freshItems], agent ?? undefined);
  return {
    overdue: {
      items: shown.slice(0, overdueItems.length),
      // The counters follow the stream by a moment: never fewer than the page shows.
      total: Math.max(overdueItems.length, waitingCount - fresh.filter(waiting).length),
    },
    new: { items: shown.slice(overdueItems.length), total: fresh.length },
  };
}

/** The super admin's landing: every lead waiting, with agent names, and the review queues' first pages. */
export async function adminAttention(now = new Date()): Promise<AdminAttention> {
  const [leadsWaiting, pendingTestimonials, pendingPosts] = await Promise.all([
    leadAttention(undefined, now),
    testimonials.pendingReview(PAGE_SIZE),
    posts.pendingReview(PAGE_SIZE),
  ]);
  const [overdue, fresh, testimonialItems, postItems] = await Promise.all([
    withAgentNames(leadsWaiting.overdue.items),
    withAgentNames(leadsWaiting.new.items),
    withAgentNames(pendingTestimonials.items),
    withAgentNames(pendingPosts.items),
  ]);
  return {
    overdue: { ...leadsWaiting.overdue, items: overdue },
    new: { ...leadsWaiting.new, items: fresh },
    testimonials: {
      items: testimonialItems.map((testimonial) => ({ ...testimonial, admin_name: null })),
      total: pendingTestimonials.total,
    },
    posts: { items: postItems, total: pendingPosts.total },
  };
}
