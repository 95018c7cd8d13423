import { adminMessages, type Service } from '@maplestone/shared';
import { contentServicesWords } from '@maplestone/shared/i18n/en/content';
import { CrudPanel } from '../../../../components/back-office/crud-panel';
import type { AdminTabProps } from '../../../../components/back-office/nav-item';
import { servicesResource } from './api';
import { serviceColumns } from './columns';
import { ServiceFields, serviceFormSchema, serviceValues } from './service-form';

const t = adminMessages.services;
const nameOf = (service: Service) => service.name;

/** Mortgage services: list (newest first), create, edit (English and French side by side), delete; what lacks French. */
export default function ServicesPanel(_props: AdminTabProps) {
  return (
    <CrudPanel
      resource={servicesResource}
      text={{ noun: t.noun, heading: t.plural, lead: t.lead, empty: contentServicesWords.empty }}
      columns={serviceColumns}
      nameOf={nameOf}
      urlPrefix="services"
      defaults={{ sort: { id: 'created_at', desc: true } }}
      schema={serviceFormSchema}
      toValues={serviceValues}
      fields={<ServiceFields />}
      dialogWidth="max-w-5xl"
      french="service"
    />
  );
}
