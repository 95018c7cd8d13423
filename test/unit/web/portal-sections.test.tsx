// @vitest-environment jsdom
import { fileDay, yearsBefore } from '@maplestone/shared/borrower-file';
import { portalSectionsWords } from '@maplestone/shared/i18n/en/portal/sections';
import { portalSectionsFr } from '@maplestone/shared/i18n/fr/portal/sections';
import type { BorrowerFileView } from '@maplestone/shared/schemas/borrower-file';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import SectionPage from '../../../web/src/features/portal/routes/section-page';
import { loadPortalFrench } from '../../../web/src/features/portal/words';
import { seriousViolations } from './support/axe';
import { fileView, type PortalCall, SESSION, storeBorrowerSession, stubPortalApi } from './support/portal';
import { renderScreen } from './support/render';

// Issue 38: a section's form validates with the shared schema (in the page's language), moves the focus to the
// first answer to fix, saves as the borrower goes (on leaving a field, when the section is whole) and says so.

const en = portalSectionsWords;
const fr = portalSectionsFr;

beforeAll(async () => {
  await loadPortalFrench();
});
beforeEach(() => {
  window.sessionStorage.clear();
  storeBorrowerSession();
});
afterEach(() => vi.unstubAllGlobals());

/** The API: the file as given, and each section PUT answered with the file holding it. */
function fileApi(start: BorrowerFileView): PortalCall[] {
  let file = start;
  return stubPortalApi((call) => {
    const saved = /\/api\/portal\/file\/sections\/(\w+)$/.exec(call.path)?.[1];
    if (saved && call.method === 'PUT') {
      file = { ...file, sections: { ...file.sections, [saved]: call.body } };
    }
    return file;
  });
}

const renderSection = (path: string) =>
  renderScreen(
    <SectionPage />,
    path,
    path.startsWith('/fr') ? '/fr/portail/demande/:section' : '/portal/application/:section',
  );

const puts = (calls: PortalCall[]) => calls.filter((call) => call.method === 'PUT');

describe('a section form', () => {
  it('moves the focus to the first answer to fix, then saves the whole section when a field is left', async () => {
    const calls = fileApi(fileView());
    renderSection('/portal/application/personal');
    const first = await screen.findByLabelText(en.personal.firstName);
    // A first visit starts from the invited name.
    expect((first as HTMLInputElement).value).toBe('Marie');
    expect((screen.getByLabelText(en.personal.lastName) as HTMLInputElement).value).toBe('Tremblay');

    await userEvent.click(screen.getByRole('button', { name: en.saveAndContinue }));
    const birth = screen.getByLabelText(en.personal.dateOfBirth);
    await waitFor(() => expect(document.activeElement).toBe(birth));
    expect(await screen.findByText(en.fixErrors)).toBeTruthy();
    expect(birth.getAttribute('aria-invalid')).toBe('true');
    const describedBy = birth.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Invalid date');
    expect(puts(calls)).toEqual([]);

    fireEvent.change(birth, { target: { value: '1985-04-12' } });
    await userEvent.type(screen.getByLabelText(en.personal.phone), '416 555 0199');
    await userEvent.selectOptions(screen.getByLabelText(en.personal.maritalStatus), 'married');
    const dependants = screen.getByLabelText(en.personal.dependants);
    await userEvent.type(dependants, '2');
    await userEvent.tab();

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({
      path: '/api/portal/file/sections/personal',
      authorization: `Bearer ${SESSION}`,
      body: {
        first_name: 'Marie',
        last_name: 'Tremblay',
        date_of_birth: '1985-04-12',
        phone: '416 555 0199',
        marital_status: 'married',
        dependants: 2,
      },
    });
    expect(await screen.findByText(en.status.saved)).toBeTruthy();
    // Leaving a field again without a change sends nothing.
    await userEvent.click(dependants);
    await userEvent.tab();
    expect(puts(calls)).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('says a half-answered section is not saved yet, and sends nothing', async () => {
    const calls = fileApi(fileView());
    renderSection('/portal/application/mortgage');
    await userEvent.type(await screen.findByLabelText(en.mortgage.amount), '400000');
    await userEvent.tab();
    expect(await screen.findByText(en.status.pending)).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });

  it('counts the months the addresses cover, and offers another address until three years are', async () => {
    const today = fileDay();
    fileApi(fileView());
    renderSection('/portal/application/addresses');
    const current = await screen.findByRole('group', { name: en.addresses.row(1) });
    expect(screen.getByText(en.covered(0))).toBeTruthy();
    fireEvent.change(within(current).getByLabelText(en.addresses.from), {
      target: { value: yearsBefore(today, 2) },
    });
    expect(await screen.findByText(en.covered(24))).toBeTruthy();
    expect(within(current).getByLabelText(en.addresses.current)).toHaveProperty('checked', true);

    await userEvent.click(screen.getByRole('button', { name: en.addresses.add }));
    const previous = await screen.findByRole('group', { name: en.addresses.row(2) });
    // The new row's first field takes the focus; it ended (a date, not "I live here now").
    await waitFor(() =>
      expect(document.activeElement).toBe(within(previous).getByLabelText(en.addresses.street)),
    );
    fireEvent.change(within(previous).getByLabelText(en.addresses.from), {
      target: { value: yearsBefore(today, 4) },
    });
    fireEvent.change(within(previous).getByLabelText(en.addresses.to), {
      target: { value: yearsBefore(today, 2) },
    });
    expect(await screen.findByText(en.coveredAll)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.addresses.add })).toBeNull();
  });
});

