/** Queries of a game's audit trail and of disputes. */
import { and, asc, eq, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { TAuditAction, TAuditState, TGameType } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { insertJson } from '../../db/json-rows.ts';
import { executeNamed } from '../../db/named.ts';
import { gameAudit, gameDisputes, games, notifications, users } from '../../db/schema.ts';

export type NewAuditEntry = {
  gameId: string;
  action: TAuditAction;
  byId: string | null;
  at: Date;
  reason?: string | null;
  before?: TAuditState | null;
  after?: TAuditState | null;
};

/**
 * The SQL of the insert of audit entries, in the given order (their `seq` follows it), to execute or to join a
 * statement of several writes (a decision's, games.service.ts); none for no entries. `insertAudit` executes it.
 */
export function auditInsertSql(entries: readonly NewAuditEntry[]): SQL[] {
  return entries.length > 0 ? [insertJson(gameAudit, entries)] : [];
}

/** Executes the insert of audit entries (`auditInsertSql`) in the caller's transaction, as a named statement. */
export async function insertAudit(tx: Tx, entries: readonly NewAuditEntry[]): Promise<void> {
  for (const insert of auditInsertSql(entries)) await executeNamed(tx, insert);
}

/**
 * The admins to tell of a new dispute: every admin but those with an unseen dispute notice already. A flood of
 * reports leaves each admin one notice to see (the queue and its badge count the rest), not one per report.
 */
export async function findAdminIdsToTell(tx: Tx): Promise<string[]> {
  const unseenNotice = sql`exists (select 1 from ${notifications} n where n.user_id = ${users.id} and n.type = 'DISPUTE_OPENED' and not n.seen and n.message->>'key' = 'disputeOpened')`;
  return (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'ADMIN'), not(unseenNotice)))
  ).map((r) => r.id);
}

export type AuditRow = {
  action: TAuditAction;
  byId: string | null;
  byName: string | null;
  at: Date;
  reason: string | null;
  before: TAuditState | null;
  after: TAuditState | null;
};

/** A game's audit entries, oldest first, with the names of who did what. */
export async function findAuditRows(tx: Tx, gameId: string): Promise<AuditRow[]> {
  return tx
    .select({
      action: gameAudit.action,
      byId: gameAudit.byId,
      byName: users.username,
      at: gameAudit.at,
      reason: gameAudit.reason,
      before: sql<TAuditState | null>`${gameAudit.before}`,
      after: sql<TAuditState | null>`${gameAudit.after}`,
    })
    .from(gameAudit)
    .leftJoin(users, eq(users.id, gameAudit.byId))
    .where(eq(gameAudit.gameId, gameId))
    .orderBy(asc(gameAudit.seq));
}

/**
 * Claims a new dispute: inserted only while the game is accepted (false when it is not), reading the game's row with
 * a share lock, so a void or a correction in progress (which holds it for update) is waited for and then seen. A
 * second open dispute of the same player meets the unique index (23505).
 */
export async function claimDispute(
  tx: Tx,
  dispute: { id: string; gameId: string; userId: string; reason: string; at: Date },
): Promise<boolean> {
  const { rows } = await tx.execute<{
    one: number;
  }>(sql`insert into ${gameDisputes} (id, game_id, user_id, reason, created_at)
    select ${dispute.id}::uuid, g.id, ${dispute.userId}::uuid, ${dispute.reason}, ${dispute.at.toISOString()}::timestamptz
    from ${games} g where g.id = ${dispute.gameId}::uuid and g.status = 'ACCEPTED' for share of g
    returning 1 as one`);
  return rows.length > 0;
}

export type DisputeRow = {
  id: string;
  gameId: string;
  gameType: TGameType;
  byId: string;
  byName: string;
  reason: string;
  at: Date;
};

const disputeColumns = {
  id: gameDisputes.id,
  gameId: gameDisputes.gameId,
  gameType: games.gameType,
  byId: gameDisputes.userId,
  byName: users.username,
  reason: gameDisputes.reason,
  at: gameDisputes.createdAt,
};

/** Open disputes of one game (all players), or of one player. */
export async function findOpenDisputes(tx: Tx, gameId: string, userId?: string): Promise<DisputeRow[]> {
  return tx
    .select(disputeColumns)
    .from(gameDisputes)
    .innerJoin(games, eq(games.id, gameDisputes.gameId))
    .innerJoin(users, eq(users.id, gameDisputes.userId))
    .where(
      and(
        eq(gameDisputes.gameId, gameId),
        isNull(gameDisputes.closedAt),
        userId ? eq(gameDisputes.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(gameDisputes.createdAt), asc(gameDisputes.id));
}

/** One page of the open disputes, oldest first (the admins' queue), with how many are open (one statement). */
export async function findDisputeQueue(
  tx: Tx,
  pageNumber: number,
  pageSize: number,
): Promise<{ rows: DisputeRow[]; total: number }> {
  const rows = await tx
    .select({ ...disputeColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(gameDisputes)
    .innerJoin(games, eq(games.id, gameDisputes.gameId))
    .innerJoin(users, eq(users.id, gameDisputes.userId))
    .where(isNull(gameDisputes.closedAt))
    .orderBy(asc(gameDisputes.createdAt), asc(gameDisputes.id))
    .limit(pageSize)
    .offset(pageNumber * pageSize);
  // A page past the end has no rows to carry the total: count it apart (rare).
  const total = rows[0]?.total ?? (pageNumber > 0 ? await countOpenDisputes(tx) : 0);
  return { rows, total };
}

async function countOpenDisputes(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(gameDisputes)
    .where(isNull(gameDisputes.closedAt));
  return row?.n ?? 0;
}

/** A dispute by its id, open or closed. */
export async function findDispute(tx: Tx, id: string): Promise<(DisputeRow & { closedAt: Date | null }) | undefined> {
  const [row] = await tx
    .select({ ...disputeColumns, closedAt: gameDisputes.closedAt })
    .from(gameDisputes)
    .innerJoin(games, eq(games.id, gameDisputes.gameId))
    .innerJoin(users, eq(users.id, gameDisputes.userId))
    .where(eq(gameDisputes.id, id))
    .limit(1);
  return row;
}

/** Claims closing one open dispute: false when it is closed already. */
export async function claimDismissal(tx: Tx, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(gameDisputes)
    .set({ closedAt: at })
    .where(and(eq(gameDisputes.id, id), isNull(gameDisputes.closedAt)))
    .returning({ id: gameDisputes.id });
  return rows.length > 0;
}

/** Closes the open disputes of a game. */
export async function closeDisputes(tx: Tx, gameId: string, at: Date): Promise<void> {
  await tx
    .update(gameDisputes)
    .set({ closedAt: at })
    .where(and(eq(gameDisputes.gameId, gameId), isNull(gameDisputes.closedAt)));
}
