export type { ColumnDef } from '@tanstack/react-table';
export { createdAtColumn, descriptionColumn, nameWithImageColumn } from './columns';
export { DataTable, type DataTableFacet, type DataTableProps } from './data-table';
export { EditableCell } from './editable-cell';
export { ServerPager } from './pager';
export {
  SEARCH_DEBOUNCE_MS,
  ServerDataTable,
  type ServerDataTableProps,
} from './server-data-table';
export {
  SERVER_PAGE_SIZES,
  type ServerTableQuery,
  type ServerTableState,
  useServerTableState,
} from './server-url-state';
export { PAGE_SIZES, type TableUrlDefaults, useTableUrlState } from './url-state';
