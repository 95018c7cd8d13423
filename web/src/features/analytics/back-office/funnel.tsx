import { FUNNEL_STAGES, type LeadSource, numberFormat, staffMessages } from '@maplestone/shared';
import { FiguresTable } from './figures-table';

const m = staffMessages.agentAnalytics.funnel;
const percent = numberFormat({ style: 'percent', maximumFractionDigits: 1 });

interface FunnelFigures {
  page_views: number;
  leads: number;
  contacted: number;
  qualified: number;
  closed: number;
  by_source: ({ source: LeadSource } & Record<(typeof FUNNEL_STAGES)[number], number>)[];
}

const STAGES = ['page_views', ...FUNNEL_STAGES] as const;

/**
 * A bar's length in percent of its track: at least 1 % when there is anything, at most the whole track. A stage can
 * outnumber its scale: leads from Val, imports and forms outside counted pages outnumber the page views.
 */
function barPercent(count: number, scale: number) {
  if (scale <= 0 || count <= 0) return 0;
  return Math.min(Math.max((count / scale) * 100, 1), 100);
}

/**
 * Page views → leads → contacted → qualified → closed (issue 17): each stage's count with a bar, and
 * what share of the stage before it reached this one. Page views dwarf the rest, so the lead stages'
 * bars are drawn against the leads, and the leads' against the page views.
 */
export function Funnel({ funnel }: { funnel: FunnelFigures }) {
  return (
    <div className="space-y-6">
      <ol className="space-y-3">
        {STAGES.map((stage, index) => {
          const count = funnel[stage];
          const before = index === 0 ? null : funnel[STAGES[index - 1]!];
          const scale = stage === 'page_views' ? count : stage === 'leads' ? funnel.page_views : funnel.leads;
          return (
            <li key={stage}>
              <div className="flex flex-wrap justify-between gap-x-3 text-sm">
                <span className="font-medium text-slate-800">{m.stages[stage]}</span>
                <span className="text-slate-600">
                  <span className="font-semibold text-navy-950 tabular-nums">
                    {numberFormat().format(count)}
                  </span>
                  {before ? ` · ${m.ofPrevious(percent.format(count / before))}` : null}
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
      <FiguresTable
        caption={m.bySource}
        showCaption
        nameHeader={m.source}
        headers={FUNNEL_STAGES.map((stage) => m.stages[stage])}
        rows={funnel.by_source.map((row) => ({
          key: row.source,
          name: staffMessages.leads.sourceLabels[row.source],
          figures: FUNNEL_STAGES.map((stage) => numberFormat().format(row[stage])),
        }))}
      />
    </div>
  );
}
