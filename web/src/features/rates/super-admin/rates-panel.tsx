import { adminMessages, publicRateChoice, type Rate } from '@maplestone/shared';
import { ratesCommonWords } from '@maplestone/shared/i18n/en/rates';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/back-office/confirm-delete-dialog';
import { QueryTable } from '../../../components/back-office/list-query';
import type { AdminTabProps } from '../../../components/back-office/nav-item';
import { PanelHeading } from '../../../components/back-office/panel-heading';
import { DeleteRowButton } from '../../../components/back-office/row-actions';
import { useRowDialog } from '../../../components/back-office/use-row-dialog';
import { BusyButton } from '../../../components/form';
import { ratesResource, useScrapeRates, useToggleRate, useUpdateRate } from './api';
import { describeRate, rateColumns, rateFacets } from './columns';
import { RateAlertCounts } from './rate-alert-counts';
import { AddRateForm } from './rate-form';

const t = adminMessages.rates;
/** The open tab in the URL (?rates_view=add), so a reload stays on the form. */
const VIEW_PARAM = 'rates_view';
const tabClass =
  'rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-navy-500 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm';

/** Rates: All Rates (inline edits, status toggle, filters, delete) and Add Rate Manually; Scrape runs the scrape now. */
export default function RatesPanel(_props: AdminTabProps) {
  const rates = useQuery(ratesResource.listQuery());
  const update = useUpdateRate();
  const toggle = useToggleRate();
  const scrape = useScrapeRates();
  const add = ratesResource.useSave();
  const remove = ratesResource.useRemove();
  const confirm = useRowDialog<Rate>();
  const [params, setParams] = useSearchParams();
  const view = params.get(VIEW_PARAM) === 'add' ? 'add' : 'all';

  const { mutateAsync: saveRate } = update;
  const { mutate: toggleRate } = toggle;
  const publicChoice = useMemo(() => publicRateChoice(rates.data ?? []), [rates.data]);
  const columns = useMemo(
    () =>
      rateColumns({
        save: (rate, change) => saveRate({ id: rate.id, change }),
        toggle: (rate) => toggleRate({ id: rate.id, is_active: !rate.is_active }),
        publicChoice,
      }),
    [saveRate, toggleRate, publicChoice],
  );
  const facets = useMemo(() => rateFacets(rates.data), [rates.data]);

  return (
    <section aria-labelledby="rates-heading" className="space-y-6">
      <PanelHeading id="rates-heading" title={adminMessages.tabs.rates} lead={t.lead}>
        <div className="flex flex-col items-stretch gap-2 sm:items-end">
          <BusyButton
            onClick={() => scrape.mutate()}
            busy={scrape.isPending}
            icon={<RefreshCw className="size-4" aria-hidden />}
          >
            {t.scrape}
          </BusyButton>
          <p role="status" className="text-sm text-slate-600">
            {scrape.isPending ? t.scraping : ''}
          </p>
        </div>
      </PanelHeading>

      <Tabs.Root
        value={view}
        onValueChange={(next) =>
          setParams(
            (current) => {
              const url = new URLSearchParams(current);
              if (next === 'add') url.set(VIEW_PARAM, 'add');
              else url.delete(VIEW_PARAM);
              return url;
            },
            { replace: true },
          )
        }
        className="space-y-5"
      >
        <Tabs.List
          aria-label={adminMessages.tabs.rates}
          className="inline-flex rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200"
        >
          <Tabs.Trigger value="all" className={tabClass}>
            {t.allRates}
          </Tabs.Trigger>
          <Tabs.Trigger value="add" className={tabClass}>
            {t.addManually}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="all" className="focus-visible:outline-2 focus-visible:outline-navy-500">
          <QueryTable
            query={rates}
            failed={ratesCommonWords.fetchFailed}
            columns={columns}
            urlPrefix="rates"
            label={t.allRates}
            emptyMessage={t.empty}
            facets={facets}
            defaults={{ sort: { id: 'term', desc: false }, pageSize: 20 }}
            rowActions={(rate) => (
              <DeleteRowButton label={t.delete(describeRate(rate))} onClick={() => confirm.show(rate)} />
            )}
          />
        </Tabs.Content>
        <Tabs.Content value="add" className="focus-visible:outline-2 focus-visible:outline-navy-500">
          <AddRateForm onSubmit={(rate) => add.mutateAsync({ body: rate })} />
        </Tabs.Content>
      </Tabs.Root>

      {/* How many visitors wait for each rate (issue 21, ADR 082). */}
      <RateAlertCounts />

      <ConfirmDeleteDialog
        dialog={confirm}
        title={(rate) => t.deleteTitle(describeRate(rate))}
        remove={remove}
      />
    </section>
  );
}
