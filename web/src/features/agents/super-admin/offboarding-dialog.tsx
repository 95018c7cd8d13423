import { type AdminAgent, type AdminAgentOption, adminMessages, staffMessages } from '@maplestone/shared';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { activeAgentOptions } from '../../../components/back-office/agent-options';
import { LabelledSelect } from '../../../components/form/labelled-select';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useSetAgentActive } from './api';
import { useReassignAgentLeads } from './offboarding-api';

const t = adminMessages.offboarding;

/**
 * What the dialog is for: deactivating an agent (with its open leads offered for reassignment in the same
 * step), reassigning its open leads alone, or, when a delete was asked for an agent who still has leads,
 * reassigning every one of them (closed ones too) so that it can be deleted.
 */
export type OffboardingStep = 'deactivate' | 'reassign' | 'delete';

/** The step under way (announced), and which button started the work (its spinner). */
type Working = { phase: 'reassigning' | 'deactivating'; by: 'primary' | 'deactivateOnly' } | null;

/**
 * Offboarding an agent (issue 17, ADR 070): says what deactivating does, how many open leads the agent has,
 * and offers to give them to a chosen active agent before deactivating ("Reassign N leads and deactivate",
 * or "Deactivate only"). The leads move first: if that fails, nothing is deactivated. While it works, the
 * buttons wait and the step in progress is announced; the dialog cannot be closed half-way.
 */
export function OffboardingDialog({
  open,
  onOpenChange,
  step,
  agent,
  agents,
  onReadyToDelete,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  step: OffboardingStep;
  agent: AdminAgent | null;
  /** Every agent, as the panel has them: the targets are the active ones but this one. */
  /** Every agent (the agents' options): the leads go to an active one. */
  agents: readonly AdminAgentOption[];
  /** After the 'delete' step has reassigned every lead: the panel asks to confirm the delete. */
  onReadyToDelete: (agent: AdminAgent) => void;
}) {
  const reassign = useReassignAgentLeads();
  const setActive = useSetAgentActive();
  const [target, setTarget] = useState('');
  const [working, setWorking] = useState<Working>(null);
  const hintId = useId();
  const statusId = useId();

  const name = agent?.name ?? '';
  const count = agent ? (step === 'delete' ? agent.leads : agent.open_leads) : 0;
  const options = activeAgentOptions(agents, agent?.id ?? null);
  const close = () => {
    setTarget('');
    onOpenChange(false);
  };

  /** Runs the steps in order; a failed one (already toasted by its mutation) stops the rest. */
  const run = async (by: 'primary' | 'deactivateOnly', moveLeads: boolean, deactivate: boolean) => {
    if (!agent) return;
    try {
      if (moveLeads) {
        setWorking({ phase: 'reassigning', by });
        await reassign.mutateAsync({ from: agent.id, agent_id: target, include_closed: step === 'delete' });
      }
      if (deactivate) {
        setWorking({ phase: 'deactivating', by });
        await setActive.mutateAsync({ agent, active: false });
      }
      close();
      if (step === 'delete') onReadyToDelete(agent);
    } catch {
      // The mutation has said why; the dialog stays open for another try.
    } finally {
      setWorking(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    if (count > 0 && target) void run('primary', true, step === 'deactivate');
    else if (count === 0 && step === 'deactivate') void run('primary', false, true);
  };

  const title =
    step === 'deactivate'
      ? t.deactivateTitle(name)
      : step === 'delete'
        ? t.deleteBlockedTitle(name)
        : t.reassignTitle(name);
  const summary =
    step === 'delete'
      ? t.deleteBlocked(name, count)
      : count > 0
        ? t.hasOpenLeads(name, count)
        : t.noOpenLeads(name);
  // With leads to move, the main action needs someone to give them to; without, only deactivating is left.
  const offersPrimary = count > 0 ? options.length > 0 : step === 'deactivate';
  const primary =
    count === 0 ? t.deactivate : step === 'deactivate' ? t.reassignAndDeactivate(count) : t.reassign(count);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (working ? undefined : next ? onOpenChange(true) : close())}
      title={title}
      width="max-w-[40rem]"
    >
      <form onSubmit={submit} className="space-y-4 text-sm text-slate-700" aria-describedby={statusId}>
        {step === 'deactivate' ? (
          <div>
            <p>{t.deactivateIntro}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {t.consequences.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="font-medium text-navy-950">{summary}</p>
        {count > 0 ? (
          options.length > 0 ? (
            <div className="space-y-1.5">
              <LabelledSelect
                label={t.reassignTo}
                labelClassName="block font-medium text-slate-800"
                value={target}
                onValueChange={setTarget}
                options={options}
                placeholder={staffMessages.leads.reassign.choose}
                disabled={working !== null}
                aria-describedby={hintId}
              />
              <p id={hintId} className="text-xs text-slate-600">
                {t.reassignHint}
              </p>
            </div>
          ) : (
            <p className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">{t.noTarget}</p>
          )
        ) : null}
        <p id={statusId} role="status" className="min-h-5 text-slate-600">
          {working ? (working.phase === 'reassigning' ? t.reassigning : t.deactivating) : ''}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button variant="outline" onClick={close} disabled={working !== null}>
            {t.cancel}
          </Button>
          {step === 'deactivate' && count > 0 ? (
            <Button
              variant="outline"
              onClick={() => void run('deactivateOnly', false, true)}
              disabled={working !== null}
            >
              {working?.by === 'deactivateOnly' ? <Spinner /> : null}
              {t.deactivateOnly}
            </Button>
          ) : null}
          {offersPrimary ? (
            <Button type="submit" variant="accent" disabled={working !== null || (count > 0 && !target)}>
              {working?.by === 'primary' ? <Spinner /> : null}
              {primary}
            </Button>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}

const Spinner = () => <Loader2 className="size-4 animate-spin" aria-hidden />;
