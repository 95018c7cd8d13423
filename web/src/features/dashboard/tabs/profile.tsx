import { ProfileFields } from '../../../components/back-office/agent-fields';
import { agentSettingsTab } from '../components/agent-settings-form';

/** Profile (spec: full name required, phone of tel type, Calendly link a URL, bio). */
export default agentSettingsTab('profile', ProfileFields);
