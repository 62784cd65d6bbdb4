/**
 * Property (issue 24): over random histories of posts, accepts, rejects, withdrawals, disputes, voids and corrections
 * in singles, easy caps, unranked and doubles, with a singles tournament's results, skips, same-winner corrections and
 * reopened matches among them, and new seasons started between them, the stored league (stats, points changes,
 * achievements, each season's ledger) equals a recompute from scratch after every step, and the admin command's rebuild finds nothing to change.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TPostGameEvent, TSoloGameType, TTournamentView } from '@caps/domain';
import { autoAcceptDueGames } from '../src/features/games/index.ts';
import { diffLeague, rebuildLeague, REPLAY_LIMITS } from '../src/features/league/index.ts';
import { databaseDigest } from './support/digest.ts';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { buildTeam, decideDoubles, doublesBody, postDoubles, type TestTeam } from './support/doubles.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp({ AUTO_ACCEPT_HOURS: '24' });

const SOLO: TSoloGameType[] = ['SINGLES', 'EASY_CAPS', 'UNRANKED'];
const PATH = { SINGLES: 'singles', EASY_CAPS: 'easy', UNRANKED: 'unranked', DOUBLES: 'doubles' } as const;

type Score = { homeWins: boolean; loser: number; events: boolean };
type Command =
  | ({ kind: 'solo'; type: number; poster: number; opponent: number } & Score)
  | ({ kind: 'doubles'; home: number; away: number } & Score)
  | { kind: 'accept' | 'reject' | 'withdraw'; pick: number }
  | { kind: 'void'; pick: number }
  | ({ kind: 'correct'; pick: number; swap: boolean } & Score)
  | { kind: 'dispute'; pick: number }
  | { kind: 'auto' }
  | { kind: 'season' }
  | ({ kind: 'tplay'; pick: number; skip: boolean } & Score)
  | { kind: 'treopen'; pick: number }
  | { kind: 'tcorrect'; pick: number; loser: number; events: boolean };

const score = { homeWins: fc.boolean(), loser: fc.nat(10), events: fc.boolean() };
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('solo' as const),
      type: fc.nat(2),
      poster: fc.nat(4),
      opponent: fc.nat(4),
      ...score,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('doubles' as const), home: fc.nat(2), away: fc.nat(2), ...score }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('accept' as const), pick: fc.nat(30) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reject' as const), pick: fc.nat(30) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), pick: fc.nat(30) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('void' as const), pick: fc.nat(60) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('correct' as const), pick: fc.nat(60), swap: fc.boolean(), ...score }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('dispute' as const), pick: fc.nat(60) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('auto' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('season' as const) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('tplay' as const),
      pick: fc.nat(8),
      skip: fc.nat(7).map((n) => n === 0),
      ...score,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('treopen' as const), pick: fc.nat(8) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('tcorrect' as const),
      pick: fc.nat(8),
      loser: fc.nat(10),
      events: fc.boolean(),
    }),
  },
);

/** `rebutter` rebuts 5 sinks of `sinker` in one chain, so achievements that depend on events come and go. */
function chain(sinker: string, rebutter: string): TPostGameEvent[] {
  const t = Date.UTC(2026, 5, 1);
  const events: TPostGameEvent[] = [{ gameEvent: 'START', time: t, userId: sinker }];
  for (let i = 0; i < 5; i++) {
    events.push({ gameEvent: 'SINK', time: t + i * 2 + 1, userId: sinker });
    events.push({ gameEvent: 'REBUTTAL', time: t + i * 2 + 2, userId: rebutter });
  }
  return events;
}

type Game = {
  id: string;
  type: TSoloGameType | 'DOUBLES';
  poster: TestUser;
  decider: TestUser;
  players: [string, string] | null;
  teams: [TestTeam, TestTeam] | null;
};

describe('correcting the record keeps the league equal to a recompute', () => {
  it("after every step of random histories of all four game types (the replay engine's scope of a change's reach)", async () => {
    await property(12);
  }, 120_000);

  it("also when every replay locks the whole league and replays far back (the replay engine's scope for a large reach)", async () => {
    const limits = { ...REPLAY_LIMITS };
    Object.assign(REPLAY_LIMITS, { keysLocked: 3, gamesKeyed: 4 });
    try {
      await property(8);
    } finally {
      Object.assign(REPLAY_LIMITS, limits);
    }
  }, 120_000);

  it("also when every change replays everything (the replay engine's scope for the full recompute)", async () => {
    const limits = { ...REPLAY_LIMITS };
    Object.assign(REPLAY_LIMITS, { everything: true });
    try {
      await property(8);
    } finally {
      Object.assign(REPLAY_LIMITS, limits);
    }
  }, 120_000);
});

