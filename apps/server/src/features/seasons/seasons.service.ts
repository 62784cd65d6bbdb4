/** Seasons (issue #25): the list, starting a season (ADMIN) and renaming one, and which ladder a read is about. */
import type { TSeason, TSeasonChoice } from '@caps/domain';
import type { AppContext } from '../../context.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { grantSeasonEndAwards } from './season-awards.ts';
import * as repo from './seasons.repository.ts';
import { toSeason } from './seasons.view.ts';

export async function listSeasons(ctx: AppContext): Promise<TSeason[]> {
  return (await repo.findSeasons(ctx.db)).map(toSeason);
}

/**
 * Ends the current season now and starts `name`, in one transaction: the current row is taken FOR UPDATE (waiting
 * for acceptances in flight, which hold it FOR SHARE) and must be the one the admin meant (`endsSeasonId`), the new season's acceptance numbers start after every one
 * handed out, and the top 3 of the ended season's final tables get SEASON_CHAMPION and SEASON_PODIUM. Nothing else
 * is written: the new season's ladder starts empty (fresh stats for everyone) and final places are counted when
 * read, so this is quick at any size.
 */
export async function startSeason(ctx: AppContext, name: string, endsSeasonId: number): Promise<TSeason> {
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const current = await repo.lockCurrentSeason(tx);
    // The season the admin means to end is no longer current: another start won (PGlite runs them one after the
    // other, so this one would otherwise end the season just begun). Nothing is changed.
    if (!current || current.id !== endsSeasonId) {
      // On PostgreSQL a start that waited for the lock finds the row it waited for ended; the next statement sees its successor.
      const now = current ?? (await repo.findCurrentSeason(tx));
      throw now
        ? new Conflict({ code: 'SEASON_JUST_STARTED', params: { name: now.name } })
        : new Conflict('NO_CURRENT_SEASON');
    }
    const started = await repo.endAndStart(tx, current.id, name, at);
    await grantSeasonEndAwards(tx, current.id, at);
    return toSeason(started);
  });
}

export async function renameSeason(ctx: AppContext, id: number, name: string): Promise<TSeason> {
  const row = await repo.renameSeason(ctx.db, id, name);
  if (!row) throw new NotFound('SEASON_NOT_FOUND');
  return toSeason(row);
}

/** Which ladder a read is about: a season (current or past) or all-time (seasonId null). */
export type Ladder = {
  seasonId: number | null;
  name: string;
  current: boolean;
  firstSeq: number;
  nextSeq: number | null;
};

/** The ladder of a `season=` parameter: none is the current season, `all` all-time; an unknown season is a 404. */
export async function ladderOf(ctx: AppContext, choice: TSeasonChoice): Promise<Ladder> {
  if (choice === 'all') return { seasonId: null, name: 'All-time', current: false, firstSeq: 0, nextSeq: null };
  const row = choice === undefined ? await repo.findCurrentSeason(ctx.db) : await repo.findSeason(ctx.db, choice);
  if (!row) throw new NotFound('SEASON_NOT_FOUND');
  const next = row.endedAt === null ? null : await repo.findNextSeason(ctx.db, row.firstSeq);
  return {
    seasonId: row.id,
    name: row.name,
    current: row.endedAt === null,
    firstSeq: row.firstSeq,
    nextSeq: next?.firstSeq ?? null,
  };
}
