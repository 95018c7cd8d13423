import { ENTITY, keys, stamp } from '../keys';
import { getItem, getItems, putItem, toEntity } from './query';

export interface Profile {
  id: string;
  email: string;
  role: 'super_admin' | 'admin' | 'agent' | 'customer';
  full_name: string;
  agent_id: string | null;
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
