import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../auth/auth-context.tsx';
import { loginRedirectState } from '../auth/redirect.ts';
import { GamesTab } from '../games/GamesTab.tsx';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';
import { Page } from '../../ui/Page.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { AddDoublesGameForm } from './AddDoublesGameForm.tsx';
import { TeamLeaderboard } from './TeamLeaderboard.tsx';

export type DoublesTab = 'games' | 'players' | 'addGame';

const TAB_LABELS: Record<DoublesTab, string> = { games: 'Games', players: 'Teams', addGame: 'Post Game' };

/** /doubles?tab=games|players|addGame: doubles games, the team ranking (labelled Teams) and the doubles form. */
export function DoublesGameModePage() {
  const { state, isAdmin } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = (['games', 'players', 'addGame'] as const).filter((t) => !(t === 'addGame' && isAdmin));
  const tab: DoublesTab = tabs.find((t) => t === searchParams.get('tab')) ?? 'games';
  const page = Math.max(0, Number.parseInt(searchParams.get('page') ?? '1', 10) - 1 || 0);
  const addGameRedirect = loginRedirectState({ pathname: location.pathname, search: '?tab=addGame', hash: '' });

  // A visitor who asks for Post Game signs in first and comes back to this tab.
  if (tab === 'addGame' && !state.isAuthenticated) return <Navigate to="/login" replace state={addGameRedirect} />;

  const selectTab = (next: DoublesTab) => {
    if (next === 'addGame' && !state.isAuthenticated) {
      void navigate('/login', { state: addGameRedirect });
      return;
    }
    setSearchParams(next === 'games' ? {} : { tab: next });
  };
  const tabId = (t: DoublesTab) => `doubles-tab-${t}`;
  const panelId = (t: DoublesTab) => `doubles-panel-${t}`;

  return (
    <Page>
      <PageTitle title="Doubles" icon={<GameTypeIcon gameType="DOUBLES" />} />
      <Tabs
        value={tab}
        onChange={(_event, next: DoublesTab) => selectTab(next)}
        centered
        aria-label="Doubles sections"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 48, fontWeight: 700, textTransform: 'none', fontSize: '1rem' } }}
      >
        {tabs.map((t) => (
          <Tab key={t} value={t} label={TAB_LABELS[t]} id={tabId(t)} aria-controls={panelId(t)} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ maxWidth: tab === 'players' ? 1000 : 820, mx: 'auto' }}>
        {tab === 'games' && <GamesTab gameType="DOUBLES" page={page} onPageChange={(next) => setSearchParams(next === 0 ? {} : { page: String(next + 1) })} />}
        {tab === 'players' && <TeamLeaderboard />}
        {tab === 'addGame' && <AddDoublesGameForm />}
      </Box>
    </Page>
  );
}
