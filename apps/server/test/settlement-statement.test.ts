/** The write path's helpers: JSON inserts keep every value exactly; the settlement's one statement lands all or nothing, claim and guards. */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { insertJson } from '../src/db/json-rows.ts';
import { games, notifications, users } from '../src/db/schema.ts';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../src/db/client.ts';
import { retryOnConflict, StaleRead } from '../src/db/retry.ts';
import { claimSettlement, lockSettlementKeys, settleUntilLanded, type Guarded } from '../src/features/league/index.ts';
import { ClaimLost, claimTogether } from './support/settlement.ts';
import { createTestDatabase } from './support/db.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The statement's writes without a claim to lose. */
const writeTogether = (tx: Tx, writes: SQL[]) => claimTogether(tx, sql`select 1 as claimed`, writes);

/** A claim as the statement takes it: touches the user's row, so it finds one row while the user exists. */
const claimOf = (userId: string) =>
  database.db
    .update(users)
    .set({ lastGame: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
    .getSQL();

/** A write of the statement: one notice to the user, saying `text`. */
const noteTo = (userId: string, text: string) => insertJson(notifications, [{ userId, type: 'GAME_ACCEPTED', text }]);

/** The texts of the user's notices, in the order the database returns them. */
const notesOf = async (userId: string) =>
  (await database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.text);

async function newUser(): Promise<string> {
  const id = crypto.randomUUID();
  await database.db
    .insert(users)
    .values({ id, username: `wt${id.slice(0, 8)}`, passwordHash: 'x', avatarHash: 'h', role: 'USER' });
  return id;
}

describe('insertJson', () => {
  it('stores dates, jsonb, booleans, fractions and nulls exactly, and defaults for columns no row sets', async () => {
    const [player1Id, player2Id] = [await newUser(), await newUser()];
    const time = new Date('2026-05-06T07:08:09.123Z');
    const body = { nested: { list: [1, 'two', null], quote: 'it\'s "quoted" </script>' } };
    const row = {
      id: crypto.randomUUID(),
      gameType: 'SINGLES' as const,
      gameMode: 'OVERTIME' as const,
      time,
      player1Id,
      player2Id,
      team1Id: null,
      team1Score: 11,
      team2Score: 7,
      winnerId: player1Id,
      nakedLap: true,
      body,
    };
    await database.db.execute(insertJson(games, [row]));
    const [stored] = await database.db.select().from(games).where(eq(games.id, row.id));
    expect(stored).toMatchObject({
      ...row,
      status: 'PENDING',
      decidedAt: null,
      acceptSeq: null,
      team2Id: null,
      postedBy: null,
    });
    expect(stored?.time.toISOString()).toBe(time.toISOString());
  });

  it('inserts the union of the rows’ columns: a row without one stores null there', async () => {
    const user = await newUser();
    const gameId = crypto.randomUUID();
    await database.db.execute(
      insertJson(notifications, [
        { userId: user, type: 'GAME_ACCEPTED', text: 'first' },
        { userId: user, type: 'GAME_REJECTED', text: 'second', gameId },
      ]),
    );
    const rows = await database.db.select().from(notifications).where(eq(notifications.userId, user));
    expect(rows.map((r) => [r.text, r.gameId, r.seen]).sort()).toEqual([
      ['first', null, false],
      ['second', gameId, false],
    ]);
  });
});

describe('the settlement statement (claimSettlement)', () => {
  it('runs every statement or none', async () => {
    const user = await newUser();
    const good = noteTo(user, 'kept?');
    const bad = noteTo(crypto.randomUUID(), 'no such user');
    await expect(writeTogether(database.db, [good, bad])).rejects.toThrow();
    expect(await notesOf(user)).toEqual([]);
    await writeTogether(database.db, [good]);
    expect(await notesOf(user)).toHaveLength(1);
  });

  it('lands nothing when the claim finds no row to change (ClaimLost)', async () => {
    const user = await newUser();
    await claimTogether(database.db, claimOf(user), [noteTo(user, 'with a won claim')]);
    await expect(
      claimTogether(database.db, claimOf(crypto.randomUUID()), [noteTo(user, 'with a lost claim')]),
    ).rejects.toBeInstanceOf(ClaimLost);
    expect(await notesOf(user)).toEqual(['with a won claim']);
  });

  it('lands nothing when a guarded write changes fewer rows than it must (StaleRead)', async () => {
    const [user, claimed] = [await newUser(), await newUser()];
    // Guarded on the username as read: the first write changes it, so the same guard is stale the second time.
    const rename = (from: string, to: string): Guarded => ({
      guarded: database.db
        .update(users)
        .set({ username: to })
        .where(and(eq(users.id, user), eq(users.username, from)))
        .returning({ id: users.id })
        .getSQL(),
      rows: 1,
    });
    const [before] = await database.db.select().from(users).where(eq(users.id, user));
    await claimTogether(database.db, claimOf(claimed), [rename(before!.username, 'wt-renamed'), noteTo(user, 'fresh')]);
    await expect(
      claimTogether(database.db, claimOf(claimed), [rename(before!.username, 'wt-again'), noteTo(user, 'stale')]),
    ).rejects.toBeInstanceOf(StaleRead);
    const [after] = await database.db.select().from(users).where(eq(users.id, user));
    expect(after?.username).toBe('wt-renamed');
    expect(await notesOf(user)).toEqual(['fresh']);
  });

  it('retries an attempt that read stale data, and answers 409 when it stays stale', async () => {
    let calls = 0;
    expect(await retryOnConflict(async () => (++calls < 3 ? Promise.reject(new StaleRead()) : 'done'))).toBe('done');
    expect(calls).toBe(3);
    await expect(retryOnConflict(() => Promise.reject(new StaleRead()))).rejects.toMatchObject({ status: 409 });
    await expect(retryOnConflict(() => Promise.reject(new Error('other')))).rejects.toThrow('other');
  }, 30_000);

  // PostgreSQL only: the embedded database runs one statement at a time, so nothing can run beside a transaction.
  it.skipIf(!process.env.DATABASE_URL)(
    'an optimistic claim gives way to a serialised settlement holding its keys; the serialised one lands',
    async () => {
      const [user, claimed] = [await newUser(), await newUser()];
      let release: () => void = () => undefined;
      let locked: () => void = () => undefined;
      const held = new Promise<void>((r) => (locked = r));
      const serialised = database.db.transaction(async (tx) => {
        await lockSettlementKeys(tx, [user]);
        locked();
        await new Promise<void>((r) => (release = r));
        await claimTogether(tx, claimOf(claimed), [noteTo(user, 'serialised')]);
      });
      await held;
      await expect(
        claimSettlement(database.db, null, claimOf(claimed), [noteTo(user, 'optimistic')], [user]),
      ).rejects.toBeInstanceOf(StaleRead);
      release();
      await serialised;
      // settleUntilLanded: a first attempt that reads stale data is made again under the locks, and lands.
      let attempts = 0;
      await settleUntilLanded(database.db, async (tx, lock) => {
        attempts++;
        if (!lock) throw new StaleRead();
        await lock([user]);
        await claimTogether(tx, claimOf(claimed), [noteTo(user, 'after a stale read')]);
      });
      expect(attempts).toBe(2);
      expect((await notesOf(user)).sort()).toEqual(['after a stale read', 'serialised']);
    },
  );
});
