import { messages } from '@maplestone/shared';
import { contentProductsWords } from '@maplestone/shared/words/content';
import { useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { PageHeader, Section } from '../../../components/ui/section';
import { EmptyState, LoadingState } from '../../../components/ui/states';
import { pageTitle, useDocumentMeta } from '../../../lib/document-meta';
import { useWords } from '../../../lib/i18n';
import { productsQuery } from '../api/catalogue';
import { CatalogueCard, LoadFailed, Price } from '../components/parts';

/** /products: every mortgage product as a card. */
export default function ProductsPage() {
  const m = useWords('messages', messages);
  const w = useWords('content', 'products', contentProductsWords);
  // The page's lead paragraph is also its description in search results.
  useDocumentMeta({ title: pageTitle(w.title), description: w.lead });
  const { data, isPending, isError, refetch } = useQuery(productsQuery());
  return (
    <>
      <PageHeader eyebrow={m.nav.mortgages} title={w.title} lead={w.lead} />
      <Section className="bg-slate-50">
        {isPending ? (
          <LoadingState>{m.common.loading}</LoadingState>
        ) : isError ? (
          <LoadFailed title={m.products.fetchFailed} retry={() => refetch()} />
        ) : data.length === 0 ? (
          <EmptyState>{m.products.empty}</EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="product-list">
            {data.map((p) => (
              <CatalogueCard
                key={p.id}
                to={`/products/${encodeURIComponent(p.id)}`}
                name={p.name}
                description={p.description}
                image={p.image_url}
                Icon={Landmark}
                footer={
                  p.price != null ? (
                    <span className="text-sm text-slate-600">
                      {w.from} <Price value={p.price} className="inline" />
                    </span>
                  ) : null
                }
              />
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
