/**
 * Each achievement's written condition is the rule that grants it: the rules at exactly the condition's threshold
 * grant it, one short of it they do not (issue 37 item 8: a locked achievement says how to earn it, from this data).
 */
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_CONDITIONS, achievementCondition } from './achievement-conditions.ts';
import { achievementsEarned, type TAchievementCheck } from './achievements.ts';
import { ACHIEVEMENTS, type TAchievement, type TGameEventKind } from './enums.ts';
import type { TGameEventLike } from './game-rules.ts';
import { seasonEndAwards } from './seasons.ts';
import { emptyStats } from './stats.ts';

const ME = '11111111-1111-4111-8111-111111111111';
const THEM = '22222222-2222-4222-8222-222222222222';
const ev = (gameEvent: TGameEventKind, userId: string): TGameEventLike => ({ gameEvent, userId });

function earns(kind: TAchievement, over: Partial<TAchievementCheck>): boolean {
  const check: TAchievementCheck = {
    gameType: 'SINGLES',
    playerId: ME,
    opponentIds: [THEM],
    statsAfter: emptyStats(),
    events: [],
    alreadyHave: [],
    ...over,
  };
  return achievementsEarned(check).includes(kind);
}

/** One unbroken chain in which I make `count` rebuttals (the other side rebuts in between). */
function myRebuttals(count: number): TGameEventLike[] {
  const events = [ev('SINK', THEM)];
  for (let i = 0; i < count; i++)
    events.push(ev('SINK', ME), ev('REBUTTAL', ME), ev('SINK', THEM), ev('REBUTTAL', THEM));
  return events;
}

/** The other side scores `points` points, then I rebut. */
function rebutAt(points: number): TGameEventLike[] {
  return [
    ...Array.from({ length: points }, () => [ev('SINK', THEM), ev('POINT', THEM)]).flat(),
    ev('SINK', THEM),
    ev('SINK', ME),
    ev('REBUTTAL', ME),
  ];
}

describe('achievement conditions', () => {
  it('names a condition for every achievement', () => {
    expect(Object.keys(ACHIEVEMENT_CONDITIONS).sort()).toEqual([...ACHIEVEMENTS].sort());
  });

  it.each(ACHIEVEMENTS.map((kind) => [kind, achievementCondition(kind)] as const))(
    '%s is granted exactly at its condition',
    (kind, condition) => {
      switch (condition.kind) {
        case 'firstGame':
          expect(earns(kind, { statsAfter: { ...emptyStats(), gamesPlayed: 1 } })).toBe(true);
          expect(earns(kind, { gameType: 'UNRANKED', statsAfter: { ...emptyStats(), gamesPlayed: 1 } })).toBe(false);
          break;
        case 'firstWin':
          expect(earns(kind, { statsAfter: { ...emptyStats(), gamesPlayed: 1, gamesWon: 1 } })).toBe(true);
          expect(earns(kind, { statsAfter: { ...emptyStats(), gamesPlayed: 1, gamesLost: 1 } })).toBe(false);
          break;
        case 'nakedLap':
          expect(earns(kind, { statsAfter: { ...emptyStats(), gamesPlayed: 1, nakedLaps: 1 } })).toBe(true);
          expect(earns(kind, { statsAfter: { ...emptyStats(), gamesPlayed: 1 } })).toBe(false);
          break;
        case 'placement':
          expect(
            earns(kind, {
              gameType: condition.gameType,
              statsAfter: { ...emptyStats(), gamesPlayed: condition.games },
            }),
          ).toBe(true);
          expect(
            earns(kind, {
              gameType: condition.gameType,
              statsAfter: { ...emptyStats(), gamesPlayed: condition.games - 1 },
            }),
          ).toBe(false);
          break;
        case 'rebuttalStreak':
          expect(earns(kind, { events: myRebuttals(condition.rebuttals) })).toBe(true);
          expect(earns(kind, { events: myRebuttals(condition.rebuttals - 1) })).toBe(false);
          break;
        case 'lastChance':
          expect(earns(kind, { events: rebutAt(condition.opponentPoints) })).toBe(true);
          expect(earns(kind, { events: rebutAt(condition.opponentPoints - 1) })).toBe(false);
          break;
        case 'seasonPlace': {
          const awarded = (rank: number, gamesPlayed: number) =>
            seasonEndAwards([{ userIds: [ME], gameType: 'SINGLES', rank, gamesPlayed }]).some(
              (award) => award.achievement === kind,
            );
          expect(awarded(condition.places, condition.games)).toBe(true);
          expect(awarded(condition.places + 1, condition.games)).toBe(false);
          expect(awarded(condition.places, condition.games - 1)).toBe(false);
          break;
        }
      }
    },
  );
});
