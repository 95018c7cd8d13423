import { formatCad, numberFormat, type ScheduleYear } from '@maplestone/shared';
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

const compact: Intl.NumberFormatOptions = {
  notation: 'compact',
  style: 'currency',
  currency: 'CAD',
  maximumFractionDigits: 1,
};

/** Principal and interest paid each year (stacked bars) and the balance left (line). Loaded on demand. */
export default function ScheduleChart({ rows }: { rows: ScheduleYear[] }) {
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
              tickFormatter={(v: number) => numberFormat(compact).format(v)}
              tickLine={false}
              axisLine={false}
              tick={{ fill: '#475569', fontSize: 12 }}
              width={56}
            />
            <YAxis
              yAxisId="balance"
              orientation="right"
              tickFormatter={(v: number) => numberFormat(compact).format(v)}
              tickLine={false}
              axisLine={false}
              tick={{ fill: '#475569', fontSize: 12 }}
              width={56}
            />
            <Tooltip
              formatter={(value) => formatCad(Number(value), { decimals: 0 })}
              labelFormatter={(year) => `Year ${year}`}
              contentStyle={{ borderRadius: 12, borderColor: '#e2e8f0' }}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Bar
              yAxisId="paid"
              dataKey="principal"
              name="Principal"
              stackId="paid"
              fill="#23426d"
              radius={[0, 0, 0, 0]}
            />
            <Bar
              yAxisId="paid"
              dataKey="interest"
              name="Interest"
              stackId="paid"
              fill="#d43d3d"
              radius={[4, 4, 0, 0]}
            />
            <Line
              yAxisId="balance"
              dataKey="endingBalance"
              name="Balance"
              stroke="#e0a82e"
              strokeWidth={3}
              dot={false}
              type="monotone"
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">
        Chart of principal and interest paid each year and the remaining balance; the table below lists the
        same figures.
      </figcaption>
    </figure>
  );
}
