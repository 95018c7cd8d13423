import { adminMessages, type Product } from '@maplestone/shared';
import { contentProductsWords } from '@maplestone/shared/i18n/en/content';
import { CrudPanel } from '../../../../components/back-office/crud-panel';
import type { AdminTabProps } from '../../../../components/back-office/nav-item';
import { productsResource } from './api';
import { productColumns } from './columns';
import { ProductFields, productFormSchema, productValues } from './product-form';

const t = adminMessages.products;
const nameOf = (product: Product) => product.name;

/** Products: list (newest first), create, edit (English and French side by side), delete; what lacks French. */
export default function ProductsPanel(_props: AdminTabProps) {
  return (
    <CrudPanel
      resource={productsResource}
      text={{ noun: t.noun, heading: t.plural, lead: t.lead, empty: contentProductsWords.empty }}
      columns={productColumns}
      nameOf={nameOf}
      urlPrefix="products"
      defaults={{ sort: { id: 'created_at', desc: true } }}
      schema={productFormSchema}
      toValues={productValues}
      fields={<ProductFields />}
      dialogWidth="max-w-5xl"
      french="product"
    />
  );
}
