/** The recharts line chart of one plot; loaded lazily so recharts stays out of the start-up bundle. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDecimal } from '../../../ui/stats-format.ts';
import { formatDay, formatDayShort, type ChartPoint } from './chart-data.ts';
import { useT } from '../../../i18n/use-t.ts';

export interface PlotChartProps {
  points: ChartPoint[];
  /** What the values are, for the tooltip ('Points'). */
  valueLabel: string;
  color: string;
  /** Off in tests, screenshots and for reduced motion. */
  animate: boolean;
  height: number;
}

interface ChartTooltipProps {
  active?: boolean;
  payload?: readonly { value?: unknown }[];
  label?: unknown;
  valueLabel: string;
}

function ChartTooltip({ active, payload, label, valueLabel }: ChartTooltipProps) {
  const t = useT();
  const value = payload?.[0]?.value;
  if (!active || typeof value !== 'number' || typeof label !== 'string') return null;
  return (
    <Box
      sx={{
        bgcolor: 'background.raised',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 1.5,
        py: 1,
        boxShadow: 8,
      }}
    >
      <Typography variant="caption" color="text.secondary" component="div">
        {formatDay(label)}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 750, fontVariantNumeric: 'tabular-nums' }}>
        {t('users.charts.tooltip', { series: valueLabel, value: formatDecimal(value) })}
      </Typography>
    </Box>
  );
}

/** A line over the days with values, a faint grid, date ticks and a tooltip with the date and the value. */
export default function PlotChart({ points, valueLabel, color, animate, height }: PlotChartProps) {
  const theme = useTheme();
  const tick = { fill: theme.palette.text.secondary, fontSize: 12 };
  const fewPoints = points.filter((p) => p.value !== null).length <= 2;
  return (
    <LineChart
      responsive
      data={points}
      style={{ width: '100%', height }}
      margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
    >
      <CartesianGrid stroke={theme.palette.divider} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={formatDayShort}
        tick={tick}
        stroke={theme.palette.divider}
        minTickGap={32}
        interval="preserveStartEnd"
        tickMargin={8}
      />
      <YAxis
        domain={['auto', 'auto']}
        tickFormatter={(v: number) => (Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(1))}
        tick={tick}
        stroke={theme.palette.divider}
        width={48}
        allowDecimals
      />
      <Tooltip
        content={({ active, payload, label }) => (
          <ChartTooltip active={active} payload={payload} label={label} valueLabel={valueLabel} />
        )}
        cursor={{ stroke: theme.palette.text.secondary, strokeDasharray: '4 4' }}
        isAnimationActive={false}
      />
      <Line
        type="monotone"
        dataKey="value"
        name={valueLabel}
        stroke={color}
        strokeWidth={2.5}
        dot={fewPoints ? { r: 4, fill: color, stroke: color } : false}
        activeDot={{ r: 5, fill: color, stroke: theme.palette.background.paper, strokeWidth: 2 }}
        connectNulls={false}
        isAnimationActive={animate}
        animationDuration={theme.transitions.duration.standard}
        animationEasing="ease-out"
      />
    </LineChart>
  );
}
