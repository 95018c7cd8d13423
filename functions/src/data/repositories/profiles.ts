import { ENTITY, keys, stamp } from '../keys';
import { getItem, getItems, putItem, toEntity } from './query';

export interface Profile {
  id: string;
  email: string;
  role: 'super_admin' | 'admin' | 'agent' | 'customer';
  full_name: string;
  agent_id: string | null;
  /**
   * A copy of the linked agent's is_active, written in the same transaction as the agent's (ADR 054), so
   * each signed-in request learns the caller's role and standing from this one item. Absent on profiles
   * written before the copy existed.
   */
  agent_is_active?: boolean;
}

export const profiles = {
  async get(userId: string): Promise<Profile | undefined> {
    return toEntity<Profile>(await getItem(keys.profile(userId)));
  },

  /** Several profiles in one round trip (e.g. the admins who wrote testimonials). */
  async getMany(userIds: readonly string[]): Promise<Profile[]> {
    if (userIds.length === 0) return [];
    return (await getItems(userIds.map((id) => keys.profile(id)))).map((item) => toEntity<Profile>(item)!);
  },

  async put(profile: Profile): Promise<void> {
    await putItem({ ...keys.profile(profile.id), ...stamp(ENTITY.profile), ...profile });
  },
};
