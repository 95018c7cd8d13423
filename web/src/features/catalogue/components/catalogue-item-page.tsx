import { commonWords } from '@maplestone/shared/i18n/en/common';
import { widgetsWords } from '@maplestone/shared/i18n/en/widgets';
import { lacksFrench } from '@maplestone/shared/i18n/written';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { NotFound } from '../../../components/ui/not-found';
import { LoadingState } from '../../../components/ui/states';
import { useDocumentMeta, useNotFound } from '../../../lib/document-meta';
import { useLocale, useLocalizedPath, useWords } from '../../../lib/i18n';
import { catalogueItemMeta } from '../page-meta';
import { type CatalogueItem, shownItem } from '../shown-item';
import { DetailLayout } from './detail-layout';
import { LoadFailed, LongText } from './parts';

/**
 * A catalogue item's page (/products/{id}, /services/{id}): loading, a failure with a retry, not found, or
 * the item's title band and text with what its catalogue adds beside it (a price) or below it (features), in
 * French where it has some on a French page (issue 37).
 */
export function CatalogueItemPage<T extends CatalogueItem, K extends QueryKey>({
  query,
  path,
  words,
  texts,
  aside,
  more,
}: {
  /** The item, or null when there is no such item. */
  query: UseQueryOptions<T | null, Error, T | null, K>;
  /** The list's path; its title, back link and breadcrumbs lead there. */
  path: '/products' | '/services';
  words: { title: string; back: string; eyebrow: string; lead: string };
  /** The catalogue's own failure and not-found messages. */
  texts: { fetchFailed: string; notFound: string };
  aside?: (item: T) => ReactNode;
  /** What the page shows under the item's text. */
  more?: (item: T) => ReactNode;
}) {
  const { data, isPending, isError, refetch } = useQuery(query);
  const common = useWords('common', commonWords);
  const to = useLocalizedPath();
  const locale = useLocale();
  const home = useWords('widgets', widgetsWords).home;
  useDocumentMeta(catalogueItemMeta(data, { ...words, path }, to, home, locale));
  if (isPending) return <LoadingState className="min-h-[50vh]">{common.loading}</LoadingState>;
  if (isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24">
        <LoadFailed title={texts.fetchFailed} retry={() => refetch()} />
      </div>
    );
  }
  if (!data) return <ItemNotFound message={texts.notFound} back={path} backLabel={words.back} />;
  const shown = shownItem(data, locale);
  return (
    <DetailLayout
      back={path}
      backLabel={words.back}
      eyebrow={words.eyebrow}
      title={shown.name}
      description={shown.description}
      someInEnglish={lacksFrench(path === '/products' ? 'product' : 'service', data)}
      image={data.image_url}
      aside={aside?.(data)}
    >
      {shown.content.value ? <LongText shown={shown.content} /> : null}
      {more?.(data)}
    </DetailLayout>
  );
}

function ItemNotFound({ message, back, backLabel }: { message: string; back: string; backLabel: string }) {
  useNotFound(message);
  return <NotFound Icon={SearchX} message={message} back={back} backLabel={backLabel} />;
}
