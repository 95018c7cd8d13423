import { ApplicationLinkFields } from '../../../components/back-office/agent-fields';
import { agentSettingsTab } from '../components/agent-settings-form';

/** Links: the agent's own application, contact form, rate quote and scheduler pages. */
export default agentSettingsTab('links', ApplicationLinkFields);
