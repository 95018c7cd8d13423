import { ROLES } from '@maplestone/shared/domain';
import { idSchema } from '@maplestone/shared/schemas/id';
import * as z from 'zod';
import { ENTITY, keys, stamp } from '../keys';
import { getItem, getItems, putItem, toEntity } from '../query';

/** A signed-in user's profile as stored (the API answers a part of it: profileSchema). */
const storedProfileSchema = z.object({
  id: z.string().max(128),
  role: z.enum(ROLES),
  email: z.string().max(254),
  full_name: z.string().max(200),
  agent_id: idSchema.nullable(),
  /**
   * A copy of the linked agent's is_active, written in the same transaction as the agent's (ADR 054), so
   * each signed-in request learns the caller's role and standing from this one item. Absent on profiles
   * written before the copy existed.
   */
  agent_is_active: z.boolean().optional(),
});
export type Profile = z.infer<typeof storedProfileSchema>;

export const profiles = {
  async get(userId: string): Promise<Profile | undefined> {
    return toEntity(storedProfileSchema, await getItem(keys.profile(userId)));
  },

  /** Several profiles in one round trip (e.g. the admins who wrote testimonials). */
  async getMany(userIds: readonly string[]): Promise<Profile[]> {
    if (userIds.length === 0) return [];
    return (await getItems(userIds.map((id) => keys.profile(id)))).map(
      (item) => toEntity(storedProfileSchema, item)!,
    );
  },

  async put(profile: Profile): Promise<void> {
    await putItem({ ...keys.profile(profile.id), ...stamp(ENTITY.profile), ...profile });
  },
};
