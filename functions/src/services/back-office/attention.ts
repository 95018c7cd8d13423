import { firstContactDueSince } from '@maplestone/shared/lead-desk';
import type { AdminAttention, AgentAttention, FileToReview } from '@maplestone/shared/schemas/attention';
import { PAGE_SIZE } from '@maplestone/shared/schemas/page';
import { keys } from '../../data/keys';
import { getItems, projectionOf } from '../../data/query';
import { fileReviews } from '../../data/repositories/file-reviews';
import { leadPage } from '../../data/repositories/lead-pages';
import { posts } from '../../data/repositories/posts';
import { testimonials } from '../../data/repositories/testimonials';
import { agentNamesOf, namedRows } from './lead-lists';
import { freshWaitingCount, waitingTotal } from './lead-totals';
import { withDuplicatesSeenBy } from './leads';

/** What a file's row shows of its lead. */
const FILE_ROW_LEAD = projectionOf(['id', 'client_name', 'agent_id', 'file_stage']);

/**
 * The files with documents to review (issue 38, ADR 119): the first page of the sparse queue of their entries, the
 * longest waiting first (every file's, or one agent's), and how many there are; named by their leads, read by key
 * (a page of them). A lead gone since its entry was read is left out.
 */
export async function filesToReview(
  agent: string | undefined,
): Promise<{ items: Omit<FileToReview, 'agent_name'>[]; total: number }> {
  const page = await fileReviews.page(agent, PAGE_SIZE);
  const found = await getItems(
    page.items.map((entry) => keys.lead(entry.lead_id)),
    { projection: FILE_ROW_LEAD },
  );
  const byId = new Map(found.map((lead) => [String(lead.id), lead]));
  const items = page.items.flatMap((entry) => {
    const lead = byId.get(entry.lead_id);
    if (!lead) return [];
    return [
      {
        lead_id: entry.lead_id,
        client_name: String(lead.client_name),
        agent_id: typeof lead.agent_id === 'string' ? lead.agent_id : null,
        file_stage: (lead.file_stage as FileToReview['file_stage']) ?? null,
        documents: entry.items.size,
        since: entry.since,
      },
    ];
  });
  return { items, total: Math.max(page.total, items.length) };
}

/**
 * The leads waiting for a first contact (issue 17's landing, read as issue 33 asks): the overdue ones, oldest
 * first, a page of the owner's waiting index (ADR 112) before the due time; the fresh ones since it, a page too; how
 * many of each from the counters (every lead waiting; the fresh ones from the waiting hour counters, the
 * overdue ones the rest). `agent`: whose (undefined: everyone's). With them, the files with documents to review.
 */
export async function leadAttention(agent: string | undefined, now = new Date()): Promise<AgentAttention> {
  const due = firstContactDueSince(now);
  const [overdue, fresh, waitingCount, freshCount, files] = await Promise.all([
    leadPage({ agent, waiting: true, until: due }, { order: 'oldest', limit: PAGE_SIZE }),
    leadPage({ agent, waiting: true, since: due }, { order: 'oldest', limit: PAGE_SIZE }),
    waitingTotal(agent),
    freshWaitingCount(due, agent),
    filesToReview(agent),
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
    files,
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
    ...leadsWaiting.files.items,
    ...pendingTestimonials.items,
    ...pendingPosts.items,
  ]);
  return {
    overdue: { ...leadsWaiting.overdue, items: namedRows(leadsWaiting.overdue.items, names) },
    new: { ...leadsWaiting.new, items: namedRows(leadsWaiting.new.items, names) },
    files: { ...leadsWaiting.files, items: namedRows(leadsWaiting.files.items, names) },
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
