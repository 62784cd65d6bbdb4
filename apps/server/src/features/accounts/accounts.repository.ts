/** Queries of accounts: the users table (names, emails, roles, password hashes, last seen) and session checks. */
import crypto from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { normalizeUsername, usernameSkeleton, type TLanguage, type TRole } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { prepared } from '../../db/prepared.ts';
import { Conflict } from '../../platform/errors.ts';
import { postgresCode, violatedConstraint } from '../../platform/error-handler.ts';

export type UserRow = typeof users.$inferSelect;

/** MD5 of the trimmed, lower-cased email: the avatar service's convention (empty email hashes the empty string). */
export function avatarHashOf(email: string | null): string {
  return crypto
    .createHash('md5')
    .update((email ?? '').trim().toLowerCase())
    .digest('hex');
}

const sessionQuery = prepared('session_user', (tx, name) =>
  tx
    .select({ id: users.id, role: users.role, email: users.email })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(
      and(
        eq(users.id, sql.placeholder('id')),
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
      ),
    )
    .prepare(name),
);

/**
 * What a session check reads of its user, when the session (sign-in) is still live: one indexed join (prepared: it
 * runs on most signed-in requests). Undefined for a deleted user or a signed-out or revoked session.
 */
export async function findSessionUser(
  tx: Tx,
  id: string,
  sessionId: string,
): Promise<Pick<UserRow, 'id' | 'role' | 'email'> | undefined> {
  return (await sessionQuery(tx).execute({ id, sessionId }))[0];
}

const playersQuery = prepared('players_by_id', (tx, name) =>
  tx
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      avatarHash: users.avatarHash,
      lastSeen: users.lastSeen,
      lastGame: users.lastGame,
      language: users.language,
    })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare(name),
);
export type PlayerRow = Pick<
  UserRow,
  'id' | 'username' | 'email' | 'role' | 'avatarHash' | 'lastSeen' | 'lastGame' | 'language'
>;

/** Users by id, with what games, teams and tournaments check and show of their players (prepared: every post reads them). */
export async function findPlayersByIds(tx: Tx, ids: readonly string[]): Promise<Map<string, PlayerRow>> {
  if (ids.length === 0) return new Map();
  const rows = await playersQuery(tx).execute({ ids: [...ids] });
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The account of a name, case ignored; the name is read in its stored form (NFKC), so `ｂｏｂ` signs in as `bob`. */
export async function findUserByUsername(tx: Tx, username: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${normalizeUsername(username)})`)
    .limit(1);
  return row;
}

/**
 * Refuses a name that another account has (409 USERNAME_TAKEN) or looks like (409 USERNAME_LOOKALIKE: the same
 * skeleton). Inside a transaction it holds a lock on the skeleton until the end, so two look-alikes written at once
 * cannot both pass (the skeleton index is not unique: look-alikes from before it stay).
 */
async function claimUsername(tx: Tx, username: string, skeleton: string, exceptUserId?: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`username-skeleton|${skeleton}`}))`);
  const [other] = await tx
    .select({ username: users.username })
    .from(users)
    .where(
      and(
        sql`(${users.usernameSkeleton} = ${skeleton} or lower(${users.username}) = lower(${username}))`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  if (!other) return;
  if (other.username.toLowerCase() === username.toLowerCase()) throw new Conflict('USERNAME_TAKEN');
  throw new Conflict({ code: 'USERNAME_LOOKALIKE', params: { username: other.username } });
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

/** Turns a unique violation on username or email into the 409 a person can read. */
function rethrowTaken(err: unknown): never {
  if (postgresCode(err) === '23505') {
    const constraint = violatedConstraint(err) ?? '';
    if (constraint.includes('email')) throw new Conflict('EMAIL_TAKEN');
    if (constraint.includes('username')) throw new Conflict('USERNAME_TAKEN');
  }
  throw err;
}

export async function insertUser(
  tx: Tx,
  input: { username: string; email: string | null; passwordHash: string; role: TRole; language?: TLanguage | null },
): Promise<UserRow> {
  try {
    const email = input.email?.toLowerCase() ?? null;
    const username = normalizeUsername(input.username);
    const skeleton = usernameSkeleton(username);
    await claimUsername(tx, username, skeleton);
    const [row] = await tx
      .insert(users)
      .values({ ...input, username, usernameSkeleton: skeleton, email, avatarHash: avatarHashOf(email) })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (err) {
    rethrowTaken(err);
  }
}

export async function updateUserAccount(
  tx: Tx,
  id: string,
  change: { username?: string; email?: string; passwordHash?: string; language?: TLanguage; lastSeen?: Date },
): Promise<UserRow> {
  const set: Partial<typeof users.$inferInsert> = { ...change };
  if (change.username !== undefined) {
    set.username = normalizeUsername(change.username);
    set.usernameSkeleton = usernameSkeleton(set.username);
  }
  if (change.email !== undefined) {
    set.email = change.email.toLowerCase();
    set.avatarHash = avatarHashOf(set.email);
  }
  try {
    if (set.username !== undefined && set.usernameSkeleton)
      await claimUsername(tx, set.username, set.usernameSkeleton, id);
    const [row] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
    if (!row) throw new Conflict('USER_CHANGED_MEANWHILE');
    return row;
  } catch (err) {
    rethrowTaken(err);
  }
}

export async function touchLastSeen(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(users).set({ lastSeen: at }).where(eq(users.id, id));
}

const SKELETON_BATCH = 1000;

/** Fills the skeleton of every name that has none (names from before migration 0018); returns how many it filled. */
export async function fillUsernameSkeletons(tx: Tx): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(isNull(users.usernameSkeleton))
      .limit(SKELETON_BATCH);
    if (rows.length === 0) return filled;
    const pairs = JSON.stringify(rows.map((r) => ({ id: r.id, skeleton: usernameSkeleton(r.username) })));
    await tx.execute(sql`
      update ${users} set username_skeleton = v.skeleton
      from json_to_recordset(${pairs}::json) as v(id uuid, skeleton text)
      where ${users.id} = v.id`);
    filled += rows.length;
  }
}

/** The groups of names that look alike (the same skeleton), each oldest first; groups in the order of their first name. */
export async function lookalikeUsernames(tx: Tx): Promise<string[][]> {
  const rows = await tx
    .select({ names: sql<string[]>`array_agg(${users.username} order by ${users.createdAt}, ${users.id})` })
    .from(users)
    .where(sql`${users.usernameSkeleton} is not null`)
    .groupBy(users.usernameSkeleton)
    .having(sql`count(*) > 1`)
    .orderBy(sql`min(${users.createdAt})`);
  return rows.map((r) => r.names);
}
