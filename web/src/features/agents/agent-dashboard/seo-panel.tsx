import { SeoFields } from '../back-office/agent-seo-fields';
import { agentSettingsTab } from './agent-settings-form';

/** SEO: meta title and description with counters, keywords, share image, and a search result preview. */
export default agentSettingsTab('seo', SeoFields);
