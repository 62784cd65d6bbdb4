/** The two sides of a game as lists and the detail screen show them (a player, or a doubles team). */
import type { TGamePlayerStatsView, TGameStatus, TGameView, TUserMinimized } from '@caps/domain';
import { GAME_TYPE_PATHS } from '@caps/domain/enums';
import { translate } from '../i18n/i18n.ts';

export interface GameSide {
  /** Player name, or team name for doubles. */
  name: string;
  score: number;
  sinks: number;
  rebuttals: number;
  /** Points this side gained or lost (doubles: the team's change, shared by its players). */
  pointsChange: number;
  isWinner: boolean;
  players: TUserMinimized[];
  stats: TGamePlayerStatsView[];
}

function sum(stats: TGamePlayerStatsView[], pick: (s: TGamePlayerStatsView) => number): number {
  return stats.reduce((total, s) => total + pick(s), 0);
}

/** Side 1 and side 2 of a game, from its players, per-player stats and scores. */
export function gameSides(game: TGameView): [GameSide, GameSide] {
  const isDoubles = game.gameType === 'DOUBLES';
  const idsOf = (side: 1 | 2): string[] => {
    if (isDoubles) return (side === 1 ? game.team1 : game.team2)?.playerList ?? [];
    const id = side === 1 ? game.player1 : game.player2;
    return id ? [id] : [];
  };
  const build = (side: 1 | 2): GameSide => {
    const ids = idsOf(side);
    const stats = ids.flatMap((id) => game.gamePlayerStats.filter((s) => s.playerId === id));
    const players = ids.flatMap((id) => game.players.filter((p) => p.id === id));
    const score = side === 1 ? game.team1Score : game.team2Score;
    const otherScore = side === 1 ? game.team2Score : game.team1Score;
    const name = (side === 1 ? game.team1Name : game.team2Name) ?? players.map((p) => p.username).join(' & ');
    return {
      name: name || translate('common.unknownPlayer'),
      score,
      sinks: sum(stats, (s) => s.sinks),
      rebuttals: sum(stats, (s) => s.rebuttals),
      pointsChange: stats[0]?.pointsChange ?? 0,
      isWinner: score > otherScore,
      players,
      stats,
    };
  };
  return [build(1), build(2)];
}

/** Route of a game's detail screen: /{gameTypePath}/{gameId}. */
export function gameDetailPath(game: Pick<TGameView, 'gameType' | 'id'>): string {
  return `/${GAME_TYPE_PATHS[game.gameType]}/${encodeURIComponent(game.id)}`;
}

/**
 * Whether a game's screen shows its result as standing, with a winner and a points change: an accepted game, or a
 * pending one as posted. A voided game no longer counts, a withdrawn or rejected one never did.
 */
export function resultStands(status: TGameStatus): boolean {
  return status === 'ACCEPTED' || status === 'PENDING';
}

/** A side of a singles-style game on its detail screen: the player's name links to the profile; `stands`: see resultStands. */
export type SoloDetailSide = GameSide & { href: string | null; stands: boolean };

/** The detail screen's sides adapter for singles, Easy Caps and Unranked games (no winner on a game that does not count). */
export function soloDetailSides(game: TGameView): [SoloDetailSide, SoloDetailSide] {
  const stands = resultStands(game.status);
  const withLink = (side: GameSide): SoloDetailSide => {
    const player = side.players[0];
    return {
      ...side,
      isWinner: side.isWinner && stands,
      stands,
      href: player ? `/players/${encodeURIComponent(player.id)}` : null,
    };
  };
  const [a, b] = gameSides(game);
  return [withLink(a), withLink(b)];
}
