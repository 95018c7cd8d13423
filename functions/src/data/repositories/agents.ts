import { dashboardMessages } from '@maplestone/shared/i18n/en/staff/agent-dashboard/index';
import { type Agent, agentSchema } from '@maplestone/shared/schemas/agent-record';
import { type AdminAgentOption, adminAgentOptionSchema } from '@maplestone/shared/schemas/agents';
import { ConflictError } from '../../lib/errors';
import { tableName } from '../client';
import { ENTITY, keys, stamp } from '../keys';
import {
  countIndex,
  createdList,
  getItem,
  getItems,
  onlyTrue,
  projectionOf,
  queryAll,
  queryEntities,
  setAttributes,
  type TransactItem,
  toEntity,
  transactWrite,
  transactWriteIfAllowed,
  updateItem,
} from '../query';
import { frenchIndex, frenchMissing } from './french-missing';
import { entityPage, type Order, type Partition, rangeOf } from './pages';
import { type Profile, profiles } from './profiles';

/** The agent record as stored: the back-office spec's fields (the shared schema's type). */
export type { Agent };

export type AgentChanges = Partial<Omit<Agent, 'id' | 'created_at' | 'updated_at'>>;

const toAgent = (item: Record<string, unknown> | undefined) => toEntity(agentSchema, item);

/** The agents' list (GSI2 `AGENT`), by creation then id: read a page at a time (issue 33). */
const AGENT_LIST: Partition = { index: 'GSI2', pk: keys.lists.agent, prefix: '', ...rangeOf('') };
/** What an agent option holds (a projection of the agents' list). */
const OPTION_FIELDS = ['id', 'name', 'email', 'profile_slug', 'is_active'] as const;

/** A new agent's item (on the agent list, stamped) and its Put, which never overwrites an agent. */
function newAgentPut(agent: Agent, now: string) {
  const item = {
    ...keys.agent(agent.id),
    ...keys.agentList(agent.created_at, agent.id),
    ...stamp(ENTITY.agent, now),
    ...frenchIndex('agent', agent).set,
    ...agent,
  };
  const put: TransactItem = {
    Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' },
  };
  return { item, put };
}

function slugGuard(slug: string, agentId: string, now: string): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.agentSlug(slug), ...stamp(ENTITY.agentSlug, now), agent_id: agentId },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

function releaseSlug(slug: string, agentId: string): TransactItem {
  return {
    Delete: {
      TableName: tableName,
      Key: keys.agentSlug(slug),
      ConditionExpression: 'attribute_not_exists(PK) OR agent_id = :agent',
      ExpressionAttributeValues: { ':agent': agentId },
    },
  };
}

/** A slug guard that already exists makes the transaction fail: the slug belongs to someone else. */
async function guarded(items: TransactItem[], guardIndex: number): Promise<void> {
  if (!(await transactWriteIfAllowed(items, guardIndex)))
    throw new ConflictError(dashboardMessages.slugTaken);
}

