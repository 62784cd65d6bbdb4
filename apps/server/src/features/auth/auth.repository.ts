import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { refreshTokens, resetTokens } from '../../db/schema.ts';

export type RefreshRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(tx: Tx, row: { userId: string; familyId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await tx.insert(refreshTokens).values(row);
}

export async function findRefreshToken(tx: Tx, tokenHash: string): Promise<RefreshRow | undefined> {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks a token rotated only if it is still live: the one caller that wins the race gets true. */
export async function claimRefreshToken(tx: Tx, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(tx: Tx, familyId: string, at: Date): Promise<void> {
  await tx.update(refreshTokens).set({ revokedAt: at }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllOfUser(tx: Tx, userId: string, at: Date): Promise<void> {
  await tx.update(refreshTokens).set({ revokedAt: at }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** A new reset request supersedes the older ones. */
export async function replaceResetToken(tx: Tx, row: { userId: string; tokenHash: string; expiresAt: Date }, at: Date): Promise<void> {
  await tx.update(resetTokens).set({ usedAt: at }).where(and(eq(resetTokens.userId, row.userId), isNull(resetTokens.usedAt)));
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
