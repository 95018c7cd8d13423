import { dateTimeFormat } from '@maplestone/shared';
import { rateHistoryMessages } from '@maplestone/shared/i18n/en/rate-history';
import { LANGUAGE_TAGS, type Locale } from '@maplestone/shared/i18n/locale';
import type { Words } from '@maplestone/shared/i18n/words';
import { ScrollBox } from '../../../components/ui/scroll-box';
import { type Formats, useFormat } from '../../../lib/format';
import { useWords } from '../../../lib/i18n';
import type { RateHistory } from '../api/rate-history';

type Point = { d: string; v: number };
export type SeriesKey = 'fixed' | 'variable' | 'posted';

/** Each line's look: colour, dash, and whether the legend shows a dashed swatch. */
export const SERIES_STYLE: Record<SeriesKey, { color: string; dash?: string }> = {
  fixed: { color: '#23426d' },
  variable: { color: '#047857' },
  posted: { color: '#b42318', dash: '6 4' },
};
export const SERIES_ORDER: SeriesKey[] = ['fixed', 'variable', 'posted'];

const time = (day: string) => Date.parse(`${day}T00:00:00Z`);
const utc = { timeZone: 'UTC' } as const;
/** A day ('2026-11-23') as the page's language writes it: 'Nov 23, 2026' / '23 nov. 2026'. */
export const formatDay = (day: string, locale: Locale = 'en') =>
  dateTimeFormat({ ...utc, year: 'numeric', month: 'short', day: 'numeric' }, LANGUAGE_TAGS[locale]).format(
    time(day),
  );
const formatMonth = (day: string, locale: Locale) =>
  dateTimeFormat({ ...utc, month: 'short' }, LANGUAGE_TAGS[locale]).format(time(day));
const formatYear = (day: string, locale: Locale) =>
  dateTimeFormat({ ...utc, year: 'numeric' }, LANGUAGE_TAGS[locale]).format(time(day));

export function seriesOf(history: RateHistory): Record<SeriesKey, Point[]> {
  return { fixed: history.fixed.points, variable: history.variable.points, posted: history.posted.points };
}

/** The table's rows: every day any series has a point, newest first, with each series' value that day. */
export function tableRows(history: RateHistory) {
  const series = seriesOf(history);
  const byDay = new Map<string, Partial<Record<SeriesKey, number>>>();
  for (const key of SERIES_ORDER) {
    for (const point of series[key]) byDay.set(point.d, { ...byDay.get(point.d), [key]: point.v });
  }
  return [...byDay.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([d, values]) => ({ d, ...values }));
}

interface Frame {
  width: number;
  height: number;
  /** Room for the axis labels. */
  left: number;
  bottom: number;
  /** Date ticks: yearly, or every `months` months. */
  months: number;
}

function ticksOf(history: RateHistory, values: number[], frame: Frame) {
  const low = Math.floor(Math.min(...values) * 2) / 2 - 0.5;
  const high = Math.ceil(Math.max(...values) * 2) / 2 + 0.5;
  const step = high - low > 4 ? 1 : 0.5;
  const yTicks: number[] = [];
  for (let v = Math.ceil(low / step) * step; v <= high + 1e-9; v += step)
    yTicks.push(Math.round(v * 10) / 10);
  const [fy, fm] = history.from.split('-').map(Number) as [number, number];
  const [ty, tm] = history.to.split('-').map(Number) as [number, number];
  const spanYears = ty - fy + (tm - fm) / 12;
  const months =
    spanYears > 1.5 ? 12 * Math.max(1, Math.ceil(spanYears / (frame.width > 500 ? 8 : 4))) : frame.months;
  const xTicks: string[] = [];
  for (let y = fy, m = 1; y <= ty; ) {
    const day = `${y}-${String(m).padStart(2, '0')}-01`;
    if (day >= history.from && day <= history.to) xTicks.push(day);
    m += months;
    while (m > 12) {
      m -= 12;
      y += 1;
    }
  }
  return { low, high, yTicks, xTicks, yearly: months >= 12 };
}

