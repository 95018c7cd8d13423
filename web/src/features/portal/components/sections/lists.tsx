import {
  ASSET_TYPES,
  assetsSectionSchema,
  type BorrowerFileView,
  INCOME_TYPES,
  incomeSectionSchema,
  LIABILITY_TYPES,
  liabilitiesSectionSchema,
  MAX_ASSETS,
  MAX_INCOME,
  MAX_LIABILITIES,
  MAX_PROPERTIES,
  propertiesSectionSchema,
} from '@maplestone/shared/schemas/borrower-file';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { isSectionComplete } from '../../file-rules';
import { usePortalWords } from '../../words';
import { CheckField, ChoiceField, MoneyField, optionsOf, TextField } from '../fields';
import { Rows } from '../rows';
import { rowsSchema, SectionForm, type SectionFormState, useSectionForm } from '../section-form';

const incomeForm = rowsSchema(incomeSectionSchema);
const assetsForm = rowsSchema(assetsSectionSchema);
const liabilitiesForm = rowsSchema(liabilitiesSectionSchema);
const propertiesForm = rowsSchema(propertiesSectionSchema);

const emptyIncome = () => ({ type: '', annual_amount: undefined, description: '' });
const emptyAsset = () => ({ type: '', description: '', value: undefined });
const emptyLiability = () => ({ type: '', lender: '', balance: undefined, monthly_payment: undefined });
const emptyProperty = () => ({
  address: '',
  value: undefined,
  mortgage_balance: null,
  monthly_payment: null,
  to_be_sold: false,
});

/** Every income, before tax: at least one. */
export function IncomeForm({ file }: { file: BorrowerFileView }) {
  const i = usePortalWords().sections.income;
  const saved = file.sections.income;
  const state = useSectionForm({
    section: 'income',
    file,
    schema: incomeForm,
    defaults: { rows: saved?.length ? saved : [emptyIncome()] } as DefaultValues<
      (typeof incomeForm)['_input']
    >,
    toBody: (values) => values.rows,
  });
  return (
    <SectionForm section="income" file={file} state={state}>
      <Rows
        title={i.row}
        addLabel={i.add}
        emptyRow={emptyIncome}
        focusField="type"
        min={1}
        max={MAX_INCOME}
        onStep={state.saveIfValid}
      >
        {(index) => (
          <>
            <ChoiceField
              name={`rows.${index}.type`}
              label={i.type}
              options={optionsOf(INCOME_TYPES, i.types)}
            />
            <MoneyField name={`rows.${index}.annual_amount`} label={i.annualAmount} />
            <div className="sm:col-span-2">
              <TextField name={`rows.${index}.description`} label={i.description} optional />
            </div>
          </>
        )}
      </Rows>
    </SectionForm>
  );
}

/**
 * A list that may rightly be empty (assets, debts, properties): with no rows yet, "I have none" saves the empty
 * list, which completes the section; once saved so, the page says so.
 */
function MaybeNone<TInput extends FieldValues, TOutput extends FieldValues>({
  state,
  done,
  children,
}: {
  state: SectionFormState<TInput, TOutput>;
  /** The section is complete (saved, here with no rows). */
  done: boolean;
  children: ReactNode;
}) {
  const w = usePortalWords().sections;
  const rows = useWatch({ name: 'rows' }) as unknown[] | undefined;
  if ((rows ?? []).length > 0) return <>{children}</>;
  return (
    <>
      {done ? (
        <p role="note" className="rounded-2xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          {w.noneSaved}
        </p>
      ) : null}
      {children}
      {done || !state.editable ? null : (
        <Button
          variant="outline"
          size="lg"
          className="w-full sm:w-auto"
          onClick={() => void state.save({ rows: [] } as unknown as TOutput).catch(() => undefined)}
        >
          {w.none}
        </Button>
      )}
    </>
  );
}

