import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { TRole } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { Conflict } from '../../platform/errors.ts';
import { postgresCode, violatedConstraint } from '../../platform/error-handler.ts';

export type UserRow = typeof users.$inferSelect;

/** MD5 of the trimmed, lower-cased email: the avatar service's convention (empty email hashes the empty string). */
export function avatarHashOf(email: string | null): string {
  return crypto.createHash('md5').update((email ?? '').trim().toLowerCase()).digest('hex');
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUsersByIds(tx: Tx, ids: string[]): Promise<UserRow[]> {
  return ids.length ? tx.select().from(users).where(inArray(users.id, ids)) : [];
}

export async function findUserByUsername(tx: Tx, username: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1);
  return row;
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

/** Turns a unique violation on username or email into the 409 a person can read. */
function rethrowTaken(err: unknown): never {
  if (postgresCode(err) === '23505') {
    const constraint = violatedConstraint(err) ?? '';
    if (constraint.includes('email')) throw new Conflict('Email not available');
    if (constraint.includes('username')) throw new Conflict('Username not available');
  }
  throw err;
}

export async function insertUser(tx: Tx, input: { username: string; email: string | null; passwordHash: string; role: TRole }): Promise<UserRow> {
  try {
    const email = input.email?.toLowerCase() ?? null;
    const [row] = await tx.insert(users).values({ ...input, email, avatarHash: avatarHashOf(email) }).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (err) {
    rethrowTaken(err);
  }
}

export async function updateUserAccount(tx: Tx, id: string, change: { username?: string; email?: string; passwordHash?: string; lastSeen?: Date }): Promise<UserRow> {
  const set: Partial<typeof users.$inferInsert> = { ...change };
  if (change.email !== undefined) {
    set.email = change.email.toLowerCase();
    set.avatarHash = avatarHashOf(set.email);
  }
  try {
    const [row] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
    if (!row) throw new Conflict('User changed meanwhile');
    return row;
  } catch (err) {
    rethrowTaken(err);
  }
}

export async function touchLastSeen(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(users).set({ lastSeen: at }).where(eq(users.id, id));
}
