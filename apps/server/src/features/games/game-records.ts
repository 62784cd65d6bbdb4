/** The rows a validated game is stored as (the game and one line per player), for posting and tournament results alike. */
import {
  deriveDoublesGame,
  deriveSoloGame,
  gameEventsOf,
  type TPostDoublesGame,
  type TPostSoloGame,
  type TSoloGameType,
} from '@caps/domain';
import { newId } from '../../db/ids.ts';
import type { GamePlayerRow, GameRow, NewGame, NewGamePlayer } from './games.repository.ts';

export type GameRecord = {
  game: Omit<NewGame, 'tournamentId' | 'status' | 'time' | 'decidedAt' | 'postedBy'>;
  lines: Array<Omit<NewGamePlayer, 'gameId' | 'status' | 'time'>>;
};

/** Derives and checks a solo game (throws GameRuleError) and shapes its rows. */
export function soloGameRecord(
  gameType: TSoloGameType,
  body: TPostSoloGame,
): GameRecord & { derived: ReturnType<typeof deriveSoloGame> } {
  const derived = deriveSoloGame(gameType, body);
  const [r1, r2] = derived.rows;
  return {
    derived,
    game: {
      gameType,
      gameMode: body.gameMode,
      player1Id: r1.playerId,
      player2Id: r2.playerId,
      team1Score: r1.score,
      team2Score: r2.score,
      winnerId: derived.winnerId,
      nakedLap: derived.nakedLap,
      body,
    },
    lines: derived.rows.map((r) => ({
      playerId: r.playerId,
      side: r.side,
      score: r.score,
      sinks: r.sinks,
      rebuttals: r.rebuttals,
      beersDowned: r.beersDowned,
      nakedLap: r.nakedLap,
      won: r.won,
      gameType,
      opponentId: r.side === 1 ? r2.playerId : r1.playerId,
    })),
  };
}

/** Events of a doubles game are stored under one name, so every reader finds them in the same place. */
export function storedDoublesBody(body: TPostDoublesGame): TPostDoublesGame {
  return { ...body, gameEventList: gameEventsOf(body), gameEvents: undefined };
}

/** Derives and checks a doubles game (throws GameRuleError) and shapes its rows; `body` is a stored body. */
export function doublesGameRecord(
  body: TPostDoublesGame,
): GameRecord & { derived: ReturnType<typeof deriveDoublesGame> } {
  const derived = deriveDoublesGame(body);
  return {
    derived,
    game: {
      gameType: 'DOUBLES',
      gameMode: body.gameMode,
      team1Id: body.team1,
      team2Id: body.team2,
      team1Score: body.team1Score,
      team2Score: body.team2Score,
      winnerId: derived.winnerTeamId,
      nakedLap: derived.nakedLap,
      body,
    },
    lines: derived.playerRows.map((r) => ({
      playerId: r.playerId,
      side: r.side,
      teamId: r.side === 1 ? body.team1 : body.team2,
      score: r.score,
      sinks: r.sinks,
      rebuttals: r.rebuttals,
      beersDowned: r.beersDowned,
      nakedLap: r.nakedLap,
      won: r.won,
      gameType: 'DOUBLES' as const,
      // Two opponents each: head-to-head lists are for solo games only.
      opponentId: null,
    })),
  };
}

/** The columns of a game's row that its result decides: what posting writes and a correction replaces. */
export function resultColumns({
  game: g,
}: GameRecord): Pick<
  GameRow,
  | 'gameMode'
  | 'player1Id'
  | 'player2Id'
  | 'team1Id'
  | 'team2Id'
  | 'team1Score'
  | 'team2Score'
  | 'winnerId'
  | 'nakedLap'
  | 'body'
> {
  return {
    gameMode: g.gameMode,
    player1Id: g.player1Id ?? null,
    player2Id: g.player2Id ?? null,
    team1Id: g.team1Id ?? null,
    team2Id: g.team2Id ?? null,
    team1Score: g.team1Score,
    team2Score: g.team2Score,
    winnerId: g.winnerId,
    nakedLap: g.nakedLap,
    body: g.body,
  };
}

/**
 * The complete rows of a new pending game, its id made here: inserted with the post's other writes in one transaction
 * and shown to the poster without reading them back. A tournament result is stored the same way,
 * with its tournament, and accepted at once.
 */
export function pendingRows(
  record: GameRecord,
  postedBy: string,
  at: Date,
  tournamentId: string | null = null,
): { game: GameRow; lines: GamePlayerRow[] } {
  const g = record.game;
  const game: GameRow = {
    id: newId(),
    gameType: g.gameType,
    status: 'PENDING',
    postedBy,
    time: at,
    decidedAt: null,
    acceptSeq: null,
    ...resultColumns(record),
    tournamentId,
    voidedAt: null,
    voidedBy: null,
    voidReason: null,
  };
  const lines = record.lines.map((l): GamePlayerRow => ({
    gameId: game.id,
    playerId: l.playerId,
    side: l.side,
    teamId: l.teamId ?? null,
    score: l.score,
    sinks: l.sinks,
    rebuttals: l.rebuttals,
    beersDowned: l.beersDowned,
    nakedLap: l.nakedLap,
    won: l.won,
    pointsChange: 0,
    seasonPointsChange: 0,
    gameType: l.gameType,
    status: 'PENDING',
    time: at,
    opponentId: l.opponentId ?? null,
  }));
  return { game, lines };
}

/** How a post was asked for: `confirmRepeat` posts it even when the same game of the poster's is pending. */
export type PostOptions = { confirmRepeat?: boolean | undefined };
