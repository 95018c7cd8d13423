import { type AgentDocument, documentSchema } from '@maplestone/shared/schemas/misc';
import { ENTITY, keys, stamp } from '../keys';
import { deleteItem, getItem, putNew, toEntity } from '../query';
import { entityPage, type Partition, rangeOf } from './pages';

export type { AgentDocument };

const toDocument = (item: Record<string, unknown> | undefined) => toEntity(documentSchema, item);

/** An agent's documents in its collection (GSI1 `AGENT#{id}`), by upload then id. */
const agentsDocuments = (agentId: string): Partition => ({
  index: 'GSI1',
  pk: keys.agentCollection(agentId),
  prefix: keys.ownedPrefixes.document,
  ...rangeOf(keys.ownedPrefixes.document),
});

export const documents = {
  async get(id: string): Promise<AgentDocument | undefined> {
    return toDocument(await getItem(keys.document(id)));
  },

  /** A page of an agent's documents, newest uploaded first (its dashboard, issue 33, ADR 094). */
  pageForAgent(agentId: string, window: { after?: string; limit: number }) {
    return entityPage(toDocument, [agentsDocuments(agentId)], { order: 'newest', ...window });
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
