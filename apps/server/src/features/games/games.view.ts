/** How games show in API answers. */
import {
  eventTimeToIso,
  type TAcceptanceItem,
  type TGameView,
  type TPostGameEvent,
  type TUserMinimized,
} from '@caps/domain';
import type { acceptanceRequests, gamePlayers, games } from '../../db/schema.ts';

// The rows as stored (as games.repository.ts reads them; named here so the view does not import the repository).
type GameRow = typeof games.$inferSelect;
type GamePlayerRow = typeof gamePlayers.$inferSelect;

/** What a game view shows of a line: the player's numbers (the player's public fields come beside them). */
export type ViewLine = Pick<
  GamePlayerRow,
  'playerId' | 'side' | 'score' | 'sinks' | 'rebuttals' | 'beersDowned' | 'pointsChange' | 'nakedLap'
>;

/** A game's view from its row, lines, players and (doubles) team names. */
export function toGameView(
  g: GameRow,
  lines: ViewLine[],
  userById: Map<string, TUserMinimized>,
  teamNames: { team1: string | null; team2: string | null },
  voidedByName: string | null = null,
): TGameView {
  const body = g.body as { gameEvents?: TPostGameEvent[] | null; gameEventList?: TPostGameEvent[] | null };
  const events = body.gameEvents ?? body.gameEventList ?? [];
  const isDoubles = g.gameType === 'DOUBLES';
  const side = (n: number) => lines.filter((l) => l.side === n).map((l) => l.playerId);
  const name = (id: string | null) => (id ? (userById.get(id)?.username ?? null) : null);
  return {
    id: g.id,
    gameType: g.gameType,
    gameMode: g.gameMode,
    status: g.status,
    accepted: g.status === 'ACCEPTED',
    time: g.time.toISOString(),
    nakedLap: g.nakedLap,
    winner: g.winnerId,
    winnerId: g.winnerId,
    player1: g.player1Id,
    player2: g.player2Id,
    team1Name: isDoubles ? teamNames.team1 : name(g.player1Id),
    team2Name: isDoubles ? teamNames.team2 : name(g.player2Id),
    team1Score: g.team1Score,
    team2Score: g.team2Score,
    team1: isDoubles ? { playerList: side(1) } : null,
    team2: isDoubles ? { playerList: side(2) } : null,
    team1DatabaseId: g.team1Id,
    team2DatabaseId: g.team2Id,
    allPlayers: lines.map((l) => l.playerId),
    players: lines.flatMap((l) => userById.get(l.playerId) ?? []),
    gamePlayerStats: lines.map((l) => ({
      id: `${g.id}:${l.playerId}`,
      playerId: l.playerId,
      score: l.score,
      sinks: l.sinks,
      rebuttals: l.rebuttals,
      beersDowned: l.beersDowned,
      pointsChange: l.pointsChange,
      nakedLap: l.nakedLap,
    })),
    gameEventList: events.map((e) => ({
      gameEvent: e.gameEvent,
      time: eventTimeToIso(e.time),
      userId: e.userId ?? null,
    })),
    tournamentId: g.tournamentId,
    // Only a voided game says why, when and by whom: other games keep the shape they always had.
    ...(g.status === 'VOIDED'
      ? {
          voidReason: g.voidReason ?? '',
          voidedAt: (g.voidedAt ?? g.time).toISOString(),
          voidedById: g.voidedBy,
          voidedByName,
        }
      : {}),
  };
}

/** An acceptance request with the view of its game (the caller's acceptance list). */
export function toAcceptanceItem(r: typeof acceptanceRequests.$inferSelect, game: TGameView): TAcceptanceItem {
  return {
    acceptanceRequest: {
      id: r.id,
      acceptanceRequestType: r.type,
      acceptingUser: r.userId,
      acceptingTeam: r.teamId,
      gameToAccept: r.gameId,
      gameType: game.gameType,
      timestamp: r.timestamp.toISOString(),
    },
    game,
  };
}
