import { type Agent, agentSelfUpdateSchema, messages } from '@maplestone/shared';
import { Field } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { AgentSettingsForm, textValues } from '../components/agent-settings-form';
import type { DashboardTabProps } from '../nav';

const d = messages.dashboard;
const t = d.settings.links;

const LINKS = [
  { key: 'apply', label: t.apply },
  { key: 'contact_form', label: t.contactForm },
  { key: 'rate_quote', label: t.rateQuote },
  { key: 'scheduler', label: t.scheduler },
] as const;
const linksSchema = agentSelfUpdateSchema.pick({ application_links: true });
const linksValues = (agent: Agent) => ({
  application_links: textValues(
    LINKS.map((link) => link.key),
    agent.application_links,
  ),
});

/** Links: the agent's own application, contact form, rate quote and scheduler pages. */
export default function LinksTab({ agent }: DashboardTabProps) {
  return (
    <AgentSettingsForm
      agent={agent}
      schema={linksSchema}
      values={linksValues}
      success={d.linksUpdated}
      failure={d.linksFailed}
      heading={t.heading}
      lead={t.lead}
    >
      {LINKS.map(({ key, label }) => (
        <Field key={key} name={`application_links.${key}`} label={label} optional>
          <Input type="url" inputMode="url" placeholder="https://" />
        </Field>
      ))}
    </AgentSettingsForm>
  );
}