describe('a list section', () => {
  it('adds and removes rows, each input keeping its own row’s answer, and saves the list', async () => {
    const calls = fileApi(fileView());
    renderSection('/portal/application/income');
    const first = await screen.findByRole('group', { name: en.income.row(1) });
    await userEvent.selectOptions(within(first).getByLabelText(en.income.type), 'salary');
    await userEvent.type(within(first).getByLabelText(en.income.annualAmount), '85,000');
    await userEvent.click(screen.getByRole('button', { name: en.income.add }));
    const second = await screen.findByRole('group', { name: en.income.row(2) });
    await waitFor(() => expect(document.activeElement).toBe(within(second).getByLabelText(en.income.type)));
    await userEvent.selectOptions(within(second).getByLabelText(en.income.type), 'rental');
    await userEvent.type(within(second).getByLabelText(en.income.annualAmount), '12000');
    await userEvent.type(
      within(second).getByLabelText(new RegExp(`^${en.income.description}`)),
      'Basement unit',
    );
    await userEvent.tab();
    // Saved as it went: the first row alone once whole, then both.
    await waitFor(() =>
      expect(puts(calls).at(-1)?.body).toEqual([
        { type: 'salary', annual_amount: 85000, description: null },
        { type: 'rental', annual_amount: 12000, description: 'Basement unit' },
      ]),
    );
    expect(puts(calls)[0]?.body).toEqual([{ type: 'salary', annual_amount: 85000, description: null }]);
    const before = puts(calls).length;

    await userEvent.click(screen.getByRole('button', { name: en.remove(en.income.row(1)) }));
    const left = await screen.findByRole('group', { name: en.income.row(1) });
    expect(screen.queryByRole('group', { name: en.income.row(2) })).toBeNull();
    expect((within(left).getByLabelText(en.income.type) as HTMLSelectElement).value).toBe('rental');
    expect((within(left).getByLabelText(en.income.annualAmount) as HTMLInputElement).value).toBe('12000');
    expect(
      (within(left).getByLabelText(new RegExp(`^${en.income.description}`)) as HTMLInputElement).value,
    ).toBe('Basement unit');
    await waitFor(() => expect(puts(calls)).toHaveLength(before + 1));
    expect(puts(calls).at(-1)?.body).toEqual([
      { type: 'rental', annual_amount: 12000, description: 'Basement unit' },
    ]);
  });

  it('takes "I have none" for assets as the answer', async () => {
    const calls = fileApi(fileView());
    renderSection('/portal/application/assets');
    await userEvent.click(await screen.findByRole('button', { name: en.none }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({ path: '/api/portal/file/sections/assets', body: [] });
  });
});

describe('the down payment', () => {
  it('reveals the donor’s name and relationship for a gift, requires them, and saves them (in French)', async () => {
    const calls = fileApi(fileView({ language: 'fr' }));
    renderSection('/fr/portail/demande/down-payment');
    await userEvent.type(await screen.findByLabelText(fr.downPayment.amount), '50 000');
    const source = screen.getByRole('group', { name: fr.downPayment.row(1) });
    expect(within(source).queryByLabelText(fr.downPayment.donorName)).toBeNull();
    await userEvent.selectOptions(within(source).getByLabelText(fr.downPayment.type), 'gift');
    expect(within(source).getByRole('option', { name: 'Don d’un membre de la famille' })).toHaveProperty(
      'selected',
      true,
    );
    await userEvent.type(within(source).getByLabelText(fr.downPayment.sourceAmount), '50000');

    await userEvent.click(screen.getByRole('button', { name: fr.saveAndContinue }));
    const donor = await within(source).findByLabelText(fr.downPayment.donorName);
    await waitFor(() => expect(document.activeElement).toBe(donor));
    expect(donor.getAttribute('aria-invalid')).toBe('true');
    expect(within(source).getAllByText('Veuillez remplir tous les champs obligatoires').length).toBe(2);
    expect(puts(calls)).toEqual([]);

    await userEvent.type(donor, 'Jean Tremblay');
    await userEvent.type(within(source).getByLabelText(fr.downPayment.donorRelationship), 'Père');
    await userEvent.tab();
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({
      amount: 50000,
      sources: [{ type: 'gift', amount: 50000, donor_name: 'Jean Tremblay', donor_relationship: 'Père' }],
    });
    expect(await screen.findByText('Enregistré')).toBeTruthy();
  });
});
