import type { Lead, LeadEvent } from '@maplestone/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardTabProps } from '../../../../web/src/components/back-office/nav-item';
import LeadsTab from '../../../../web/src/features/leads/agent-dashboard/leads-panel';
import { ApiError } from '../../../../web/src/lib/api';
import type { Call } from './fake-api';
import { answerPage } from './paged-api';
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

/** The entry a lead's history ends with, as the API writes it: the lead's arrival. */
export const createdEvent = (lead: Lead): LeadEvent => ({
  kind: 'created',
  at: lead.created_at,
  type: lead.type,
  source: lead.source,
  ...(lead.page ? { page: lead.page } : {}),
});

/**
 * Answers `call` as the agent API's /api/me/leads does over `leads`: a page of the list (answerPage); a lead's
 * own path (GET /api/me/leads/{id}) the lead whole; under it (/api/me/leads/{id} and
 * /api/me/leads/{id}/{action}), what `answerLead` answers for it, where undefined is a route the API does not
 * have (405). A lead not in `leads` is a 404.
 */
export function serveAgentLeads(
  leads: Lead[],
  call: Call,
  answerLead: (lead: Lead, action: string | undefined) => unknown,
): unknown {
  const [pathname] = call.path.split('?');
  if (pathname === '/api/me/leads') return answerPage(leads, call.path);
  const [, id, action] = pathname!.match(/^\/api\/me\/leads\/([^/]+)\/?([\w-]+)?$/) ?? [];
  const found = leads.find((lead) => lead.id === id);
  if (!found) throw new ApiError(404, 'not_found', 'Not found');
  if (action === undefined && call.method === 'GET') return found;
  const answer = answerLead(found, action);
  if (answer === undefined) throw new ApiError(405, 'method_not_allowed', 'Method not allowed');
  return answer;
}

/**
 * A page of a lead's history as the API answers GET …/leads/{id}/history?limit&cursor (issue 33): `recorded`
 * (its entries, newest first) 25 at a time from the cursor, the lead's arrival after the last page's; the
 * cursor is the offset it continues from.
 */
export function historyPage(lead: Lead, recorded: readonly LeadEvent[], path: string) {
  const params = new URL(path, 'http://localhost').searchParams;
  const offset = Number(params.get('cursor') ?? 0);
  const limit = Number(params.get('limit') ?? 25);
  const events = recorded.slice(offset, offset + limit);
  const more = offset + limit < recorded.length;
  return {
    events: more ? events : [...events, createdEvent(lead)],
    next_cursor: more ? String(offset + limit) : null,
  };
}
