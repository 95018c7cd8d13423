import { commonWords } from '@maplestone/shared/i18n/en/common';
import { rateAlertMessages } from '@maplestone/shared/i18n/en/rate-alert';
import type { ApiErrorCode } from '@maplestone/shared/schemas/misc';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { PageHeader, Section } from '../../../components/ui/section';
import { ApiError, failureMessage } from '../../../lib/api';
import { pageTitle, useDocumentMeta } from '../../../lib/document-meta';
import { useWords } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { rateAlertAction } from '../components/rate-alert-api';

/** The page is a person's own link: search engines keep out of it (it is not prerendered either). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** The API's code for a "keep watching" link of an alert unsubscribed since (its message is English). */
const UNSUBSCRIBED: ApiErrorCode = 'rate_alert_unsubscribed';

/**
 * The e-mail's links (ADR 082): the page says what will happen and a button does it, a POST with the link's
 * token; opening the link changes nothing (mail scanners open links). Then it says plainly what was done,
 * or that the link is not valid (404).
 */
export function RateAlertActionPage({ action }: { action: 'unsubscribe' | 'rearm' }) {
  const R = useWords('rateAlert', rateAlertMessages);
  const common = useWords('common', commonWords);
  const P = R.pages;
  const T = action === 'unsubscribe' ? R.unsubscribe : R.rearm;
  useDocumentMeta({ title: pageTitle(T.title) });
  useNoIndex();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const run = useMutation({
    mutationFn: () => rateAlertAction(token, action),
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 404))
        toast.error(failureMessage(error, P.failed, common.rateLimited));
    },
  });
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (run.isSuccess || run.isError) result.current?.focus();
  }, [run.isSuccess, run.isError]);
  const notFound = run.error instanceof ApiError && run.error.status === 404;

  return (
    <>
      <PageHeader title={T.title} lead={T.lead} />
      <Section className="bg-slate-50">
        <div className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {run.isSuccess ? (
            <div ref={result} tabIndex={-1} role="status" className="space-y-2 outline-none">
              <p className="flex items-center gap-2 text-lg font-semibold text-emerald-800">
                <CircleCheck className="size-5" aria-hidden />
                {T.doneTitle}
              </p>
              <p className="text-slate-700">{T.done}</p>
            </div>
          ) : !token || notFound ? (
            <div ref={result} tabIndex={-1} role="alert" className="space-y-2 outline-none">
              <p className="flex items-center gap-2 font-semibold text-maple-700">
                <TriangleAlert className="size-5" aria-hidden />
                {token
                  ? run.error instanceof ApiError && run.error.code === UNSUBSCRIBED
                    ? R.api.unsubscribed
                    : R.api.notFound
                  : P.missingToken}
              </p>
            </div>
          ) : (
            <Button
              size="lg"
              variant={action === 'unsubscribe' ? 'primary' : 'accent'}
              className="w-full sm:w-auto"
              onClick={() => run.mutate()}
              disabled={run.isPending}
              aria-busy={run.isPending || undefined}
            >
              {run.isPending ? P.pending : T.button}
            </Button>
          )}
          <p className="mt-6 text-sm">
            <Link to="/rates" className="font-medium text-navy-800 underline underline-offset-2">
              {P.backToRates}
            </Link>
          </p>
        </div>
      </Section>
    </>
  );
}
