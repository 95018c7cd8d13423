import { coversHistory, fileDay } from '@maplestone/shared/borrower-file';
import {
  ADDRESS_PROVINCES,
  addressesSectionSchema,
  type BorrowerFileView,
  EMPLOYMENT_TYPES,
  employmentSectionSchema,
  MAX_ADDRESSES,
  MAX_EMPLOYMENT,
  RESIDENCE_STATUSES,
} from '@maplestone/shared/schemas/borrower-file';
import { type ReactNode, useMemo } from 'react';
import { type DefaultValues, useWatch } from 'react-hook-form';
import { monthsCovered } from '../../file-rules';
import { usePortalWords } from '../../words';
import { ChoiceField, DateField, optionsOf, PeriodEndField, TextField } from '../fields';
import { Rows } from '../rows';
import { rowsSchema, SectionForm, useSectionForm } from '../section-form';

const addressesForm = rowsSchema(addressesSectionSchema);
const employmentForm = rowsSchema(employmentSectionSchema);
const HISTORY_MONTHS = 36;

/** A new row: the first is current (no end), the ones after it ended. */
const emptyAddress = (index: number) => ({
  street: '',
  city: '',
  province: '',
  postal_code: '',
  from: '',
  to: index === 0 ? null : '',
  status: '',
});
const emptyJob = (index: number) => ({
  employer: '',
  title: '',
  type: '',
  from: '',
  to: index === 0 ? null : '',
});

/**
 * How much of the last three years the rows cover: 'n of 36 months covered' and a bar, until they do. The same
 * rule as the server's (coversHistory) says when they do.
 */
function Coverage({ needMore }: { needMore: string }) {
  const w = usePortalWords().sections;
  const rows = useWatch({ name: 'rows' }) as { from?: string; to?: string | null }[] | undefined;
  const today = useMemo(() => fileDay(), []);
  const periods = (rows ?? []).map((row) => ({
    from: row.from ?? '',
    to: row.to === undefined ? '' : row.to,
  }));
  const months = monthsCovered(periods, today);
  const valid = periods.filter((period) => period.from && period.to !== '');
  const done = valid.length > 0 && coversHistory(valid as { from: string; to: string | null }[], today);
  const shown = done ? HISTORY_MONTHS : months;
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <p className="text-sm font-medium text-navy-950">{done ? w.coveredAll : w.covered(shown)}</p>
      <div
        role="progressbar"
        aria-label={w.covered(shown)}
        aria-valuemin={0}
        aria-valuemax={HISTORY_MONTHS}
        aria-valuenow={shown}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={done ? 'h-full rounded-full bg-emerald-600' : 'h-full rounded-full bg-navy-600'}
          style={{ width: `${Math.round((shown / HISTORY_MONTHS) * 100)}%` }}
        />
      </div>
      {done ? null : <p className="mt-2 text-xs text-slate-600">{needMore}</p>}
    </div>
  );
}

/** Whether the rows cover three years yet (then "Add another…" is no longer offered). */
function useCovered(): boolean {
  const rows = useWatch({ name: 'rows' }) as { from?: string; to?: string | null }[] | undefined;
  const today = useMemo(() => fileDay(), []);
  const valid = (rows ?? []).filter((row) => row.from && row.to !== '' && row.to !== undefined);
  return valid.length > 0 && coversHistory(valid as { from: string; to: string | null }[], today);
}

