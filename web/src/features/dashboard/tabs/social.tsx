import { dashboardMessages } from '@maplestone/shared';
import { agentFieldValues, SocialLinkFields } from '../../../components/back-office/agent-fields';
import { dashboardSchemas } from '../api';
import { AgentSettingsForm } from '../components/agent-settings-form';
import type { DashboardTabProps } from '../nav';

const d = dashboardMessages;
const t = d.settings.social;

const socialSchema = () => dashboardSchemas().then((m) => m.socialSchema);

/** Social: the five links shown as icons on the agent's page; an emptied one is cleared. */
export default function SocialTab({ agent }: DashboardTabProps) {
  return (
    <AgentSettingsForm
      agent={agent}
      schema={socialSchema}
      values={agentFieldValues.social}
      success={d.socialUpdated}
      failure={d.socialFailed}
      heading={t.heading}
      lead={t.lead}
    >
      <SocialLinkFields />
    </AgentSettingsForm>
  );
}
