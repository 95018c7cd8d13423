import type { BorrowerFileView, SectionKey } from '@maplestone/shared/schemas/borrower-file';
import { CONSENT_WORDINGS, SECTION_KEYS } from '@maplestone/shared/schemas/borrower-file';
import { vi } from 'vitest';
import { PORTAL_SESSION_KEY } from '../../../../web/src/features/portal/api/session';

/**
 * The borrower portal's component tests (issue 38): a signed-in borrower's session in sessionStorage, their file
 * as the API answers it, and the API itself as a stubbed fetch that records each call.
 */

export const TOKEN = 'T'.repeat(43);
export const SESSION = 'S'.repeat(43);
export const YOU = 'applicant-you';
export const OTHER = 'applicant-other';
export const AT = '2026-11-20T15:00:00.000Z';

export function storeBorrowerSession(session = SESSION) {
  window.sessionStorage.setItem(
    PORTAL_SESSION_KEY,
    JSON.stringify({ session, expires_at: new Date(Date.now() + 3_600_000).toISOString(), language: 'en' }),
  );
}

/** A file as GET /api/portal/file answers it: the borrower alone, nothing filled in yet. */
export function fileView(overrides: Partial<BorrowerFileView> = {}): BorrowerFileView {
  const sections = SECTION_KEYS.map((section) => ({
    section,
    scope: (
      ['personal', 'addresses', 'employment', 'income', 'assets', 'liabilities'] as SectionKey[]
    ).includes(section)
      ? ('applicant' as const)
      : ('file' as const),
    complete: false,
  }));
  return {
    lead_id: 'lead-1',
    stage: 'application_started',
    you: { applicant_id: YOU, role: 'primary', name: 'Marie Tremblay' },
    applicants: [{ id: YOU, name: 'Marie Tremblay', role: 'primary' }],
    sections: {},
    progress: { sections, done: 0, total: sections.length },
    consents: [],
    consent_wordings: {
      credit_check: { ...CONSENT_WORDINGS.credit_check },
      broker_disclosure: { ...CONSENT_WORDINGS.broker_disclosure },
    },
    checklist: [],
    can_submit: false,
    missing: [],
    submitted_at: null,
    language: 'en',
    ...overrides,
  };
}

export interface PortalCall {
  path: string;
  method: string;
  body: unknown;
  authorization: string | null;
}

/**
 * Stubs fetch for /api/portal/…: `answer` gives each call's response (a Response, or a body for a 200 JSON);
 * returns the calls as they are made.
 */
export function stubPortalApi(answer: (call: PortalCall) => unknown): PortalCall[] {
  const calls: PortalCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const call: PortalCall = {
      path: String(url),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    const result = await answer(call);
    return result instanceof Response ? result : Response.json(result);
  });
  return calls;
}

/** An API refusal as the API words it: { error: { code, message } }. */
export const refusal = (status: number, code: string, message = 'Refused') =>
  Response.json({ error: { code, message } }, { status });
