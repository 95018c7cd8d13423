import { adminMessages, type Service } from '@maplestone/shared';
import { lacksFrench } from '@maplestone/shared/i18n/written';
import { NoFrenchBadge } from '../../../../components/back-office/no-french-badge';
import {
  type ColumnDef,
  createdAtColumn,
  descriptionColumn,
  nameWithImageColumn,
} from '../../../../components/data-table';

const t = adminMessages.services;

/** Mortgage services: name (with its image), description, feature count, created. */
export const serviceColumns: ColumnDef<Service, unknown>[] = [
  nameWithImageColumn(t.columns.name, (row) => (lacksFrench('service', row) ? <NoFrenchBadge /> : null)),
  descriptionColumn(t.columns.description),
  {
    id: 'features',
    accessorFn: (service) => service.features?.length ?? 0,
    header: t.columns.features,
    enableGlobalFilter: false,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{t.featureCount(row.original.features?.length ?? 0)}</span>
    ),
  },
  createdAtColumn(t.columns.created),
];
