/** How audit entries, audit states and disputes show in API answers. */
import type { TAuditEntry, TAuditState, TDisputeView, TGameStatus } from '@caps/domain';
import type { AuditRow, DisputeRow } from './audit.repository.ts';
import type { GamePlayerRow, GameRow } from './games.repository.ts';

type StateGame = Pick<GameRow, 'gameMode' | 'team1Score' | 'team2Score' | 'winnerId'>;
type StateLine = Pick<GamePlayerRow, 'playerId' | 'score' | 'sinks' | 'rebuttals' | 'beersDowned' | 'nakedLap'>;

/** A game's status and result, as its audit trail records them. */
export function auditStateOf(status: TGameStatus, game: StateGame, lines: readonly StateLine[]): TAuditState {
  return {
    status,
    gameMode: game.gameMode,
    team1Score: game.team1Score,
    team2Score: game.team2Score,
    winnerId: game.winnerId,
    lines: lines.map((l) => ({
      playerId: l.playerId,
      score: l.score,
      sinks: l.sinks,
      rebuttals: l.rebuttals,
      beersDowned: l.beersDowned,
      nakedLap: l.nakedLap,
    })),
  };
}

export function toAuditEntry(row: AuditRow): TAuditEntry {
  return {
    action: row.action,
    byId: row.byId,
    byName: row.byName,
    at: row.at.toISOString(),
    reason: row.reason,
    before: row.before,
    after: row.after,
  };
}

export function toDisputeView(row: DisputeRow): TDisputeView {
  return {
    id: row.id,
    gameId: row.gameId,
    gameType: row.gameType,
    byId: row.byId,
    byName: row.byName,
    reason: row.reason,
    at: row.at.toISOString(),
  };
}
