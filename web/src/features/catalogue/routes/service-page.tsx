import { messages } from '@maplestone/shared';
import { contentServicesWords } from '@maplestone/shared/words/content';
import { widgetsWords } from '@maplestone/shared/words/widgets';
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { LoadingState } from '../../../components/ui/states';
import { useDocumentMeta, useNotFound } from '../../../lib/document-meta';
import { useLocalizedPath, useWords } from '../../../lib/i18n';
import { serviceQuery } from '../api/catalogue';
import { DetailLayout } from '../components/detail-layout';
import { Features, LoadFailed, LongText } from '../components/parts';
import { catalogueItemMeta } from '../page-meta';

/** /services/{id}: one service with its content and features, and a way back to the list. */
export default function ServicePage() {
  const { id = '' } = useParams();
  const { data, isPending, isError, refetch } = useQuery(serviceQuery(id));
  const m = useWords('messages', messages);
  const w = useWords('content', 'services', contentServicesWords);
  const to = useLocalizedPath();
  const home = useWords('widgets', widgetsWords).home;
  useDocumentMeta(catalogueItemMeta(data, { title: w.title, path: '/services' }, to, home));
  if (isPending) return <LoadingState className="min-h-[50vh]">{m.common.loading}</LoadingState>;
  if (isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24">
        <LoadFailed title={m.services.fetchFailed} retry={() => refetch()} />
      </div>
    );
  }
  if (!data) return <ServiceNotFound />;
  return (
    <DetailLayout
      back="/services"
      backLabel={w.back}
      eyebrow={w.eyebrow}
      title={data.name}
      description={data.description}
      image={data.image_url}
    >
      {data.content ? <LongText text={data.content} /> : null}
      {data.features && data.features.length > 0 ? (
        <section aria-labelledby="features-title">
          <h2 id="features-title" className="mb-4 font-display text-2xl font-bold text-navy-950">
            {w.included}
          </h2>
          <Features items={data.features} />
        </section>
      ) : null}
    </DetailLayout>
  );
}

function ServiceNotFound() {
  const m = useWords('messages', messages);
  const w = useWords('content', 'services', contentServicesWords);
  useNotFound(m.services.notFound);
  return <NotFound Icon={SearchX} message={m.services.notFound} back="/services" backLabel={w.back} />;
}
