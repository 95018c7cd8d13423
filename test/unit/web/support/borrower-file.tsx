import {
  type BrokerApplicant,
  type BrokerFile,
  type BrokerFileView,
  type ChecklistItem,
  SECTION_KEYS,
} from '@maplestone/shared/schemas/borrower-file';
import FilePage from '../../../../web/src/features/borrower-file/back-office/file-page';
import { answerRequests, type Call } from './fake-api';
import { renderScreen } from './render';

/**
 * The broker's file desk's component tests (issue 38): a lead's file as GET /api/files/{leadId} answers it, and
 * the agent API answering each write with the file it leaves, as the handlers do.
 */

export const LEAD_ID = 'lead-1';
export const AT = '2026-11-20T15:00:00.000Z';
export const PRIMARY = 'applicant-1';
export const CO = 'applicant-2';

export const primary: BrokerApplicant = {
  id: PRIMARY,
  role: 'primary',
  name: 'Marie Tremblay',
  email: 'marie@example.com',
  relationship: null,
  language: 'fr',
  invited_at: AT,
  signed_in_at: '2026-11-20T16:30:00.000Z',
  invitation: { sent_at: AT, expires_at: '2026-11-27T15:00:00.000Z', used_at: '2026-11-20T16:30:00.000Z' },
};

export const coApplicant: BrokerApplicant = {
  id: CO,
  role: 'co_applicant',
  name: 'Luc Tremblay',
  email: 'luc@example.com',
  relationship: 'Spouse',
  language: 'en',
  invited_at: AT,
  signed_in_at: null,
  invitation: { sent_at: AT, expires_at: '2026-11-27T15:00:00.000Z', used_at: null },
};

const progress = () => {
  const sections = SECTION_KEYS.map((section, index) => ({
    section,
    scope: index < 6 ? ('applicant' as const) : ('file' as const),
    complete: section === 'personal',
  }));
  return { sections, done: 1, total: sections.length };
};

/** A checklist item: requested, for the file, unless said. */
export const item = (fields: Partial<ChecklistItem> = {}): ChecklistItem => ({
  id: 'item-1',
  type: 'pay_stub',
  label: null,
  applicant_id: null,
  status: 'requested',
  reason: null,
  files: [],
  requested_at: AT,
  updated_at: AT,
  ...fields,
});

/** A file with its primary applicant, its application started, nothing else, unless said. */
export const brokerFile = (fields: Partial<BrokerFile> = {}): BrokerFile => ({
  stage: 'application_started',
  stage_history: [],
  lost_reason: null,
  applicants: [primary],
  applicant_sections: {
    [PRIMARY]: {
      personal: {
        first_name: 'Marie',
        last_name: 'Tremblay',
        date_of_birth: '1988-04-02',
        phone: '416-555-0101',
        marital_status: 'married',
        dependants: 1,
      },
    },
  },
  sections: {},
  progress: { [PRIMARY]: progress() },
  consents: [],
  checklist: [],
  fintrac: {},
  can_submit: false,
  missing: [],
  submitted_at: null,
  documents_complete_at: null,
  ...fields,
});

/** GET /api/files/{leadId}'s answer: the lead and its file (null: none yet). */
export const fileView = (file: BrokerFile | null): BrokerFileView => ({
  lead: { id: LEAD_ID, client_name: 'Marie Tremblay', type: 'application', status: 'contacted' },
  file,
});

/**
 * Serves the desk: GET answers `state.view`; a write answers what `write(call, state.view)` returns (the file after
 * it, which becomes the state; a throw is the call's failure). Returns the calls as made.
 */
export function serveFile(
  initial: BrokerFileView,
  write: (call: Call, view: BrokerFileView) => unknown = () => {
    throw new Error('no write expected');
  },
): Call[] {
  let view = initial;
  return answerRequests(async (call) => {
    if (call.method === 'GET' && call.path === `/api/files/${LEAD_ID}`) return structuredClone(view);
    const answer = await write(call, view);
    if (answer && typeof answer === 'object' && 'lead' in answer) view = answer as BrokerFileView;
    return answer;
  });
}

/** The desk at /agent-dashboard/files/lead-1. */
export function renderFilePage() {
  return renderScreen(
    <FilePage area="/agent-dashboard" />,
    `/agent-dashboard/files/${LEAD_ID}`,
    '/agent-dashboard/files/:leadId',
  );
}

/** The writes among the calls (every call but the reads). */
export const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');
