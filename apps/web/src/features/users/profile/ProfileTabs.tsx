import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import type { TUserFull } from '@caps/domain';
import { AchievementsTab } from './AchievementsTab.tsx';
import { ChartsTab } from './ChartsTab.tsx';
import { HistoryTab } from './HistoryTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { chartTypeOf, PROFILE_TAB_LABELS, PROFILE_TABS, profileParams, profileTabOf, type ProfileTab } from './profile-params.ts';

const tabId = (t: ProfileTab) => `profile-tab-${t}`;
const panelId = (t: ProfileTab) => `profile-panel-${t}`;

/** The profile's tabs under the header: Overview (stats), Charts, History and Achievements, chosen with `?tab=`. */
export function ProfileTabs({ user }: { user: TUserFull }) {
  const [params, setParams] = useSearchParams();
  const tab = profileTabOf(params);
  const chart = chartTypeOf(params);

  return (
    <Box sx={{ mt: 3 }}>
      <Tabs
        value={tab}
        onChange={(_event, next: ProfileTab) => setParams(profileParams(next, chart))}
        variant="scrollable"
        scrollButtons={false}
        aria-label="Profile sections"
        sx={{
          mb: 3,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { minHeight: 48, minWidth: 0, px: { xs: 1.5, sm: 3 }, fontWeight: 700, textTransform: 'none', fontSize: '1rem' },
        }}
      >
        {PROFILE_TABS.map((t) => (
          <Tab key={t} value={t} label={PROFILE_TAB_LABELS[t]} id={tabId(t)} aria-controls={panelId(t)} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'stats' && <OverviewTab user={user} />}
        {tab === 'charts' && (
          <ChartsTab userId={user.id} chart={chart} onChartChange={(next) => setParams(profileParams('charts', next), { replace: true })} />
        )}
        {tab === 'history' && <HistoryTab key={user.id} userId={user.id} />}
        {tab === 'achievements' && <AchievementsTab achievements={user.achievements} />}
      </Box>
    </Box>
  );
}
