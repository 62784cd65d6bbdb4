/** The awards players hold: inserted with the settlement that earns them. */
import type { TAchievement, TGameType } from '@caps/domain';
import { sql } from 'drizzle-orm';
import { insertJson } from '../../db/json-rows.ts';
import type { Guarded } from './settlement.ts';
import { achievements } from '../../db/schema.ts';

/**
 * The insert of new awards, guarded: each player holds each kind once (unique index), and an award computed from the
 * achievements a player held when read must still be new, or the acceptance reads again.
 */
export function achievementsInsert(
  rows: Array<{
    userId: string;
    achievement: TAchievement;
    gameType: TGameType;
    gameId: string | null;
    dateAchieved: Date;
  }>,
): Guarded {
  return { guarded: insertJson(achievements, rows, sql` on conflict do nothing returning 1`), rows: rows.length };
}
