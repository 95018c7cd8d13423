import { messages } from '@maplestone/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Clock, Lock, ShieldCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { PageHeader, Section } from '../../components/ui/section';
import { ErrorAlert, LoadingState } from '../../components/ui/states';
import { brokersQuery } from '../../features/agents/api/agents';
import type { Session } from '../../features/auth/api/me';
import { leadKeys, recentApplicationsQuery } from '../../features/leads/api/leads';
import { ApplicationsList, applicationsListTitle } from '../../features/leads/components/applications-list';
import { useTitle } from '../../lib/use-title';
import { useStaffSession } from '../use-staff-session';

// The form (react-hook-form and the zod schemas) downloads in parallel with the page.
const loadForm = () => import('../../features/leads/components/application-form');
void loadForm();
const ApplicationForm = lazy(() => loadForm().then((m) => ({ default: m.ApplicationForm })));

/**
 * /applications: 'Apply for a Mortgage' for everyone. The list of recent applications is personal
 * data, so only signed-in staff see it: agents their own, super admins all (ADR 025).
 */
export default function ApplicationsRoute() {
  useTitle(messages.application.title);
  const brokers = useQuery(brokersQuery());
  const { staff } = useStaffSession();
  const queryClient = useQueryClient();
  return (
    <>
      <PageHeader
        eyebrow="Apply online"
        title={messages.application.title}
        lead="Tell us about yourself and the mortgage you need. A licensed broker reviews every application and calls you within one business day."
      />
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
              <h2 className="font-display text-xl font-bold text-white">What happens next</h2>
              <ol className="mt-4 space-y-4 text-sm">
                <li className="flex gap-3">
                  <Clock className="size-5 shrink-0 text-maple-200" aria-hidden />
                  <span>A broker calls you within one business day to understand your goals.</span>
                </li>
                <li className="flex gap-3">
                  <BadgeCheck className="size-5 shrink-0 text-maple-200" aria-hidden />
                  <span>We compare offers from 40+ lenders and hold your best rate for up to 120 days.</span>
                </li>
                <li className="flex gap-3">
                  <ShieldCheck className="size-5 shrink-0 text-maple-200" aria-hidden />
                  <span>You choose. No cost for most borrowers, no obligation.</span>
                </li>
              </ol>
            </div>
            <p className="flex items-start gap-2 text-xs text-slate-500">
              <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              Your application is sent over an encrypted connection and is only seen by our brokers.
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
  return (
    <section
      aria-labelledby="recent-applications"
      className="rounded-2xl bg-slate-100 p-5 ring-1 ring-slate-200"
      data-testid="recent-applications"
    >
      <h2 id="recent-applications" className="font-semibold text-navy-950">
        {applicationsListTitle}
      </h2>
      <p className="mt-1 mb-4 text-xs text-slate-600">
        {all ? 'Every application (super admin view).' : 'Applications assigned to you.'} Visible to signed-in
        staff only.
      </p>
      {list.isPending ? (
        <LoadingState className="py-6">{messages.common.loading}</LoadingState>
      ) : list.isError ? (
        <ErrorAlert title={messages.application.listFailed} />
      ) : (
        <ApplicationsList leads={list.data} showAgent={all} />
      )}
    </section>
  );
}
