// @vitest-environment jsdom
import { portalWords } from '@maplestone/shared/i18n/en/portal/index';
import { CONSENT_WORDINGS } from '@maplestone/shared/schemas/borrower-file';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PORTAL_SESSION_KEY } from '../../../web/src/features/portal/api/session';
import ConsentsPage from '../../../web/src/features/portal/routes/consents-page';
import PortalHomePage from '../../../web/src/features/portal/routes/portal-home-page';
import SectionPage from '../../../web/src/features/portal/routes/section-page';
import SignInPage from '../../../web/src/features/portal/routes/sign-in-page';
import { loadPortalFrench } from '../../../web/src/features/portal/words';
import { seriousViolations } from './support/axe';
import { AT, fileView, OTHER, refusal, storeBorrowerSession, stubPortalApi, YOU } from './support/portal';
import { renderScreen } from './support/render';

// Issue 38: the portal's overview (the file's stage in words, the sections and their progress, the consents,
// submitting or what is missing), a co-applicant's view (the shared sections and their own personal ones; of the
// others, names), the consents signed by typed name, and a 401 sending the borrower back to sign in.

const w = portalWords;

beforeAll(async () => {
  await loadPortalFrench();
});
beforeEach(() => {
  window.sessionStorage.clear();
  storeBorrowerSession();
});
afterEach(() => vi.unstubAllGlobals());

/** The portal's pages under one router, as the app declares them (English paths). */
function renderPortal(path: string) {
  return renderScreen(
    <Routes>
      <Route path="/portal" element={<PortalHomePage />} />
      <Route path="/portal/sign-in" element={<SignInPage />} />
      <Route path="/portal/consents" element={<ConsentsPage />} />
      <Route path="/portal/application/:section" element={<SectionPage />} />
    </Routes>,
    path,
    '/*',
  );
}

/** A co-applicant's file: Luc sees the shared sections and his own, and of Marie her name. */
const coApplicantFile = fileView({
  you: { applicant_id: YOU, role: 'co_applicant', name: 'Luc Gagnon' },
  applicants: [
    { id: OTHER, name: 'Marie Tremblay', role: 'primary' },
    { id: YOU, name: 'Luc Gagnon', role: 'co_applicant' },
  ],
  sections: {
    personal: {
      first_name: 'Luc',
      last_name: 'Gagnon',
      date_of_birth: '1984-02-03',
      phone: '514 555 0101',
      marital_status: 'common_law',
      dependants: 1,
    },
    mortgage: {
      amount: 400000,
      amortization_years: 25,
      term_years: 5,
      rate_type: 'fixed',
      closing_date: '2027-03-01',
    },
  },
  missing: [
    { applicant_id: OTHER, section: 'income', consent: null },
    { applicant_id: YOU, section: null, consent: 'credit_check' },
    { applicant_id: null, section: 'subject_property', consent: null },
  ],
});

