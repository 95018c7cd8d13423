import { PROVINCE_CODES } from '@maplestone/shared/rates/provinces';
import {
  type BorrowerFileView,
  DOWN_PAYMENT_SOURCE_TYPES,
  downPaymentSectionSchema,
  MAX_DOWN_PAYMENT_SOURCES,
  mortgageSectionSchema,
  OCCUPANCIES,
  PROPERTY_TYPES,
  RATE_TYPES_REQUESTED,
  subjectPropertySectionSchema,
} from '@maplestone/shared/schemas/borrower-file';
import type { DefaultValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { usePortalFormat } from '../../format';
import { usePortalWords } from '../../words';
import { ChoiceField, DateField, MoneyField, optionsOf, TextField, WholeNumberField } from '../fields';
import { Rows } from '../rows';
import { SectionForm, useSectionForm } from '../section-form';

const card = 'grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 sm:p-5';

/** The property the mortgage is for: where, what, how it will be used, its price. */
export function SubjectPropertyForm({ file }: { file: BorrowerFileView }) {
  const w = usePortalWords().sections;
  const s = w.subjectProperty;
  const state = useSectionForm({
    section: 'subject_property',
    file,
    schema: subjectPropertySectionSchema,
    defaults: (file.sections.subject_property ?? { address: '', city: '' }) as DefaultValues<
      z.input<typeof subjectPropertySectionSchema>
    >,
    toBody: (values) => values,
  });
  return (
    <SectionForm section="subject_property" file={file} state={state}>
      <div className={card}>
        <div className="sm:col-span-2">
          <TextField name="address" label={s.address} autoComplete="street-address" />
        </div>
        <TextField name="city" label={s.city} autoComplete="address-level2" />
        <ChoiceField name="province" label={s.province} options={optionsOf(PROVINCE_CODES, w.provinces)} />
        <ChoiceField
          name="property_type"
          label={s.propertyType}
          options={optionsOf(PROPERTY_TYPES, s.propertyTypes)}
        />
        <ChoiceField name="occupancy" label={s.occupancy} options={optionsOf(OCCUPANCIES, s.occupancies)} />
        <MoneyField name="purchase_price" label={s.purchasePrice} />
      </div>
    </SectionForm>
  );
}

const emptySource = () => ({ type: '', amount: undefined, donor_name: '', donor_relationship: '' });

/** The down payment and its sources; a gift names its donor and who they are to the borrower. */
export function DownPaymentForm({ file }: { file: BorrowerFileView }) {
  const d = usePortalWords().sections.downPayment;
  const saved = file.sections.down_payment;
  const state = useSectionForm({
    section: 'down_payment',
    file,
    schema: downPaymentSectionSchema,
    defaults: (saved ?? { sources: [emptySource()] }) as DefaultValues<
      z.input<typeof downPaymentSectionSchema>
    >,
    toBody: (values) => values,
  });
  return (
    <SectionForm section="down_payment" file={file} state={state}>
      <div className={card}>
        <MoneyField name="amount" label={d.amount} />
      </div>
      <h2 className="font-display text-lg font-bold text-navy-950">{d.sourcesTitle}</h2>
      <Rows
        name="sources"
        title={d.row}
        addLabel={d.add}
        emptyRow={emptySource}
        focusField="type"
        min={1}
        max={MAX_DOWN_PAYMENT_SOURCES}
        onStep={state.saveIfValid}
      >
        {(index) => <Source index={index} />}
      </Rows>
      <SourcesTotal />
    </SectionForm>
  );
}

/** One source; a gift reveals its donor's name and relationship. */
function Source({ index }: { index: number }) {
  const d = usePortalWords().sections.downPayment;
  const type = useWatch({ name: `sources.${index}.type` }) as string | undefined;
  return (
    <>
      <ChoiceField
        name={`sources.${index}.type`}
        label={d.type}
        options={optionsOf(DOWN_PAYMENT_SOURCE_TYPES, d.types)}
      />
      <MoneyField name={`sources.${index}.amount`} label={d.sourceAmount} />
      {type === 'gift' ? (
        <>
          <TextField name={`sources.${index}.donor_name`} label={d.donorName} autoComplete="off" />
          <TextField
            name={`sources.${index}.donor_relationship`}
            label={d.donorRelationship}
            autoComplete="off"
          />
          <p className="text-xs text-slate-600 sm:col-span-2">{d.donorHint}</p>
        </>
      ) : null}
    </>
  );
}

/** What the sources add up to, against the amount (said, not enforced: the broker sorts a difference out). */
function SourcesTotal() {
  const d = usePortalWords().sections.downPayment;
  const f = usePortalFormat();
  const amount = useWatch({ name: 'amount' }) as unknown;
  const sources = useWatch({ name: 'sources' }) as { amount?: unknown }[] | undefined;
  const sum = (sources ?? []).reduce(
    (total, source) =>
      total + (typeof source.amount === 'number' && Number.isFinite(source.amount) ? source.amount : 0),
    0,
  );
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  const money = (value: number) => f.money(value, Number.isInteger(value) ? 0 : 2);
  return <p className="text-sm text-slate-700">{d.total(money(sum), money(amount))}</p>;
}

/** The mortgage asked for: amount, amortization, term, rate type, closing date. */
export function MortgageForm({ file }: { file: BorrowerFileView }) {
  const w = usePortalWords().sections;
  const m = w.mortgage;
  const state = useSectionForm({
    section: 'mortgage',
    file,
    schema: mortgageSectionSchema,
    defaults: (file.sections.mortgage ?? { closing_date: '' }) as DefaultValues<
      z.input<typeof mortgageSectionSchema>
    >,
    toBody: (values) => values,
  });
  return (
    <SectionForm section="mortgage" file={file} state={state}>
      <div className={card}>
        <MoneyField name="amount" label={m.amount} />
        <ChoiceField
          name="rate_type"
          label={m.rateType}
          options={optionsOf(RATE_TYPES_REQUESTED, m.rateTypes)}
        />
        <WholeNumberField name="amortization_years" label={m.amortization} hint={m.amortizationHint} />
        <WholeNumberField name="term_years" label={m.term} hint={m.termHint} />
        <DateField name="closing_date" label={m.closingDate} />
      </div>
    </SectionForm>
  );
}
