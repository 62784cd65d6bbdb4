/**
 * The season awards (issue #25; domain `seasonEndAwards`): SEASON_CHAMPION and SEASON_PODIUM go to the top 3 of an
 * ended season's final tables. They are granted when a season ends (`grantSeasonEndAwards`, in the transaction that
 * ends it), and reviewed when a change of history replays an ended season (`reviewSeasonAwards`, in the change's
 * transaction): a correction that changes a final table moves them. An award is held once (achievements_user_kind_idx),
 * so the review keeps exactly the awards some ended season's final tables give: one no table gives any more goes, one
 * a table now gives is granted (with a notification). Final tables are read from the top of their board indexes, so
 * either costs a few short reads per ended season.
 */
import { LIMITS, seasonEndAwards } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { achievementNote, insertNotifications } from '../notifications/index.ts';
import {
  deleteAwards,
  findEndedSeasons,
  findPodiums,
  findSeasonAwards,
  findSeasonName,
  insertNewAwards,
} from './season-awards.repository.ts';

/** Grants the awards of a season's final tables that their players do not hold yet, with their notifications. */
export async function grantSeasonEndAwards(tx: Tx, seasonId: number, at: Date): Promise<void> {
  const season = await findSeasonName(tx, seasonId);
  await grant(tx, withSeason(seasonEndAwards(await findPodiums(tx, seasonId, LIMITS.leaderboardMinGames)), season), at);
}

/** Makes the season awards held those the ended seasons' final tables give; see the module's comment. */
export async function reviewSeasonAwards(tx: Tx, at: Date): Promise<void> {
  const earned = [];
  for (const season of await findEndedSeasons(tx))
    earned.push(
      ...withSeason(seasonEndAwards(await findPodiums(tx, season.id, LIMITS.leaderboardMinGames)), season.name),
    );
  const key = (a: { userId: string; achievement: string }) => `${a.userId}:${a.achievement}`;
  const earnedKeys = new Set(earned.map(key));
  await deleteAwards(
    tx,
    (await findSeasonAwards(tx)).filter((a) => !earnedKeys.has(key(a))).map((a) => a.id),
  );
  await grant(tx, earned, at);
}

type SeasonAward = ReturnType<typeof seasonEndAwards>[number] & { season: string | undefined };

/** The awards of one season's tables, each with the season's name (its notice names it). */
const withSeason = (awards: ReturnType<typeof seasonEndAwards>, season: string | undefined): SeasonAward[] =>
  awards.map((a) => ({ ...a, season }));

async function grant(tx: Tx, awards: SeasonAward[], at: Date): Promise<void> {
  const seasonOf = new Map(awards.map((a) => [`${a.userId}:${a.achievement}`, a.season]));
  const granted = await insertNewAwards(
    tx,
    awards.map(({ season: _season, ...a }) => ({ ...a, dateAchieved: at })),
  );
  await insertNotifications(
    tx,
    granted.map((a) => ({
      userId: a.userId,
      type: 'ACHIEVEMENT_UNLOCKED' as const,
      message: achievementNote(a.achievement, seasonOf.get(`${a.userId}:${a.achievement}`)),
      gameId: null,
      date: at,
    })),
  );
}
