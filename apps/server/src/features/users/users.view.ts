/** How players show in the leaderboard and on their profile. */
import {
  USER_STATS_KEYS,
  emptyStats,
  type TGameType,
  type TLadder,
  type TLeaderboardRow,
  type TSeasonHistoryRow,
  type TStats,
  type TUserFull,
} from '@caps/domain';
import { toPublicUser } from '../accounts/index.ts';
import { statsByType, toAchievementView } from '../league/index.ts';
import { toTeamSummary } from '../teams/index.ts';
import type { findLeaderboard, findProfile } from './users.repository.ts';

type LeaderboardRowRead = Awaited<ReturnType<typeof findLeaderboard>>['rows'][number];
type ProfileRead = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** A leaderboard row at `rank`, its stats under `stats` and, for the earlier client, under the profile's key of the type (issue 21). */
export function toLeaderboardRow(
  r: LeaderboardRowRead,
  rank: number,
  gameType: keyof typeof USER_STATS_KEYS,
  flags: { provisional: boolean; inactive: boolean },
): TLeaderboardRow {
  const { id, username, avatarHash, lastSeen, lastGame, lastGameOfType: _last, ...stats } = r;
  const row = {
    id,
    username,
    avatarHash,
    lastSeen: lastSeen?.toISOString() ?? null,
    lastGame: lastGame?.toISOString() ?? null,
    rank,
    stats,
    ...flags,
  };
  return { ...row, [USER_STATS_KEYS[gameType]]: stats };
}

/** The profile: the user, their four stats blocks, active teams and achievements (oldest first). */
export function toUserFull(
  profile: ProfileRead,
  ladder: TLadder,
  seasonStats: ProfileRead['stats'] | null,
  seasonHistory: TSeasonHistoryRow[],
): TUserFull {
  const { user, achievements, teams } = profile;
  const stats = statsByType(seasonStats ?? profile.stats);
  const of = (type: TGameType): TStats => stats[type] ?? emptyStats();
  return {
    ...toPublicUser(user),
    userSinglesStats: of('SINGLES'),
    userEasyStats: of('EASY_CAPS'),
    userUnrankedStats: of('UNRANKED'),
    userDoublesStats: of('DOUBLES'),
    teams: teams.filter((t) => t.active).map(toTeamSummary),
    achievements: achievements.map(toAchievementView),
    ladder,
    seasonHistory,
  };
}
