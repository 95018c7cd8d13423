import { dashboardMessages } from '@maplestone/shared';
import { agentFieldValues, SeoFields } from '../../../components/back-office/agent-fields';
import { dashboardSchemas } from '../api';
import { AgentSettingsForm } from '../components/agent-settings-form';
import type { DashboardTabProps } from '../nav';

const d = dashboardMessages;
const t = d.settings.seo;

const seoSchema = () => dashboardSchemas().then((m) => m.seoSchema);

/** SEO: meta title and description with counters, keywords, share image, and a search result preview. */
export default function SeoTab({ agent }: DashboardTabProps) {
  return (
    <AgentSettingsForm
      agent={agent}
      schema={seoSchema}
      values={agentFieldValues.seo}
      success={d.seoUpdated}
      failure={d.seoFailed}
      heading={t.heading}
      lead={t.lead}
    >
      <SeoFields agent={agent} />
    </AgentSettingsForm>
  );
}
