import { adminMessages, type Lender } from '@maplestone/shared';
import { CrudPanel } from '../../../components/back-office/crud-panel';
import type { AdminTabProps } from '../../../components/back-office/nav-item';
import { lendersResource } from './api';
import { LENDER_FACETS, lenderColumns } from './columns';
import { LenderFields, lenderFormSchema, lenderValues } from './lender-form';

const t = adminMessages.lenders;
const nameOf = (lender: Lender) => lender.name;

/** Lenders: list by display order, create, edit, delete with confirmation. */
export default function LendersPanel(_props: AdminTabProps) {
  return (
    <CrudPanel
      resource={lendersResource}
      text={{ noun: t.noun, heading: t.plural, lead: t.lead, empty: t.empty }}
      columns={lenderColumns}
      nameOf={nameOf}
      urlPrefix="lenders"
      facets={LENDER_FACETS}
      defaults={{ sort: { id: 'display_order', desc: false } }}
      schema={lenderFormSchema}
      toValues={lenderValues}
      fields={<LenderFields />}
    />
  );
}
