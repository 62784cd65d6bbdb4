/**
 * Name search of players and teams, for every typeahead and the search page: one rule for what matches (the name
 * contains the text, case-insensitive; trigram indexes on lower(username) and lower(name)) and one ranking (the
 * shortest name first, the closest to what was typed, then by name).
 */
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { teams, users } from '../../db/schema.ts';

/** `%text%` for LIKE, lower-cased, with the wildcards of the text escaped: `%` and `_` typed by a person match themselves. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Which rows of a search: `offset` skips the earlier pages. */
export type NamePage = { limit: number; offset?: number };

function playersNamed(text: string): SQL {
  return and(sql`lower(${users.username}) like ${containsPattern(text)}`, eq(users.role, 'USER')) as SQL;
}

/** Players (never admins) whose name contains the text, closest first. */
export async function findPlayersNamed(tx: Tx, text: string, page: NamePage) {
  return tx
    .select({ id: users.id, username: users.username, avatarHash: users.avatarHash, lastSeen: users.lastSeen })
    .from(users)
    .where(playersNamed(text))
    .orderBy(asc(sql`length(${users.username})`), asc(sql`lower(${users.username})`), asc(users.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/** How many players `findPlayersNamed` finds in all. */
export async function countPlayersNamed(tx: Tx, text: string): Promise<number> {
  const [total] = await tx.select({ n: count() }).from(users).where(playersNamed(text));
  return total?.n ?? 0;
}

/** Active teams whose name contains the text; without the teams of `excludeMember` when given (a player's opponents). */
function teamsNamed(text: string, excludeMember?: string): SQL {
  return and(
    eq(teams.active, true),
    sql`lower(${teams.name}) like ${containsPattern(text)}`,
    excludeMember === undefined ? undefined : ne(teams.player1Id, excludeMember),
    excludeMember === undefined ? undefined : ne(teams.player2Id, excludeMember),
  ) as SQL;
}

/** Active teams whose name contains the text, closest first (whole rows: team screens show their stats). */
export async function findTeamsNamed(
  tx: Tx,
  text: string,
  page: NamePage & { excludeMember?: string },
): Promise<Array<typeof teams.$inferSelect>> {
  return tx
    .select()
    .from(teams)
    .where(teamsNamed(text, page.excludeMember))
    .orderBy(asc(sql`length(${teams.name})`), asc(sql`lower(${teams.name})`), asc(teams.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/** How many teams `findTeamsNamed` finds in all. */
export async function countTeamsNamed(tx: Tx, text: string, excludeMember?: string): Promise<number> {
  const [total] = await tx.select({ n: count() }).from(teams).where(teamsNamed(text, excludeMember));
  return Number(total?.n ?? 0);
}
