import { AUDIT_ENTITY_TYPES, adminMessages } from '@maplestone/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DateRangeFields, useDateRange } from '../../../components/back-office/date-range';
import { LabelledSelect } from '../../../components/form/labelled-select';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { AuditFilters } from './api';

const m = adminMessages.audit;
export const AUDIT_PREFIX = 'audit';
const ACTOR = `${AUDIT_PREFIX}_actor`;
const ENTITY = `${AUDIT_PREFIX}_entity`;

const ENTITY_OPTIONS = [
  { value: '', label: m.anyEntity },
  ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: adminMessages.audit.entities[type] ?? type })),
];

/** The audit log's filters in the URL (`audit_from`, `audit_to`, `audit_actor`, `audit_entity`): bookmarkable. */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const range = useDateRange(AUDIT_PREFIX);
  const filters: AuditFilters = {
    from: range.from,
    to: range.to,
    actor: params.get(ACTOR)?.trim() ?? '',
    entity: params.get(ENTITY) ?? '',
  };
  const set = (entries: { actor?: string; entity?: string }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(entries)) {
          const key = `${AUDIT_PREFIX}_${name}`;
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete(`${AUDIT_PREFIX}_page`);
        return next;
      },
      { replace: true },
    );
  const active = range.active || filters.actor !== '' || filters.entity !== '';
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['from', 'to', 'actor', 'entity', 'page']) next.delete(`${AUDIT_PREFIX}_${name}`);
        return next;
      },
      { replace: true },
    );
  return { filters, range, set, active, clear };
}

/** The date range, the actor (applied with Enter or Apply) and the entity type. */
export function AuditFilterFields({ state }: { state: ReturnType<typeof useAuditFilters> }) {
  const actorId = useId();
  const [actor, setActor] = useState(state.filters.actor);
  // A bookmark or the back button changes the URL: the field follows it.
  useEffect(() => setActor(state.filters.actor), [state.filters.actor]);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    state.set({ actor: actor.trim() });
  };
  return (
    <search aria-label={m.title}>
      <form onSubmit={apply} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <DateRangeFields range={state.range} labels={m} />
        <div className="flex flex-col gap-1">
          <label htmlFor={actorId} className="text-sm font-medium text-slate-700">
            {m.actor}
          </label>
          <Input
            id={actorId}
            value={actor}
            maxLength={254}
            placeholder={m.actorPlaceholder}
            onChange={(event) => setActor(event.target.value)}
            className="h-10 sm:w-56"
          />
        </div>
        <div className="flex flex-col gap-1">
          <LabelledSelect
            label={m.entity}
            labelClassName="text-sm font-medium text-slate-700"
            value={state.filters.entity}
            options={ENTITY_OPTIONS}
            onValueChange={(entity) => state.set({ entity })}
            className="sm:w-44"
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="outline">
            {m.apply}
          </Button>
          {state.active ? (
            <Button type="button" variant="link" size="sm" onClick={state.clear} className="self-center">
              {m.clear}
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
