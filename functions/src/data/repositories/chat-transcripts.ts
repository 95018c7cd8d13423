import { keptTranscript } from '@maplestone/shared/chat/lead';
import {
  type ChatTranscript,
  chatTranscriptSchema,
  type StoredChatTurn,
} from '@maplestone/shared/schemas/chat';
import { db, PutCommand, tableName } from '../client';
import { ENTITY, keys } from '../keys';
import { getItem, isConditionFailure, toEntity, withConsistentReads } from '../query';
import { ttlAfter } from '../table';

/** A conversation idle this long is over: its transcript expires (DynamoDB's TTL) and reads as gone before. */
export const CHAT_TRANSCRIPT_TTL_SECONDS = 24 * 60 * 60;

/** Tries of an append that keeps losing the race to another message of the same conversation. */
const APPEND_ATTEMPTS = 5;

/** The transcript item as read: its entity, and the revision its next write is conditional on. */
async function read(leadId: string, now: Date) {
  // Strongly consistent: the visitor's next message must see the reply just kept.
  const item = await withConsistentReads(() => getItem(keys.chatTranscript(leadId)));
  if (!item) return { transcript: undefined, revision: 0, exists: false, createdAt: undefined };
  const revision = typeof item.revision === 'number' ? item.revision : 0;
  // An item past its TTL may linger until DynamoDB sweeps it: it reads as gone (and is written over).
  if (typeof item.expiresAt === 'number' && item.expiresAt <= ttlAfter(now, 0)) {
    return { transcript: undefined, revision, exists: true, createdAt: undefined };
  }
  const createdAt = typeof item.createdAt === 'string' ? item.createdAt : undefined;
  return { transcript: toEntity(chatTranscriptSchema, item), revision, exists: true, createdAt };
}

/**
 * Val's conversations as the server kept them (issue 34, ADR 096): what each visitor's message said and what
 * Val streamed back, one item per conversation beside its lead, so Val's side is never a client's word for it.
 */
export const chatTranscripts = {
  /** The conversation's transcript; undefined when there is none (never kept, or expired). */
  async get(leadId: string, now = new Date()): Promise<ChatTranscript | undefined> {
    return (await read(leadId, now)).transcript;
  },

  /**
   * Appends turns to the conversation's transcript (keeping the newest, keptTranscript) and renews its TTL;
   * each write is conditional on the revision read, so two messages of one conversation both land, one after
   * the other. Answers the turns as now kept.
   */
  async append(
    leadId: string,
    turns: readonly StoredChatTurn[],
    now = new Date(),
  ): Promise<StoredChatTurn[]> {
    for (let attempt = 1; attempt <= APPEND_ATTEMPTS; attempt++) {
      // Another message won the last race: let it finish before reading again.
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      const current = await read(leadId, now);
      const kept = keptTranscript<StoredChatTurn>([...(current.transcript?.turns ?? []), ...turns]);
      const at = now.toISOString();
      const transcript: ChatTranscript = { turns: kept, revision: current.revision + 1 };
      try {
        await db.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...keys.chatTranscript(leadId),
              _et: ENTITY.chatTranscript,
              createdAt: current.createdAt ?? at,
              updatedAt: at,
              ...transcript,
              expiresAt: ttlAfter(now, CHAT_TRANSCRIPT_TTL_SECONDS),
            },
            ConditionExpression: current.exists ? 'revision = :seen' : 'attribute_not_exists(PK)',
            ...(current.exists ? { ExpressionAttributeValues: { ':seen': current.revision } } : {}),
          }),
        );
        return kept;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    throw new Error(`chat transcript ${leadId} kept changing while a turn was appended`);
  },
};
