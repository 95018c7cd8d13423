import { messages } from '@maplestone/shared';
import { contentProductsWords } from '@maplestone/shared/words/content';
import { widgetsWords } from '@maplestone/shared/words/widgets';
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { LoadingState } from '../../../components/ui/states';
import { useDocumentMeta, useNotFound } from '../../../lib/document-meta';
import { useLocalizedPath, useWords } from '../../../lib/i18n';
import { productQuery } from '../api/catalogue';
import { DetailLayout } from '../components/detail-layout';
import { LoadFailed, LongText, Price } from '../components/parts';
import { catalogueItemMeta } from '../page-meta';

/** /products/{id}: one product with its price and content, and a way back to the list. */
export default function ProductPage() {
  const { id = '' } = useParams();
  const { data, isPending, isError, refetch } = useQuery(productQuery(id));
  const m = useWords('messages', messages);
  const w = useWords('content', 'products', contentProductsWords);
  const to = useLocalizedPath();
  const home = useWords('widgets', widgetsWords).home;
  useDocumentMeta(catalogueItemMeta(data, { title: w.title, path: '/products' }, to, home));
  if (isPending) return <LoadingState className="min-h-[50vh]">{m.common.loading}</LoadingState>;
  if (isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24">
        <LoadFailed title={m.products.fetchFailed} retry={() => refetch()} />
      </div>
    );
  }
  if (!data) return <ProductNotFound />;
  return (
    <DetailLayout
      back="/products"
      backLabel={w.back}
      eyebrow={w.eyebrow}
      title={data.name}
      description={data.description}
      image={data.image_url}
      aside={
        data.price != null ? (
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <p className="text-sm font-medium text-slate-600">{w.price}</p>
            <Price value={data.price} className="mt-1" />
          </div>
        ) : null
      }
    >
      {data.content ? <LongText text={data.content} /> : null}
    </DetailLayout>
  );
}

function ProductNotFound() {
  const m = useWords('messages', messages);
  const w = useWords('content', 'products', contentProductsWords);
  useNotFound(m.products.notFound);
  return <NotFound Icon={SearchX} message={m.products.notFound} back="/products" backLabel={w.back} />;
}
