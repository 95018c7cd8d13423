import {
  FILE_FUNNEL_STAGES,
  FUNNEL_FIGURES,
  FUNNEL_STAGES,
  type FunnelFigure,
  type LeadSource,
  numberFormat,
  staffMessages,
} from '@maplestone/shared';
import { useId } from 'react';
import { FiguresTable } from './figures-table';

const m = staffMessages.agentAnalytics.funnel;
const percent = numberFormat({ style: 'percent', maximumFractionDigits: 1 });

type FunnelFigures = {
  page_views: number;
  by_source: ({ source: LeadSource } & Record<FunnelFigure, number>)[];
} & Record<FunnelFigure, number>;

type Bar = 'page_views' | FunnelFigure;
const LEAD_BARS = ['page_views', ...FUNNEL_STAGES] as const;

/**
 * A bar's length in percent of its track: at least 1 % when there is anything, at most the whole track. A stage can
 * outnumber its scale: leads from Val, imports and forms outside counted pages outnumber the page views.
 */
function barPercent(count: number, scale: number) {
  if (scale <= 0 || count <= 0) return 0;
  return Math.min(Math.max((count / scale) * 100, 1), 100);
}

/** What a bar's share is of: the stage before it; the first file stage's, the leads (a file starts from a lead). */
function shareOf(bar: Bar, bars: readonly Bar[], index: number, funnel: FunnelFigures) {
  if (bar === FILE_FUNNEL_STAGES[0]) return { of: funnel.leads, say: m.ofLeads };
  return index === 0 ? null : { of: funnel[bars[index - 1]!], say: m.ofPrevious };
}

function Bars({
  bars,
  funnel,
  labelledBy,
}: {
  bars: readonly Bar[];
  funnel: FunnelFigures;
  labelledBy?: string;
}) {
  return (
    <ol className="space-y-3" aria-labelledby={labelledBy}>
      {bars.map((bar, index) => {
        const count = funnel[bar];
        const share = shareOf(bar, bars, index, funnel);
        const scale = bar === 'page_views' ? count : bar === 'leads' ? funnel.page_views : funnel.leads;
        return (
          <li key={bar}>
            <div className="flex flex-wrap justify-between gap-x-3 text-sm">
              <span className="font-medium text-slate-800">{m.stages[bar]}</span>
              <span className="text-slate-600">
                <span className="font-semibold text-navy-950 tabular-nums">
                  {numberFormat().format(count)}
                </span>
                {share?.of ? ` · ${share.say(percent.format(count / share.of))}` : null}
              </span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden>
              <div
                className="h-2 rounded-full bg-navy-700"
                style={{ width: `${barPercent(count, scale)}%` }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Page views → leads → contacted → qualified → closed (issue 17), then how many leads' borrower files reached
 * each file stage, application started → funded (issue 38, ADR 119): each stage's count with a bar, and what share
 * of the stage before it reached this one (the first file stage: of the leads). Page views dwarf the rest, so the
 * stages' bars are drawn against the leads, and the leads' against the page views.
 */
export function Funnel({ funnel }: { funnel: FunnelFigures }) {
  const fileStagesId = useId();
  return (
    <div className="space-y-6">
      <Bars bars={LEAD_BARS} funnel={funnel} />
      <div className="space-y-3 border-t border-slate-100 pt-4">
        <p id={fileStagesId} className="text-sm font-semibold text-slate-700">
          {m.fileStages}
        </p>
        <Bars bars={FILE_FUNNEL_STAGES} funnel={funnel} labelledBy={fileStagesId} />
      </div>
      <FiguresTable
        caption={m.bySource}
        showCaption
        nameHeader={m.source}
        headers={FUNNEL_FIGURES.map((stage) => m.stages[stage])}
        rows={funnel.by_source.map((row) => ({
          key: row.source,
          name: staffMessages.leads.sourceLabels[row.source],
          figures: FUNNEL_FIGURES.map((stage) => numberFormat().format(row[stage])),
        }))}
        className="min-w-[52rem]"
      />
    </div>
  );
}
