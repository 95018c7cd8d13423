import { dashboardMessages } from '@maplestone/shared';
import { ApplicationLinkFields, agentFieldValues } from '../../../components/back-office/agent-fields';
import { dashboardSchemas } from '../api';
import { AgentSettingsForm } from '../components/agent-settings-form';
import type { DashboardTabProps } from '../nav';

const d = dashboardMessages;
const t = d.settings.links;

const linksSchema = () => dashboardSchemas().then((m) => m.linksSchema);

/** Links: the agent's own application, contact form, rate quote and scheduler pages. */
export default function LinksTab({ agent }: DashboardTabProps) {
  return (
    <AgentSettingsForm
      agent={agent}
      schema={linksSchema}
      values={agentFieldValues.links}
      success={d.linksUpdated}
      failure={d.linksFailed}
      heading={t.heading}
      lead={t.lead}
    >
      <ApplicationLinkFields />
    </AgentSettingsForm>
  );
}
