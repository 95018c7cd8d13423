import {
  type TestimonialRecord as Testimonial,
  testimonialRecordSchema,
} from '@maplestone/shared/schemas/content-record';
import { ENTITY, keys, stamp } from '../keys';
import {
  createdList,
  deleteItem,
  getItem,
  onlyTrue,
  putNew,
  queryEntities,
  toEntity,
  updateItem,
} from './query';

/** A testimonial as stored (back-office spec); admin-authored ones have admin_id and no agent. */
export type { Testimonial };

const toTestimonial = (item: Record<string, unknown> | undefined) => toEntity(testimonialRecordSchema, item);
const approvedOnly = onlyTrue('is_approved');

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
      ...stamp(ENTITY.testimonial, created_at),
      ...testimonial,
    });
  },

  async update(
    id: string,
    changes: Partial<Pick<Testimonial, 'client_name' | 'content' | 'rating' | 'is_approved'>>,
  ): Promise<Testimonial | undefined> {
    return toTestimonial(await updateItem(keys.testimonial(id), changes));
  },

  async remove(id: string): Promise<boolean> {
    return (await deleteItem(keys.testimonial(id))) !== undefined;
  },
};
