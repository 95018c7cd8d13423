import { keys } from '../data/keys';
import { getItems } from '../data/query';
import { indexFrenchMissing } from '../data/repositories/french-missing';
import { leads } from '../data/repositories/leads';
import { rangeOf, readPartition } from '../data/repositories/pages';
import { posts } from '../data/repositories/posts';
import { privacyRequests } from '../data/repositories/privacy-requests';
import { stats } from '../data/repositories/stats';
import { testimonials } from '../data/repositories/testimonials';
import { countLeadItems } from '../services/counters';
import { isHeldCount } from '../services/lead-rollups';
import { countRateAlertItems } from '../services/rate-alert-counts';

/** Leads read at a time by the backfill. */
const BATCH = 200;

/**
 * Brings data written before issue 33 up to its design (ADRs 091, 092): every lead into the list indexes (its
 * facet, owner and name keys) and the contact indexes, every lead counted in the rollups (from what the
 * counters held for it before, if anything; a lead counted before ADR 108 moves to the held items, and the
 * counts it leaves at 0 go), every agent's unapproved testimonial and draft into the review
 * queues, every open privacy request into its queue and every rate alert into its counts (ADR 094), and what
 * staff wrote onto the lists of what lacks French (ADR 116). Each step
 * writes only what is missing, conditionally, so it runs beside the live stream, and running
 * it twice changes nothing. The local stack runs it at each start; in AWS, `npm run backfill -- --aws`.
 */
export async function backfill(log: (line: string) => void = () => {}) {
  const indexed = await leads.indexLeads();
  log(`backfill: ${indexed} leads added to the list, contact and waiting indexes`);
  // Every lead, newest first, a batch at a time: what the counters do not hold yet is counted.
  const list = { index: 'GSI2' as const, pk: keys.lists.lead, prefix: '', ...rangeOf('') };
  let counted = 0;
  let read = 0;
  let after: string | undefined;
  for (;;) {
    const { entries, more } = await readPartition(list, 'newest', after, BATCH);
    if (entries.length === 0) break;
    const items = await getItems(
      entries.map((entry) => entry.key),
      { consistent: true },
    );
    counted += await countLeadItems(items);
    read += entries.length;
    after = entries.at(-1)!.position;
    if (!more) break;
  }
  log(`backfill: ${counted} of ${read} leads counted in the rollups`);
  // What the leads counted before ADR 108 left at 0 on the items they moved off.
  const pruned = await stats.pruneMovedCounts(isHeldCount);
  log(`backfill: ${pruned} emptied counts removed`);
  const queued = (await testimonials.queueForReview()) + (await posts.queueForReview());
  log(`backfill: ${queued} testimonials and drafts put on the review queues`);
  // The open privacy requests' queue and the rate alerts' counts (ADR 094), likewise only what is missing.
  const openRequests = await privacyRequests.queueOpen();
  log(`backfill: ${openRequests} open privacy requests put on their queue`);
  const alerts = await countRateAlertItems();
  log(`backfill: ${alerts} rate alerts counted`);
  // What staff wrote before issue 37 onto the lists of what lacks French (ADR 116).
  const french = await indexFrenchMissing();
  log(
    `backfill: ${french} agents, posts, products and services put on or off the lists of what lacks French`,
  );
  return { indexed, counted, read, pruned, queued, openRequests, alerts, french };
}
