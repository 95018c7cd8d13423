import { fileDay } from '@maplestone/shared/borrower-file';
import { fileWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import {
  type BrokerApplicant,
  type BrokerFile,
  FINTRAC_METHODS,
  type FintracRecord,
  type FintracRecordRequest,
  fintracRecordRequestSchema,
  RISK_RATINGS,
} from '@maplestone/shared/schemas/borrower-file';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod';
import { StatusPill } from '../../../components/back-office/status-pill';
import { Field, FormDialog, SelectField } from '../../../components/form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useSaveFintrac } from './api';
import { FileSection } from './file-section';
import { formatDay } from './format';

const m = fileWords.fintrac;

/** The form's values: as the request, but the expiry may be blank and the reasons are lines of one text. */
export interface FintracForm {
  method: string;
  document_type: string;
  document_number: string;
  jurisdiction: string;
  expiry_date: string;
  verified_on: string;
  pep_determination: { is_pep: boolean; is_hio: boolean; determined_on: string };
  third_party: { is_acting_for_third_party: boolean; details: string };
  risk_rating: string;
  risk_reasons: string;
}

/** The shared request schema, over the form's values turned into the request's shape first. */
export const fintracFormSchema = z.preprocess((input) => {
  const values = input as FintracForm;
  return {
    ...values,
    expiry_date: values.expiry_date || null,
    risk_reasons: values.risk_reasons
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  };
}, fintracRecordRequestSchema) as unknown as z.ZodType<FintracRecordRequest, FintracForm>;

/** The form to start from: the saved record (its number typed again: only its mask is known), or today's. */
function formValues(record: FintracRecord | undefined): FintracForm {
  const today = fileDay();
  if (!record) {
    return {
      method: '',
      document_type: '',
      document_number: '',
      jurisdiction: '',
      expiry_date: '',
      verified_on: today,
      pep_determination: { is_pep: false, is_hio: false, determined_on: today },
      third_party: { is_acting_for_third_party: false, details: '' },
      risk_rating: '',
      risk_reasons: '',
    };
  }
  return {
    method: record.method,
    document_type: record.document_type,
    document_number: '',
    jurisdiction: record.jurisdiction,
    expiry_date: record.expiry_date ?? '',
    verified_on: record.verified_on,
    pep_determination: { ...record.pep_determination },
    third_party: {
      is_acting_for_third_party: record.third_party.is_acting_for_third_party,
      details: record.third_party.details ?? '',
    },
    risk_rating: record.risk_rating,
    risk_reasons: record.risk_reasons.join('\n'),
  };
}

const METHOD_OPTIONS = FINTRAC_METHODS.map((value) => ({ value, label: m.methods[value] ?? value }));
const RISK_OPTIONS = RISK_RATINGS.map((value) => ({ value, label: m.riskRatings[value] ?? value }));

/**
 * The FINTRAC record of each applicant: identity verification (method, document, its number masked,
 * jurisdiction, expiry, the day, who verified), PEP/HIO and third-party determinations, the risk rating and its
 * reasons. "Record identity check" (or "Edit record") opens the form; the save is toasted.
 */
export function FileFintrac({ leadId, file }: { leadId: string; file: BrokerFile }) {
  const [editing, setEditing] = useState<BrokerApplicant | null>(null);
  const [open, setOpen] = useState(false);
  const save = useSaveFintrac(leadId);
  const record = editing ? file.fintrac[editing.id] : undefined;
  return (
    <FileSection id="file-fintrac" title={m.title} lead={m.lead}>
      <ul className="space-y-4">
        {file.applicants.map((applicant) => {
          const saved = file.fintrac[applicant.id];
          return (
            <li key={applicant.id} className="rounded-xl p-3 ring-1 ring-slate-200 sm:p-4">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div>
                  <h4 className="font-semibold text-navy-950">{applicant.name}</h4>
                  {saved ? (
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                      <StatusPill tone="on">
                        <ShieldCheck className="mr-1 size-3.5" aria-hidden />
                        {m.verifiedBy(saved.verified_by.name, formatDay(saved.verified_on))}
                      </StatusPill>
                    </p>
                  ) : (
                    <p className="mt-1 text-sm text-slate-600">{m.none}</p>
                  )}
                </div>
                <Button
                  variant={saved ? 'outline' : 'primary'}
                  size="sm"
                  className="self-start"
                  aria-label={saved ? m.editLabel(applicant.name) : m.recordLabel(applicant.name)}
                  onClick={() => {
                    setEditing(applicant);
                    setOpen(true);
                  }}
                >
                  {saved ? m.edit : m.record}
                </Button>
              </div>
              {saved ? <RecordDetails record={saved} /> : null}
            </li>
          );
        })}
      </ul>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={editing ? m.dialogTitle(editing.name) : m.title}
        description={m.dialogText}
        width="max-w-2xl"
        schema={fintracFormSchema}
        defaultValues={formValues(record)}
        submitLabel={m.save}
        onSubmit={(body) =>
          editing
            ? save.mutateAsync({ applicantId: editing.id, name: editing.name, body })
            : Promise.resolve()
        }
      >
        <FintracFields record={record} />
      </FormDialog>
    </FileSection>
  );
}

function FintracFields({ record }: { record: FintracRecord | undefined }) {
  return (
    <>
      <fieldset className="space-y-4">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {m.identity}
        </legend>
        <SelectField<FintracForm>
          name="method"
          label={m.method}
          options={METHOD_OPTIONS}
          placeholder={m.chooseMethod}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field<FintracForm> name="document_type" label={m.documentType} hint={m.documentTypeHint}>
            <Input autoComplete="off" />
          </Field>
          <Field<FintracForm>
            name="document_number"
            label={m.documentNumber}
            hint={record ? m.documentNumberAgain(record.document_number) : m.documentNumberHint}
          >
            <Input autoComplete="off" spellCheck={false} />
          </Field>
          <Field<FintracForm> name="jurisdiction" label={m.jurisdiction} hint={m.jurisdictionHint}>
            <Input autoComplete="off" />
          </Field>
          <Field<FintracForm> name="expiry_date" label={m.expiryDate} optional>
            <Input type="date" />
          </Field>
          <Field<FintracForm> name="verified_on" label={m.verifiedOn}>
            <Input type="date" />
          </Field>
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">{m.pep}</legend>
        <CheckboxField<FintracForm> name="pep_determination.is_pep" label={m.isPep} />
        <CheckboxField<FintracForm> name="pep_determination.is_hio" label={m.isHio} />
        <Field<FintracForm>
          name="pep_determination.determined_on"
          label={m.determinedOn}
          className="sm:w-1/2"
        >
          <Input type="date" />
        </Field>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {m.thirdParty}
        </legend>
        <CheckboxField<FintracForm>
          name="third_party.is_acting_for_third_party"
          label={m.actingForThirdParty}
        />
        <ThirdPartyDetails />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {m.risk}
        </legend>
        <SelectField<FintracForm>
          name="risk_rating"
          label={m.riskRating}
          options={RISK_OPTIONS}
          placeholder={m.chooseRisk}
        />
        <Field<FintracForm> name="risk_reasons" label={m.riskReasons} hint={m.riskReasonsHint}>
          <Textarea rows={3} className="min-h-24" />
        </Field>
      </fieldset>
    </>
  );
}

/** The third party's details, asked once the applicant acts for one. */
function ThirdPartyDetails() {
  const acting = useWatch<FintracForm, 'third_party.is_acting_for_third_party'>({
    name: 'third_party.is_acting_for_third_party',
  });
  if (!acting) return null;
  return (
    <Field<FintracForm> name="third_party.details" label={m.thirdPartyDetails} hint={m.thirdPartyDetailsHint}>
      <Textarea rows={3} className="min-h-24" />
    </Field>
  );
}

/** A saved record, read-only: the number as the server masked it. */
function RecordDetails({ record }: { record: FintracRecord }) {
  const rows: [string, string][] = [
    [m.method, m.methods[record.method] ?? record.method],
    [m.documentType, record.document_type],
    [m.documentNumber, record.document_number],
    [m.jurisdiction, record.jurisdiction],
    [m.expiryDate, record.expiry_date ? formatDay(record.expiry_date) : m.none_],
    [m.verifiedOn, formatDay(record.verified_on)],
    [m.isPep, record.pep_determination.is_pep ? m.yes : m.no],
    [m.isHio, record.pep_determination.is_hio ? m.yes : m.no],
    [m.determinedOn, formatDay(record.pep_determination.determined_on)],
    [
      m.thirdParty,
      record.third_party.is_acting_for_third_party ? `${m.yes}: ${record.third_party.details ?? ''}` : m.no,
    ],
    [m.riskRating, m.riskRatings[record.risk_rating] ?? record.risk_rating],
    [m.riskReasons, record.risk_reasons.length > 0 ? record.risk_reasons.join('; ') : m.none_],
  ];
  return (
    <>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">{m.retainUntil(formatDay(record.retain_until))}</p>
    </>
  );
}
