import { type Agent, agentSelfUpdateSchema, messages } from '@maplestone/shared';
import { Field } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { AgentSettingsForm, textValues } from '../components/agent-settings-form';
import type { DashboardTabProps } from '../nav';

const d = messages.dashboard;
const t = d.settings.profile;

// The full name is required: the shared schema refuses an empty or blank name even in a partial update.
const profileSchema = agentSelfUpdateSchema.pick({ name: true, phone: true, calendly_link: true, bio: true });

const profileValues = (agent: Agent) => ({
  name: agent.name,
  ...textValues(['phone', 'calendly_link', 'bio'] as const, agent),
});

/** Profile (spec: full name required, phone of tel type, Calendly link a URL, bio). */
export default function ProfileTab({ agent }: DashboardTabProps) {
  return (
    <AgentSettingsForm
      agent={agent}
      schema={profileSchema}
      values={profileValues}
      success={d.profileUpdated}
      failure={d.profileFailed}
      heading={t.heading}
      lead={t.lead}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" label={t.name}>
          <Input autoComplete="name" aria-required />
        </Field>
        <Field name="phone" label={t.phone} optional>
          <Input type="tel" autoComplete="tel" />
        </Field>
      </div>
      <Field name="calendly_link" label={t.calendly} hint={t.calendlyHint} optional>
        <Input type="url" inputMode="url" placeholder="https://calendly.com/your-name" />
      </Field>
      <Field name="bio" label={t.bio} optional>
        <Textarea rows={6} />
      </Field>
    </AgentSettingsForm>
  );
}
