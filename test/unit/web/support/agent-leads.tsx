import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardTabProps } from '../../../../web/src/features/dashboard/nav';
import LeadsTab from '../../../../web/src/features/dashboard/tabs/leads';
import { renderScreen } from './render';

/**
 * Opens the agent dashboard's Leads tab at lead `id`'s own URL and waits for its detail dialog (named after
 * the lead's `name`). The leads come from /api/me/leads, so the tab's `agent` prop is left empty.
 */
export async function openAgentLead(id: string, name: string) {
  const user = userEvent.setup();
  renderScreen(
    <LeadsTab agent={{} as DashboardTabProps['agent']} />,
    `/agent-dashboard/leads?lead=${id}`,
    '/agent-dashboard/leads',
  );
  const dialog = await screen.findByRole('dialog', { name });
  return { user, dialog };
}
