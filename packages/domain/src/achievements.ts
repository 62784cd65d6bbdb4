/**
 * Achievements of SERVER-RULES §5 (sheet §8 with its bugs fixed): evaluated for every player of an accepted SINGLES,
 * EASY_CAPS or DOUBLES game; unranked games award none; each kind is awarded once per player.
 *
 * How the events encode a game (SPEC §4 "Live game"): a throw that lands is a SINK by the thrower; if the other side
 * answers it, that side logs SINK + REBUTTAL and the chain goes on; when a side fails to answer, the side that sank last
 * logs a POINT. So a sink–rebuttal chain is a run of SINK/REBUTTAL events, ended by a POINT (or any other event), and a
 * side's score at any moment is the number of POINT events its players logged so far.
 */
import { ACHIEVEMENT_CONDITIONS, achievementCondition } from './achievement-conditions.ts';
import { ACHIEVEMENTS, type TAchievement, type TGameType } from './enums.ts';
import type { TGameEventLike } from './game-rules.ts';
import type { TStats } from './stats-schema.ts';

/** Rebuttal-streak achievements and the rebuttals one player must make in one chain to earn them (ACHIEVEMENT_CONDITIONS). */
export const REBUTTAL_STREAKS: readonly (readonly [number, TAchievement])[] = ACHIEVEMENTS.flatMap((kind) => {
  const condition = achievementCondition(kind);
  return condition.kind === 'rebuttalStreak' ? [[condition.rebuttals, kind] as const] : [];
});

/** Placement achievements: the player qualifies for that leaderboard (ACHIEVEMENT_CONDITIONS). */
const PLACEMENT: Partial<Record<TGameType, { kind: TAchievement; games: number }>> = Object.fromEntries(
  ACHIEVEMENTS.flatMap((kind) => {
    const condition = achievementCondition(kind);
    return condition.kind === 'placement' ? [[condition.gameType, { kind, games: condition.games }]] : [];
  }),
);

/** The other side's points at which a rebuttal is one on the last chance. */
const LAST_CHANCE_POINTS = ACHIEVEMENT_CONDITIONS.REBUT_ON_LAST_CHANCE.opponentPoints;

/** What `achievementsEarned` needs to know about one player after one accepted game. */
export interface TAchievementCheck {
  gameType: TGameType;
  playerId: string;
  /** The other side's players (solo: one id; doubles: the opposing team's two). */
  opponentIds: readonly string[];
  /** The player's stats of this game type after the game. */
  statsAfter: TStats;
  /** The game's events in logged order. */
  events: readonly TGameEventLike[];
  alreadyHave: Iterable<TAchievement>;
}

/** The achievements this game newly earns the player (in `ACHIEVEMENTS` order, none already held). */
export function achievementsEarned(check: TAchievementCheck): TAchievement[] {
  const { gameType, playerId, opponentIds, statsAfter, events } = check;
  if (gameType === 'UNRANKED') return [];
  // Arrays, not sets: this runs for every player of every game a fold of history replays.
  const earned: TAchievement[] = [];
  // Counted on this type's stats: unranked history never earns anything, even later.
  if (statsAfter.gamesPlayed > 0) earned.push('PLAY_FIRST_GAME');
  if (statsAfter.gamesWon > 0) earned.push('FIRST_WIN');
  if (statsAfter.nakedLaps > 0) earned.push('FIRST_NAKED_LAP');
  const placement = PLACEMENT[gameType];
  if (placement && statsAfter.gamesPlayed >= placement.games) earned.push(placement.kind);
  if (events.length > 0) {
    const streak = mostRebuttalsInOneChain(events, playerId);
    for (const [needed, kind] of REBUTTAL_STREAKS) if (streak >= needed) earned.push(kind);
    if (rebuttedOnLastChance(events, playerId, opponentIds)) earned.push('REBUT_ON_LAST_CHANCE');
  }
  const held: readonly TAchievement[] = Array.isArray(check.alreadyHave) ? check.alreadyHave : [...check.alreadyHave];
  if (earned.every((kind) => held.includes(kind))) return [];
  return ACHIEVEMENTS.filter((kind) => earned.includes(kind) && !held.includes(kind));
}

/** The most rebuttals `playerId` made within one unbroken sink–rebuttal chain of the events. */
export function mostRebuttalsInOneChain(events: readonly TGameEventLike[], playerId: string): number {
  let best = 0;
  let inChain = 0;
  for (const event of events) {
    if (event.gameEvent !== 'SINK' && event.gameEvent !== 'REBUTTAL') {
      // A point (or anything else: end, spilled beer, …) closes the chain.
      inChain = 0;
      continue;
    }
    if (event.gameEvent === 'REBUTTAL' && isBy(event, playerId)) {
      inChain += 1;
      best = Math.max(best, inChain);
    }
  }
  return best;
}

/** True when `playerId` logged a REBUTTAL while the other side had exactly 10 points (one away from winning at 11). */
export function rebuttedOnLastChance(
  events: readonly TGameEventLike[],
  playerId: string,
  opponentIds: readonly string[],
): boolean {
  let opponentPoints = 0;
  for (const event of events) {
    if (event.gameEvent === 'POINT' && opponentIds.some((id) => isBy(event, id))) opponentPoints += 1;
    if (event.gameEvent === 'REBUTTAL' && isBy(event, playerId) && opponentPoints === LAST_CHANCE_POINTS) return true;
  }
  return false;
}

/** What the award rules read of a settled game (stats.ts `TGameSettlement`; written here so stats can import these rules). */
interface TSettledForAchievements {
  gameType: TGameType;
  events: readonly TGameEventLike[];
  players: ReadonlyArray<{ playerId: string; opponentIds: readonly string[]; after: TStats }>;
}

/**
 * The achievements a settled game newly earns each of its players; `held` gives what a player already has.
 * Players who earn nothing are left out.
 */
export function achievementsForSettlement(
  settlement: TSettledForAchievements,
  held: (playerId: string) => Iterable<TAchievement>,
): Map<string, TAchievement[]> {
  const result = new Map<string, TAchievement[]>();
  for (const player of settlement.players) {
    const earned = achievementsEarned({
      gameType: settlement.gameType,
      playerId: player.playerId,
      opponentIds: player.opponentIds,
      statsAfter: player.after,
      events: settlement.events,
      alreadyHave: held(player.playerId),
    });
    if (earned.length > 0) result.set(player.playerId, earned);
  }
  return result;
}

/** Events without a user id cannot be credited to anyone. */
function isBy(event: TGameEventLike, playerId: string): boolean {
  return event.userId != null && event.userId.toLowerCase() === playerId.toLowerCase();
}
