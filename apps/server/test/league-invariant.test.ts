/** Property: any sequence of posts, accepts, rejects and auto-accepts leaves the stored stats equal to a replay. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TPostGameEvent, TSoloGameType } from '@caps/domain';
import { autoAcceptDueGames } from '../src/features/games/index.ts';
import { diffLeague, rebuildLeague } from '../src/features/league/index.ts';
import type { AppContext } from '../src/context.ts';
import { buildUser, useTestApp, type TestUser } from './support/app.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp({ AUTO_ACCEPT_HOURS: '24' });

const ZTypes: TSoloGameType[] = ['SINGLES', 'EASY_CAPS', 'UNRANKED'];

type Command =
  | {
      kind: 'post';
      type: number;
      poster: number;
      opponent: number;
      winnerIsPoster: boolean;
      loserScore: number;
      overtime: boolean;
      withEvents: boolean;
    }
  | { kind: 'accept' | 'reject'; pick: number }
  | { kind: 'auto' };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('post' as const),
      type: fc.nat(2),
      poster: fc.nat(3),
      opponent: fc.nat(3),
      winnerIsPoster: fc.boolean(),
      loserScore: fc.nat(10),
      overtime: fc.boolean(),
      withEvents: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('accept' as const), pick: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reject' as const), pick: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('auto' as const) }) },
);

/** A rebuttal chain for the winner, so achievements depending on events are exercised too. */
function chainEvents(winner: string, loser: string, length: number) {
  const t = Date.UTC(2026, 5, 1);
  const events: TPostGameEvent[] = [{ gameEvent: 'START', time: t, userId: winner }];
  for (let i = 0; i < length; i++) {
    events.push({ gameEvent: 'SINK', time: t + i * 2 + 1, userId: i % 2 === 0 ? loser : winner });
    events.push({ gameEvent: 'REBUTTAL', time: t + i * 2 + 2, userId: i % 2 === 0 ? winner : loser });
  }
  return events;
}

describe('league projection', () => {
  it('stays equal to a replay of accepted games after random posts, accepts, rejects and auto-accepts', async () => {
    const players: TestUser[] = [];
    for (let i = 0; i < 4; i++) players.push(await buildUser(ctx.app));
    const pending: Array<{ id: string; type: TSoloGameType; opponent: TestUser }> = [];

    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        for (const c of commands) {
          if (c.kind === 'post') {
            if (c.poster === c.opponent) continue;
            const type = ZTypes[c.type] ?? 'SINGLES';
            const poster = players[c.poster] as TestUser;
            const opponent = players[c.opponent] as TestUser;
            const loser = c.overtime ? Math.min(c.loserScore + 10, 19) : c.loserScore;
            const win = c.overtime ? Math.max(11, loser + 2) : 11;
            const [s1, s2] = c.winnerIsPoster ? [win, loser] : [loser, win];
            const body = soloBody(poster.id, opponent.id, {
              s1,
              s2,
              k1: s1 + 3,
              k2: s2 + 2,
              mode: c.overtime ? 'OVERTIME' : 'SUDDEN_DEATH',
            });
            if (c.withEvents)
              body.gameEvents = chainEvents(
                c.winnerIsPoster ? poster.id : opponent.id,
                c.winnerIsPoster ? opponent.id : poster.id,
                6,
              );
            const res = await postGame(ctx.app, poster, type, body);
            if (res.statusCode === 409) {
              // The same post while the first is pending stores nothing and names the pending game.
              expect(res.json().error).toBe('This game was already posted');
              expect(pending.map((p) => p.id)).toContain(res.json().id);
              continue;
            }
            expect(res.statusCode, res.body).toBe(201);
            pending.push({ id: res.json().id, type, opponent });
          } else if (c.kind === 'auto') {
            ctx.clock.now = new Date(ctx.clock.now.getTime() + 25 * 3600_000);
            await autoAcceptDueGames(appContext());
            pending.length = 0;
          } else if (pending.length > 0) {
            const [game] = pending.splice(c.pick % pending.length, 1);
            if (!game) continue;
            const res = await decide(ctx.app, game.opponent, game.type, game.id, c.kind);
            expect([200, 409]).toContain(res.statusCode);
          }
        }
        expect(await diffLeague(ctx.database.db)).toEqual([]);
      }),
      { numRuns: 12 },
    );
    // a full rebuild from history reproduces exactly the incremental state
    await rebuildLeague(ctx.database.db);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('accepts due games automatically, once, even with several job runs at once', async () => {
    const ctxApp = appContext();
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 25 * 3600_000);
    await autoAcceptDueGames(ctxApp); // settle what earlier tests left pending
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    const game = (await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id))).json();
    expect(await autoAcceptDueGames(ctxApp)).toBe(0);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 25 * 3600_000);
    const runs = await Promise.all([
      autoAcceptDueGames(ctxApp),
      autoAcceptDueGames(ctxApp),
      autoAcceptDueGames(ctxApp),
    ]);
    expect(runs.reduce((x, y) => x + y, 0)).toBe(1);
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/singles/${game.id}` })).json();
    expect(detail.status).toBe('ACCEPTED');
    expect((await decide(ctx.app, b, 'SINGLES', game.id, 'accept')).statusCode).toBe(409);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });
});

/** The services' context for calling the job directly, on the same database and clock as the app. */
function appContext(): AppContext {
  return ctx.app.appContext;
}
