// @vitest-environment jsdom
import './support/signed-in-fakes';
import { pageSchema, staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { PagedQueryTable } from '../../../web/src/components/back-office/list-query';
import {
  type ColumnDef,
  createdAtColumn,
  DataTable,
  EditableCell,
  ServerDataTable,
  useServerTableState,
} from '../../../web/src/components/data-table';
import { pagedListResource, usePagedList } from '../../../web/src/lib/admin-resource';
import { ApiError } from '../../../web/src/lib/api';
import { seriousViolations } from './support/axe';
import { stubBrowser } from './support/browser';
import { answerRequests, api, type Call, toast } from './support/fake-api';
import { answerPage, pageRequests } from './support/paged-api';
import { renderWithQuery, ShownQuery, shownQuery } from './support/render';
import { failedThenRetry } from './support/retry';

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
    expect(screen.getByRole('table', { name: `Brokers, ${commonWords.loading}` })).toBeTruthy();
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

// Server mode (issue 33): the rows are one page of the API's, moved by cursor.

interface ListedBroker {
  id: string;
  name: string;
  city: string;
  created_at: string;
}

/** 60 brokers, one a day from January 1, 2026: Broker 60 is the newest. */
const listed: ListedBroker[] = Array.from({ length: 60 }, (_, i) => ({
  id: `b${i + 1}`,
  name: `Broker ${String(i + 1).padStart(2, '0')}`,
  city: i % 2 === 0 ? 'Toronto' : 'Ottawa',
  created_at: new Date(Date.UTC(2026, 0, 1 + i, 15)).toISOString(),
}));
const listedSchema = z.object({ id: z.string(), name: z.string(), city: z.string(), created_at: z.string() });
const brokersList = pagedListResource({
  key: ['test', 'brokers'],
  path: '/api/brokers',
  page: pageSchema(listedSchema),
  item: listedSchema,
});
const serverColumns: ColumnDef<ListedBroker, unknown>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'city', header: 'City' },
  createdAtColumn('Joined'),
];

/** A panel as the leads panels build theirs: the URL's state, the page it names, the table. */
function ServerBrokers() {
  const state = useServerTableState('b', { facetIds: ['city'] });
  const list = usePagedList(brokersList, state.query);
  return (
    <PagedQueryTable
      query={list}
      state={state}
      failed="Failed to fetch brokers"
      columns={serverColumns}
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
      orderColumn="created_at"
    />
  );
}