export function AssetsForm({ file }: { file: BorrowerFileView }) {
  const a = usePortalWords().sections.assets;
  const state = useSectionForm({
    section: 'assets',
    file,
    schema: assetsForm,
    defaults: { rows: file.sections.assets ?? [] } as DefaultValues<(typeof assetsForm)['_input']>,
    toBody: (values) => values.rows,
  });
  return (
    <SectionForm section="assets" file={file} state={state}>
      <MaybeNone state={state} done={isSectionComplete(file, 'assets')}>
        <Rows
          title={a.row}
          addLabel={a.add}
          emptyRow={emptyAsset}
          focusField="type"
          max={MAX_ASSETS}
          onStep={state.saveIfValid}
        >
          {(index) => (
            <>
              <ChoiceField
                name={`rows.${index}.type`}
                label={a.type}
                options={optionsOf(ASSET_TYPES, a.types)}
              />
              <MoneyField name={`rows.${index}.value`} label={a.value} />
              <div className="sm:col-span-2">
                <TextField name={`rows.${index}.description`} label={a.description} />
              </div>
            </>
          )}
        </Rows>
      </MaybeNone>
    </SectionForm>
  );
}

export function LiabilitiesForm({ file }: { file: BorrowerFileView }) {
  const l = usePortalWords().sections.liabilities;
  const state = useSectionForm({
    section: 'liabilities',
    file,
    schema: liabilitiesForm,
    defaults: { rows: file.sections.liabilities ?? [] } as DefaultValues<(typeof liabilitiesForm)['_input']>,
    toBody: (values) => values.rows,
  });
  return (
    <SectionForm section="liabilities" file={file} state={state}>
      <MaybeNone state={state} done={isSectionComplete(file, 'liabilities')}>
        <Rows
          title={l.row}
          addLabel={l.add}
          emptyRow={emptyLiability}
          focusField="type"
          max={MAX_LIABILITIES}
          onStep={state.saveIfValid}
        >
          {(index) => (
            <>
              <ChoiceField
                name={`rows.${index}.type`}
                label={l.type}
                options={optionsOf(LIABILITY_TYPES, l.types)}
              />
              <TextField name={`rows.${index}.lender`} label={l.lender} />
              <MoneyField name={`rows.${index}.balance`} label={l.balance} />
              <MoneyField name={`rows.${index}.monthly_payment`} label={l.monthlyPayment} />
            </>
          )}
        </Rows>
      </MaybeNone>
    </SectionForm>
  );
}

export function PropertiesForm({ file }: { file: BorrowerFileView }) {
  const p = usePortalWords().sections.properties;
  const state = useSectionForm({
    section: 'properties',
    file,
    schema: propertiesForm,
    defaults: { rows: file.sections.properties ?? [] } as DefaultValues<(typeof propertiesForm)['_input']>,
    toBody: (values) => values.rows,
  });
  return (
    <SectionForm section="properties" file={file} state={state}>
      <MaybeNone state={state} done={isSectionComplete(file, 'properties')}>
        <Rows
          title={p.row}
          addLabel={p.add}
          emptyRow={emptyProperty}
          focusField="address"
          max={MAX_PROPERTIES}
          onStep={state.saveIfValid}
        >
          {(index) => (
            <>
              <div className="sm:col-span-2">
                <TextField name={`rows.${index}.address`} label={p.address} autoComplete="street-address" />
              </div>
              <MoneyField name={`rows.${index}.value`} label={p.value} />
              <MoneyField name={`rows.${index}.mortgage_balance`} label={p.mortgageBalance} optional />
              <MoneyField name={`rows.${index}.monthly_payment`} label={p.monthlyPayment} optional />
              <div className="sm:col-span-2">
                <CheckField name={`rows.${index}.to_be_sold`} label={p.toBeSold} />
              </div>
            </>
          )}
        </Rows>
      </MaybeNone>
    </SectionForm>
  );
}
