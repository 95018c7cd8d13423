// @vitest-environment jsdom
import { rateHistoryMessages as t } from '@maplestone/shared/i18n/en/rate-history';
import type { RateHistory } from '@maplestone/shared/schemas/rate-history';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tableRows } from '../../../web/src/features/rates/components/rate-history-chart';
import { RateHistorySection } from '../../../web/src/features/rates/components/rate-history-section';
import { renderScreen } from './support/render';

afterEach(() => vi.unstubAllGlobals());

const points = (days: string[], v: number) => days.map((d, i) => ({ d, v: v + i / 100 }));

function historyOf(range: RateHistory['range'], overrides: Partial<RateHistory> = {}): RateHistory {
  const weeks =
    range === '1y' ? ['2026-11-04', '2026-11-11', '2026-11-18'] : ['2022-11-16', '2024-11-13', '2026-11-18'];
  return {
    province: 'Ontario',
    range,
    from: range === '1y' ? '2025-11-24' : '2021-11-24',
    to: '2026-11-23',
    fixed: { region: 'Ontario', points: points(['2026-11-22', '2026-11-23'], 4.6) },
    variable: { region: 'National', points: points(['2026-11-22', '2026-11-23'], 4.1) },
    posted: { points: points(weeks, 6.09) },
    ...overrides,
  };
}

/** Serves GET /api/rates/history with `answer(range)` and records the queries asked. */
function serveHistory(answer: (range: RateHistory['range']) => RateHistory) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://site.test');
    asked.push(url.search);
    return Response.json(answer(url.searchParams.get('range') as RateHistory['range']));
  });
  return asked;
}

const bodyRows = () => within(screen.getByTestId('rate-history-table')).getAllByRole('row').slice(1);

describe('rate history on /rates', () => {
  it('shows 5 years first: the chart, its legend and a table row per day, newest first', async () => {
    const asked = serveHistory((range) => historyOf(range));
    renderScreen(<RateHistorySection province="ON" />);
    await screen.findByTestId('rate-history-table');
    expect(asked[0]).toBe('?province=Ontario&range=5y');
    expect(screen.getByRole('button', { name: t.ranges['5y'] }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('img', { name: t.chartLabel(t.ranges['5y']) })).toHaveLength(2);
    const legend = screen.getByTestId('rate-history-legend').textContent;
    for (const name of Object.values(t.series)) expect(legend).toContain(name);
    const rows = bodyRows().map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Nov 23, 2026', '4.61%', '4.11%', '—'],
      ['Nov 22, 2026', '4.60%', '4.10%', '—'],
      ['Nov 18, 2026', '—', '—', '6.11%'],
      ['Nov 13, 2024', '—', '—', '6.10%'],
      ['Nov 16, 2022', '—', '—', '6.09%'],
    ]);
    // Variable came from National: the page says so.
    expect(screen.getByText(t.nationalFallback('Ontario'))).toBeTruthy();
  });

  it('the range buttons ask for that range and say which is on', async () => {
    const asked = serveHistory((range) => historyOf(range));
    const user = userEvent.setup();
    renderScreen(<RateHistorySection province="ON" />);
    await screen.findByTestId('rate-history-table');
    await user.click(screen.getByRole('button', { name: t.ranges['1y'] }));
    await waitFor(() => expect(screen.getByTestId('rate-history').dataset.range).toBe('1y'));
    expect(asked).toContain('?province=Ontario&range=1y');
    expect(screen.getByRole('button', { name: t.ranges['1y'] }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: t.ranges['5y'] }).getAttribute('aria-pressed')).toBe('false');
    expect(bodyRows().at(-1)?.textContent).toContain('Nov 4, 2026');
  });

  it('says so plainly when nothing is recorded, and when our own lines are one day long', async () => {
    serveHistory((range) =>
      historyOf(range, {
        fixed: { region: 'Ontario', points: [] },
        variable: { region: 'Ontario', points: [] },
        posted: { points: [] },
      }),
    );
    renderScreen(<RateHistorySection province="ON" />);
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.queryByTestId('rate-history-table')).toBeNull();
  });

  it('says since when our own rates are recorded when there is a single day of them', async () => {
    serveHistory((range) =>
      historyOf(range, {
        fixed: { region: 'Ontario', points: [{ d: '2026-11-23', v: 4.64 }] },
        variable: { region: 'Ontario', points: [{ d: '2026-11-23', v: 4.15 }] },
      }),
    );
    renderScreen(<RateHistorySection province="ON" />);
    expect((await screen.findByTestId('rate-history-short')).textContent).toBe(
      t.shortHistory('Nov 23, 2026'),
    );
    expect(screen.getByTestId('rate-history-table')).toBeTruthy();
  });

  it('tableRows: one row per day any series has, newest first', () => {
    expect(tableRows(historyOf('1y')).map((row) => row.d)).toEqual([
      '2026-11-23',
      '2026-11-22',
      '2026-11-18',
      '2026-11-11',
      '2026-11-04',
    ]);
  });
});