const d = staffMessages.dataTable;
let calls: Call[];
/** The API's answers over `rows` (`totals`: whether it knows the count). */
const serveBrokers = (rows = listed, totals = true) => {
  calls = answerRequests((call) => answerPage(rows, call.path, { totals }));
};
const requests = () => pageRequests(calls, '/api/brokers');
const pager = (name: string) => screen.getByRole('button', { name });
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable, server mode', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    sessionStorage.clear();
  });

  it('pages forward by cursor and back, the page, size and cursor in the URL, counting a known total', async () => {
    const user = userEvent.setup();
    serveBrokers();
    renderWithQuery(<ServerBrokers />, '/brokers');
    expect(await screen.findByText('1–25 of 60')).toBeTruthy();
    expect(screen.getByText(d.page(1, 3))).toBeTruthy();
    expect(names().slice(0, 2)).toEqual(['Broker 60', 'Broker 59']);
    expect(requests()).toEqual([{ limit: '25' }]);
    expect(pager(d.previousPage).getAttribute('aria-disabled')).toBe('true');

    await user.click(pager(d.nextPage));
    expect(await screen.findByText('26–50 of 60')).toBeTruthy();
    const second = requests().at(-1)!.cursor!;
    expect(second).toBeTruthy();
    expect(shownQuery().get('b_page')).toBe('2');
    expect(shownQuery().get('b_cursor')).toBe(second);
    expect(names()[0]).toBe('Broker 35');

    await user.click(pager(d.nextPage));
    expect(await screen.findByText('51–60 of 60')).toBeTruthy();
    expect(screen.getByText(d.page(3, 3))).toBeTruthy();
    expect(pager(d.nextPage).getAttribute('aria-disabled')).toBe('true');
    const before = calls.length;
    await user.click(pager(d.nextPage));
    expect(calls).toHaveLength(before);

    // Previous asks again with the second page's own cursor, First with none.
    await user.click(pager(d.previousPage));
    expect(await screen.findByText('26–50 of 60')).toBeTruthy();
    expect(requests().at(-1)).toEqual({ limit: '25', cursor: second });
    await user.click(pager(d.firstPage));
    expect(await screen.findByText('1–25 of 60')).toBeTruthy();
    expect(shownQuery().get('b_page')).toBeNull();
    expect(shownQuery().get('b_cursor')).toBeNull();

    // A page of 50: the first page again, in the URL.
    await user.click(pager(d.nextPage));
    await screen.findByText('26–50 of 60');
    await user.selectOptions(screen.getByRole('combobox', { name: d.rowsPerPage }), '50');
    expect(await screen.findByText('1–50 of 60')).toBeTruthy();
    expect(requests().at(-1)).toEqual({ limit: '50' });
    expect(shownQuery().get('b_size')).toBe('50');
    expect(shownQuery().get('b_cursor')).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it("says 'of more' while the API gives no total, and the count once the last page shows it", async () => {
    const user = userEvent.setup();
    serveBrokers(listed, false);
    renderWithQuery(<ServerBrokers />, '/brokers');
    expect(await screen.findByText(d.rowsOfMore(1, 25))).toBeTruthy();
    expect(screen.getByText(d.pageNumber(1))).toBeTruthy();
    await user.click(pager(d.nextPage));
    expect(await screen.findByText(d.rowsOfMore(26, 50))).toBeTruthy();
    await user.click(pager(d.nextPage));
    expect(await screen.findByText('51–60 of 60')).toBeTruthy();
  });

  it('counts with thousands separators', async () => {
    const many = Array.from({ length: 1234 }, (_, i) => ({
      ...listed[0]!,
      id: `m${i}`,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    }));
    serveBrokers(many);
    renderWithQuery(<ServerBrokers />, '/brokers');
    expect(await screen.findByText('1–25 of 1,234')).toBeTruthy();
  });

  it('sends the facets, the search (once typing pauses) and the order, each change going back to the first page', async () => {
    const user = userEvent.setup();
    serveBrokers();
    renderWithQuery(<ServerBrokers />, '/brokers');
    await screen.findByText('1–25 of 60');
    await user.click(pager(d.nextPage));
    await screen.findByText('26–50 of 60');

    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Ottawa');
    expect(await screen.findByText('1–25 of 30')).toBeTruthy();
    expect(requests().at(-1)).toEqual({ city: 'Ottawa', limit: '25' });
    expect(shownQuery().get('b_city')).toBe('Ottawa');
    expect(shownQuery().get('b_page')).toBeNull();

    await user.click(pager(d.nextPage));
    await screen.findByText('26–30 of 30');
    const typedFrom = calls.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search brokers' }), 'broker 1');
    await waitFor(() => expect(requests().at(-1)?.q).toBe('broker 1'));
    // One request for what was typed, not one per key; from the first page.
    expect(calls.slice(typedFrom)).toHaveLength(1);
    expect(requests().at(-1)).toEqual({ city: 'Ottawa', q: 'broker 1', limit: '25' });
    expect(await screen.findByText('1–5 of 5')).toBeTruthy();
    expect(shownQuery().get('b_q')).toBe('broker 1');
    expect(shownQuery().get('b_cursor')).toBeNull();

    // Only the arrival column sorts: newest first, then oldest.
    expect(within(screen.getByRole('columnheader', { name: 'City' })).queryByRole('button')).toBeNull();
    const joined = screen.getByRole('columnheader', { name: /Joined/ });
    expect(joined.getAttribute('aria-sort')).toBe('descending');
    expect(names()[0]).toBe('Broker 18');
    await user.click(within(joined).getByRole('button'));
    await waitFor(() => expect(names()[0]).toBe('Broker 10'));
    expect(joined.getAttribute('aria-sort')).toBe('ascending');
    expect(requests().at(-1)).toEqual({ city: 'Ottawa', q: 'broker 1', order: 'oldest', limit: '25' });
    expect(shownQuery().get('b_order')).toBe('oldest');

    // Filters that keep nothing say so; Clear filters empties the search box too.
    // (Broker 15 is in Toronto.)
    await user.type(screen.getByRole('searchbox', { name: 'Search brokers' }), '5');
    expect(await screen.findByText(d.noMatches)).toBeTruthy();
    expect(requests().at(-1)).toEqual({ city: 'Ottawa', q: 'broker 15', order: 'oldest', limit: '25' });
    await user.click(screen.getByRole('button', { name: d.clearFilters }));
    expect(await screen.findByText('1–25 of 60')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search brokers' }) as HTMLInputElement).value).toBe('');
    expect(shownQuery().toString()).toBe('b_order=oldest');
  });

  it('shows skeleton rows for the whole page while the next one loads, the header kept and the focus on Next', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    calls = answerRequests((call) =>
      call.path.includes('cursor=')
        ? new Promise((resolve) => {
            release = () => resolve(answerPage(listed, call.path));
          })
        : answerPage(listed, call.path),
    );
    renderWithQuery(<ServerBrokers />, '/brokers');
    await screen.findByText('1–25 of 60');
    pager(d.nextPage).focus();
    await user.keyboard('{Enter}');

    const table = await screen.findByRole('table', { name: `Brokers, ${commonWords.loading}` });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(25);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'City',
      'Joined',
    ]);
    expect(screen.queryByText('Broker 60')).toBeNull();
    expect(document.activeElement).toBe(pager(d.nextPage));

    release();
    expect(await screen.findByText('26–50 of 60')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Brokers' }).getAttribute('aria-busy')).toBeNull();
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
  });

  it('goes back to the first page when the API refuses a stale cursor, saying nothing went wrong', async () => {
    serveBrokers();
    renderWithQuery(<ServerBrokers />, '/brokers?b_page=3&b_cursor=stale');
    expect(await screen.findByText('1–25 of 60')).toBeTruthy();
    expect(requests()).toEqual([{ limit: '25', cursor: 'stale' }, { limit: '25' }]);
    expect(shownQuery().get('b_cursor')).toBeNull();
    expect(shownQuery().get('b_page')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a reloaded page 3 as page 3; Previous without the earlier cursors goes to the first page', async () => {
    const user = userEvent.setup();
    serveBrokers();
    const second = answerPage(listed, '/api/brokers?limit=25').next_cursor!;
    const third = answerPage(listed, `/api/brokers?limit=25&cursor=${encodeURIComponent(second)}`)
      .next_cursor!;
    renderWithQuery(<ServerBrokers />, `/brokers?b_page=3&b_cursor=${encodeURIComponent(third)}`);
    expect(await screen.findByText('51–60 of 60')).toBeTruthy();
    expect(screen.getByText(d.page(3, 3))).toBeTruthy();
    await user.click(pager(d.previousPage));
    expect(await screen.findByText('1–25 of 60')).toBeTruthy();
    expect(requests().at(-1)).toEqual({ limit: '25' });
  });

  it('says when the list is empty, and shows the failure with Retry', async () => {
    serveBrokers([]);
    renderWithQuery(<ServerBrokers />, '/brokers');
    expect(await screen.findByText('No brokers yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed list with Retry, which loads it', async () => {
    api.authedRequest.mockRejectedValue(new ApiError(500, 'internal', 'Internal error'));
    renderWithQuery(<ServerBrokers />, '/brokers');
    await failedThenRetry('Failed to fetch brokers', () => serveBrokers());
    expect(await screen.findByText('1–25 of 60')).toBeTruthy();
  });
});

// Below 768 px (issue 35): each row a card, as the columns' meta says; the same data, actions and state.

describe('DataTable below 768 px', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    sessionStorage.clear();
    stubBrowser({ narrow: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  /** The city drawn under the name, which heads the card. */
  const cardColumns: ColumnDef<Broker, unknown>[] = [
    { accessorKey: 'name', header: 'Name', meta: { card: 'title' } },
    { accessorKey: 'city', header: 'City', meta: { below: 'name' } },
    { accessorKey: 'leads', header: 'Leads' },
  ];
  const cards = () => within(screen.getByRole('list', { name: 'Brokers' })).getAllByRole('listitem');
  const cardNames = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

  it('shows each row as a card: its title as the heading, the columns under it beneath, the others labelled, its actions', async () => {
    const user = userEvent.setup();
    const remove = vi.fn();
    renderTable({
      columns: cardColumns,
      rowActions: (row) => (
        <button type="button" onClick={() => remove(row.id)}>
          Delete {row.name}
        </button>
      ),
    });
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards()).toHaveLength(10);
    const first = cards()[0]!;
    expect(within(first).getByRole('heading', { level: 3, name: 'Broker 01' })).toBeTruthy();
    expect(within(first).getByText('Toronto')).toBeTruthy();
    // A labelled line per other column: 'Leads' and its value; the city is under the heading, not labelled.
    const terms = within(first)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Leads']);
    expect(within(first).getByRole('definition').textContent).toBe('0');
    await user.click(within(first).getByRole('button', { name: 'Delete Broker 01' }));
    expect(remove).toHaveBeenCalledWith('b1');
    expect(await seriousViolations()).toEqual([]);
  });

  it("orders the cards with a sort select in place of the headers' buttons, kept in the URL as they are", async () => {
    const user = userEvent.setup();
    renderTable({ columns: cardColumns }, '/brokers?b_sort=name.desc');
    const sort = screen.getByRole('combobox', { name: staffMessages.dataTable.sortBy });
    expect((sort as HTMLSelectElement).value).toBe('name.desc');
    expect(cardNames()[0]).toBe('Broker 25');
    await user.selectOptions(sort, staffMessages.dataTable.sortAscending('Leads'));
    expect(query()).toContain('b_sort=leads.asc');
    const leads = cards().map((card) => Number(within(card).getByRole('definition').textContent));
    expect(leads).toEqual([...leads].sort((a, b) => a - b));
    // The facets and the search work as in the table.
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Ottawa');
    expect(cards().every((card) => within(card).queryByText('Ottawa'))).toBe(true);
  });

  it('says when no card matches, and shows skeleton cards while loading', () => {
    renderTable({ columns: cardColumns }, '/brokers?b_q=nobody');
    expect(screen.getByText(staffMessages.dataTable.noMatches)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Brokers' })).toBeNull();
    cleanup();
    renderTable({ columns: cardColumns, loading: true, data: undefined });
    const list = screen.getByRole('list', { name: `Brokers, ${commonWords.loading}` });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(within(list).getAllByTestId('skeleton-card')).toHaveLength(5);
  });

  it('server mode: cards of the page, ordered newest or oldest first by the sort select', async () => {
    const user = userEvent.setup();
    serveBrokers();
    renderWithQuery(<ServerBrokers />, '/brokers');
    expect(await screen.findByText('1–25 of 60')).toBeTruthy();
    expect(cardNames().slice(0, 2)).toEqual(['Broker 60', 'Broker 59']);
    const sort = screen.getByRole('combobox', { name: staffMessages.dataTable.sortBy });
    expect(
      within(sort)
        .getAllByRole('option')
        .filter((option) => !(option as HTMLOptionElement).disabled)
        .map((option) => option.textContent),
    ).toEqual([staffMessages.dataTable.newestFirst('Joined'), staffMessages.dataTable.oldestFirst('Joined')]);
    await user.selectOptions(sort, staffMessages.dataTable.oldestFirst('Joined'));
    await waitFor(() => expect(cardNames()[0]).toBe('Broker 01'));
    expect(requests().at(-1)).toEqual({ order: 'oldest', limit: '25' });
    expect(shownQuery().get('b_order')).toBe('oldest');
    expect(await seriousViolations()).toEqual([]);
  });

  it("keeps what was typed after a search when the URL's echo of that search comes later, and sends it", async () => {
    // A navigation commits in a transition, after typing that followed it: the URL's `q` the table is given
    // here stays behind what the box sent until the test moves it.
    const user = userEvent.setup();
    const sent: string[] = [];
    function LateUrl({ q }: { q: string }) {
      const state = useServerTableState('b', { facetIds: [] });
      return (
        <ServerDataTable
          columns={serverColumns}
          state={{ ...state, q, setQ: (text: string) => sent.push(text) }}
          page={{ items: listed.slice(0, 2), next_cursor: null, total: 2 }}
          loading={false}
          label="Brokers"
          emptyMessage="No brokers yet."
          searchLabel="Search brokers"
        />
      );
    }
    const view = render(
      <MemoryRouter>
        <LateUrl q="" />
      </MemoryRouter>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search brokers' }) as HTMLInputElement;
    await user.type(box, 'broker');
    await waitFor(() => expect(sent).toEqual(['broker']));
    await user.type(box, ' 2');
    view.rerender(
      <MemoryRouter>
        <LateUrl q="broker" />
      </MemoryRouter>,
    );
    expect(box.value).toBe('broker 2');
    await waitFor(() => expect(sent).toEqual(['broker', 'broker 2']));
    // A change of the URL by itself (the back button, Clear filters) still shows in the box.
    view.rerender(
      <MemoryRouter>
        <LateUrl q="" />
      </MemoryRouter>,
    );
    expect(box.value).toBe('');
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
    expect(screen.getByRole('alert').textContent).toBe(commonWords.invalidNumber);
    expect(onSave).not.toHaveBeenCalled();

    await user.type(input, '99{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a number no greater than 25');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