async function property(numRuns: number): Promise<void> {
  {
    const players: TestUser[] = [];
    for (let i = 0; i < 5; i++) players.push(await buildUser(ctx.app));
    const at = (i: number) => players[i] as TestUser;
    const admin = await buildAdmin(ctx);
    const teams: TestTeam[] = [
      await buildTeam(ctx.app, at(0), at(1)),
      await buildTeam(ctx.app, at(2), at(3)),
      await buildTeam(ctx.app, at(4), at(0)),
    ];
    const pending: Game[] = [];
    const accepted: Game[] = [];
    const counts = { voided: 0, corrected: 0, withdrawn: 0, refused: 0, reopened: 0, seasons: 1 };
    const tournaments = '/api/singles/tournaments';
    let tournamentId: string | null = null;
    /** The singles tournament the history plays: a new one once the last is finished. */
    const tournament = async (): Promise<TTournamentView> => {
      if (tournamentId) {
        const t = (
          await ctx.app.inject({ method: 'GET', url: `${tournaments}/${tournamentId}` })
        ).json() as TTournamentView;
        if (!t.finished) return t;
      }
      const created = await ctx.app.inject({
        method: 'POST',
        url: tournaments,
        headers: bearer(admin.token),
        payload: {
          tournamentName: 'Property Cup',
          tournamentType: 'SINGLE_ELIMINATION',
          size: 'RO_8',
          seedType: 'RANDOM',
        },
      });
      tournamentId = created.json().id as string;
      await ctx.app.inject({
        method: 'POST',
        url: `${tournaments}/${tournamentId}/players`,
        headers: bearer(admin.token),
        payload: players.map((p) => p.id),
      });
      return (
        await ctx.app.inject({
          method: 'POST',
          url: `${tournaments}/${tournamentId}/seed`,
          headers: bearer(admin.token),
        })
      ).json() as TTournamentView;
    };

    const soloResult = (p1: string, p2: string, s: Score, swap = false) => {
      const [w, l] = [11, s.loser];
      const body = soloBody(p1, p2, {
        s1: s.homeWins ? w : l,
        s2: s.homeWins ? l : w,
        k1: (s.homeWins ? w : l) + 2,
        k2: (s.homeWins ? l : w) + 3,
      });
      if (s.events) body.gameEvents = chain(s.homeWins ? p2 : p1, s.homeWins ? p1 : p2);
      return swap
        ? soloBody(p2, p1, {
            s1: body.player2Stats.score,
            s2: body.player1Stats.score,
            k1: body.player2Stats.sinks,
            k2: body.player1Stats.sinks,
          })
        : body;
    };
    const doublesResult = (home: TestTeam, away: TestTeam, s: Score) => {
      const body = doublesBody(home, away, { s1: s.homeWins ? 11 : s.loser, s2: s.homeWins ? s.loser : 11 });
      if (s.events) body.gameEventList = chain(away.players[0].id, home.players[1].id);
      return body;
    };

    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        for (const c of commands) {
          if (c.kind === 'solo') {
            if (c.poster === c.opponent) continue;
            const type = SOLO[c.type] ?? 'SINGLES';
            const res = await postGame(ctx.app, at(c.poster), type, soloResult(at(c.poster).id, at(c.opponent).id, c));
            if (res.statusCode === 409) continue; // the same pending post again
            expect(res.statusCode, res.body).toBe(201);
            pending.push({
              id: res.json().id,
              type,
              poster: at(c.poster),
              decider: at(c.opponent),
              players: [at(c.poster).id, at(c.opponent).id],
              teams: null,
            });
          } else if (c.kind === 'doubles') {
            const [home, away] = [teams[c.home] as TestTeam, teams[c.away] as TestTeam];
            const shared = home.players.some((p) => away.players.some((q) => q.id === p.id));
            if (c.home === c.away || shared) continue;
            const res = await postDoubles(ctx.app, home.players[0], doublesResult(home, away, c));
            if (res.statusCode === 409) continue;
            expect(res.statusCode, res.body).toBe(201);
            pending.push({
              id: res.json().id,
              type: 'DOUBLES',
              poster: home.players[0],
              decider: away.players[1],
              players: null,
              teams: [home, away],
            });
          } else if (c.kind === 'tplay' || c.kind === 'treopen' || c.kind === 'tcorrect') {
            // A tournament's results are accepted games of the league: its reopenings void them and replay history.
            const t = await tournament();
            const entryUrl = (id: string) => `${tournaments}/${t.id}/entry/${id}`;
            if (c.kind === 'tplay') {
              const open = t.bracketEntries.filter((e) => e.player1 && e.player2 && !e.final);
              const entry = open[c.pick % Math.max(1, open.length)];
              if (!entry?.player1 || !entry.player2) continue;
              const res = c.skip
                ? await ctx.app.inject({
                    method: 'POST',
                    url: `${entryUrl(entry.id)}/skip`,
                    headers: bearer(admin.token),
                    payload: { forfeitedId: entry.player2.id },
                  })
                : await ctx.app.inject({
                    method: 'POST',
                    url: entryUrl(entry.id),
                    headers: bearer(admin.token),
                    payload: soloResult(entry.player1.id, entry.player2.id, c),
                  });
              expect(res.statusCode, res.body).toBe(200);
            } else {
              const decided = t.bracketEntries.filter((e) =>
                c.kind === 'treopen' ? e.result !== null || e.forfeited : e.game !== null,
              );
              const entry = decided[c.pick % Math.max(1, decided.length)];
              if (!entry?.player1 || !entry.player2) continue;
              if (c.kind === 'treopen') {
                const res = await ctx.app.inject({
                  method: 'POST',
                  url: `${entryUrl(entry.id)}/reopen`,
                  headers: bearer(admin.token),
                  payload: { reason: 'property' },
                });
                expect(res.statusCode, res.body).toBe(200);
                counts.reopened++;
              } else {
                // The same winner with another score: the bracket stays, the entry takes the score.
                const homeWins = entry.result?.winnerId === entry.player1.id;
                const body = soloResult(entry.player1.id, entry.player2.id, {
                  homeWins,
                  loser: c.loser,
                  events: c.events,
                });
                const res = await ctx.app.inject({
                  method: 'POST',
                  url: `/api/singles/correct/${entry.game!.id}`,
                  headers: bearer(admin.token),
                  payload: { ...body, reason: 'property' },
                });
                expect(res.statusCode, res.body).toBe(200);
                counts.corrected++;
              }
            }
          } else if (c.kind === 'season') {
            // Later changes of earlier games replay a past season's ledger, and the current one's from its start.
            const endsSeasonId = (await ctx.app.inject({ method: 'GET', url: '/api/seasons' })).json()[0].id as number;
            const res = await ctx.app.inject({
              method: 'POST',
              url: '/api/seasons',
              headers: bearer(admin.token),
              payload: { name: `Season ${++counts.seasons}`, endsSeasonId },
            });
            expect(res.statusCode, res.body).toBe(201);
          } else if (c.kind === 'auto') {
            ctx.clock.now = new Date(ctx.clock.now.getTime() + 25 * 3600_000);
            await autoAcceptDueGames(ctx.app.appContext);
            accepted.push(...pending.splice(0));
          } else if (c.kind === 'accept' || c.kind === 'reject' || c.kind === 'withdraw') {
            if (pending.length === 0) continue;
            const [game] = pending.splice(c.pick % pending.length, 1);
            if (!game) continue;
            const res =
              c.kind === 'withdraw'
                ? await ctx.app.inject({
                    method: 'POST',
                    url: `/api/${PATH[game.type]}/withdraw/${game.id}`,
                    headers: bearer(game.poster.token),
                  })
                : game.type === 'DOUBLES'
                  ? await decideDoubles(ctx.app, game.decider, game.id, c.kind)
                  : await decide(ctx.app, game.decider, game.type, game.id, c.kind);
            expect(res.statusCode, res.body).toBe(200);
            if (c.kind === 'accept') accepted.push(game);
            if (c.kind === 'withdraw') counts.withdrawn++;
          } else if (accepted.length > 0) {
            const index = c.pick % accepted.length;
            const game = accepted[index] as Game;
            const url = (action: string) => `/api/${PATH[game.type]}/${action}/${game.id}`;
            if (c.kind === 'void') {
              const res = await ctx.app.inject({
                method: 'POST',
                url: url('void'),
                headers: bearer(admin.token),
                payload: { reason: 'property' },
              });
              expect(res.statusCode, res.body).toBe(200);
              accepted.splice(index, 1);
              counts.voided++;
            } else if (c.kind === 'correct') {
              const body =
                game.type === 'DOUBLES' && game.teams
                  ? doublesResult(game.teams[0], game.teams[1], c)
                  : soloResult(game.players?.[0] ?? '', game.players?.[1] ?? '', c, c.swap);
              const res = await ctx.app.inject({
                method: 'POST',
                url: url('correct'),
                headers: bearer(admin.token),
                payload: { ...body, reason: 'property' },
              });
              expect(res.statusCode, res.body).toBe(200);
              counts.corrected++;
            } else {
              const res = await ctx.app.inject({
                method: 'POST',
                url: url('dispute'),
                headers: bearer(game.decider.token),
                payload: { reason: 'property' },
              });
              expect([201, 409], res.body).toContain(res.statusCode);
            }
          }
          expect(await diffLeague(ctx.database.db)).toEqual([]);
        }
        // A refusal changes nothing: voiding or correcting a game that is no longer accepted.
        const gone = pending[0];
        if (gone) {
          const before = await databaseDigest(ctx.database.db);
          const res = await ctx.app.inject({
            method: 'POST',
            url: `/api/${PATH[gone.type]}/void/${gone.id}`,
            headers: bearer(admin.token),
            payload: { reason: 'pending' },
          });
          expect(res.statusCode).toBe(409);
          expect(await databaseDigest(ctx.database.db)).toBe(before);
          counts.refused++;
        }
      }),
      { numRuns },
    );
    expect(counts.voided + counts.corrected + counts.reopened).toBeGreaterThan(0);
    // The admin command (`recompute`) finds nothing to change, and its rebuild agrees.
    expect(await diffLeague(ctx.database.db)).toEqual([]);
    await rebuildLeague(ctx.database.db);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  }
}
