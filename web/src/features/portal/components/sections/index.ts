import type { BorrowerFileView, SectionKey } from '@maplestone/shared/schemas/borrower-file';
import type { ComponentType } from 'react';
import { DownPaymentForm, MortgageForm, SubjectPropertyForm } from './file-sections';
import { AddressesForm, EmploymentForm } from './history';
import { AssetsForm, IncomeForm, LiabilitiesForm, PropertiesForm } from './lists';
import { PersonalForm } from './personal';

/** Each section's form. */
export const SECTION_FORMS: Record<SectionKey, ComponentType<{ file: BorrowerFileView }>> = {
  personal: PersonalForm,
  addresses: AddressesForm,
  employment: EmploymentForm,
  income: IncomeForm,
  assets: AssetsForm,
  liabilities: LiabilitiesForm,
  properties: PropertiesForm,
  subject_property: SubjectPropertyForm,
  down_payment: DownPaymentForm,
  mortgage: MortgageForm,
};
