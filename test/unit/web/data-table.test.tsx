// @vitest-environment jsdom
import { messages, staffMessages } from '@maplestone/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type ColumnDef, DataTable, EditableCell } from '../../../web/src/components/data-table';
import { ApiError } from '../../../web/src/lib/api';
import { ShownQuery } from './support/render';

interface Broker {
  id: string;
  name: string;
  city: string;
  leads: number;
}

const brokers: Broker[] = Array.from({ length: 25 }, (_, i) => ({
  id: `b${i + 1}`,
  name: `Broker ${String(i + 1).padStart(2, '0')}`,
  city: i % 2 === 0 ? 'Toronto' : 'Ottawa',
  leads: (i * 7) % 25,
}));

const columns: ColumnDef<Broker, unknown>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'city', header: 'City' },
  { accessorKey: 'leads', header: 'Leads' },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Broker>>[0]> = {}, url = '/brokers') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <DataTable<Broker>
        columns={columns}
        data={brokers}
        urlPrefix="b"
        label="Brokers"
        emptyMessage="No brokers yet."
        searchLabel="Search brokers"
        facets={[
          {
            columnId: 'city',
            label: 'City',
            options: [
              { value: 'Toronto', label: 'Toronto' },
              { value: 'Ottawa', label: 'Ottawa' },
            ],
          },
        ]}
        getRowId={(row) => row.id}
        {...props}
      />
      <ShownQuery />
    </MemoryRouter>,
  );
}

