import type { ScheduleYear } from '@maplestone/shared';
import { calculatorsMortgageWords } from '@maplestone/shared/words/calculators';
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
            <XAxis
              dataKey="year"
              tickLine={false}
              axisLine={false}
              tick={{ fill: '#475569', fontSize: 12 }}
            />
            <YAxis
              yAxisId="paid"
              tickFormatter={axis}
              tickLine={false}
              axisLine={false}
              tick={{ fill: '#475569', fontSize: 12 }}
              width={56}
            />
            <YAxis
              yAxisId="balance"
              orientation="right"
              tickFormatter={axis}
              tickLine={false}
              axisLine={false}
              tick={{ fill: '#475569', fontSize: 12 }}
              width={56}
            />
            <Tooltip
              formatter={(value) => f.money(Number(value), 0)}
              labelFormatter={(year) => chart.year(String(year))}
              contentStyle={{ borderRadius: 12, borderColor: '#e2e8f0' }}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Bar
              yAxisId="paid"
              dataKey="principal"
              name={chart.principal}
              stackId="paid"
              fill="#23426d"
              radius={[0, 0, 0, 0]}
            />
            <Bar
              yAxisId="paid"
              dataKey="interest"
              name={chart.interest}
              stackId="paid"
              fill="#d43d3d"
              radius={[4, 4, 0, 0]}
            />
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