/** Three years of addresses, the current one first; "Add another address" until they are covered. */
export function AddressesForm({ file }: { file: BorrowerFileView }) {
  const w = usePortalWords().sections;
  const a = w.addresses;
  const saved = file.sections.addresses;
  const state = useSectionForm({
    section: 'addresses',
    file,
    schema: addressesForm,
    defaults: { rows: saved?.length ? saved : [emptyAddress(0)] } as DefaultValues<
      (typeof addressesForm)['_input']
    >,
    toBody: (values) => values.rows,
  });
  const provinces = ADDRESS_PROVINCES.map(
    (code) => [code, code === 'outside_canada' ? a.outsideCanada : w.provinces[code]] as const,
  );
  return (
    <SectionForm section="addresses" file={file} state={state}>
      <Coverage needMore={a.needMore} />
      <AddressRows onStep={state.saveIfValid}>
        {(index) => (
          <>
            <div className="sm:col-span-2">
              <TextField name={`rows.${index}.street`} label={a.street} autoComplete="street-address" />
            </div>
            <TextField name={`rows.${index}.city`} label={a.city} autoComplete="address-level2" />
            <ChoiceField name={`rows.${index}.province`} label={a.province} options={provinces} />
            <TextField name={`rows.${index}.postal_code`} label={a.postalCode} autoComplete="postal-code" />
            <ChoiceField
              name={`rows.${index}.status`}
              label={a.status}
              options={optionsOf(RESIDENCE_STATUSES, a.statuses)}
            />
            <DateField name={`rows.${index}.from`} label={a.from} />
            <PeriodEndField name={`rows.${index}.to`} label={a.to} currentLabel={a.current} />
          </>
        )}
      </AddressRows>
    </SectionForm>
  );
}

function AddressRows({ onStep, children }: { onStep: () => void; children: (index: number) => ReactNode }) {
  const a = usePortalWords().sections.addresses;
  const covered = useCovered();
  return (
    <Rows
      title={a.row}
      addLabel={a.add}
      emptyRow={emptyAddress}
      focusField="street"
      min={1}
      max={MAX_ADDRESSES}
      canAdd={!covered}
      onStep={onStep}
    >
      {children}
    </Rows>
  );
}

/** Three years of work (or of being retired or not working), the current first; "Add another job" until covered. */
export function EmploymentForm({ file }: { file: BorrowerFileView }) {
  const w = usePortalWords().sections;
  const e = w.employment;
  const saved = file.sections.employment;
  const state = useSectionForm({
    section: 'employment',
    file,
    schema: employmentForm,
    defaults: { rows: saved?.length ? saved : [emptyJob(0)] } as DefaultValues<
      (typeof employmentForm)['_input']
    >,
    toBody: (values) => values.rows,
  });
  return (
    <SectionForm section="employment" file={file} state={state}>
      <Coverage needMore={e.needMore} />
      <JobRows onStep={state.saveIfValid} />
    </SectionForm>
  );
}

function JobRows({ onStep }: { onStep: () => void }) {
  const e = usePortalWords().sections.employment;
  const covered = useCovered();
  return (
    <Rows
      title={e.row}
      addLabel={e.add}
      emptyRow={emptyJob}
      focusField="type"
      min={1}
      max={MAX_EMPLOYMENT}
      canAdd={!covered}
      onStep={onStep}
    >
      {(index) => <Job index={index} />}
    </Rows>
  );
}

const WITHOUT_EMPLOYER = new Set(['retired', 'not_employed']);

/** One job: without an employer when retired or not working. */
function Job({ index }: { index: number }) {
  const e = usePortalWords().sections.employment;
  const type = useWatch({ name: `rows.${index}.type` }) as string | undefined;
  const employed = !WITHOUT_EMPLOYER.has(type ?? '');
  return (
    <>
      <ChoiceField
        name={`rows.${index}.type`}
        label={e.type}
        options={optionsOf(EMPLOYMENT_TYPES, e.types)}
      />
      {employed ? (
        <>
          <TextField name={`rows.${index}.employer`} label={e.employer} autoComplete="organization" />
          <TextField
            name={`rows.${index}.title`}
            label={e.title}
            autoComplete="organization-title"
            optional
          />
        </>
      ) : null}
      <DateField name={`rows.${index}.from`} label={e.from} />
      <PeriodEndField name={`rows.${index}.to`} label={e.to} currentLabel={e.current} />
    </>
  );
}