describe('the overview', () => {
  it('shows a co-applicant the shared sections and their own, the others by name only', async () => {
    const calls = stubPortalApi(() => coApplicantFile);
    renderPortal('/portal');
    expect(await screen.findByRole('heading', { name: w.home.greeting('Luc Gagnon') })).toBeTruthy();
    expect(screen.getByText(w.shell.stages.application_started)).toBeTruthy();
    expect(screen.getByText(/Also on this file: Marie Tremblay \(Main applicant\)/)).toBeTruthy();

    const application = screen.getByRole('region', { name: w.home.applicationTitle });
    const links = within(within(application).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/portal/application/personal',
      '/portal/application/addresses',
      '/portal/application/employment',
      '/portal/application/income',
      '/portal/application/assets',
      '/portal/application/liabilities',
      '/portal/application/properties',
      '/portal/application/subject-property',
      '/portal/application/down-payment',
      '/portal/application/mortgage',
    ]);
    expect(within(application).getByText(w.home.progress(0, 10))).toBeTruthy();

    // What is missing: another applicant's by their name, nothing else of theirs.
    const submit = screen.getByRole('region', { name: w.home.submitTitle });
    expect(
      within(submit)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Marie Tremblay: Income', w.consents.kinds.credit_check, w.sections.names.subject_property]);
    expect(within(submit).getByRole('button', { name: w.home.submit })).toHaveProperty('disabled', true);
    expect(calls.every((call) => call.path === '/api/portal/file')).toBe(true);
    expect(await seriousViolations()).toEqual([]);
  });

  it('opens a co-applicant’s own personal section with their own answers', async () => {
    stubPortalApi(() => coApplicantFile);
    renderPortal('/portal/application/personal');
    expect(((await screen.findByLabelText(w.sections.personal.firstName)) as HTMLInputElement).value).toBe(
      'Luc',
    );
    expect((screen.getByLabelText(w.sections.personal.phone) as HTMLInputElement).value).toBe('514 555 0101');
  });

  it('resumes at the first section not complete, and submits a complete file', async () => {
    const complete = fileView();
    const lines = complete.progress.sections.map((line) => ({
      ...line,
      complete: line.section !== 'employment',
    }));
    const calls = stubPortalApi((call) =>
      call.path === '/api/portal/file/submit'
        ? { ...complete, can_submit: true, submitted_at: AT, stage: 'application_submitted' }
        : { ...complete, can_submit: true, progress: { sections: lines, done: 9, total: 10 } },
    );
    renderPortal('/portal');
    const resume = await screen.findByRole('link', { name: w.home.resume });
    expect(resume.getAttribute('href')).toBe('/portal/application/employment');
    await userEvent.click(screen.getByRole('button', { name: w.home.submit }));
    expect(await screen.findByText(/Your application was submitted on/)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ path: '/api/portal/file/submit', method: 'POST' });
    expect(screen.getByText(w.shell.stages.application_submitted)).toBeTruthy();
  });

  it('reads in French at /fr/portail', async () => {
    stubPortalApi(() => fileView());
    renderScreen(<PortalHomePage />, '/fr/portail');
    expect(await screen.findByRole('heading', { name: 'Bonjour Marie Tremblay' })).toBeTruthy();
    expect(screen.getByText('Demande en cours')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Commencer votre demande/ }).getAttribute('href')).toBe(
      '/fr/portail/demande/personal',
    );
  });

  it('switches language in place, the borrower still signed in', async () => {
    const calls = stubPortalApi(() => fileView());
    renderScreen(
      <Routes>
        <Route path="/portal" element={<PortalHomePage />} />
        <Route path="/fr/portail" element={<PortalHomePage />} />
      </Routes>,
      '/portal',
      '/*',
    );
    await screen.findByRole('heading', { name: w.home.greeting('Marie Tremblay') });
    const french = screen.getByRole('link', { name: 'Voir cette page en français' });
    expect(french.getAttribute('href')).toBe('/fr/portail');
    await userEvent.click(french);
    expect(await screen.findByRole('heading', { name: 'Bonjour Marie Tremblay' })).toBeTruthy();
    expect(window.sessionStorage.getItem(PORTAL_SESSION_KEY)).not.toBeNull();
    expect(calls.every((call) => call.authorization !== null)).toBe(true);
  });

  it('goes back to the sign-in page when the session has ended (401), and says so', async () => {
    stubPortalApi(() => refusal(401, 'unauthorized'));
    renderPortal('/portal');
    expect(await screen.findByText(w.shell.sessionEnded)).toBeTruthy();
    expect(screen.getByRole('heading', { name: w.signIn.title })).toBeTruthy();
    expect(window.sessionStorage.getItem(PORTAL_SESSION_KEY)).toBeNull();
  });

  it('signs out and forgets the session', async () => {
    const calls = stubPortalApi((call) =>
      call.path === '/api/portal/sign-out' ? new Response(null, { status: 204 }) : fileView(),
    );
    renderPortal('/portal');
    await userEvent.click(await screen.findByRole('button', { name: w.shell.signOut }));
    expect(await screen.findByText(w.shell.signedOut)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/portal/sign-out' && call.method === 'POST')).toBe(true);
    expect(window.sessionStorage.getItem(PORTAL_SESSION_KEY)).toBeNull();
  });
});

describe('the consents', () => {
  it('show the versioned wording and record the typed name as the signature', async () => {
    const calls = stubPortalApi((call) =>
      call.path === '/api/portal/file/consents'
        ? fileView({
            consents: [
              {
                kind: 'credit_check',
                version: CONSENT_WORDINGS.credit_check.version,
                language: 'en',
                typed_name: 'Marie Tremblay',
                signed_at: AT,
                applicant_id: YOU,
              },
            ],
          })
        : fileView(),
    );
    renderPortal('/portal/consents');
    const credit = await screen.findByRole('region', { name: w.consents.kinds.credit_check });
    expect(within(credit).getByText(CONSENT_WORDINGS.credit_check.en)).toBeTruthy();
    await userEvent.click(within(credit).getByRole('button', { name: w.consents.sign }));
    const name = within(credit).getByLabelText(w.consents.typedName);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    await userEvent.type(name, 'Marie Tremblay');
    await userEvent.click(within(credit).getByRole('button', { name: w.consents.sign }));
    expect(await within(credit).findByText(/^Signed by Marie Tremblay on /)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      body: {
        kind: 'credit_check',
        version: CONSENT_WORDINGS.credit_check.version,
        typed_name: 'Marie Tremblay',
      },
    });
    // The other consent is still to sign.
    const disclosure = screen.getByRole('region', { name: w.consents.kinds.broker_disclosure });
    expect(within(disclosure).getByLabelText(w.consents.typedName)).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('show the French wording on a French page', async () => {
    stubPortalApi(() => fileView());
    renderScreen(<ConsentsPage />, '/fr/portail/consentements');
    expect(await screen.findByText(CONSENT_WORDINGS.broker_disclosure.fr)).toBeTruthy();
    expect(screen.getAllByLabelText('Tapez votre nom complet pour signer')).toHaveLength(2);
  });
});
