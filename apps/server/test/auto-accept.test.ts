/** The auto-accept job: accepts every due game once, in batches that leave the server answering meanwhile. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games } from '../src/db/schema.ts';
import { autoAcceptDueGames } from '../src/features/games/index.ts';
import { diffLeague } from '../src/features/league/index.ts';
import { buildUser, useTestApp } from './support/app.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();

describe('auto-accept job', () => {
  it('accepts 500 due games exactly once, answers a health check before it ends, and lets people decide meanwhile', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => buildUser(ctx.app)));
    const posted: Array<{ id: string; opponent: (typeof players)[number] }> = [];
    for (let i = 0; i < 500; i++) {
      const [a, b] = [players[i % 6]!, players[(i + 1 + (Math.floor(i / 6) % 5)) % 6]!];
      ctx.clock.now = new Date(ctx.clock.now.getTime() + 301_000); // past the window in which an identical post is refused
      const res = await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id, { s2: i % 10, k2: 9 + (i % 3) }));
      expect(res.statusCode, res.body).toBe(201);
      posted.push({ id: res.json().id, opponent: b });
    }
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 25 * 3600_000);

    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const order: string[] = [];
    // Two instances' jobs at once, a health check and a person's own decision, all started together.
    const jobs = Promise.all([autoAcceptDueGames(ctx.app.appContext), autoAcceptDueGames(ctx.app.appContext)]).then(
      (counts) => {
        order.push('job');
        return counts;
      },
    );
    const health = fetch(`${address}/api/health/live`).then(async (res) => {
      order.push('health');
      return res.status;
    });
    const last = posted[posted.length - 1]!;
    const own = decide(ctx.app, last.opponent, 'SINGLES', last.id, 'accept');
    const [counts, status, decision] = await Promise.all([jobs, health, own]);

    expect(status).toBe(200);
    expect(order).toEqual(['health', 'job']);
    expect([200, 409]).toContain(decision.statusCode);
    expect(counts[0] + counts[1] + (decision.statusCode === 200 ? 1 : 0)).toBe(500);
    const [row] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(games)
      .where(eq(games.status, 'ACCEPTED'));
    expect(row?.n).toBe(500);
    expect(await autoAcceptDueGames(ctx.app.appContext)).toBe(0);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  }, 120_000);
});
