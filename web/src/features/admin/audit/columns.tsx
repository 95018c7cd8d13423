import { type AuditEntry, adminMessages, dateTimeFormat } from '@maplestone/shared';
import type { ColumnDef } from '../../../components/data-table';

const m = adminMessages.audit;
const when: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };

/** When an entry was made, as the panel shows it. */
export const formatWhen = (at: string) => dateTimeFormat(when).format(new Date(at));

/** 'updateAgent' → 'Update agent': the route's handler name, read as words. */
export function actionLabel(action: string): string {
  const words = action
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Who made the change: the name they had then, else their e-mail, else their id. */
export const actorLabel = (entry: AuditEntry) =>
  entry.actor.name ?? entry.actor.email ?? entry.actor.id ?? m.unknownActor;

export const entityLabel = (entry: AuditEntry) =>
  entry.entity.id ? `${entry.entity.type} · ${entry.entity.id}` : entry.entity.type;

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
  { id: 'action', accessorFn: (entry) => actionLabel(entry.action), header: m.columns.action },
  {
    id: 'entity',
    accessorFn: entityLabel,
    header: m.columns.entity,
    cell: ({ row }) => <span className="break-all">{entityLabel(row.original)}</span>,
  },
];
