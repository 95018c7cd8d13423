import { agentSelfUpdateSchema, dashboardMessages } from '@maplestone/shared';
import { agentFieldValues, ProfileFields } from '../../../components/back-office/agent-fields';
import { AgentSettingsForm } from '../components/agent-settings-form';
import type { DashboardTabProps } from '../nav';

const d = dashboardMessages;
const t = d.settings.profile;

// The full name is required: the shared schema refuses an empty or blank name even in a partial update.
const profileSchema = agentSelfUpdateSchema.pick({ name: true, phone: true, calendly_link: true, bio: true });

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
