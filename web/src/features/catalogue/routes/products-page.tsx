import { messages } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { PageHeader, Section } from '../../../components/ui/section';
import { EmptyState, LoadingState } from '../../../components/ui/states';
import { pageTitle, useDocumentMeta } from '../../../lib/document-meta';
import { productsQuery } from '../api/catalogue';
import { CatalogueCard, LoadFailed, Price } from '../components/parts';

/** The page's lead paragraph, which is also its description in search results. */
const LEAD =
  'Fixed, variable, home equity and protection: the products we arrange, explained in plain language.';

/** /products: every mortgage product as a card. */
export default function ProductsPage() {
  useDocumentMeta({ title: pageTitle('Mortgage Products'), description: LEAD });
  const { data, isPending, isError, refetch } = useQuery(productsQuery());
  return (
    <>
      <PageHeader eyebrow={messages.nav.mortgages} title="Mortgage Products" lead={LEAD} />
      <Section className="bg-slate-50">
        {isPending ? (
          <LoadingState>{messages.common.loading}</LoadingState>
        ) : isError ? (
          <LoadFailed title={messages.products.fetchFailed} retry={() => refetch()} />
        ) : data.length === 0 ? (
          <EmptyState>{messages.products.empty}</EmptyState>
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
                      From <Price value={p.price} className="inline" />
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
