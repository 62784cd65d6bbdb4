/**
 * Seasons (issue #25): a season is a range of acceptance numbers (`accept_seq`), from its first one to the next
 * season's; a game belongs to the season in which it was accepted. Every accepted game moves two ledgers by the
 * league's one fold step (`foldAcceptedGame`): the all-time one, which never resets, and its season's, which starts
 * from fresh stats (500 points) for everyone. Awards are earned on the all-time ledger only; a season's end grants
 * SEASON_CHAMPION and SEASON_PODIUM from its final tables.
 */
import { achievementCondition } from './achievement-conditions.ts';
import { ACHIEVEMENTS, type TAchievement, type TGameType } from './enums.ts';
import { LIMITS } from './limits.ts';
import {
  emptyLeagueState,
  foldAcceptedGame,
  type TAcceptedGame,
  type TAchievementAward,
  type TGameSettlement,
  type TLeagueState,
} from './stats.ts';

/** A season as far as membership goes: where its acceptance numbers start. */
export interface TSeasonBounds {
  id: number;
  firstSeq: number;
}

/** The season an acceptance number belongs to: the latest one starting at or before it (seasons in any order). */
export function seasonOfSeq<T extends TSeasonBounds>(seasons: readonly T[], seq: number): T | undefined {
  let found: T | undefined;
  for (const s of seasons) if (s.firstSeq <= seq && (!found || s.firstSeq > found.firstSeq)) found = s;
  return found;
}

/** The two ledgers a league keeps: all-time (with the awards) and each season's (stats only). */
export interface TLedgers {
  allTime: TLeagueState;
  seasons: Map<number, TLeagueState>;
}

export function emptyLedgers(): TLedgers {
  return { allTime: emptyLeagueState(), seasons: new Map() };
}

/**
 * One accepted game moves both ledgers, each from its own current values: the all-time one (with awards) and the
 * season's (a season's state has no awards: `foldSeasonGame`).
 */
export function foldSeasonedGame(
  ledgers: TLedgers,
  game: TAcceptedGame,
  seasonId: number,
  gameIndex: number,
): { allTime: TGameSettlement; season: TGameSettlement; awards: TAchievementAward[] } {
  const { settlement, awards } = foldAcceptedGame(ledgers.allTime, game, gameIndex);
  let season = ledgers.seasons.get(seasonId);
  if (!season) ledgers.seasons.set(seasonId, (season = emptyLeagueState()));
  return { allTime: settlement, season: foldSeasonGame(season, game), awards };
}

/**
 * The season ledger's step: the league's fold step on the season's state, its awards dropped (they are all-time).
 * The season state keeps no awards, so every game would look like a first one to the award rules: they are not
 * kept.
 */
export function foldSeasonGame(state: TLeagueState, game: TAcceptedGame): TGameSettlement {
  const { settlement } = foldAcceptedGame(state, game, 0);
  state.achievements.clear();
  return settlement;
}

/** A season's end award and the places and games that earn it (its `seasonPlace` condition). */
interface TSeasonAward {
  kind: TAchievement;
  places: number;
  games: number;
}

/** The season awards, read from the one achievement table (ACHIEVEMENT_CONDITIONS), in `ACHIEVEMENTS` order. */
const SEASON_AWARDS: readonly TSeasonAward[] = ACHIEVEMENTS.flatMap((kind) => {
  const condition = achievementCondition(kind);
  return condition.kind === 'seasonPlace' ? [{ kind, places: condition.places, games: condition.games }] : [];
});

/**
 * Awards of a season's end, not of a game (every achievement whose condition is `seasonPlace`): replays and the full
 * recompute of games leave them alone.
 */
export const SEASON_ACHIEVEMENTS: readonly TAchievement[] = SEASON_AWARDS.map((award) => award.kind);

/** Whether a rating rests on too few games to qualify for its ladder (LIMITS.leaderboardMinGames). */
export function isProvisional(gamesPlayed: number): boolean {
  return gamesPlayed < LIMITS.leaderboardMinGames;
}

/**
 * Whether a player or team is inactive: their last accepted game of the type is older than `inactiveDays` (or they
 * have none).
 */
export function isInactive(lastGameAt: Date | null, now: Date, inactiveDays: number): boolean {
  return lastGameAt === null || now.getTime() - lastGameAt.getTime() > inactiveDays * 86_400_000;
}

/** One row of a season's final table of a game type, ranked (1 first). */
export interface TSeasonFinalRow {
  userIds: readonly string[];
  gameType: TGameType;
  rank: number;
  gamesPlayed: number;
}

/**
 * The awards a season's end grants: each season award (ACHIEVEMENT_CONDITIONS' `seasonPlace`: SEASON_CHAMPION to
 * first place, SEASON_PODIUM to the top 3) to the rows of each final table within its places, among those with at
 * least its games (the qualified, LIMITS.leaderboardMinGames: a table's ranks count only them). A team's place goes to
 * both of its players. Unranked games have no table.
 */
export function seasonEndAwards(
  rows: readonly TSeasonFinalRow[],
): Array<{ userId: string; achievement: TAchievement; gameType: TGameType }> {
  const awards: Array<{ userId: string; achievement: TAchievement; gameType: TGameType }> = [];
  for (const row of rows) {
    if (row.gameType === 'UNRANKED') continue;
    for (const userId of row.userIds) {
      for (const award of SEASON_AWARDS) {
        if (row.rank <= award.places && row.gamesPlayed >= award.games)
          awards.push({ userId, achievement: award.kind, gameType: row.gameType });
      }
    }
  }
  return awards;
}

/**
 * Whether a board lists its provisional rows (1 to 4 games in the ladder) too, after the qualified ones (issue #37):
 * only the current season's board, and only when the caller asks (`withProvisional`). A rule that hides (qualification)
 * must not hide what another shows (provisional), or a new season's board stays empty for days; but past seasons and
 * all-time rank the qualified only (SERVER-RULES.md §8), and so does the earlier client's board, which never asks.
 */
export function boardListsProvisional(ladder: { current: boolean }, asked: boolean): boolean {
  return ladder.current && asked;
}

/** A slice of one section of a board: its rows from `offset`, at most `limit` of them. */
export interface TBoardSlice {
  offset: number;
  limit: number;
}

/**
 * A board of two sections, the qualified first and the provisional after them (each in its own order): the slice of
 * the provisional section a page holds, once the page's qualified rows (`qualifiedOnPage` of `qualifiedTotal`) are known.
 */
export function provisionalSlice(
  qualifiedTotal: number,
  qualifiedOnPage: number,
  pageNumber: number,
  pageSize: number,
): TBoardSlice {
  const start = pageNumber * pageSize;
  return { offset: Math.max(0, start - qualifiedTotal), limit: Math.max(0, pageSize - qualifiedOnPage) };
}

/** The games a board section's rows have in the ladder: the qualified from 5 on, the provisional 1 to 4. */
export function boardSectionGames(section: 'qualified' | 'provisional'): { min: number; below: number | null } {
  return section === 'qualified'
    ? { min: LIMITS.leaderboardMinGames, below: null }
    : { min: 1, below: LIMITS.leaderboardMinGames };
}
