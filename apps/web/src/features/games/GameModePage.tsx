import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TGameType } from '@caps/domain';
import { loginRedirectState, useAuth } from '../auth/index.ts';
import { LeaderboardTab } from '../users/index.ts';
import { TeamLeaderboard } from '../teams/index.ts';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';
import { Page } from '../../ui/Page.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { AddGameForm } from './AddGameForm.tsx';
import { AddDoublesGameForm } from './doubles/AddDoublesGameForm.tsx';
import { GamesTab } from './GamesTab.tsx';
import { useT } from '../../i18n/use-t.ts';

type GameModeTab = 'games' | 'players' | 'addGame';

/** Tab labels; doubles rank teams, so their ranking is labelled Teams. */
function tabLabel(tab: GameModeTab, gameType: TGameType): `games.mode.${'teams' | 'players' | 'games' | 'post'}` {
  if (tab === 'players') return gameType === 'DOUBLES' ? 'games.mode.teams' : 'games.mode.players';
  return tab === 'games' ? 'games.mode.games' : 'games.mode.post';
}

/** Tabs this viewer may see: no players tab for unranked, no Post Game for admins. */
function visibleTabs(gameType: TGameType, isAdmin: boolean): GameModeTab[] {
  return (['games', 'players', 'addGame'] as const).filter(
    (tab) => !(tab === 'players' && gameType === 'UNRANKED') && !(tab === 'addGame' && isAdmin),
  );
}

/**
 * /singles, /easy, /unranked and /doubles: games, leaderboard and Post Game tabs, chosen with ?tab=. Doubles rank
 * teams and post a game of two teams.
 */
export function GameModePage({ gameType }: { gameType: TGameType }) {
  const t = useT();
  const { state, isAdmin } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = visibleTabs(gameType, isAdmin);
  const asked = searchParams.get('tab');
  const tab: GameModeTab = tabs.find((t) => t === asked) ?? 'games';
  const label = t(`gameType.${gameType}`);
  const addGameRedirect = loginRedirectState({ pathname: location.pathname, search: '?tab=addGame', hash: '' });

  // A visitor who asks for Post Game signs in first and comes back to this tab.
  if (tab === 'addGame' && !state.isAuthenticated) return <Navigate to="/login" replace state={addGameRedirect} />;

  const selectTab = (next: GameModeTab) => {
    if (next === 'addGame' && !state.isAuthenticated) {
      void navigate('/login', { state: addGameRedirect });
      return;
    }
    setSearchParams(next === 'games' ? {} : { tab: next });
  };

  const tabId = (t: GameModeTab) => `game-mode-tab-${t}`;
  const panelId = (t: GameModeTab) => `game-mode-panel-${t}`;

  return (
    <Page>
      <PageTitle title={label} icon={<GameTypeIcon gameType={gameType} />} />
      <Tabs
        value={tab}
        onChange={(_event, next: GameModeTab) => selectTab(next)}
        centered
        aria-label={t('games.mode.sections', { mode: label })}
        sx={{
          mb: 3,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { minHeight: 48, fontWeight: 700, textTransform: 'none', fontSize: '1rem' },
        }}
      >
        {tabs.map((tab) => (
          <Tab key={tab} value={tab} label={t(tabLabel(tab, gameType))} id={tabId(tab)} aria-controls={panelId(tab)} />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        sx={{ maxWidth: tab === 'players' && gameType === 'DOUBLES' ? 1000 : 820, mx: 'auto' }}
      >
        {tab === 'games' && <GamesTab gameType={gameType} />}
        {tab === 'players' && (gameType === 'DOUBLES' ? <TeamLeaderboard /> : <LeaderboardTab gameType={gameType} />)}
        {tab === 'addGame' && (gameType === 'DOUBLES' ? <AddDoublesGameForm /> : <AddGameForm gameType={gameType} />)}
      </Box>
    </Page>
  );
}
