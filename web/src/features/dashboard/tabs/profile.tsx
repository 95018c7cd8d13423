import { dashboardMessages } from '@maplestone/shared';
import { agentFieldValues, ProfileFields } from '../../../components/back-office/agent-fields';
import { dashboardSchemas } from '../api';
import { AgentSettingsForm } from '../components/agent-settings-form';
import type { DashboardTabProps } from '../nav';

const d = dashboardMessages;
const t = d.settings.profile;

const profileSchema = () => dashboardSchemas().then((m) => m.profileSchema);

/** Profile (spec: full name required, phone of tel type, Calendly link a URL, bio). */
export default function ProfileTab({ agent }: DashboardTabProps) {
  return (
    <AgentSettingsForm
      agent={agent}
      schema={profileSchema}
      values={agentFieldValues.profile}
      success={d.profileUpdated}
      failure={d.profileFailed}
      heading={t.heading}
      lead={t.lead}
    >
      <ProfileFields />
    </AgentSettingsForm>
  );
}
