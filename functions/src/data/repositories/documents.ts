import { type AgentDocument, documentSchema } from '@maplestone/shared/schemas/misc';
import { ENTITY, keys, stamp } from '../keys';
import { deleteItem, getItem, putNew, queryEntities, toEntity } from './query';

export type { AgentDocument };

const toDocument = (item: Record<string, unknown> | undefined) => toEntity(documentSchema, item);

export const documents = {
  async get(id: string): Promise<AgentDocument | undefined> {
    return toDocument(await getItem(keys.document(id)));
  },

  /** An agent's documents, newest uploaded_at first (GSI1 owner collection). */
  async listByAgent(agentId: string): Promise<AgentDocument[]> {
    return queryEntities(toDocument, 'GSI1', keys.agentCollection(agentId), {
      prefix: keys.ownedPrefixes.document,
      newestFirst: true,
    });
  },

  async create(document: AgentDocument): Promise<boolean> {
    return putNew({
      ...keys.document(document.id),
      ...keys.documentOwner(document.agent_id, document.uploaded_at, document.id),
      ...stamp(ENTITY.document, document.uploaded_at),
      ...document,
    });
  },

  async remove(id: string): Promise<boolean> {
    return (await deleteItem(keys.document(id))) !== undefined;
  },
};
