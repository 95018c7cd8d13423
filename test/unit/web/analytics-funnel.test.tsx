// @vitest-environment jsdom
import { staffMessages } from '@maplestone/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Funnel } from '../../../web/src/features/analytics/back-office/funnel';
import { fileStages } from './support/funnel';

afterEach(cleanup);

const m = staffMessages.agentAnalytics.funnel;
const stages = m.stages;

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
        funnel={{
          page_views: 53,
          leads: 2_000,
          contacted: 1_500,
          qualified: 700,
          closed: 0,
          ...fileStages(500, 400, 300, 200, 100, 20),
          by_source: [],
        }}
      />,
    );
    expect(barWidths()).toEqual([
      [stages.page_views, '100%'],
      [stages.leads, '100%'],
      [stages.contacted, '75%'],
      [stages.qualified, '35%'],
      [stages.closed, '0%'],
      // The borrower files' stages (issue 38), drawn against the leads too.
      [stages.application_started, '25%'],
      [stages.application_submitted, '20%'],
      [stages.documents_complete, '15%'],
      [stages.sent_to_lender, '10%'],
      [stages.approved, '5%'],
      [stages.funded, '1%'],
    ]);
  });

  it('shows a sliver for a stage with anything in it, however small against its scale', () => {
    render(
      <Funnel
        funnel={{
          page_views: 100_000,
          leads: 12,
          contacted: 0,
          qualified: 0,
          closed: 0,
          ...fileStages(),
          by_source: [],
        }}
      />,
    );
    expect(barWidths()[1]).toEqual([stages.leads, '1%']);
  });

  it('lists the file stages apart, the first as a share of the leads (a file starts from a lead, not from closed)', () => {
    render(
      <Funnel
        funnel={{
          page_views: 0,
          leads: 8,
          contacted: 6,
          qualified: 4,
          closed: 0,
          ...fileStages(4, 2),
          by_source: [],
        }}
      />,
    );
    const files = screen.getByRole('list', { name: m.fileStages });
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${stages.application_started}4 · ${m.ofLeads('50%')}`,
      `${stages.application_submitted}2 · ${m.ofPrevious('50%')}`,
      `${stages.documents_complete}0 · ${m.ofPrevious('0%')}`,
      // Nothing before it: no share to say.
      `${stages.sent_to_lender}0`,
      `${stages.approved}0`,
      `${stages.funded}0`,
    ]);
  });
});
