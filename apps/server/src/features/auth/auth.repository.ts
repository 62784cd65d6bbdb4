import { and, eq, gt, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { refreshTokens, resetTokens, sessions } from '../../db/schema.ts';

export type RefreshRow = typeof refreshTokens.$inferSelect;

/** Starts a session (one sign-in); its id is the `sid` of its tokens. */
export async function insertSession(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx.insert(sessions).values({ userId }).returning({ id: sessions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function insertRefreshToken(
  tx: Tx,
  row: { userId: string; familyId: string; tokenHash: string; generation: number; expiresAt: Date },
): Promise<void> {
  await tx.insert(refreshTokens).values(row);
}

export async function findRefreshToken(tx: Tx, tokenHash: string): Promise<RefreshRow | undefined> {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/**
 * Records that a token of `generation` was presented, if its session is live and has seen no newer generation; the
 * session's newest presented generation afterwards, or undefined when refused. Equal generations both pass, so two
 * refreshes of one token at once both succeed (the row lock orders them; the second still qualifies).
 */
export async function presentGeneration(tx: Tx, sessionId: string, generation: number): Promise<number | undefined> {
  const [row] = await tx
    .update(sessions)
    .set({ presented: generation })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), lte(sessions.presented, generation)))
    .returning({ presented: sessions.presented });
  return row?.presented;
}

/** The newest generation presented of a live session (for a token handed out without a refresh). */
export async function presentedGeneration(tx: Tx, sessionId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ presented: sessions.presented })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .limit(1);
  return row?.presented;
}

/** Removes a session's rows of tokens expired by `at` (an earlier client refreshing for a month leaves many). */
export async function deleteExpiredTokens(tx: Tx, sessionId: string, at: Date): Promise<void> {
  await tx.delete(refreshTokens).where(and(eq(refreshTokens.familyId, sessionId), lte(refreshTokens.expiresAt, at)));
}

/**
 * Removes the user's sessions that can never be used again: revoked ones, and ones whose every refresh token has
 * expired (each access token is handed out with a refresh token that outlives it). Their token rows go with them.
 */
export async function pruneSessions(tx: Tx, userId: string, at: Date): Promise<void> {
  await tx
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(
          isNotNull(sessions.revokedAt),
          sql`not exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sessions.id} and ${refreshTokens.expiresAt} > ${at})`,
        ),
      ),
    );
}

/** Revokes one session: its refresh and access tokens stop working. False when it was revoked already. */
export async function revokeSession(tx: Tx, sessionId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** Revokes every session of the user except `keep` (when given). */
export async function revokeSessionsOfUser(tx: Tx, userId: string, at: Date, keep?: string): Promise<void> {
  const others = keep ? ne(sessions.id, keep) : sql`true`;
  await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
}

/** A new reset request supersedes the older ones. */
export async function replaceResetToken(
  tx: Tx,
  row: { userId: string; tokenHash: string; expiresAt: Date },
  at: Date,
): Promise<void> {
  await tx
    .update(resetTokens)
    .set({ usedAt: at })
    .where(and(eq(resetTokens.userId, row.userId), isNull(resetTokens.usedAt)));
  await tx.insert(resetTokens).values(row);
}

export async function findResetToken(tx: Tx, tokenHash: string) {
  const [row] = await tx.select().from(resetTokens).where(eq(resetTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Uses a reset token exactly once; false when it was used, superseded or expired meanwhile. */
export async function consumeResetToken(tx: Tx, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(resetTokens)
    .set({ usedAt: at })
    .where(and(eq(resetTokens.id, id), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, at)))
    .returning({ id: resetTokens.id });
  return rows.length === 1;
}
