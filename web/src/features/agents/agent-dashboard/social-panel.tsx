import { SocialLinkFields } from '../back-office/agent-fields';
import { agentSettingsTab } from './agent-settings-form';

/** Social: the five links shown as icons on the agent's page; an emptied one is cleared. */
export default agentSettingsTab('social', SocialLinkFields);
