/**
 * The fold of the replay engine (replay-engine.ts), for every scope: each replayed game goes through the league's one
 * fold step (domain `foldAcceptedGame`, or `foldSeasonGame` in a season's ledger), and what a replay must write
 * afterwards is collected on the way. Runs once per game of a replayed history, so it keeps no copy of a game and
 * builds no key strings.
 */
import {
  deriveDoublesGame,
  foldAcceptedGame,
  foldSeasonGame,
  type TAchievementAward,
  type TGameType,
  type TLeagueState,
  type TPostDoublesGame,
  type TStats,
} from '@caps/domain';
import { acceptedGameOf } from './settle.ts';

/** A replayed game: its body as stored and when it was accepted. */
export type ReplayedGame = { id: string; gameType: TGameType; body: unknown; acceptedAt: Date };

/** How one player's points of one type moved with a change of history. */
export type PointsMove = { playerId: string; gameType: TGameType; before: number; after: number };

export type ReplayOutcome = {
  /** Every player whose points of a type changed (the changed game's players may have none, in an unranked game). */
  moves: PointsMove[];
};

type PointsChangeWrite = { gameId: string; playerId: string; pointsChange: number };
/** The lines a fold found changed since the last take (`ReplayFold.takePointsChanges`). */
export type PointsChanges = PointsChangeWrite[];
export type EarnedAward = TAchievementAward & { gameId: string; acceptedAt: Date };

export class ReplayFold {
  /** Lines whose replayed points change differs from the stored one (taken by `takePointsChanges`). */
  private pointsChanges: PointsChangeWrite[] = [];
  /** Each replayed player's last replayed game, overall and by type, and each replayed team's. */
  readonly lastGame = new Map<string, Date>();
  readonly lastOfType = new Map<string, Partial<Record<TGameType, Date>>>();
  readonly lastOfTeam = new Map<string, Date>();
  readonly earned: EarnedAward[] = [];
  games = 0;

  /** `season`: the fold step of a season's ledger (domain `foldSeasonGame`: no awards, achievements are all-time). */
  constructor(
    readonly state: TLeagueState,
    private readonly season = false,
  ) {}

  /** Folds one game; `storedChange` gives a player's stored points change in it (undefined: none stored). */
  fold(game: ReplayedGame, storedChange: (playerId: string) => number | undefined): void {
    const accepted = acceptedGameOf(game);
    const { settlement, awards } = this.season
      ? { settlement: foldSeasonGame(this.state, accepted), awards: [] }
      : foldAcceptedGame(this.state, accepted, this.games++);
    for (const p of settlement.players) {
      if (storedChange(p.playerId) !== p.pointsChange)
        this.pointsChanges.push({ gameId: game.id, playerId: p.playerId, pointsChange: p.pointsChange });
      this.lastGame.set(p.playerId, game.acceptedAt);
      let byType = this.lastOfType.get(p.playerId);
      if (!byType) this.lastOfType.set(p.playerId, (byType = {}));
      byType[game.gameType] = game.acceptedAt;
    }
    for (const t of settlement.teams) this.lastOfTeam.set(t.teamId, game.acceptedAt);
    for (const award of awards) this.earned.push({ ...award, gameId: game.id, acceptedAt: game.acceptedAt });
  }

  /** The points changes collected since the last call (a long replay writes them a round at a time). */
  takePointsChanges(): PointsChangeWrite[] {
    const taken = this.pointsChanges;
    this.pointsChanges = [];
    return taken;
  }
}

/** Two stats blocks equal field by field (a replay leaves a row that equals the stored one alone). */
export function sameStats(a: TStats, b: TStats): boolean {
  for (const key in a) if (a[key as keyof TStats] !== b[key as keyof TStats]) return false;
  return true;
}

/** A stored award a replay may replace (one whose game is replayed). */
type ReplaceableAward = { id: string; userId: string; achievement: string; gameId: string | null; dateAchieved: Date };

/** The replay's awards against the stored ones it may replace: which go, which now belong to another game, which are new. */
export function diffAwards(replaceable: readonly ReplaceableAward[], earned: readonly EarnedAward[]) {
  const key = (userId: string, achievement: string) => `${userId}:${achievement}`;
  const now = new Map(earned.map((a) => [key(a.playerId, a.achievement), a]));
  const removed: string[] = [];
  const moved: Array<{ id: string; gameId: string; gameType: TGameType; dateAchieved: Date }> = [];
  for (const a of replaceable) {
    const again = now.get(key(a.userId, a.achievement));
    if (!again) removed.push(a.id);
    else {
      now.delete(key(a.userId, a.achievement));
      if (again.gameId !== a.gameId || again.acceptedAt.getTime() !== a.dateAchieved.getTime()) {
        moved.push({ id: a.id, gameId: again.gameId, gameType: again.gameType, dateAchieved: again.acceptedAt });
      }
    }
  }
  const added = [...now.values()].map((a) => ({
    userId: a.playerId,
    achievement: a.achievement,
    gameType: a.gameType,
    gameId: a.gameId,
    dateAchieved: a.acceptedAt,
  }));
  return { removed, moved, added };
}

/** A doubles team's row of one of its games, by the rules (what its stats applied). */
export function teamRowOf(body: TPostDoublesGame, teamId: string) {
  const row = deriveDoublesGame(body).teamRows.find((r) => r.teamId === teamId);
  if (!row) throw new Error(`team ${teamId} is not in a game of its lines`);
  return row;
}
