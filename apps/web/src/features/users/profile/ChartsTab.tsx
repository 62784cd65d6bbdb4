import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ShowChart from '@mui/icons-material/ShowChart';
import type { TSeasonChoice } from '@caps/domain';
import { usePlots } from '../../../api/players.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { GameTypeSwitch } from '../../../ui/GameTypeSwitch.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { formatDecimal } from '../../../ui/stats-format.ts';
import { chartPoints, describeSeries, summarizePoints, type ChartPoint } from './chart-data.ts';
import { CHART_TYPES, type ChartType } from './profile-params.ts';
import { useT } from '../../../i18n/use-t.ts';

// recharts is large: it loads with the first chart, never with the profile itself.
const PlotChart = lazy(() => import('./PlotChart.tsx'));

const CHART_HEIGHT = 260;

interface PlotCardProps {
  id: string;
  title: string;
  subtitle: string;
  points: ChartPoint[];
  color: string;
  animate: boolean;
}

function PlotCard({ id, title, subtitle, points, color, animate }: PlotCardProps) {
  const t = useT();
  const summary = summarizePoints(points);
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          columnGap: 2,
          mb: 1,
          px: { xs: 0.5, sm: 0 },
        }}
      >
        <Box>
          <Typography id={id} variant="h3" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 14, height: 3, borderRadius: 1, bgcolor: color, display: 'inline-block' }}
            />
            {title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {subtitle}
          </Typography>
        </Box>
        {summary && (
          <Typography variant="body2" color="text.secondary" aria-hidden sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('users.charts.now')}{' '}
            <Box component="strong" sx={{ color: 'text.primary' }}>
              {formatDecimal(summary.last.value)}
            </Box>{' '}
            {t('users.charts.highLow', { high: formatDecimal(summary.max), low: formatDecimal(summary.min) })}
          </Typography>
        )}
      </Box>
      <Box
        component="figure"
        role="img"
        aria-label={describeSeries(title, summary)}
        sx={{ m: 0, height: CHART_HEIGHT, minWidth: 0, overflow: 'hidden' }}
        data-testid={`${id}-chart`}
      >
        <Suspense fallback={<Loading />}>
          <PlotChart points={points} valueLabel={title} color={color} animate={animate} height={CHART_HEIGHT} />
        </Suspense>
      </Box>
    </Card>
  );
}

export interface ChartsTabProps {
  userId: string;
  chart: ChartType;
  /** The ladder whose games the charts draw (a season's id, or all-time). */
  season?: TSeasonChoice;
  onChartChange: (chart: ChartType) => void;
}

/** Points and average rebuttals over the last 365 days for Singles, Easy Caps or Doubles (`?chart=`). */
export function ChartsTab({ userId, chart, season, onChartChange }: ChartsTabProps) {
  const t = useT();
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const plots = usePlots(userId, chart, season);
  const label = t(`gameType.${chart}`);

  let body;
  if (plots.isPending) body = <Loading />;
  else if (plots.isError) {
    body = (
      <Alert severity="error" role="alert">
        {t('users.charts.failed')}
      </Alert>
    );
  } else {
    const points = chartPoints(plots.data.pointSeries);
    const rebuttals = chartPoints(plots.data.rebuttalsSeries);
    body =
      points.length === 0 && rebuttals.length === 0 ? (
        <Card>
          <EmptyState
            title={t('users.charts.empty')}
            icon={<ShowChart fontSize="inherit" />}
            description={t('users.charts.emptyHint', { type: label })}
          />
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <PlotCard
            id="chart-points"
            title={t('users.charts.points')}
            subtitle={t('users.charts.pointsHint')}
            points={points}
            color={theme.palette.primary.main}
            animate={!reducedMotion}
          />
          <PlotCard
            id="chart-rebuttals"
            title={t('users.charts.rebuttals')}
            subtitle={t('users.charts.rebuttalsHint')}
            points={rebuttals}
            color={theme.palette.secondary.main}
            animate={!reducedMotion}
          />
        </Box>
      );
  }

  return (
    <>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}
      >
        <Typography variant="h2">{t('users.charts.title')}</Typography>
        <GameTypeSwitch
          value={chart}
          options={CHART_TYPES}
          onChange={onChartChange}
          label={t('users.charts.gameType')}
        />
      </Box>
      {chart === 'DOUBLES' && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('users.charts.doublesNote')}
        </Typography>
      )}
      {body}
    </>
  );
}
