import type { LeadDuplicateLink } from '@maplestone/shared/schemas/lead-record';
import { tableName } from '../client';
import { keys } from '../keys';
import { queryEntities, queryIndex, type TransactItem, TransactionCancelled, transactWrite } from '../query';
import { type Lead, toLead } from './leads';

/**
 * A person's leads (issue 17, ADR 071, ADR 073): the leads given one e-mail address or phone number, found on
 * the contact indexes (GSI4 by e-mail, GSI5 by phone), and the duplicate links between them.
 */
export const leadContacts = {
  /**
   * Every lead given this e-mail address or this phone number (either, or both), oldest first; with
   * `since`, only those created from then on. One Query per detail on its contact index; a lead found
   * under both comes once.
   */
  async listByContact(contact: { email?: string; phone?: string }, since?: string): Promise<Lead[]> {
    const between: [string, string] | undefined = since ? [since, '9999'] : undefined;
    const emailPartition = contact.email ? keys.contactByEmail(contact.email) : null;
    const phonePartition = contact.phone ? keys.contactByPhone(contact.phone) : null;
    const [byEmail, byPhone] = await Promise.all([
      emailPartition ? queryIndex<Record<string, unknown>>('GSI4', emailPartition, { between }) : [],
      phonePartition ? queryIndex<Record<string, unknown>>('GSI5', phonePartition, { between }) : [],
    ]);
    const found = new Map<string, Lead>();
    for (const item of [...byEmail, ...byPhone]) {
      const lead = toLead(item)!;
      found.set(lead.id, lead);
    }
    return [...found.values()].sort((a, b) => a.created_at.localeCompare(b.created_at));
  },

  /**
   * The most recent lead before `lead` (by `{created_at}#{id}`) given its e-mail address or its phone
   * number, created at or after `since`: per detail one Query of its contact index, newest first, that
   * stops after two items (the lead itself and the one before it), however many leads the person left.
   */
  async latestEarlierByContact(
    lead: Pick<Lead, 'id' | 'created_at' | 'client_email' | 'client_phone'>,
    since: string,
  ): Promise<Lead | undefined> {
    const order = `${lead.created_at}#${lead.id}`;
    const contact = keys.leadContact(lead);
    const latest = async (index: 'GSI4' | 'GSI5', partition: string | undefined) => {
      if (!partition) return undefined;
      const newest = await queryEntities(toLead, index, partition, {
        between: [since, order],
        newestFirst: true,
        limit: 2,
      });
      return newest.find((found) => found.id !== lead.id);
    };
    const found = await Promise.all([latest('GSI4', contact.GSI4PK), latest('GSI5', contact.GSI5PK)]);
    const ordered = found
      .filter((candidate): candidate is Lead => candidate !== undefined)
      .sort((a, b) => `${b.created_at}#${b.id}`.localeCompare(`${a.created_at}#${a.id}`));
    return ordered[0];
  },

  /**
   * Links a new lead to an earlier one of the same person (ADR 073): `duplicate_of` on the new lead and
   * the new one appended to the earlier's `later_duplicates`, in one transaction, each write conditional
   * on not being there yet (the earlier's internal `_later_duplicate_ids` set says which are), so a
   * redelivered record changes nothing. False when it was already linked, or either lead is gone.
   */
  async linkDuplicate(lead: LeadDuplicateLink, earlier: LeadDuplicateLink): Promise<boolean> {
    const link: TransactItem[] = [
      {
        Update: {
          TableName: tableName,
          Key: keys.lead(lead.id),
          UpdateExpression: 'SET duplicate_of = :earlier',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(duplicate_of)',
          ExpressionAttributeValues: { ':earlier': earlier },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.lead(earlier.id),
          UpdateExpression:
            'SET later_duplicates = list_append(if_not_exists(later_duplicates, :none), :later) ADD #ids :id',
          ConditionExpression: 'attribute_exists(PK) AND NOT contains(#ids, :leadId)',
          ExpressionAttributeNames: { '#ids': '_later_duplicate_ids' },
          ExpressionAttributeValues: {
            ':none': [],
            ':later': [lead],
            ':id': new Set([lead.id]),
            ':leadId': lead.id,
          },
        },
      },
    ];
    try {
      await transactWrite(link);
      return true;
    } catch (error) {
      // Either condition: linked already (a redelivery), or one of the leads was deleted meanwhile.
      if (error instanceof TransactionCancelled && error.reasons.includes('ConditionalCheckFailed'))
        return false;
      throw error;
    }
  },
};
