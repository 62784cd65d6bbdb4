import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense, type ReactElement } from 'react';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import ShowChart from '@mui/icons-material/ShowChart';
import { useSearchParams } from 'react-router';
import type { TUserFull } from '@caps/domain';
import { SeasonSwitcher, useSeasonParams } from '../../seasons/index.ts';
import { useIsPhone } from '../../../ui/use-is-phone.ts';
import { AchievementsTab } from './AchievementsTab.tsx';
import { ChartsTab } from './ChartsTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { chartTypeOf, PROFILE_TABS, profileParams, profileTabOf, type ProfileTab } from './profile-params.ts';
import { useT } from '../../../i18n/use-t.ts';

const TAB_ICONS: Record<ProfileTab, ReactElement> = {
  stats: <QueryStatsOutlined />,
  charts: <ShowChart />,
  history: <HistoryOutlined />,
  achievements: <EmojiEventsOutlined />,
};

// The game history (its filters, opponent search and pager) loads when its tab is opened: most visits start on the
// overview, and the history's code is a large part of the profile's.
const HistoryTab = lazy(() => import('./HistoryTab.tsx').then((m) => ({ default: m.HistoryTab })));

const tabId = (t: ProfileTab) => `profile-tab-${t}`;
const panelId = (t: ProfileTab) => `profile-panel-${t}`;

/**
 * The profile's tabs under the header: Overview (stats), Charts, History and Achievements, chosen with `?tab=`; the
 * overview and the charts are of the season chosen above them (`?season=`).
 */
export function ProfileTabs({ user }: { user: TUserFull }) {
  const t = useT();
  const { season, setSeason } = useSeasonParams();
  const [params, setParams] = useSearchParams();
  const tab = profileTabOf(params);
  const chart = chartTypeOf(params);
  const seasonParam = params.get('season');
  // Phones: four equal tabs with the icon above a small label, so all fit without scrolling sideways.
  const isPhone = useIsPhone();

  return (
    <Box sx={{ mt: 3 }}>
      <Tabs
        // Remounts when the layout changes so the indicator is measured again for the new tab sizes.
        key={isPhone ? 'phone' : 'wide'}
        value={tab}
        onChange={(_event, next: ProfileTab) => setParams(profileParams(next, chart, seasonParam))}
        variant={isPhone ? 'fullWidth' : 'standard'}
        aria-label={t('users.profile.sections')}
        sx={{
          mb: 3,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': {
            minHeight: isPhone ? 60 : 48,
            minWidth: 0,
            px: isPhone ? 0.5 : 2.5,
            gap: isPhone ? 0.25 : 1,
            fontWeight: 700,
            textTransform: 'none',
            fontSize: isPhone ? '0.75rem' : '1rem',
          },
        }}
      >
        {PROFILE_TABS.map((item) => (
          <Tab
            key={item}
            value={item}
            label={t(`users.tab.${item}`)}
            icon={TAB_ICONS[item]}
            iconPosition={isPhone ? 'top' : 'start'}
            id={tabId(item)}
            aria-controls={panelId(item)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {(tab === 'stats' || tab === 'charts') && <SeasonSwitcher season={season} onSeasonChange={setSeason} />}
        {tab === 'stats' && <OverviewTab user={user} />}
        {tab === 'charts' && (
          <ChartsTab
            userId={user.id}
            chart={chart}
            season={user.ladder.seasonId ?? 'all'}
            onChartChange={(next) => setParams(profileParams('charts', next, seasonParam), { replace: true })}
          />
        )}
        {tab === 'history' && (
          <Suspense fallback={<Loading />}>
            <HistoryTab key={user.id} userId={user.id} />
          </Suspense>
        )}
        {tab === 'achievements' && <AchievementsTab achievements={user.achievements} />}
      </Box>
    </Box>
  );
}
