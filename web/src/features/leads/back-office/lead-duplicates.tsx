import { type Lead, type LeadDuplicateLink, staffMessages } from '@maplestone/shared';
import { Copy } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatLongDate } from '../../../lib/dates';
import type { LeadActivityApi } from './activity-api';

const d = staffMessages.leads.duplicates;
/** The open lead's id in the URL: both lead panels use it (ADR 038). */
const LEAD_PARAM = 'lead';

type DuplicateFields = Pick<Lead, 'duplicate_of' | 'later_duplicates'>;

const linksOf = (lead: DuplicateFields) => [
  ...(lead.duplicate_of ? [lead.duplicate_of] : []),
  ...(lead.later_duplicates ?? []),
];

/** The table's mark on a lead flagged as a possible duplicate (ADR 073); the full sentence for screen readers and on hover. */
export function DuplicateBadge({ lead }: { lead: DuplicateFields }) {
  const count = linksOf(lead).length;
  if (count === 0) return null;
  return (
    <span
      title={d.badgeDetail(count)}
      className="relative inline-flex items-center gap-1 rounded-full bg-violet-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-violet-900 ring-1 ring-violet-300 ring-inset"
    >
      <Copy className="size-3.5" aria-hidden />
      <span aria-hidden>{d.badge}</span>
      <span className="sr-only">{d.badgeDetail(count)}</span>
    </span>
  );
}

/**
 * What the lead dialog says of duplicates (ADR 073): the earlier lead this one may repeat, and the later
 * leads that may repeat it, each with its date and what matched, and a button that opens it when the
 * caller's API gives it. It shows the links the server gives: an agent's are to its own leads only (ADR 097).
 */
export function LeadDuplicates({ lead, activity }: { lead: DuplicateFields; activity: LeadActivityApi }) {
  if (linksOf(lead).length === 0) return null;
  return (
    <ul className="space-y-2">
      {lead.duplicate_of ? (
        <DuplicateLine
          link={lead.duplicate_of}
          sentence={d.earlier(
            d.matches[lead.duplicate_of.match],
            formatLongDate(lead.duplicate_of.created_at),
          )}
          activity={activity}
        />
      ) : null}
      {(lead.later_duplicates ?? []).map((link) => (
        <DuplicateLine
          key={link.id}
          link={link}
          sentence={d.later(d.matches[link.match], formatLongDate(link.created_at))}
          activity={activity}
        />
      ))}
    </ul>
  );
}

function DuplicateLine({
  link,
  sentence,
  activity,
}: {
  link: LeadDuplicateLink;
  sentence: string;
  activity: LeadActivityApi;
}) {
  const [, setParams] = useSearchParams();
  const listed = activity.useCanOpenLead(link.id);
  const open = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(LEAD_PARAM, link.id);
      return next;
    });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-violet-50 px-3 py-2 text-sm text-violet-950 ring-1 ring-violet-200">
      <Copy className="size-4 shrink-0" aria-hidden />
      {/* A basis of its own: on a phone the button wraps below rather than squeezing the sentence (issue 35). */}
      <span className="min-w-0 flex-1 basis-56">{sentence}</span>
      {listed ? (
        <Button variant="outline" size="sm" onClick={open}>
          {d.open}
        </Button>
      ) : listed === false ? (
        <span className="text-xs text-violet-900">{d.notYours}</span>
      ) : null}
    </li>
  );
}
