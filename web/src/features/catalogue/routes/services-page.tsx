import { messages } from '@maplestone/shared';
import { contentServicesWords } from '@maplestone/shared/words/content';
import { useQuery } from '@tanstack/react-query';
import { Check, Handshake } from 'lucide-react';
import { PageHeader, Section } from '../../../components/ui/section';
import { EmptyState, LoadingState } from '../../../components/ui/states';
import { pageTitle, useDocumentMeta } from '../../../lib/document-meta';
import { useWords } from '../../../lib/i18n';
import { servicesQuery } from '../api/catalogue';
import { CatalogueCard, LoadFailed } from '../components/parts';

/** /services: every mortgage service as a card with its first features. */
export default function ServicesPage() {
  const m = useWords('messages', messages);
  const w = useWords('content', 'services', contentServicesWords);
  // The page's lead paragraph is also its description in search results.
  useDocumentMeta({ title: pageTitle(w.title), description: w.lead });
  const { data, isPending, isError, refetch } = useQuery(servicesQuery());
  return (
    <>
      <PageHeader eyebrow={m.nav.mortgages} title={w.title} lead={w.lead} />
      <Section className="bg-slate-50">
        {isPending ? (
          <LoadingState>{m.common.loading}</LoadingState>
        ) : isError ? (
          <LoadFailed title={m.services.fetchFailed} retry={() => refetch()} />
        ) : data.length === 0 ? (
          <EmptyState>{m.services.empty}</EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="service-list">
            {data.map((s) => (
              <CatalogueCard
                key={s.id}
                to={`/services/${encodeURIComponent(s.id)}`}
                name={s.name}
                description={s.description}
                image={s.image_url}
                Icon={Handshake}
                footer={
                  s.features && s.features.length > 0 ? (
                    <ul className="space-y-1 text-sm text-slate-600">
                      {s.features.slice(0, 3).map((f) => (
                        <li key={f} className="flex gap-2">
                          <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                          {f}
                        </li>
                      ))}
                    </ul>
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
