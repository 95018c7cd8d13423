import { adminMessages, formatCad, type Product } from '@maplestone/shared';
import { lacksFrench } from '@maplestone/shared/i18n/written';
import { NoFrenchBadge } from '../../../../components/back-office/no-french-badge';
import {
  type ColumnDef,
  createdAtColumn,
  descriptionColumn,
  nameWithImageColumn,
} from '../../../../components/data-table';

const t = adminMessages.products.columns;

/** Products: name (with its image), price with 2 decimals (spec §9), description, created. */
export const productColumns: ColumnDef<Product, unknown>[] = [
  nameWithImageColumn(t.name, (row) => (lacksFrench('product', row) ? <NoFrenchBadge /> : null)),
  {
    accessorKey: 'price',
    header: t.price,
    enableGlobalFilter: false,
    sortUndefined: 'last',
    cell: ({ row }) =>
      row.original.price === null ? (
        <span className="text-slate-500">{adminMessages.products.noPrice}</span>
      ) : (
        <span className="tabular-nums">{formatCad(row.original.price)}</span>
      ),
  },
  descriptionColumn(t.description),
  createdAtColumn(t.created),
];
