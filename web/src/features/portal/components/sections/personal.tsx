import {
  type BorrowerFileView,
  MARITAL_STATUSES,
  type PersonalSection,
  personalSectionSchema,
} from '@maplestone/shared/schemas/borrower-file';
import type { DefaultValues } from 'react-hook-form';
import type * as z from 'zod';
import { usePortalWords } from '../../words';
import { ChoiceField, DateField, optionsOf, TextField, WholeNumberField } from '../fields';
import { SectionForm, useSectionForm } from '../section-form';

type Input = z.input<typeof personalSectionSchema>;

/** A first visit starts from the name the broker invited: 'Marie-Ève Tremblay' → 'Marie-Ève', 'Tremblay'. */
function startingValues(file: BorrowerFileView): DefaultValues<Input> {
  const [first = '', ...rest] = file.you.name.trim().split(/\s+/);
  return {
    first_name: first,
    last_name: rest.join(' '),
    date_of_birth: '',
    phone: '',
  } as DefaultValues<Input>;
}

/** About you: name, date of birth, phone, marital status, dependants. */
export function PersonalForm({ file }: { file: BorrowerFileView }) {
  const w = usePortalWords().sections;
  const p = w.personal;
  const saved: PersonalSection | undefined = file.sections.personal;
  const state = useSectionForm({
    section: 'personal',
    file,
    schema: personalSectionSchema,
    defaults: saved ?? startingValues(file),
    toBody: (values) => values,
  });
  return (
    <SectionForm section="personal" file={file} state={state}>
      <div className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 sm:p-5">
        <TextField name="first_name" label={p.firstName} autoComplete="given-name" />
        <TextField name="last_name" label={p.lastName} autoComplete="family-name" />
        <DateField name="date_of_birth" label={p.dateOfBirth} autoComplete="bday" />
        <TextField name="phone" label={p.phone} autoComplete="tel" inputMode="tel" />
        <ChoiceField
          name="marital_status"
          label={p.maritalStatus}
          options={optionsOf(MARITAL_STATUSES, p.maritalStatuses)}
        />
        <WholeNumberField name="dependants" label={p.dependants} hint={p.dependantsHint} />
      </div>
    </SectionForm>
  );
}
