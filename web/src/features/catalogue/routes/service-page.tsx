import { messages } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LoadingState } from '../../../components/ui/states';
import { useDocumentMeta, useNotFound } from '../../../lib/document-meta';
import { serviceQuery } from '../api/catalogue';
import { DetailLayout } from '../components/detail-layout';
import { Features, LoadFailed, LongText, NotFound } from '../components/parts';
import { catalogueItemMeta } from '../page-meta';

/** /services/{id}: one service with its content and features, and a way back to the list. */
export default function ServicePage() {
  const { id = '' } = useParams();
  const { data, isPending, isError, refetch } = useQuery(serviceQuery(id));
  useDocumentMeta(catalogueItemMeta(data, { title: 'Our Services', path: '/services' }));
  if (isPending) return <LoadingState className="min-h-[50vh]">{messages.common.loading}</LoadingState>;
  if (isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24">
        <LoadFailed title={messages.services.fetchFailed} retry={() => refetch()} />
      </div>
    );
  }
  if (!data) return <ServiceNotFound />;
  return (
    <DetailLayout
      back="/services"
      backLabel="Back to Services"
      eyebrow="Our services"
      title={data.name}
      description={data.description}
      image={data.image_url}
    >
      {data.content ? <LongText text={data.content} /> : null}
      {data.features && data.features.length > 0 ? (
        <section aria-labelledby="features-title">
          <h2 id="features-title" className="mb-4 font-display text-2xl font-bold text-navy-950">
            What's included
          </h2>
          <Features items={data.features} />
        </section>
      ) : null}
    </DetailLayout>
  );
}

function ServiceNotFound() {
  useNotFound(messages.services.notFound);
  return <NotFound message={messages.services.notFound} back="/services" backLabel="Back to Services" />;
}
