import {
  type TestimonialRecord as Testimonial,
  testimonialRecordSchema,
} from '@maplestone/shared/schemas/content-record';
import { ENTITY, keys, stamp } from '../keys';
import {
  conditionalUpdate,
  countIndex,
  createdList,
  deleteItem,
  getItem,
  onlyTrue,
  putNew,
  queryEntities,
  setAttributes,
  toEntity,
  updateItem,
} from '../query';
import { entityPage, type Partition, rangeOf } from './pages';

/** A testimonial as stored (back-office spec); admin-authored ones have admin_id and no agent. */
export type { Testimonial };

const toTestimonial = (item: Record<string, unknown> | undefined) => toEntity(testimonialRecordSchema, item);
const approvedOnly = onlyTrue('is_approved');

/** A page's window: from the position after which it starts, how many rows. */
type Window = { after?: string; limit: number };
/** Every testimonial (GSI2), the agents' ones awaiting approval (GSI3), an agent's own (GSI1): issue 33. */
const EVERY_TESTIMONIAL: Partition = {
  index: 'GSI2',
  pk: keys.lists.testimonial,
  prefix: '',
  ...rangeOf(''),
};
const AWAITING_REVIEW: Partition = {
  index: 'GSI3',
  pk: keys.reviewQueues.testimonials,
  prefix: '',
  ...rangeOf(''),
};
const agentsTestimonials = (agentId: string): Partition => ({
  index: 'GSI1',
  pk: keys.agentCollection(agentId),
  prefix: keys.ownedPrefixes.testimonial,
  ...rangeOf(keys.ownedPrefixes.testimonial),
});

/** An agent's testimonial waits for the super admin's approval; an admin-authored one never does. */
const awaitsReview = (testimonial: Pick<Testimonial, 'agent_id' | 'is_approved'>) =>
  testimonial.agent_id !== null && !testimonial.is_approved;

export const testimonials = {
  async get(id: string): Promise<Testimonial | undefined> {
    return toTestimonial(await getItem(keys.testimonial(id)));
  },

  /** The home page's: approved, admin-authored (admin_id set), newest first, at most `limit`. */
  async listAdminAuthoredApproved(limit: number): Promise<Testimonial[]> {
    return queryEntities(toTestimonial, 'GSI1', keys.lists.adminTestimonials, {
      newestFirst: true,
      limit,
      filter: {
        FilterExpression: 'is_approved = :true AND attribute_type(admin_id, :string)',
        ExpressionAttributeValues: { ':true': true, ':string': 'S' },
      },
    });
  },

  /** An agent's approved testimonials, newest first (its public page). */
  async listApprovedForAgent(agentId: string): Promise<Testimonial[]> {
    return queryEntities(toTestimonial, 'GSI1', keys.agentCollection(agentId), {
      prefix: keys.ownedPrefixes.testimonial,
      newestFirst: true,
      filter: approvedOnly,
    });
  },

  /** An agent's testimonials, approved or pending, newest first (its dashboard). */
  async listForAgent(agentId: string): Promise<Testimonial[]> {
    return queryEntities(toTestimonial, 'GSI1', keys.agentCollection(agentId), {
      prefix: keys.ownedPrefixes.testimonial,
      newestFirst: true,
    });
  },

  /** Every testimonial, newest first (admin). */
  async listNewestFirst(): Promise<Testimonial[]> {
    return queryEntities(toTestimonial, 'GSI2', keys.lists.testimonial, {
      newestFirst: true,
    });
  },

  /** A page of every testimonial, newest first (the admin's list, issue 33, ADR 094). */
  page: (window: Window) => entityPage(toTestimonial, [EVERY_TESTIMONIAL], { order: 'newest', ...window }),

  /** A page of the agents' testimonials awaiting approval, oldest first: the review queue (GSI3). */
  pendingPage: (window: Window) =>
    entityPage(toTestimonial, [AWAITING_REVIEW], { order: 'oldest', ...window }),

  /** How many testimonials await approval (the review queue stays short: it empties as they are approved). */
  countPending: () => countIndex('GSI3', keys.reviewQueues.testimonials),

  /** A page of one agent's testimonials, approved or pending, newest first (its dashboard). */
  pageForAgent: (agentId: string, window: Window) =>
    entityPage(toTestimonial, [agentsTestimonials(agentId)], { order: 'newest', ...window }),

  // ---- Back office (issue 5)
  /** The newest testimonials (recent activity) and how many were created since a date. */
  ...createdList(toTestimonial, keys.lists.testimonial),
  // ---- end of back office

  async create(testimonial: Testimonial): Promise<boolean> {
    const { id, agent_id, created_at } = testimonial;
    return putNew({
      ...keys.testimonial(id),
      ...keys.testimonialOwner(agent_id, created_at, id),
      ...keys.testimonialList(created_at, id),
      ...(awaitsReview(testimonial) ? keys.testimonialReview(created_at, id) : {}),
      ...stamp(ENTITY.testimonial, created_at),
      ...testimonial,
    });
  },

  /** Changes a testimonial; approving it takes it off the review queue, unapproving an agent's puts it back. */
  async update(
    id: string,
    changes: Partial<Pick<Testimonial, 'client_name' | 'content' | 'rating' | 'is_approved'>>,
  ): Promise<Testimonial | undefined> {
    if (changes.is_approved === undefined)
      return toTestimonial(await updateItem(keys.testimonial(id), changes));
    const current = await this.get(id);
    if (!current) return undefined;
    const next = { ...current, ...changes };
    const queue = keys.testimonialReview(current.created_at, id);
    const fields = { ...changes, ...(awaitsReview(next) ? queue : {}), updatedAt: new Date().toISOString() };
    const update = setAttributes(fields);
    return toTestimonial(
      await conditionalUpdate(keys.testimonial(id), {
        ...update,
        UpdateExpression: awaitsReview(next)
          ? update.UpdateExpression
          : `${update.UpdateExpression} REMOVE GSI3PK, GSI3SK`,
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
  },

  /** The agents' testimonials awaiting approval, oldest first: a page, and how many wait in all (issue 33). */
  async pendingReview(limit: number): Promise<{ items: Testimonial[]; total: number }> {
    const [items, total] = await Promise.all([
      queryEntities(toTestimonial, 'GSI3', keys.reviewQueues.testimonials, { limit }),
      countIndex('GSI3', keys.reviewQueues.testimonials),
    ]);
    return { items, total };
  },

  /**
   * Puts the agents' unapproved testimonials a kept state folder holds from before the review queue into it
   * (the local stack at start; the backfill command in AWS). Returns how many.
   */
  async queueForReview(): Promise<number> {
    let queued = 0;
    for (const testimonial of await this.listNewestFirst()) {
      if (!awaitsReview(testimonial)) continue;
      const item = await getItem(keys.testimonial(testimonial.id));
      if (item?.GSI3PK) continue;
      if (
        await updateItem(
          keys.testimonial(testimonial.id),
          keys.testimonialReview(testimonial.created_at, testimonial.id),
        )
      ) {
        queued++;
      }
    }
    return queued;
  },

  async remove(id: string): Promise<boolean> {
    return (await deleteItem(keys.testimonial(id))) !== undefined;
  },
};
