import type { TGameType } from '@caps/domain';
import { LIMITS } from '@caps/domain/limits';
import { useLeaderboard } from '../../../api/players.ts';
import { useAuth } from '../../auth/index.ts';
import { PagedLeaderboard } from '../../../ui/leaderboard/PagedLeaderboard.tsx';
import { usePageParam } from '../../../ui/use-page-param.ts';
import { playerLeaderboardColumns } from './leaderboard-columns.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { emptyBoard, provisionalHeading, SeasonSwitcher, useSeasonParams } from '../../seasons/index.ts';

/**
 * The players tab of the Singles and Easy Caps pages: the leaderboard of a season (`?season=`, the current one by
 * default, with its provisional players under their own heading; past ones and all-time too), 10 a page, paged with
 * `?page=`; `?inactive=1` shows the current season's inactive.
 */
export function LeaderboardTab({ gameType }: { gameType: TGameType }) {
  const t = useT();
  const [page, goTo] = usePageParam();
  const { season, includeInactive, setSeason, setIncludeInactive } = useSeasonParams();
  const board = useLeaderboard(gameType, page, season, includeInactive);
  const { state } = useAuth();
  return (
    <>
      <SeasonSwitcher
        season={season}
        onSeasonChange={setSeason}
        includeInactive={includeInactive}
        onIncludeInactiveChange={setIncludeInactive}
        withAdmin
      />
      <PagedLeaderboard
        board={board}
        page={page}
        onPageChange={goTo}
        label={t('users.board.label', { type: t(`gameType.${gameType}`) })}
        pagerLabel={t('users.board.pages')}
        failedText={t('users.board.failed')}
        empty={emptyBoard('players', season, board.data?.onlyInactive ?? false, () => setIncludeInactive(true), {
          title: t('users.board.empty', { count: LIMITS.leaderboardMinGames }),
          description: t('users.board.emptyHint', {
            type: t(`gameType.${gameType}`),
            count: LIMITS.leaderboardMinGames,
          }),
        })}
        columns={playerLeaderboardColumns(gameType, state.userId)}
        rowTestId="leaderboard-row"
        isHighlighted={(row) => row.id === state.userId}
        isMuted={(row) => row.inactive && includeInactive}
        sectionBefore={provisionalHeading}
      />
    </>
  );
}
