import { contentProductsWords } from '@maplestone/shared/i18n/en/content';
import { Landmark } from 'lucide-react';
import { useWords } from '../../../lib/i18n';
import { productsQuery } from '../api/catalogue';
import { CatalogueIndex } from '../components/catalogue-index';
import { Price } from '../components/parts';

/** /products: every mortgage product as a card. */
export default function ProductsPage() {
  const w = useWords('content', 'products', contentProductsWords);
  return (
    <CatalogueIndex
      title={w.title}
      lead={w.lead}
      query={productsQuery()}
      texts={w}
      path="/products"
      Icon={Landmark}
      listTestId="product-list"
      footer={(p) =>
        p.price != null ? (
          <div className="text-sm text-slate-600">
            {w.from} <Price value={p.price} className="inline" />
          </div>
        ) : null
      }
    />
  );
}
