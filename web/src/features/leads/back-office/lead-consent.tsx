import {
  type ConsentState,
  consentState,
  dateTimeFormat,
  type Lead,
  type LeadConsent,
  staffMessages,
} from '@maplestone/shared';
import { BellOff, ShieldCheck, ShieldQuestion } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatLongDate } from '../../../lib/dates';
import type { LeadActivityApi } from './activity-api';

const c = staffMessages.leads.consent;
const when: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const formatWhen = (iso: string) => dateTimeFormat(when).format(new Date(iso));

const STYLES: Record<ConsentState, string> = {
  express: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  implied: 'bg-navy-50 text-navy-900 ring-navy-200',
  expired: 'bg-amber-50 text-amber-900 ring-amber-300',
  withdrawn: 'bg-maple-50 text-maple-800 ring-maple-200',
};

/** The badge's words: what the consent allows now. */
export function consentLabel(consent: LeadConsent | null | undefined, now = new Date()): string {
  const state = consentState(consent, now);
  if (!consent || !state) return c.unrecorded;
  if (state === 'express') return c.express;
  if (state === 'withdrawn') return c.withdrawn;
  const until = consent.kind === 'implied' ? formatLongDate(consent.expires_at) : '';
  return state === 'implied' ? c.implied(until) : c.expired(until);
}

/** A lead's consent as a badge (CASL, ADR 073): express, implied until a date, expired or withdrawn. */
export function ConsentBadge({ consent }: { consent: LeadConsent | null | undefined }) {
  const state = consentState(consent);
  const Icon = state === 'withdrawn' ? BellOff : state ? ShieldCheck : ShieldQuestion;
  return (
    <span
      data-consent={state ?? 'none'}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        state ? STYLES[state] : 'bg-slate-50 text-slate-700 ring-slate-200',
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden />
      {consentLabel(consent)}
    </span>
  );
}

/**
 * The lead dialog's consent (ADR 073): the badge, then in words what was agreed and when (the exact
 * wording of an express consent), who recorded a withdrawal and when, and the button to record one
 * (after a confirmation), through the audience's own API.
 */
export function LeadConsentDetails({ lead, activity }: { lead: Lead; activity: LeadActivityApi }) {
  const consent = lead.consent;
  const withdraw = activity.useWithdrawConsent(lead.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <ConsentBadge consent={consent} />
        {consent?.withdrawn_at ? null : (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <BellOff className="size-4" aria-hidden />
            {c.withdraw}
          </Button>
        )}
      </div>
      {consent?.kind === 'express' ? (
        <div className="text-sm text-slate-700">
          <p>{c.expressDetail(formatWhen(consent.given_at), consent.text_version)}</p>
          <blockquote className="mt-1 rounded-lg bg-slate-50 p-3 text-slate-800 ring-1 ring-slate-200">
            {consent.text}
          </blockquote>
        </div>
      ) : consent?.kind === 'implied' ? (
        <p className="text-sm text-slate-700">{c.impliedDetail(formatWhen(consent.given_at))}</p>
      ) : null}
      {consent?.withdrawn_at ? (
        <p className="text-sm text-slate-700">
          {c.withdrawnDetail(
            formatWhen(consent.withdrawn_at),
            consent.withdrawn_by?.name ?? staffMessages.leads.activity.someone,
          )}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={c.confirmTitle}
        description={c.confirmBody}
        confirmLabel={withdraw.isPending ? c.withdrawing : c.withdraw}
        pending={withdraw.isPending}
        onConfirm={() => withdraw.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
