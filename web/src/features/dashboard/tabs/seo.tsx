import { SeoFields } from '../../../components/back-office/agent-fields';
import { agentSettingsTab } from '../components/agent-settings-form';

/** SEO: meta title and description with counters, keywords, share image, and a search result preview. */
export default agentSettingsTab('seo', SeoFields);
