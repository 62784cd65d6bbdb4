/** How teams show in API answers. */
import { emptyStats, type TStats, type TTeamPlayer, type TTeamSummary } from '@caps/domain';
import { toUserMinimized, type PlayerRow } from '../accounts/index.ts';
import type { TeamRow } from './teams.repository.ts';

const STAT_KEYS = Object.keys(emptyStats()) as Array<keyof TStats>;

/** The team as the API shows it (the sheet's TeamWithStats). */
export function toTeamSummary(row: TeamRow): TTeamSummary {
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    playerList: [row.player1Id, row.player2Id],
    doublesStats: pickStats(row),
  };
}

/** The stats columns of a row (a team's or a season's); missing ones are fresh stats. */
export function pickStats(row: Partial<Record<keyof TStats, number>>): TStats {
  const stats = emptyStats();
  // count-like columns come back as numbers from PGlite and pg alike (int4/float8), Number() only normalises.
  for (const key of STAT_KEYS) if (row[key] !== undefined) stats[key] = Number(row[key]);
  return stats;
}

/** The players of `ids` that exist, as team screens show them. */
export function playersOf(found: Map<string, PlayerRow>, ids: string[]): TTeamPlayer[] {
  return ids.flatMap((id) => {
    const p = found.get(id);
    return p ? [{ ...toUserMinimized(p), lastGame: p.lastGame?.toISOString() ?? null }] : [];
  });
}
