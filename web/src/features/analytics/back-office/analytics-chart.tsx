import { staffMessages } from '@maplestone/shared';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay } from '../../../lib/dates';
import type { DayCounts } from './days-table';

const m = staffMessages.agentAnalytics;

/**
 * Page views and leads per day (two lines): the agent's analytics and the platform's. Loaded on demand
 * (recharts is large); the DaysTable beside it says the same for screen readers, so the drawing itself
 * is hidden from them.
 */
export default function AnalyticsChart({ days }: { days: readonly DayCounts[] }) {
  return (
    <div className="h-72 w-full" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        {/* No keyboard layer: the chart is hidden from assistive tech (its summary and table say the same),
            so nothing in it may take focus. */}
        <LineChart
          data={[...days]}
          margin={{ top: 8, right: 12, bottom: 0, left: -12 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis
            dataKey="day"
            tickFormatter={formatDay}
            tickLine={false}
            axisLine={false}
            minTickGap={24}
            tick={{ fill: '#475569', fontSize: 12 }}
          />
          <YAxis
            allowDecimals={false}
            tickLine={false}
            axisLine={false}
            tick={{ fill: '#475569', fontSize: 12 }}
            width={48}
          />
          <Tooltip
            labelFormatter={(day) => formatDay(String(day))}
            contentStyle={{ borderRadius: 12, borderColor: '#e2e8f0' }}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Line
            type="monotone"
            dataKey="page_views"
            name={m.pageViews}
            stroke="#1b3354"
            strokeWidth={2}
            dot={false}
          />
          <Line type="monotone" dataKey="leads" name={m.leads} stroke="#b92b2f" strokeWidth={2} dot={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
