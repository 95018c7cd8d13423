export type { ColumnDef } from '@tanstack/react-table';
export { createdAtColumn, descriptionColumn, nameWithImageColumn } from './columns';
export { DataTable, type DataTableFacet, type DataTableProps } from './data-table';
export { EditableCell } from './editable-cell';
export { PAGE_SIZES, type TableUrlDefaults, useTableUrlState } from './url-state';
