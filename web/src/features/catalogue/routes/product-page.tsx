import { contentProductsWords } from '@maplestone/shared/i18n/en/content';
import { useParams } from 'react-router';
import { useWords } from '../../../lib/i18n';
import { productQuery } from '../api/catalogue';
import { CatalogueItemPage } from '../components/catalogue-item-page';
import { Price } from '../components/parts';

/** /products/{id}: one product with its price and content, and a way back to the list. */
export default function ProductPage() {
  const { id = '' } = useParams();
  const w = useWords('content', 'products', contentProductsWords);
  return (
    <CatalogueItemPage
      query={productQuery(id)}
      path="/products"
      words={w}
      texts={w}
      aside={(product) =>
        product.price != null ? (
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <p className="text-sm font-medium text-slate-600">{w.price}</p>
            <Price value={product.price} className="mt-1" />
          </div>
        ) : null
      }
    />
  );
}