const query = () => screen.getByRole('status', { name: 'query' }).textContent ?? '';
const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('DataTable', () => {
  it('sorts by a header button, reflecting the order in aria-sort and the URL, by keyboard too', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(header('Leads').getAttribute('aria-sort')).toBe('none');

    await user.click(within(header('Leads')).getByRole('button'));
    const sortedDir = header('Leads').getAttribute('aria-sort');
    expect(['ascending', 'descending']).toContain(sortedDir);
    const leadsShown = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => Number(within(row).getAllByRole('cell')[2]!.textContent));
    const once = leadsShown();
    expect(once).toEqual([...once].sort((a, b) => (sortedDir === 'ascending' ? a - b : b - a)));
    expect(query()).toContain(`b_sort=leads.${sortedDir === 'ascending' ? 'asc' : 'desc'}`);

    // The keyboard: focus the header's button and press Enter to reverse the order.
    within(header('Leads')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    const reversed = sortedDir === 'ascending' ? 'descending' : 'ascending';
    expect(header('Leads').getAttribute('aria-sort')).toBe(reversed);
    const twice = leadsShown();
    expect(twice).toEqual([...twice].sort((a, b) => (reversed === 'ascending' ? a - b : b - a)));
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
  });

  it('reads sort, filters and page from the URL', () => {
    renderTable({}, '/brokers?b_sort=name.desc&b_city=Ottawa&b_page=2&b_size=10');
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement).value).toBe('Ottawa');
    // 12 brokers in Ottawa (even numbers), by name descending: page 2 holds the last two.
    expect(firstColumn()).toEqual(['Broker 04', 'Broker 02']);
    expect(screen.getByText(staffMessages.dataTable.page(2, 2))).toBeTruthy();
  });

  it('writes the text filter and the page to the URL, a new filter going back to page 1', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: staffMessages.dataTable.nextPage }));
    expect(query()).toContain('b_page=2');
    expect(firstColumn()[0]).toBe('Broker 11');

    await user.type(screen.getByRole('searchbox', { name: 'Search brokers' }), 'broker 2');
    expect(query()).toContain('b_q=broker+2');
    expect(query()).not.toContain('b_page');
    expect(firstColumn()).toEqual([
      'Broker 20',
      'Broker 21',
      'Broker 22',
      'Broker 23',
      'Broker 24',
      'Broker 25',
    ]);

    await user.selectOptions(
      screen.getByRole('combobox', { name: staffMessages.dataTable.rowsPerPage }),
      '20',
    );
    expect(query()).toContain('b_size=20');
  });

  it('searches a column whose first row has no value (a lead without an e-mail)', () => {
    const withGaps = brokers.map((broker, i) => ({ ...broker, city: i === 0 ? null : broker.city }));
    renderTable({ data: withGaps as unknown as Broker[] }, '/brokers?b_q=ottawa');
    expect(firstColumn()).toHaveLength(10);
    expect(firstColumn()[0]).toBe('Broker 02');
  });

  it('says when no row matches the filters, and clears them', async () => {
    const user = userEvent.setup();
    renderTable({}, '/brokers?b_q=nobody');
    expect(screen.getByText(staffMessages.dataTable.noMatches)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: staffMessages.dataTable.clearFilters }));
    expect(query()).toBe('');
    expect(screen.getAllByRole('row')).toHaveLength(11);
  });

  it('shows skeleton rows while loading', () => {
    renderTable({ loading: true, data: undefined });
    expect(screen.getByRole('table', { name: `Brokers, ${messages.common.loading}` })).toBeTruthy();
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.queryByText('Broker 01')).toBeNull();
  });

  it('shows the empty message when there are no rows', () => {
    renderTable({ data: [] });
    expect(screen.getByText('No brokers yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error with a Retry button that calls onRetry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderTable({ error: 'Failed to fetch brokers', onRetry, data: undefined });
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch brokers');
    await user.click(screen.getByRole('button', { name: staffMessages.dataTable.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('renders row actions and opens a row by click or Enter', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    const remove = vi.fn();
    renderTable({
      onRowClick,
      rowActions: (row) => (
        <button type="button" onClick={() => remove(row.id)}>
          Delete {row.name}
        </button>
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Delete Broker 01' }));
    expect(remove).toHaveBeenCalledWith('b1');
    expect(onRowClick).not.toHaveBeenCalled();
    await user.click(screen.getByText('Broker 02'));
    expect(onRowClick).toHaveBeenLastCalledWith(brokers[1]);
    screen.getByText('Broker 03').closest('tr')!.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(brokers[2]);
  });
});

describe('EditableCell', () => {
  const rate = (onSave: (value: number) => Promise<unknown>) =>
    render(
      <EditableCell
        type="number"
        label="Our rate"
        value={4.99}
        format={(v) => `${v.toFixed(3)}%`}
        onSave={onSave}
      />,
    );
  const edit = () =>
    screen.getByRole('button', { name: `${staffMessages.dataTable.edit('Our rate')}: 4.990%` });

  it('saves on Enter, showing that it saves, then shows the value again', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    rate(onSave);
    edit().focus();
    await user.keyboard('{Enter}');
    const input = screen.getByRole('spinbutton', { name: 'Our rate' });
    await user.clear(input);
    await user.type(input, '4.79{Enter}');
    expect(onSave).toHaveBeenCalledWith(4.79);
    expect(screen.getByRole('status').textContent).toBe(staffMessages.dataTable.saving);
    expect(input.getAttribute('aria-busy')).toBe('true');
    finish();
    // The cell moves focus back to its button once the save has settled.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Edit Our rate/ })).toBe(document.activeElement),
    );
  });

  it('cancels on Escape without saving', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    rate(onSave);
    await user.click(edit());
    await user.type(screen.getByRole('spinbutton', { name: 'Our rate' }), '9{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    expect(edit()).toBe(document.activeElement);
  });

  it('stays open with the error when the save fails, and refuses what is not a number', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {
      throw new ApiError(400, 'validation', 'Please enter a number no greater than 25');
    });
    rate(onSave);
    await user.click(edit());
    const input = screen.getByRole('spinbutton', { name: 'Our rate' });
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(messages.common.invalidNumber);
    expect(onSave).not.toHaveBeenCalled();

    await user.type(input, '99{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a number no greater than 25');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
