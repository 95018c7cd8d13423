import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import { ENTITY, keys, stamp } from '../keys';
import { toEntity } from './query';

export interface Profile {
  id: string;
  email: string;
  role: 'super_admin' | 'admin' | 'agent' | 'customer';
  full_name: string;
  agent_id: string | null;
}

export const profiles = {
  async get(userId: string): Promise<Profile | undefined> {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.profile(userId) }));
    return toEntity<Profile>(Item);
  },

  async put(profile: Profile): Promise<void> {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...keys.profile(profile.id), ...stamp(ENTITY.profile), ...profile },
      }),
    );
  },
};
