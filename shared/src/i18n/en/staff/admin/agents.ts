import { siteAuthWords } from '../../site/auth';
import { adminTermWords } from './terms';

/** Agents: the super admin panel's words (`adminMessages`). */
export const adminAgents = {
  agentTabs: ['Basic Info', 'Social Links', 'App Links', 'SEO'],
  fetchAgentsFailed: 'Failed to fetch agents',
  createAgentFailed: 'Failed to create agent',
  updateAgentFailed: 'Failed to update agent',
  deleteAgentFailed: 'Failed to delete agent',
  agentNotFound: 'Agent not found',
  /** ours */
  agentCreated: 'Agent created successfully!',
  /** ours */
  agentUpdated: 'Agent updated successfully!',
  /** ours */
  agentDeleted: 'Agent deleted successfully!',
  /** ours, except the spec's tab names and messages above: the Agents panel */
  agents: {
    lead: "Every agent on the platform. A card opens the agent's public page in a new tab.",
    newAgent: 'New agent',
    loading: 'Loading agents…',
    empty: 'No agents yet. Create the first one: they can sign in as soon as it is saved.',
    opensInNewTab: '(opens in a new tab)',
    noSlug: 'No profile URL yet',
    active: adminTermWords.active,
    inactive: adminTermWords.inactive,
    createTitle: 'Create agent',
    createDescription: 'The agent signs in with this e-mail and password, and lands on the agent dashboard.',
    createSubmit: 'Create agent',
    fullName: 'Full name',
    email: adminTermWords.email,
    password: 'Password',
    /** The user pool's PASSWORD_POLICY, in words (the sign-in's password reset says the same). */
    passwordPolicy: siteAuthWords.reset.passwordPolicy,
    editTitle: (name: string) => `Edit agent "${name}"`,
    editDescription:
      'Each tab is saved together with Save changes. Images are saved as soon as they are uploaded.',
    save: 'Save changes',
    crmEmail: 'CRM e-mail',
    crmEmailHint: "The agent's leads are sent to this address; left empty, to the company CRM.",
    slug: 'Profile slug',
    slugHint: "The public page's address, /agent/<slug>. Only lowercase letters and digits are kept.",
    imageRemoveDescription: "It is taken off the agent's public page at once.",
    edit: (name: string) => `Edit agent "${name}"`,
    delete: (name: string) => `Delete agent "${name}"`,
    deleteTitle: (name: string) => `Delete agent "${name}"?`,
    deleteDescription:
      'Their sign-in and public page are removed for good. They have no leads left. This cannot be undone.',
    activate: (name: string) => `Reactivate agent "${name}"`,
    deactivate: (name: string) => `Deactivate agent "${name}"`,
    activateShort: 'Reactivate',
    deactivateShort: 'Deactivate',
    activated: (name: string) => `${name} is active again and can sign in.`,
    deactivated: (name: string) => `${name} is deactivated: signed out, and their page is hidden.`,
  },
  /** ours: offboarding an agent and reassigning its leads in one step (issue 17, ADR 070) */
  offboarding: {
    /** 409 of DELETE /api/admin/agents/{id} while the agent still has leads */
    deleteHasLeads: "Reassign this agent's leads before deleting it",
    openLeadCount: (count: number) => `${count} open ${count === 1 ? 'lead' : 'leads'}`,
    deactivateTitle: (name: string) => `Deactivate agent "${name}"?`,
    deactivateIntro: 'Deactivating an agent:',
    consequences: [
      'disables their sign-in and signs them out everywhere at once;',
      'hides their public page and takes them off the agent listings;',
      'keeps their record, posts, testimonials and leads: reactivating restores everything.',
    ],
    noOpenLeads: (name: string) => `${name} has no open leads.`,
    hasOpenLeads: (name: string, count: number) =>
      `${name} has ${count} open ${count === 1 ? 'lead' : 'leads'} (new, contacted or qualified).`,
    reassignTo: 'Reassign them to',
    reassignHint:
      "Each lead's activity records the move, and the new agent's CRM address receives it by e-mail.",
    noTarget: 'No other active agent to reassign them to: create or reactivate one first.',
    reassignAndDeactivate: (count: number) =>
      `Reassign ${count} ${count === 1 ? 'lead' : 'leads'} and deactivate`,
    deactivateOnly: 'Deactivate only',
    cancel: 'Cancel',
    deactivate: 'Deactivate',
    reassigning: 'Reassigning leads…',
    deactivating: 'Deactivating…',
    reassignOpen: (name: string) => `Reassign open leads of "${name}"`,
    reassignShort: 'Reassign',
    reassignTitle: (name: string) => `Reassign the open leads of "${name}"`,
    reassign: (count: number) => `Reassign ${count} ${count === 1 ? 'lead' : 'leads'}`,
    deleteBlockedTitle: (name: string) => `"${name}" still has leads`,
    deleteBlocked: (name: string, count: number) =>
      `${name} has ${count} ${count === 1 ? 'lead' : 'leads'} (closed ones included). No lead is ever left without an agent: reassign them to another agent first, then delete.`,
    reassigned: (count: number, name: string) =>
      `${count} ${count === 1 ? 'lead' : 'leads'} reassigned to ${name}`,
    reassignFailed: 'Failed to reassign leads',
  },
} as const;
