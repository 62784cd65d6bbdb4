import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LeaderboardOutlined from '@mui/icons-material/LeaderboardOutlined';
import { useSearchParams } from 'react-router';
import type { TGameType } from '@caps/domain';
import { GAME_TYPE_LABELS } from '@caps/domain/enums';
import { LIMITS } from '@caps/domain/limits';
import { useLeaderboard } from '../../api/players.ts';
import { useIsSmallScreen } from '../../app/layout/AppLayout.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { LeaderboardCards } from './LeaderboardCards.tsx';
import { LeaderboardTable } from './LeaderboardTable.tsx';

/** The 0-based page of `?page=` (1-based in the address, as the games tab counts). */
function pageOf(params: URLSearchParams): number {
  const asked = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(asked) && asked > 1 ? asked - 1 : 0;
}

/** The players tab of the Singles and Easy Caps pages: the leaderboard, 10 a page, paged with `?page=`. */
export function LeaderboardTab({ gameType }: { gameType: TGameType }) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const board = useLeaderboard(gameType, page);
  const { state } = useAuth();
  const isPhone = useIsSmallScreen();

  const goTo = (next: number) =>
    setParams((prev) => {
      const updated = new URLSearchParams(prev);
      if (next === 0) updated.delete('page');
      else updated.set('page', String(next + 1));
      return updated;
    });

  if (board.isPending) return <Loading />;
  if (board.isError) {
    return (
      <Alert severity="error" role="alert">
        Failed to load the leaderboard
      </Alert>
    );
  }
  const { content, totalPages } = board.data;
  if (content.length === 0) {
    return (
      <Card>
        <EmptyState
          title={page > 0 ? 'This page is empty' : `No one has played ${LIMITS.leaderboardMinGames} games`}
          icon={<LeaderboardOutlined fontSize="inherit" />}
          description={
            page > 0
              ? undefined
              : `Players enter the ${GAME_TYPE_LABELS[gameType]} leaderboard after ${LIMITS.leaderboardMinGames} accepted games.`
          }
        />
        {page > 0 && <Pager page={page} totalPages={Math.max(totalPages, page + 1)} onChange={goTo} label="Leaderboard pages" />}
      </Card>
    );
  }
  const rows = { rows: content, myId: state.userId, gameType };
  return (
    <Box aria-busy={board.isPlaceholderData} sx={{ opacity: board.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms ease-out' }}>
      {isPhone ? <LeaderboardCards {...rows} /> : <LeaderboardTable {...rows} />}
      <Pager page={page} totalPages={totalPages} onChange={goTo} label="Leaderboard pages" />
    </Box>
  );
}
