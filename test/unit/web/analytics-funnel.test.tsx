// @vitest-environment jsdom
import { staffMessages } from '@maplestone/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Funnel } from '../../../web/src/features/analytics/back-office/funnel';

afterEach(cleanup);

const stages = staffMessages.agentAnalytics.funnel.stages;

/** Each stage's bar length, as drawn: its style's width. */
function barWidths() {
  return screen.getAllByRole('listitem').map((item) => {
    const bar = item.querySelector<HTMLElement>('[aria-hidden] > div')!;
    return [item.firstElementChild!.firstElementChild!.textContent, bar.style.width];
  });
}

describe('the funnel', () => {
  it('draws each bar within its track when a stage outnumbers its scale (imported leads, few page views)', () => {
    render(
      <Funnel
        funnel={{ page_views: 53, leads: 2_000, contacted: 1_500, qualified: 700, closed: 0, by_source: [] }}
      />,
    );
    expect(barWidths()).toEqual([
      [stages.page_views, '100%'],
      [stages.leads, '100%'],
      [stages.contacted, '75%'],
      [stages.qualified, '35%'],
      [stages.closed, '0%'],
    ]);
  });

  it('shows a sliver for a stage with anything in it, however small against its scale', () => {
    render(
      <Funnel
        funnel={{ page_views: 100_000, leads: 12, contacted: 0, qualified: 0, closed: 0, by_source: [] }}
      />,
    );
    expect(barWidths()[1]).toEqual([stages.leads, '1%']);
  });
});
