import type { ScheduleYear } from '@maplestone/shared';
import { calculatorsMortgageWords } from '@maplestone/shared/i18n/en/calculators';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useFormat } from '../../../lib/format';
import { useWords } from '../../../lib/i18n';

const compact: Intl.NumberFormatOptions = {
  notation: 'compact',
  style: 'currency',
  currency: 'CAD',
  maximumFractionDigits: 1,
};

/** The axes' look: no tick marks or axis line, small slate labels. */
const AXIS = { tickLine: false, axisLine: false, tick: { fill: '#475569', fontSize: 12 } };

/** The paid bars, stacked bottom to top: principal, then interest with the stack's rounded top. */
const BARS: { key: 'principal' | 'interest'; fill: string; radius: [number, number, number, number] }[] = [
  { key: 'principal', fill: '#23426d', radius: [0, 0, 0, 0] },
  { key: 'interest', fill: '#d43d3d', radius: [4, 4, 0, 0] },
];

/** Principal and interest paid each year (stacked bars) and the balance left (line). Loaded on demand. */
export default function ScheduleChart({ rows }: { rows: ScheduleYear[] }) {
  const chart = useWords('calculators', 'mortgage', calculatorsMortgageWords).chart;
  const f = useFormat();
  const axis = (v: number) => f.number(v, compact);
  return (
    <figure>
      <div className="h-80 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            <XAxis dataKey="year" {...AXIS} />
            <YAxis yAxisId="paid" tickFormatter={axis} width={56} {...AXIS} />
            <YAxis yAxisId="balance" orientation="right" tickFormatter={axis} width={56} {...AXIS} />
            <Tooltip
              formatter={(value) => f.money(Number(value), 0)}
              labelFormatter={(year) => chart.year(String(year))}
              contentStyle={{ borderRadius: 12, borderColor: '#e2e8f0' }}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            {BARS.map(({ key, fill, radius }) => (
              <Bar
                key={key}
                yAxisId="paid"
                dataKey={key}
                name={chart[key]}
                stackId="paid"
                fill={fill}
                radius={radius}
              />
            ))}
            <Line
              yAxisId="balance"
              dataKey="endingBalance"
              name={chart.balance}
              stroke="#e0a82e"
              strokeWidth={3}
              dot={false}
              type="monotone"
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">{chart.caption}</figcaption>
    </figure>
  );
}
