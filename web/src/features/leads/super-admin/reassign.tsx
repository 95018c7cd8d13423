import { type Lead, staffMessages } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { activeAgentOptions, agentOptionsQuery } from '../../../components/back-office/agent-options';
import { LabelledSelect } from '../../../components/form/labelled-select';
import { Button } from '../../../components/ui/button';
import { useReassignAdminLead } from './api';

const r = staffMessages.leads.reassign;

/**
 * The super admin gives a lead to another active agent (issue 17): the lead leaves the old agent's list,
 * joins the new one's, its activity says so, and the new agent's CRM address gets it by e-mail.
 */
export function ReassignLead({ lead }: { lead: Lead }) {
  const agents = useQuery(agentOptionsQuery());
  const reassign = useReassignAdminLead();
  const [choice, setChoice] = useState('');
  const hintId = useId();
  const options = activeAgentOptions(agents.data, lead.agent_id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) reassign.mutate({ id: lead.id, agent_id: choice }, { onSuccess: () => setChoice('') });
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      <LabelledSelect
        label={r.label}
        labelClassName="text-sm font-medium text-slate-800"
        value={choice}
        onValueChange={setChoice}
        options={options}
        placeholder={r.choose}
        disabled={agents.isPending || reassign.isPending}
        aria-describedby={hintId}
        className="w-full max-w-sm"
      />
      <Button type="submit" variant="outline" size="sm" disabled={!choice || reassign.isPending}>
        {reassign.isPending ? r.pending : r.submit}
      </Button>
      <p id={hintId} className="w-full text-xs text-slate-600">
        {r.hint}
      </p>
    </form>
  );
}
