import { type LeadEvent, leadEventSchema } from '@maplestone/shared/schemas/lead-record';
import { keys } from '../keys';
import { toEntity } from '../query';
import { entityPage, type Partition, rangeOf } from './pages';

/** A recorded entry of a lead's activity (the lead's own arrival is not one: it is the lead). */
type RecordedLeadEvent = Exclude<LeadEvent, { kind: 'created' }>;

const toEvent = (item: Record<string, unknown> | undefined) =>
  toEntity(leadEventSchema, item) as RecordedLeadEvent | undefined;

/** A lead's activity entries in its own partition (base table `LEAD#{id}`, sort keys `EVENT#{at}#{uuid}`). */
const eventsOf = (leadId: string): Partition => ({
  index: 'base',
  pk: keys.lead(leadId).PK,
  prefix: keys.leadEventPrefix,
  ...rangeOf(keys.leadEventPrefix),
});

export const leadEvents = {
  /** A page of the lead's recorded activity, newest first, from a position (issue 33, ADR 094). */
  page(leadId: string, window: { after?: string; limit: number }) {
    return entityPage(toEvent, [eventsOf(leadId)], { order: 'newest', ...window });
  },
};
