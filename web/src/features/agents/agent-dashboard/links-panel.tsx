import { ApplicationLinkFields } from '../back-office/agent-fields';
import { agentSettingsTab } from './agent-settings-form';

/** Links: the agent's own application, contact form, rate quote and scheduler pages. */
export default agentSettingsTab('links', ApplicationLinkFields);
