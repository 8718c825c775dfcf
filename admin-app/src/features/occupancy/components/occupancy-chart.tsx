// The Occupancy chart, loaded only when the panel opens (occupancy-panel.tsx imports
// this module with React.lazy, so recharts is a chunk of its own). Stacked bars per day split
// owner/renter/guest, the lot capacity as a line. Below 800 px it is shorter, with fewer ticks.
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
import type { OccupancyDay } from '@parking/shared/domain';
import { portalTheme, usePhoneLayout } from '@parking/shared/ui';

export const SERIES_COLORS = {
  owner: portalTheme.colors.primary,
  renter: '#7b5ea7',
  guest: '#d08a1e',
  capacity: portalTheme.colors.danger,
} as const;

const shortDate = (date: string) => date.slice(5);

export interface OccupancyChartProps {
  days: readonly OccupancyDay[];
}

export default function OccupancyChart({ days }: OccupancyChartProps) {
  const phone = usePhoneLayout();
  const hasCapacity = days.some((day) => day.capacity > 0);
  return (
    <ResponsiveContainer width="100%" height={phone ? 260 : 340}>
      <ComposedChart
        accessibilityLayer={false}
        data={days as OccupancyDay[]}
        margin={{ top: 8, right: 8, bottom: 0, left: phone ? -16 : 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={shortDate}
          minTickGap={phone ? 24 : 16}
          tick={{ fontSize: 12 }}
        />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={phone ? 40 : 48} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
        <Bar
          dataKey="owner"
          name="Owner"
          stackId="onsite"
          fill={SERIES_COLORS.owner}
          isAnimationActive={false}
        />
        <Bar
          dataKey="renter"
          name="Renter"
          stackId="onsite"
          fill={SERIES_COLORS.renter}
          isAnimationActive={false}
        />
        <Bar
          dataKey="guest"
          name="Guest"
          stackId="onsite"
          fill={SERIES_COLORS.guest}
          isAnimationActive={false}
        />
        {hasCapacity ? (
          <Line
            dataKey="capacity"
            name="Capacity"
            type="stepAfter"
            stroke={SERIES_COLORS.capacity}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ) : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
