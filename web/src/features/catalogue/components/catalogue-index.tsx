import { commonWords } from '@maplestone/shared/i18n/en/common';
import { contentCommonWords } from '@maplestone/shared/i18n/en/content';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { lacksFrench } from '@maplestone/shared/i18n/written';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { PageIntro, Section } from '../../../components/ui/section';
import { QueryList } from '../../../components/ui/states';
import { EnglishNotice } from '../../../components/ui/written';
import { useLocale, useWords } from '../../../lib/i18n';
import { type CatalogueItem, shownItem } from '../shown-item';
import { CatalogueCard } from './parts';

/**
 * A catalogue's list page (/products, /services): its header, then every item as a card linking to its page,
 * in French where it has some on a French page (issue 37).
 */
export function CatalogueIndex<T extends CatalogueItem, K extends QueryKey>({
  title,
  lead,
  query,
  texts,
  path,
  Icon,
  listTestId,
  footer,
}: {
  title: string;
  lead: string;
  query: UseQueryOptions<T[], Error, T[], K>;
  /** The catalogue's own failure and empty messages. */
  texts: { fetchFailed: string; empty: string };
  /** The list's path; an item's page is below it. */
  path: '/products' | '/services';
  Icon: ComponentType<{ className?: string }>;
  listTestId: string;
  /** What a card shows under its description (a price, the first features), in the page's language. */
  footer: (item: T) => ReactNode;
}) {
  const layout = useWords('layout', layoutWords);
  const commonText = useWords('common', commonWords);
  const common = useWords('content', 'common', contentCommonWords);
  const locale = useLocale();
  const kind = path === '/products' ? 'product' : 'service';
  const list = useQuery(query);
  return (
    <>
      <PageIntro eyebrow={layout.nav.mortgages} title={title} lead={lead} />
      <Section className="bg-slate-50">
        <QueryList
          query={list}
          loading={commonText.loading}
          failed={texts.fetchFailed}
          retryLabel={common.tryAgain}
          empty={texts.empty}
        >
          {(items) => (
            <>
              {/* A card shows an item's name, description and (a service's) features, not its text. */}
              <EnglishNotice
                when={items.some((item) => lacksFrench(kind, { ...item, content: null }))}
                className="mb-8"
              />
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid={listTestId}>
                {items.map((item) => {
                  const shown = shownItem(item, locale);
                  return (
                    <CatalogueCard
                      key={item.id}
                      to={`${path}/${encodeURIComponent(item.id)}`}
                      name={shown.name}
                      description={shown.description}
                      image={item.image_url}
                      Icon={Icon}
                      footer={footer(item)}
                    />
                  );
                })}
              </ul>
            </>
          )}
        </QueryList>
      </Section>
    </>
  );
}
