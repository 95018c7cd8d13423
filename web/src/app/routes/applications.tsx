import { commonWords } from '@maplestone/shared/i18n/en/common';
import { peopleApplicationWords } from '@maplestone/shared/i18n/en/people';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Clock, Lock, ShieldCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { PageHeader, Section, TitledBox } from '../../components/ui/section';
import { ErrorAlert, LoadingState } from '../../components/ui/states';
import { brokersQuery } from '../../features/agents/api/agents';
import type { Session } from '../../features/auth/api/me';
import { leadKeys, recentApplicationsQuery } from '../../features/leads/api/leads';
import { ApplicationsList } from '../../features/leads/components/applications-list';
import { useWords } from '../../lib/i18n';
import { useTitle } from '../../lib/use-title';
import { useStaffSession } from '../use-staff-session';

// The form (react-hook-form and the zod schemas) downloads in parallel with the page.
const loadForm = () => import('../../features/leads/components/application-form');
void loadForm();
const ApplicationForm = lazy(() => loadForm().then((m) => ({ default: m.ApplicationForm })));

const NEXT_ICONS = [Clock, BadgeCheck, ShieldCheck];

/**
 * /applications: 'Apply for a Mortgage' for everyone. The list of recent applications is personal
 * data, so only signed-in staff see it: agents their own, super admins all (ADR 025).
 */
export default function ApplicationsRoute() {
  const w = useWords('people', 'application', peopleApplicationWords);
  useTitle(w.title);
  const brokers = useQuery(brokersQuery());
  const { staff } = useStaffSession();
  const queryClient = useQueryClient();
  return (
    <>
      <PageHeader eyebrow={w.eyebrow} title={w.title} lead={w.lead} />
      <Section className="bg-slate-50">
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <Suspense
              fallback={<div className="h-[36rem] animate-pulse rounded-lg bg-slate-100" aria-busy="true" />}
            >
              <ApplicationForm
                brokers={brokers.data}
                onSubmitted={() => queryClient.invalidateQueries({ queryKey: leadKeys.all })}
              />
            </Suspense>
          </div>
          <aside className="space-y-6">
            {staff ? <StaffApplications session={staff} /> : null}
            <div className="rounded-2xl bg-navy-900 p-6 text-navy-100">
              <h2 className="font-display text-xl font-bold text-white">{w.nextTitle}</h2>
              <ol className="mt-4 space-y-4 text-sm">
                {w.next.map((step, index) => {
                  const Icon = NEXT_ICONS[index] ?? Clock;
                  return (
                    <li key={step} className="flex gap-3">
                      <Icon className="size-5 shrink-0 text-maple-200" aria-hidden />
                      <span>{step}</span>
                    </li>
                  );
                })}
              </ol>
            </div>
            <p className="flex items-start gap-2 text-xs text-slate-500">
              <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              {w.encrypted}
            </p>
          </aside>
        </div>
      </Section>
    </>
  );
}

function StaffApplications({ session }: { session: Session }) {
  const list = useQuery(recentApplicationsQuery({ role: session.me.role, userId: session.me.id }));
  const all = session.me.role === 'super_admin';
  const common = useWords('common', commonWords);
  const applicationText = useWords('people', 'application', peopleApplicationWords);
  const w = applicationText.list;
  return (
    <TitledBox
      id="recent-applications"
      title={w.title}
      titleClassName="font-semibold text-navy-950"
      className="rounded-2xl bg-slate-100 p-5 ring-1 ring-slate-200"
    >
      <p className="mt-1 mb-4 text-xs text-slate-600">
        {all ? w.allScope : w.ownScope} {w.staffOnly}
      </p>
      {list.isPending ? (
        <LoadingState className="py-6">{common.loading}</LoadingState>
      ) : list.isError ? (
        <ErrorAlert title={applicationText.listFailed} />
      ) : (
        <ApplicationsList leads={list.data} showAgent={all} />
      )}
    </TitledBox>
  );
}
