import { type AuditEntry, adminMessages, auditChanges } from '@maplestone/shared';
import { Dialog } from '../../../components/ui/dialog';
import { actionLabel, actorLabel, entityLabel, formatWhen } from './columns';

const m = adminMessages.audit;

/** A value as the detail shows it: text as is, anything else as JSON; nothing as a dash. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return m.none;
  return typeof value === 'string' ? value : JSON.stringify(value, null, 1);
}

const cellClass = 'px-3 py-2 align-top font-mono text-xs break-all whitespace-pre-wrap text-slate-800';
const headClass = 'px-3 py-2 text-left text-xs font-semibold text-slate-600';

function FieldsTable({
  caption,
  names,
  entry,
  sideBySide,
}: {
  caption: string;
  names: string[];
  entry: AuditEntry;
  sideBySide: boolean;
}) {
  return (
    <table className="w-full table-fixed border-collapse rounded-lg text-sm ring-1 ring-slate-200">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50">
        <tr>
          <th scope="col" className={`${headClass} w-1/4`}>
            {m.field}
          </th>
          <th scope="col" className={headClass}>
            {sideBySide ? m.before : m.value}
          </th>
          {sideBySide ? (
            <th scope="col" className={headClass}>
              {m.after}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name} className="border-t border-slate-100">
            <th scope="row" className={`${cellClass} text-left font-semibold`}>
              {name}
            </th>
            {sideBySide ? (
              <>
                <td className={cellClass}>{shown(entry.before?.[name])}</td>
                <td className={cellClass}>{shown(entry.after?.[name])}</td>
              </>
            ) : (
              // Unchanged: the same before and after.
              <td className={cellClass}>{shown((entry.after ?? entry.before)?.[name])}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One entry of the audit log: who, when, the route and its answer, what the request named, and the
 * entity's fields that changed with their values before and after side by side; the rest folded away.
 */
export function AuditEntryDialog({
  entry,
  onOpenChange,
}: {
  entry: AuditEntry | null;
  onOpenChange: (open: boolean) => void;
}) {
  const changes = entry ? auditChanges(entry.before, entry.after) : { changed: [], unchanged: [] };
  const recorded = entry !== null && (entry.before !== null || entry.after !== null);
  const request = entry ? { ...entry.request.params, ...entry.request.summary } : {};
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={onOpenChange}
      width="max-w-3xl"
      title={entry ? m.detailsTitle(actionLabel(entry.action)) : m.details}
      description={entry ? `${formatWhen(entry.at)} · ${actorLabel(entry)}` : undefined}
    >
      {entry ? (
        <div className="space-y-5">
          <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold text-slate-700">{m.columns.entity}</dt>
            <dd className="break-words text-slate-800">
              {entityLabel(entry)}
              {entry.entity.id ? (
                <span className="block text-xs break-all text-slate-500">{entry.entity.id}</span>
              ) : null}
            </dd>
            <dt className="font-semibold text-slate-700">{m.route}</dt>
            <dd className="font-mono text-xs break-all text-slate-800">{entry.route}</dd>
            <dt className="font-semibold text-slate-700">{m.status}</dt>
            <dd className="text-slate-800">{entry.status}</dd>
            <dt className="font-semibold text-slate-700">{m.request}</dt>
            <dd className="font-mono text-xs break-all whitespace-pre-wrap text-slate-800">
              {Object.keys(request).length > 0 ? JSON.stringify(request, null, 1) : m.noRequest}
            </dd>
          </dl>
          {!recorded ? (
            <p className="text-sm text-slate-600">{m.notRecorded}</p>
          ) : (
            <>
              <section aria-label={m.changed} className="space-y-2">
                <h3 className="text-sm font-semibold text-navy-950">{m.changed}</h3>
                {changes.changed.length > 0 ? (
                  <FieldsTable caption={m.changed} names={changes.changed} entry={entry} sideBySide />
                ) : (
                  <p className="text-sm text-slate-600">{m.noChanges}</p>
                )}
              </section>
              {changes.unchanged.length > 0 ? (
                <details className="rounded-lg ring-1 ring-slate-200">
                  <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-navy-800 hover:bg-slate-50">
                    {m.unchanged(changes.unchanged.length)}
                  </summary>
                  <div className="p-2">
                    <FieldsTable
                      caption={m.unchanged(changes.unchanged.length)}
                      names={changes.unchanged}
                      entry={entry}
                      sideBySide={false}
                    />
                  </div>
                </details>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
