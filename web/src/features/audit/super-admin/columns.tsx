import { type AuditEntry, adminMessages, dateTimeFormat } from '@maplestone/shared';
import type { ColumnDef } from '../../../components/data-table';

const m = adminMessages.audit;
const when: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };

/** When an entry was made, as the panel shows it. */
export const formatWhen = (at: string) => dateTimeFormat(when).format(new Date(at));

/**
 * What an entry did, in plain words (issue 35): 'Added an agent', 'Exported leads as CSV'. A handler the
 * catalogue does not name yet is read as words: 'updateAgent' → 'Update agent'.
 */
export function actionLabel(action: string): string {
  const named = m.actions[action];
  if (named) return named;
  const words = action
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Who made the change: the name they had then, else their e-mail, else their id. */
export const actorLabel = (entry: AuditEntry) =>
  entry.actor.name ?? entry.actor.email ?? entry.actor.id ?? m.unknownActor;

/** The fields a record is named by, per kind: a person, a title, a rate's series. */
function recordName(type: string, fields: Record<string, unknown> | null): string | null {
  if (!fields) return null;
  const text = (key: string) => (typeof fields[key] === 'string' && fields[key] ? String(fields[key]) : null);
  if (type === 'rates') {
    const parts = [text('province'), text('term'), text('rate_type'), text('mortgage_type')].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : null;
  }
  if (type === 'privacy') return text('email') ?? text('phone');
  return text('name') ?? text('title') ?? text('client_name') ?? text('email');
}

/**
 * What an entry is about, as a person reads it (issue 35): the kind and the record's name from its values
 * ('Agent: Sarah Chen', 'Rate: Ontario · 5 year · fixed'); the kind alone for a list or a job; the id only where
 * the record has no name. `entityTitle` gives the id for hover.
 */
export const entityLabel = (entry: AuditEntry) => {
  const { type, id } = entry.entity;
  if (!id) return m.entities[type] ?? type;
  const kind = m.entityKind[type] ?? type;
  return m.record(kind, recordName(type, entry.after ?? entry.before) ?? id);
};

/** The record's id, shown on hover (and in the entry's details). */
export const entityTitle = (entry: AuditEntry) => entry.entity.id ?? undefined;

export const auditColumns: ColumnDef<AuditEntry, unknown>[] = [
  {
    id: 'at',
    accessorFn: (entry) => entry.at,
    header: m.columns.at,
    cell: ({ row }) => (
      <time dateTime={row.original.at} className="whitespace-nowrap">
        {formatWhen(row.original.at)}
      </time>
    ),
  },
  {
    id: 'actor',
    accessorFn: actorLabel,
    header: m.columns.actor,
    cell: ({ row }) => (
      <span className="block max-w-56 truncate" title={row.original.actor.email ?? undefined}>
        {actorLabel(row.original)}
      </span>
    ),
  },
  // What was done heads the entry's card below 768 px (issue 35).
  {
    id: 'action',
    accessorFn: (entry) => actionLabel(entry.action),
    header: m.columns.action,
    meta: { card: 'title' },
  },
  {
    id: 'entity',
    accessorFn: entityLabel,
    header: m.columns.entity,
    cell: ({ row }) => (
      <span className="break-words" title={entityTitle(row.original)}>
        {entityLabel(row.original)}
      </span>
    ),
  },
];