/** One SVG of the chart at a given drawing width (the page shows the narrow one on phones). */
function ChartSvg({
  history,
  frame,
  label,
  f,
  t,
}: {
  history: RateHistory;
  frame: Frame;
  label: string;
  f: Formats;
  t: Words<typeof rateHistoryMessages>;
}) {
  const series = seriesOf(history);
  const values = SERIES_ORDER.flatMap((key) => series[key].map((p) => p.v));
  const { low, high, yTicks, xTicks, yearly } = ticksOf(history, values, frame);
  const plotW = frame.width - frame.left - 12;
  const plotH = frame.height - frame.bottom - 12;
  const t0 = time(history.from);
  const span = Math.max(1, time(history.to) - t0);
  const x = (day: string) => frame.left + ((time(day) - t0) / span) * plotW;
  const y = (v: number) => 12 + ((high - v) / (high - low)) * plotH;
  const path = (points: Point[]) =>
    points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.d).toFixed(1)},${y(p.v).toFixed(1)}`).join('');
  return (
    <svg
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      className="h-auto w-full"
      role="img"
      aria-label={label}
      data-testid="rate-history-svg"
    >
      {yTicks.map((v) => (
        <g key={v}>
          <line x1={frame.left} x2={frame.width - 12} y1={y(v)} y2={y(v)} stroke="#e2e8f0" />
          <text x={frame.left - 6} y={y(v) + 4} textAnchor="end" fontSize={12} fill="#475569">
            {f.rate(v)}
          </text>
        </g>
      ))}
      {xTicks.map((day) => (
        <text
          key={day}
          x={x(day)}
          y={frame.height - frame.bottom + 18}
          textAnchor="middle"
          fontSize={12}
          fill="#475569"
        >
          {yearly ? formatYear(day, f.locale) : formatMonth(day, f.locale)}
        </text>
      ))}
      <text
        transform={`translate(12 ${12 + plotH / 2}) rotate(-90)`}
        textAnchor="middle"
        fontSize={12}
        fill="#334155"
      >
        {t.axisRate}
      </text>
      <text x={frame.left + plotW / 2} y={frame.height - 4} textAnchor="middle" fontSize={12} fill="#334155">
        {t.axisDate}
      </text>
      {SERIES_ORDER.map((key) => {
        const points = series[key];
        const style = SERIES_STYLE[key];
        const last = points[points.length - 1];
        return (
          <g key={key} data-series={key}>
            {points.length > 1 ? (
              <path
                d={path(points)}
                fill="none"
                stroke={style.color}
                strokeWidth={2.5}
                strokeDasharray={style.dash}
                strokeLinejoin="round"
              />
            ) : null}
            {/* The latest point is marked, so a series of one day still shows. */}
            {last ? <circle cx={x(last.d)} cy={y(last.v)} r={4} fill={style.color} /> : null}
          </g>
        );
      })}
    </svg>
  );
}

const NARROW: Frame = { width: 360, height: 260, left: 64, bottom: 40, months: 3 };
const WIDE: Frame = { width: 720, height: 300, left: 68, bottom: 40, months: 2 };
/** The space the chart takes before and after its data arrives (no layout shift). */
export const CHART_BOX = 'aspect-[360/260] sm:aspect-[720/300]';

/** The chart, its legend and the same points as a table (for screen readers and anyone who wants figures). */
export function RateHistoryChart({ history, rangeLabel }: { history: RateHistory; rangeLabel: string }) {
  const t = useWords('rateHistory', rateHistoryMessages);
  const f = useFormat();
  const rows = tableRows(history);
  const label = t.chartLabel(rangeLabel);
  return (
    <div>
      <figure>
        <div className={CHART_BOX}>
          <div className="sm:hidden">
            <ChartSvg history={history} frame={NARROW} label={label} f={f} t={t} />
          </div>
          <div className="hidden sm:block">
            <ChartSvg history={history} frame={WIDE} label={label} f={f} t={t} />
          </div>
        </div>
        <figcaption>
          <ul
            className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700"
            data-testid="rate-history-legend"
          >
            {SERIES_ORDER.map((key) => (
              <li key={key} className="flex items-center gap-2">
                <svg width="24" height="8" aria-hidden className="shrink-0">
                  <line
                    x1="0"
                    x2="24"
                    y1="4"
                    y2="4"
                    stroke={SERIES_STYLE[key].color}
                    strokeWidth="3"
                    strokeDasharray={SERIES_STYLE[key].dash}
                  />
                </svg>
                {t.series[key]}
              </li>
            ))}
          </ul>
        </figcaption>
      </figure>
      <details className="mt-4 rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
        <summary className="cursor-pointer font-medium text-navy-800">{t.tableSummary}</summary>
        <ScrollBox label={t.tableCaption(rangeLabel)} className="mt-3 max-h-80 overflow-y-auto">
          <table className="w-full text-left tabular-nums" data-testid="rate-history-table">
            <caption className="sr-only">{t.tableCaption(rangeLabel)}</caption>
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t.columns.date}
                </th>
                {SERIES_ORDER.map((key) => (
                  <th key={key} scope="col" className="py-1 pr-3 font-medium">
                    {t.columns[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.d} className="border-t border-slate-200">
                  <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                    {formatDay(row.d, f.locale)}
                  </th>
                  {SERIES_ORDER.map((key) => (
                    <td key={key} className="py-1 pr-3">
                      {row[key] === undefined ? t.noValue : f.rate(row[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      </details>
    </div>
  );
}
