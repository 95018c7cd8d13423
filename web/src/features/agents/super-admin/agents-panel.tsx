import { type AdminAgent, adminMessages } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { agentOptionsQuery } from '../../../components/back-office/agent-options';
import { FrenchSummary, useFrenchFilter } from '../../../components/back-office/french-summary';
import { lazyDialog } from '../../../components/back-office/lazy-dialog';
import type { AdminTabProps } from '../../../components/back-office/nav-item';
import { AddButton } from '../../../components/back-office/panel-heading';
import { PagedQueryItems } from '../../../components/back-office/query-items';
import { useRowDialog } from '../../../components/back-office/use-row-dialog';
import { useServerTableState } from '../../../components/data-table/server-url-state';
import { usePagedList } from '../../../lib/admin-resource';
import { AgentCard } from './agent-card';
import {
  adminAgentKeys,
  adminAgentsResource,
  useCreateAgent,
  useDeleteAgent,
  useSetAgentActive,
  useUpdateAgent,
} from './api';
import type { OffboardingStep } from './offboarding-dialog';

const AgentCreateDialog = lazyDialog(() => import('./agent-create-dialog').then((m) => m.AgentCreateDialog));
const AgentEditDialog = lazyDialog(() => import('./agent-edit-dialog').then((m) => m.AgentEditDialog));
const OffboardingDialog = lazyDialog(() => import('./offboarding-dialog').then((m) => m.OffboardingDialog));
const ConfirmDialog = lazyDialog(() =>
  import('../../../components/form/confirm-dialog').then((m) => m.ConfirmDialog),
);

const a = adminMessages;
const t = a.agents;

/** The offboarding dialog's agent and step, kept while it animates closed. */
interface Offboarding {
  open: boolean;
  agent: AdminAgent | null;
  step: OffboardingStep;
}

/**
 * Agent management (spec §2): cards a page at a time, newest first (issue 33: the page and its cursor in the
 * URL), create, edit in four tabs, activate/deactivate, delete; offboarding (issue 17): deactivating,
 * reassigning open leads, and deleting an agent who still has leads all go through the offboarding dialog,
 * which offers to move the leads first, to any active agent (the agents' options, not the page shown). How many
 * agents' bios lack French, and a filter of them (issue 37).
 */
export default function AgentsPanel(_props: AdminTabProps) {
  const french = useFrenchFilter('agents');
  const table = useServerTableState('agents', { facetIds: [], filters: { french: french.value ?? '' } });
  const agents = usePagedList(adminAgentsResource, table.query);
  const options = useQuery(agentOptionsQuery());
  const create = useCreateAgent();
  const update = useUpdateAgent();
  const setActive = useSetAgentActive();
  const remove = useDeleteAgent();
  const [creating, setCreating] = useState(false);
  const editor = useRowDialog<AdminAgent>();
  const confirm = useRowDialog<AdminAgent>();
  const [offboarding, setOffboarding] = useState<Offboarding>({
    open: false,
    agent: null,
    step: 'deactivate',
  });
  const offboard = (agent: AdminAgent, step: OffboardingStep) => setOffboarding({ open: true, agent, step });
  const closeConfirm = () => confirm.setOpen(false);
  // The edited agent as the list has it now (an uploaded headshot shows at once).
  const edited = agents.data?.items.find((agent) => agent.id === editor.row?.id) ?? editor.row;

  return (
    <section aria-label={a.tabs.agents} className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{t.lead}</p>
        <AddButton onClick={() => setCreating(true)}>{t.newAgent}</AddButton>
      </div>
      <FrenchSummary scope={adminAgentKeys.all} kind="agent" filter={french} />

      <PagedQueryItems
        query={agents}
        state={table}
        loading={t.loading}
        failed={a.fetchAgentsFailed}
        empty={french.on ? a.frenchSummary.kinds.agent.none : t.empty}
      >
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((agent) => (
              <AgentCard
                key={agent.id}
                agent={agent}
                onToggleActive={(target) =>
                  target.is_active
                    ? offboard(target, 'deactivate')
                    : setActive.mutate({ agent: target, active: true })
                }
                onReassign={(target) => offboard(target, 'reassign')}
                onEdit={editor.show}
                onDelete={(target) => (target.leads > 0 ? offboard(target, 'delete') : confirm.show(target))}
              />
            ))}
          </ul>
        )}
      </PagedQueryItems>

      <AgentCreateDialog open={creating} onOpenChange={setCreating} onSubmit={create.mutateAsync} />
      <AgentEditDialog
        agent={edited}
        open={editor.open}
        onOpenChange={editor.setOpen}
        onSubmit={(changes) => (edited ? update.mutateAsync({ id: edited.id, changes }) : Promise.resolve())}
      />
      <OffboardingDialog
        open={offboarding.open}
        onOpenChange={(open) => setOffboarding((current) => ({ ...current, open }))}
        step={offboarding.step}
        agent={offboarding.agent}
        agents={options.data ?? []}
        onReadyToDelete={confirm.show}
      />
      <ConfirmDialog
        open={confirm.open}
        onOpenChange={(open) => (open ? undefined : closeConfirm())}
        title={confirm.row ? t.deleteTitle(confirm.row.name) : ''}
        description={t.deleteDescription}
        pending={remove.isPending}
        onConfirm={() => {
          if (confirm.row) remove.mutate(confirm.row.id, { onSettled: closeConfirm });
        }}
      />
    </section>
  );
}
