/** The two teams of a doubles game as its screen shows them: the doubles sides adapter of the game-detail layout. */
import type { TDoublesGameDetail, TGamePlayerStatsView, TTeamPlayer, TUserMinimized } from '@caps/domain';
import { resultStands } from '../../../ui/game-sides.ts';
import { translate } from '../../../i18n/i18n.ts';

/** One player's line in a team card. */
interface DoublesPlayerLine {
  id: string;
  username: string;
  score: number;
  rebuttals: number;
  sinks: number;
  nakedLap: boolean;
}

export interface DoublesSide {
  /** The team's own id (its page); null when the game has none. */
  teamId: string | null;
  /** The team page the name links to; null when the game has no team id. */
  href: string | null;
  name: string;
  score: number;
  /** The team's points change, shared by both its players. */
  pointsChange: number;
  beersDowned: number;
  /** Either player had a naked lap. */
  nakedLap: boolean;
  isWinner: boolean;
  /** The result counts (or will, pending): `resultStands`; otherwise no winner and no points change are shown. */
  stands: boolean;
  players: Array<Pick<TUserMinimized, 'id' | 'username' | 'avatarHash'>>;
  lines: DoublesPlayerLine[];
}

/** Side 1 and side 2: the players who played (from the game), each team linking to its own page. */
export function doublesSides(game: TDoublesGameDetail): [DoublesSide, DoublesSide] {
  const stands = resultStands(game.status);
  const build = (side: 1 | 2): DoublesSide => {
    const ids = (side === 1 ? game.team1 : game.team2)?.playerList ?? [];
    const details = side === 1 ? game.team1Details : game.team2Details;
    const known = new Map<string, Pick<TTeamPlayer, 'id' | 'username' | 'avatarHash'>>(
      [...(details?.players ?? []), ...game.players].map((p) => [p.id, p]),
    );
    const statsOf = (id: string): TGamePlayerStatsView | undefined =>
      game.gamePlayerStats.find((s) => s.playerId === id);
    const lines = ids.map((id): DoublesPlayerLine => {
      const s = statsOf(id);
      return {
        id,
        username: known.get(id)?.username ?? translate('common.unknownPlayer'),
        score: s?.score ?? 0,
        rebuttals: s?.rebuttals ?? 0,
        sinks: s?.sinks ?? 0,
        nakedLap: s?.nakedLap ?? false,
      };
    });
    const stats = ids.flatMap((id) => statsOf(id) ?? []);
    const score = side === 1 ? game.team1Score : game.team2Score;
    const otherScore = side === 1 ? game.team2Score : game.team1Score;
    const teamId = side === 1 ? game.team1DatabaseId : game.team2DatabaseId;
    return {
      teamId,
      href: teamId ? `/teams/${encodeURIComponent(teamId)}` : null,
      name: (side === 1 ? game.team1Name : game.team2Name) ?? details?.teamWithStats.name ?? `Team ${side}`,
      score,
      pointsChange: stats[0]?.pointsChange ?? 0,
      beersDowned: stats.reduce((total, s) => total + s.beersDowned, 0),
      nakedLap: stats.some((s) => s.nakedLap),
      isWinner: score > otherScore && stands,
      stands,
      players: ids.map((id) => known.get(id) ?? { id, username: translate('common.unknownPlayer'), avatarHash: '' }),
      lines,
    };
  };
  return [build(1), build(2)];
}
