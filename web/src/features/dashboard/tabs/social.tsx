import { type Agent, agentSelfUpdateSchema, messages } from '@maplestone/shared';
import { Field } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { AgentSettingsForm, textValues } from '../components/agent-settings-form';
import type { DashboardTabProps } from '../nav';

const d = messages.dashboard;
const t = d.settings.social;

const SOCIAL_KEYS = ['facebook', 'instagram', 'youtube', 'linkedin', 'website'] as const;
const socialSchema = agentSelfUpdateSchema.pick({ social_links: true });
const socialValues = (agent: Agent) => ({ social_links: textValues(SOCIAL_KEYS, agent.social_links) });

/** Social: the five links shown as icons on the agent's page; an emptied one is cleared. */
export default function SocialTab({ agent }: DashboardTabProps) {
  return (
    <AgentSettingsForm
      agent={agent}
      schema={socialSchema}
      values={socialValues}
      success={d.socialUpdated}
      failure={d.socialFailed}
      heading={t.heading}
      lead={t.lead}
    >
      {SOCIAL_KEYS.map((key) => (
        <Field key={key} name={`social_links.${key}`} label={t[key]} optional>
          <Input type="url" inputMode="url" placeholder="https://" />
        </Field>
      ))}
    </AgentSettingsForm>
  );
}