export const agents = {
  async get(id: string): Promise<Agent | undefined> {
    return toAgent(await getItem(keys.agent(id)));
  },

  async getMany(ids: readonly string[]): Promise<Agent[]> {
    if (ids.length === 0) return [];
    return (await getItems(ids.map((id) => keys.agent(id)))).map((item) => toAgent(item)!);
  },

  /** The names of these agents (deleted ones have none), by id: BatchGets of two attributes. */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const items = await getItems(
      ids.map((id) => keys.agent(id)),
      { projection: projectionOf(['id', 'name']) },
    );
    return new Map(items.map((item) => [String(item.id), String(item.name)]));
  },

  /** By profile slug, through its guard item. */
  async getBySlug(slug: string): Promise<Agent | undefined> {
    const guard = await getItem(keys.agentSlug(slug));
    return guard ? agents.get(String(guard.agent_id)) : undefined;
  },

  /**
   * The public page's lookup: a slug or an id. Both candidates are read in one round trip; a slug wins,
   * as the spec's get_agent_public_profile does.
   */
  async getBySlugOrId(idOrSlug: string): Promise<Agent | undefined> {
    const [slugKey, idKey] = [keys.agentSlug(idOrSlug), keys.agent(idOrSlug)];
    const found = await getItems([slugKey, idKey]);
    const guard = found.find((item) => item.PK === slugKey.PK);
    if (guard) return agents.get(String(guard.agent_id));
    return toAgent(found.find((item) => item.PK === idKey.PK));
  },

  /** The agent a signed-in user is, through the user's profile. */
  async getByUserId(userId: string): Promise<Agent | undefined> {
    const profile = await profiles.get(userId);
    return profile?.agent_id ? agents.get(profile.agent_id) : undefined;
  },

  /** A page of agents, newest first (or oldest), from a position (the admin's list, issue 33, ADR 094). */
  page(window: { after?: string; limit: number; order?: Order }) {
    return entityPage(toAgent, [AGENT_LIST], { order: 'newest', ...window });
  },

  /** A page of the agents whose bio lacks French, newest first (the admin's filter, ADR 116). */
  lackingFrench: (window: { after?: string; limit: number }) => frenchMissing.page(toAgent, 'agent', window),

  /**
   * The longest-serving active agent, or with none active the first agent (a post's author when the super admin
   * is none): agents oldest first, a page at a time, until one is active.
   */
  async longestServing(): Promise<Agent | undefined> {
    let first: Agent | undefined;
    let after: string | undefined;
    for (;;) {
      const { items, next } = await agents.page({ after, limit: 25, order: 'oldest' });
      first ??= items[0];
      const active = items.find((agent) => agent.is_active);
      if (active || !next) return active ?? first;
      after = next;
    }
  },

  /** How many agents there are: Select COUNT over the agents' list (a brokerage's staff, not its leads). */
  count(): Promise<number> {
    return countIndex('GSI2', keys.lists.agent);
  },

  /**
   * Every agent as a select of agents needs it (id, name, e-mail, slug, active), newest first: a projection of
   * the agents' list, read whole. The list is the brokerage's staff (tens to a few hundred), not a collection
   * that grows with use; ADR 094.
   */
  async listOptions(): Promise<AdminAgentOption[]> {
    const projection = projectionOf(OPTION_FIELDS);
    const items = await queryAll<Record<string, unknown>>({
      IndexName: 'GSI2',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'GSI2PK', ...projection.ExpressionAttributeNames },
      ExpressionAttributeValues: { ':pk': keys.lists.agent },
      ProjectionExpression: projection.ProjectionExpression,
      ScanIndexForward: false,
    });
    return items.map((item) => toEntity(adminAgentOptionSchema, item)!);
  },

  /** Whether the agent holds any lead now: one Query of its collection's leads, `Limit 1` (delete-agent's check). */
  async holdsAnyLead(id: string): Promise<boolean> {
    const found = await queryAll({
      IndexName: 'GSI1',
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': 'GSI1PK', '#sk': 'GSI1SK' },
      ExpressionAttributeValues: { ':pk': keys.agentCollection(id), ':prefix': keys.ownedPrefixes.lead },
      ProjectionExpression: '#pk',
      Limit: 1,
    });
    return found.length > 0;
  },

  /** Active agents by name (public lists, the quote dialog's options). */
  async listActiveByName(): Promise<Agent[]> {
    const active = await queryEntities(toAgent, 'GSI2', keys.lists.agent, {
      filter: onlyTrue('is_active'),
    });
    return active.sort(
      (a, b) => a.name.localeCompare(b.name, 'en-CA', { sensitivity: 'base' }) || (a.id < b.id ? -1 : 1),
    );
  },

  /** A new agent with its slug guard, all or nothing; 409 'This profile URL is already taken'. */
  async create(agent: Agent): Promise<Agent> {
    const now = new Date().toISOString();
    const { item, put } = newAgentPut(agent, now);
    if (!agent.profile_slug) {
      await transactWrite([put]);
    } else {
      await guarded([put, slugGuard(agent.profile_slug, agent.id, now)], 1);
    }
    return toAgent(item)!;
  },

  /**
   * Changes fields; a new profile_slug moves the guard in the same transaction. With `linkedProfileId`, a
   * change of is_active is copied onto that user's profile in the same transaction too (ADR 054: each
   * signed-in request reads only the profile). Undefined if unknown.
   */
  async update(
    id: string,
    changes: AgentChanges,
    options: { linkedProfileId?: string } = {},
  ): Promise<Agent | undefined> {
    const current = await agents.get(id);
    if (!current) return undefined;
    const now = new Date().toISOString();
    // The agent joins or leaves the list of what lacks French (a bio) in the same write (ADR 116).
    const french = frenchIndex('agent', { ...current, ...changes });
    const fields = { ...changes, updated_at: now, ...french.set };
    const newSlug = changes.profile_slug;
    const slugMoves = newSlug !== undefined && newSlug !== current.profile_slug;
    const copyActive = changes.is_active !== undefined && options.linkedProfileId !== undefined;
    if (!slugMoves && !copyActive) return toAgent(await updateItem(keys.agent(id), fields, french.remove));
    const update: TransactItem = {
      Update: {
        TableName: tableName,
        Key: keys.agent(id),
        ...setAttributes({ ...fields, updatedAt: now }, french.remove),
        ConditionExpression: 'attribute_exists(PK)',
      },
    };
    const items: TransactItem[] = [update];
    let guardIndex = -1;
    if (slugMoves) {
      if (current.profile_slug) items.push(releaseSlug(current.profile_slug, id));
      if (newSlug) guardIndex = items.push(slugGuard(newSlug, id, now)) - 1;
    }
    if (copyActive) {
      items.push({
        Update: {
          TableName: tableName,
          Key: keys.profile(options.linkedProfileId!),
          UpdateExpression: 'SET agent_is_active = :active, updatedAt = :now',
          ConditionExpression: 'attribute_exists(PK) AND agent_id = :agent',
          ExpressionAttributeValues: { ':active': changes.is_active, ':now': now, ':agent': id },
        },
      });
    }
    await guarded(items, guardIndex);
    return agents.get(id);
  },

  // ---- Back office (issue 5): create-agent and delete-agent with the sign-in's profile, all or nothing.
  /** A new agent and its user's profile in one transaction (no slug yet: the agent picks one). */
  async createWithProfile(agent: Agent, profile: Profile): Promise<Agent> {
    const now = new Date().toISOString();
    const { item, put } = newAgentPut(agent, now);
    await transactWrite([
      put,
      {
        Put: {
          TableName: tableName,
          // The profile carries its agent's is_active from the start (ADR 054).
          Item: {
            ...keys.profile(profile.id),
            ...stamp(ENTITY.profile, now),
            ...profile,
            agent_is_active: agent.is_active,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ]);
    return toAgent(item)!;
  },

  /**
   * Deletes the agent, frees its slug and, in the same transaction, deletes its user's profile
   * (`deleteProfile`) or only unlinks it (an admin keeps their sign-in and profile). False if unknown.
   */
  async removeWithProfile(id: string, profile: { id: string; delete: boolean } | null): Promise<boolean> {
    const current = await agents.get(id);
    if (!current) return false;
    const items: TransactItem[] = [
      {
        Delete: { TableName: tableName, Key: keys.agent(id), ConditionExpression: 'attribute_exists(PK)' },
      },
    ];
    if (current.profile_slug) items.push(releaseSlug(current.profile_slug, id));
    if (profile?.delete) {
      items.push({
        Delete: {
          TableName: tableName,
          Key: keys.profile(profile.id),
          ConditionExpression: 'attribute_not_exists(PK) OR agent_id = :agent',
          ExpressionAttributeValues: { ':agent': id },
        },
      });
    } else if (profile) {
      items.push({
        Update: {
          TableName: tableName,
          Key: keys.profile(profile.id),
          UpdateExpression: 'SET agent_id = :null, updatedAt = :now',
          ConditionExpression: 'attribute_exists(PK) AND agent_id = :agent',
          ExpressionAttributeValues: { ':null': null, ':now': new Date().toISOString(), ':agent': id },
        },
      });
    }
    return transactWriteIfAllowed(items);
  },

  /** The newest agents (recent activity) and how many were created since a date. */
  ...createdList(toAgent, keys.lists.agent),
  // ---- end of back office

  /** Deletes the agent and frees its slug. Its leads, posts and testimonials stay (history). */
  async remove(id: string): Promise<boolean> {
    const current = await agents.get(id);
    if (!current) return false;
    const items: TransactItem[] = [{ Delete: { TableName: tableName, Key: keys.agent(id) } }];
    if (current.profile_slug) items.push(releaseSlug(current.profile_slug, id));
    await transactWrite(items);
    return true;
  },
};
