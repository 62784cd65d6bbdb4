import type { TGameType } from '@caps/domain';
import { GAME_TYPE_LABELS } from '@caps/domain/enums';
import { LIMITS } from '@caps/domain/limits';
import { useLeaderboard } from '../../../api/players.ts';
import { useAuth } from '../../auth/index.ts';
import { PagedLeaderboard } from '../../../ui/leaderboard/PagedLeaderboard.tsx';
import { usePageParam } from '../../../ui/use-page-param.ts';
import { playerLeaderboardColumns } from './leaderboard-columns.tsx';
import { SeasonSwitcher, useSeasonParams } from '../../seasons/index.ts';

/**
 * The players tab of the Singles and Easy Caps pages: the leaderboard of a season (`?season=`, the current one by
 * default; past ones and all-time too), 10 a page, paged with `?page=`; `?inactive=1` shows the current season's inactive.
 */
export function LeaderboardTab({ gameType }: { gameType: TGameType }) {
  const [page, goTo] = usePageParam();
  const { season, includeInactive, setSeason, setIncludeInactive } = useSeasonParams();
  const board = useLeaderboard(gameType, page, season, includeInactive);
  const { state } = useAuth();
  return (
    <>
      <SeasonSwitcher season={season} onSeasonChange={setSeason} includeInactive={includeInactive} onIncludeInactiveChange={setIncludeInactive} withAdmin />
      <PagedLeaderboard
        board={board}
        page={page}
        onPageChange={goTo}
        label={`${GAME_TYPE_LABELS[gameType]} leaderboard`}
        pagerLabel="Leaderboard pages"
        failedText="Failed to load the leaderboard"
        empty={{
          title: `No one has played ${LIMITS.leaderboardMinGames} games${season === 'all' ? '' : ' this season'}`,
          description: `Players enter the ${GAME_TYPE_LABELS[gameType]} leaderboard after ${LIMITS.leaderboardMinGames} accepted games.`,
        }}
        columns={playerLeaderboardColumns(gameType, state.userId)}
        rowTestId="leaderboard-row"
        isHighlighted={(row) => row.id === state.userId}
        isMuted={(row) => row.inactive && includeInactive}
      />
    </>
  );
}
