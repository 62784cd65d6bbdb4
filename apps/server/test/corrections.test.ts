/**
 * Correcting the record (issue 24) through the API: withdraw, void, correct, dispute, the audit trail and the caller's
 * actions, with their statuses and permissions; every refusal leaves the database as it was, and after every change
 * the stored league equals a recompute.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TPostGameEvent } from '@caps/domain';
import { gameAudit, games } from '../src/db/schema.ts';
import { diffLeague } from '../src/features/league/index.ts';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { databaseDigest } from './support/digest.ts';
import { buildTeam, decideDoubles, doublesBody, postDoubles } from './support/doubles.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function call(who: TestUser | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });
}

async function acceptedSingles(a: TestUser, b: TestUser, over: Parameters<typeof soloBody>[2] = {}): Promise<string> {
  const id = (await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id, over))).json().id as string;
  expect((await decide(ctx.app, b, 'SINGLES', id, 'accept')).statusCode).toBe(200);
  return id;
}

const stats = async (user: TestUser) => (await call(undefined, 'GET', `/api/users/${user.id}/full`)).json();

/** Each refused request answers `status` with `{ error }` matching `message` and changes nothing. */
async function expectRefused(
  requests: Array<
    [() => Promise<{ statusCode: number; body: string; json: () => { error?: string } }>, number, RegExp?]
  >,
) {
  const before = await databaseDigest(ctx.database.db);
  for (const [request, status, message] of requests) {
    const res = await request();
    expect(res.statusCode, res.body).toBe(status);
    expect(typeof res.json().error).toBe('string');
    if (message) expect(res.json().error).toMatch(message);
  }
  expect(await databaseDigest(ctx.database.db)).toBe(before);
}

/** The fields a game's answer had before issue 24: an accepted, pending, rejected or withdrawn game keeps exactly these. */
const GAME_VIEW_FIELDS = [
  'accepted',
  'allPlayers',
  'gameEventList',
  'gameMode',
  'gamePlayerStats',
  'gameType',
  'id',
  'nakedLap',
  'player1',
  'player2',
  'players',
  'status',
  'team1',
  'team1DatabaseId',
  'team1Name',
  'team1Score',
  'team2',
  'team2DatabaseId',
  'team2Name',
  'team2Score',
  'time',
  'tournamentId',
  'winner',
  'winnerId',
];

describe('earlier clients', () => {
  it('read pending, accepted, rejected and withdrawn games with the fields they always had; only a voided one has more', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const admin = await buildAdmin(ctx);
    const keys = async (id: string) => Object.keys((await call(undefined, 'GET', `/api/singles/${id}`)).json()).sort();
    const pending = (await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id, { s2: 1 }))).json().id as string;
    const rejected = (await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id, { s2: 2 }))).json().id as string;
    expect((await decide(ctx.app, b, 'SINGLES', rejected, 'reject')).statusCode).toBe(200);
    const withdrawn = (await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id, { s2: 3 }))).json().id as string;
    expect((await call(a, 'POST', `/api/singles/withdraw/${withdrawn}`)).statusCode).toBe(200);
    const accepted = await acceptedSingles(a, b, { s2: 4 });
    for (const id of [pending, rejected, withdrawn, accepted])
      expect(await keys(id)).toEqual([...GAME_VIEW_FIELDS].sort());
    expect((await call(admin, 'POST', `/api/singles/void/${accepted}`, { reason: 'shape' })).statusCode).toBe(200);
    expect(await keys(accepted)).toEqual(
      [...GAME_VIEW_FIELDS, 'voidReason', 'voidedAt', 'voidedById', 'voidedByName'].sort(),
    );
  });
});

describe('withdraw', () => {
  it('lets the poster take back a pending game: it leaves both acceptance lists and the opponent is told', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const id = (await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id))).json().id as string;
    const admin = await buildAdmin(ctx);
    await expectRefused([
      [() => call(b, 'POST', `/api/singles/withdraw/${id}`), 403, /Only the player who posted/],
      [() => call(undefined, 'POST', `/api/singles/withdraw/${id}`), 401],
      [() => call(admin, 'POST', `/api/singles/withdraw/${id}`), 403],
      [() => call(a, 'POST', `/api/singles/withdraw/${UNKNOWN}`), 404],
      [() => call(a, 'POST', `/api/easy/withdraw/${id}`), 404],
      [() => call(a, 'POST', `/api/singles/withdraw/not-an-id`), 400],
    ]);
    const res = await call(a, 'POST', `/api/singles/withdraw/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'WITHDRAWN', accepted: false });
    expect(res.json().voidReason).toBeUndefined();
    expect((await call(a, 'GET', '/api/acceptance')).json()).toEqual([]);
    expect((await call(b, 'GET', '/api/acceptance')).json()).toEqual([]);
    const [request] = (await call(b, 'GET', '/api/notifications')).json();
    expect(request).toMatchObject({
      notificationType: 'GAME_WITHDRAWN',
      gameId: id,
      text: `${a.username} withdrew this game: there is nothing to accept.`,
    });
    expect((await call(undefined, 'GET', `/api/singles/${id}`)).json().status).toBe('WITHDRAWN');
    await expectRefused([
      [() => call(a, 'POST', `/api/singles/withdraw/${id}`), 409, /withdrawn/],
      [() => decide(ctx.app, b, 'SINGLES', id, 'accept'), 409, /withdrawn/],
    ]);
    expect((await call(undefined, 'GET', `/api/games/user/${a.id}`)).json().totalElements).toBe(0);
  });

  it('is refused once the game is decided, and for doubles by anyone but the poster', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const accepted = await acceptedSingles(a, b);
    const rejected = (await postGame(ctx.app, a, 'EASY_CAPS', soloBody(a.id, b.id))).json().id as string;
    expect((await decide(ctx.app, b, 'EASY_CAPS', rejected, 'reject')).statusCode).toBe(200);
    const [c, d] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const [home, away] = [await buildTeam(ctx.app, a, c), await buildTeam(ctx.app, b, d)];
    const doubles = (await postDoubles(ctx.app, a, doublesBody(home, away))).json().id as string;
    await expectRefused([
      [() => call(a, 'POST', `/api/singles/withdraw/${accepted}`), 409, /already accepted/],
      [() => call(a, 'POST', `/api/easy/withdraw/${rejected}`), 409, /already rejected/],
      [() => call(c, 'POST', `/api/doubles/withdraw/${doubles}`), 403],
      [() => call(b, 'POST', `/api/doubles/withdraw/${doubles}`), 403],
    ]);
    expect((await call(a, 'POST', `/api/doubles/withdraw/${doubles}`)).statusCode).toBe(200);
    expect((await call(d, 'GET', '/api/acceptance')).json()).toEqual([]);
    expect((await decideDoubles(ctx.app, b, doubles, 'accept')).statusCode).toBe(409);
  });
});

describe('void', () => {
  it('takes an accepted game out of history: lists, stats, comparisons; its page says who, when and why', async () => {
    const [a, b, c] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const admin = await buildAdmin(ctx);
    const first = await acceptedSingles(a, b);
    const later = await acceptedSingles(b, c, { s2: 9 }); // b's points in it depend on the first game
    const before = (await call(undefined, 'GET', `/api/singles/${later}`)).json().gamePlayerStats;
    const res = await call(admin, 'POST', `/api/singles/void/${first}`, {
      reason: 'Posted against the wrong opponent',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: first,
      status: 'VOIDED',
      accepted: false,
      voidReason: 'Posted against the wrong opponent',
      voidedById: admin.id,
      voidedByName: admin.username,
    });
    expect(Date.parse(res.json().voidedAt)).not.toBeNaN();
    // The page still opens, and says so.
    expect((await call(undefined, 'GET', `/api/singles/${first}`)).json()).toMatchObject({
      status: 'VOIDED',
      voidReason: 'Posted against the wrong opponent',
    });
    // Gone from lists, histories, comparisons and stats.
    expect(
      (await call(undefined, 'GET', '/api/singles?pageSize=100')).json().content.map((g: { id: string }) => g.id),
    ).not.toContain(first);
    expect((await call(undefined, 'GET', `/api/games/user/${a.id}`)).json().totalElements).toBe(0);
    expect(
      (await call(undefined, 'GET', `/api/games/user/${a.id}/SINGLES/comparison/${b.id}`)).json().gamesPlayed,
    ).toBe(0);
    expect((await stats(a)).userSinglesStats).toMatchObject({ gamesPlayed: 0, points: 500 });
    expect((await stats(b)).userSinglesStats.gamesPlayed).toBe(1);
    // The later game was replayed from b's corrected points: both started at 500, so 15 moved.
    const after = (await call(undefined, 'GET', `/api/singles/${later}`)).json().gamePlayerStats;
    expect(after.map((l: { pointsChange: number }) => l.pointsChange)).toEqual([15, -15]);
    expect(before[0].pointsChange).not.toBe(15);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
    // Everyone whose points moved is told; the players of the voided game hear why.
    const told = (await call(a, 'GET', '/api/notifications'))
      .json()
      .find((n: { notificationType: string }) => n.notificationType === 'GAME_CORRECTED');
    expect(told.text).toMatch(
      new RegExp(
        `^Your game with ${b.username} was voided by an admin: Posted against the wrong opponent \\(your Singles points changed by \u221215\\.00\\)$`,
      ),
    );
    const toC = (await call(c, 'GET', '/api/notifications'))
      .json()
      .find((n: { notificationType: string }) => n.notificationType === 'GAME_CORRECTED');
    expect(toC.text).toMatch(/^A game was voided: your Singles points changed by [+\u2212]\d+\.\d\d\.$/);
    // Taken back: a's first-game achievement came from the voided game.
    expect((await stats(a)).achievements).toEqual([]);
  });

  it('answers 403 to players, 409 to a game that is pending, voided or a tournament result, 400 to a bad reason, 404 to none', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const admin = await buildAdmin(ctx);
    const accepted = await acceptedSingles(a, b);
    const pending = (await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id, { s2: 3 }))).json().id as string;
    await expectRefused([
      [() => call(a, 'POST', `/api/singles/void/${accepted}`, { reason: 'mine' }), 403],
      [() => call(undefined, 'POST', `/api/singles/void/${accepted}`, { reason: 'x' }), 401],
      [() => call(admin, 'POST', `/api/singles/void/${pending}`, { reason: 'x' }), 409, /still pending/],
      [() => call(admin, 'POST', `/api/singles/void/${UNKNOWN}`, { reason: 'x' }), 404],
      [() => call(admin, 'POST', `/api/easy/void/${accepted}`, { reason: 'x' }), 404],
      [() => call(admin, 'POST', `/api/singles/void/${accepted}`, {}), 400, /reason/],
      [() => call(admin, 'POST', `/api/singles/void/${accepted}`, { reason: '   ' }), 400, /reason/],
      [() => call(admin, 'POST', `/api/singles/void/${accepted}`, { reason: 'x'.repeat(501) }), 400, /reason/],
    ]);
    expect((await call(admin, 'POST', `/api/singles/void/${accepted}`, { reason: 'x'.repeat(500) })).statusCode).toBe(
      200,
    );
    await expectRefused([
      [() => call(admin, 'POST', `/api/singles/void/${accepted}`, { reason: 'again' }), 409, /was voided/],
      [
        () => call(admin, 'POST', `/api/singles/correct/${accepted}`, { ...soloBody(a.id, b.id), reason: 'again' }),
        409,
        /was voided/,
      ],
    ]);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('voids doubles games: team and player stats are replayed', async () => {
    const [a, b, c, d] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    const admin = await buildAdmin(ctx);
    const [home, away] = [await buildTeam(ctx.app, a, b), await buildTeam(ctx.app, c, d)];
    const ids: string[] = [];
    for (const s2 of [3, 9, 5]) {
      const id = (await postDoubles(ctx.app, a, doublesBody(home, away, { s2 }))).json().id as string;
      expect((await decideDoubles(ctx.app, c, id, 'accept')).statusCode).toBe(200);
      ids.push(id);
    }
    const res = await call(admin, 'POST', `/api/doubles/void/${ids[1]}`, { reason: 'Double tap' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('VOIDED');
    expect((await call(undefined, 'GET', `/api/teams/name/${home.id}`)).json().doublesStats.gamesPlayed).toBe(2);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });
});

describe('correct', () => {
  it('replaces the result with the same players, replays what follows, and keeps the post’s validation', async () => {
    const [a, b, c] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const admin = await buildAdmin(ctx);
    const game = await acceptedSingles(a, b);
    await acceptedSingles(a, c);
    const corrected = {
      ...soloBody(a.id, b.id, { s1: 8, s2: 11, k1: 10, k2: 14 }),
      reason: 'b won, the scores were swapped',
    };
    await expectRefused([
      [() => call(a, 'POST', `/api/singles/correct/${game}`, corrected), 403],
      [
        () => call(admin, 'POST', `/api/singles/correct/${game}`, { ...soloBody(a.id, c.id), reason: 'other player' }),
        400,
        /players of a game cannot change/,
      ],
      [
        () =>
          call(admin, 'POST', `/api/singles/correct/${game}`, {
            ...soloBody(a.id, b.id, { s1: 11, s2: 11 }),
            reason: 'draw',
          }),
        400,
        /draw|11/,
      ],
      [() => call(admin, 'POST', `/api/singles/correct/${game}`, soloBody(a.id, b.id, { s2: 3 })), 400, /reason/],
      [() => call(admin, 'POST', `/api/singles/correct/${UNKNOWN}`, corrected), 404],
    ]);
    const res = await call(admin, 'POST', `/api/singles/correct/${game}`, corrected);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: game, status: 'ACCEPTED', winner: b.id, team1Score: 8, team2Score: 11 });
    expect((await stats(b)).userSinglesStats).toMatchObject({ gamesPlayed: 1, gamesWon: 1 });
    expect((await stats(a)).userSinglesStats).toMatchObject({ gamesPlayed: 2, gamesWon: 1, gamesLost: 1 });
    expect(await diffLeague(ctx.database.db)).toEqual([]);
    // Sides may be given the other way round: the same two players.
    const swapped = await call(admin, 'POST', `/api/singles/correct/${game}`, {
      ...soloBody(b.id, a.id, { s1: 11, s2: 9 }),
      reason: 'again',
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('corrects doubles with the same teams and players', async () => {
    const [a, b, c, d] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    const admin = await buildAdmin(ctx);
    const [home, away] = [await buildTeam(ctx.app, a, b), await buildTeam(ctx.app, c, d)];
    const id = (await postDoubles(ctx.app, a, doublesBody(home, away))).json().id as string;
    expect((await decideDoubles(ctx.app, d, id, 'accept')).statusCode).toBe(200);
    const wrongTeams = doublesBody(home, away);
    wrongTeams.team1Players = [a.id, c.id];
    wrongTeams.team2Players = [b.id, d.id];
    await expectRefused([
      [() => call(admin, 'POST', `/api/doubles/correct/${id}`, { ...wrongTeams, reason: 'shuffled' }), 400],
    ]);
    const res = await call(admin, 'POST', `/api/doubles/correct/${id}`, {
      ...doublesBody(home, away, { s1: 4, s2: 11 }),
      reason: 'away won',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED', winner: away.id, team1Score: 4, team2Score: 11 });
    expect(res.json().team1Details.teamWithStats.id).toBe(home.id);
    expect((await call(undefined, 'GET', `/api/teams/name/${away.id}`)).json().doublesStats).toMatchObject({
      gamesWon: 1,
      gamesPlayed: 1,
    });
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });
});

describe('audit trail', () => {
  it('records post, decision, dispute, correction and the dispute it closed, in order, with names and no emails', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const admin = await buildAdmin(ctx);
    const game = await acceptedSingles(a, b);
    expect((await call(b, 'POST', `/api/singles/dispute/${game}`, { reason: 'I won that one' })).statusCode).toBe(201);
    expect(
      (
        await call(admin, 'POST', `/api/singles/correct/${game}`, {
          ...soloBody(a.id, b.id, { s1: 9, s2: 11, k1: 12, k2: 14 }),
          reason: 'b won',
        })
      ).statusCode,
    ).toBe(200);
    const res = await call(a, 'GET', `/api/singles/${game}/audit`);
    expect(res.statusCode).toBe(200);
    const trail = res.json() as Array<Record<string, unknown>>;
    expect(trail.map((e) => [e.action, e.byName])).toEqual([
      ['POSTED', a.username],
      ['ACCEPTED', b.username],
      ['DISPUTED', b.username],
      ['CORRECTED', admin.username],
      ['DISPUTE_CLOSED', admin.username],
    ]);
    expect(trail[2]?.reason).toBe('I won that one');
    expect(trail[3]).toMatchObject({
      reason: 'b won',
      before: { status: 'ACCEPTED', team1Score: 11, team2Score: 6, winnerId: a.id },
      after: { team1Score: 9, team2Score: 11, winnerId: b.id },
    });
    expect(trail[0]?.after).toMatchObject({ status: 'PENDING', team1Score: 11 });
    expect(res.body).not.toMatch(/@example\.com/);
    await expectRefused([
      [() => call(undefined, 'GET', `/api/easy/${game}/audit`), 404],
      [() => call(undefined, 'GET', `/api/singles/${UNKNOWN}/audit`), 404],
    ]);
  });

  it('records the auto-accept job and withdrawals, and starts a game older than the trail from its row', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const withdrawn = (await postGame(ctx.app, a, 'UNRANKED', soloBody(a.id, b.id))).json().id as string;
    expect((await call(a, 'POST', `/api/unranked/withdraw/${withdrawn}`)).statusCode).toBe(200);
    expect(
      (await call(undefined, 'GET', `/api/unranked/${withdrawn}/audit`))
        .json()
        .map((e: { action: string }) => e.action),
    ).toEqual(['POSTED', 'WITHDRAWN']);
    const game = await acceptedSingles(a, b, { s2: 2 });
    // As if posted and accepted before the trail existed.
    await ctx.database.db.delete(gameAudit).where(eq(gameAudit.gameId, game));
    const [row] = await ctx.database.db.select().from(games).where(eq(games.id, game));
    const trail = (await call(undefined, 'GET', `/api/singles/${game}/audit`)).json();
    expect(trail).toEqual([
      {
        action: 'POSTED',
        byId: a.id,
        byName: a.username,
        at: row!.time.toISOString(),
        reason: null,
        before: null,
        after: null,
      },
      {
        action: 'ACCEPTED',
        byId: null,
        byName: null,
        at: row!.decidedAt!.toISOString(),
        reason: null,
        before: null,
        after: null,
      },
    ]);
  });
});

describe('disputes', () => {
  it('lets a player of an accepted game report it once, within 14 days; admins see the queue; a void closes it', async () => {
    const [a, b, stranger] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const admin = await buildAdmin(ctx);
    const game = await acceptedSingles(a, b);
    const pending = (await postGame(ctx.app, a, 'EASY_CAPS', soloBody(a.id, b.id))).json().id as string;
    await expectRefused([
      [() => call(stranger, 'POST', `/api/singles/dispute/${game}`, { reason: 'not mine' }), 403],
      [() => call(admin, 'POST', `/api/singles/dispute/${game}`, { reason: 'admin' }), 403],
      [() => call(a, 'POST', `/api/easy/dispute/${pending}`, { reason: 'pending' }), 409, /still pending/],
      [() => call(a, 'POST', `/api/singles/dispute/${game}`, { reason: '' }), 400],
      [() => call(a, 'POST', `/api/singles/dispute/${UNKNOWN}`, { reason: 'none' }), 404],
      [() => call(stranger, 'GET', '/api/admin/disputes'), 403],
    ]);
    const made = await call(a, 'POST', `/api/singles/dispute/${game}`, { reason: 'Wrong score' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      gameId: game,
      gameType: 'SINGLES',
      byId: a.id,
      byName: a.username,
      reason: 'Wrong score',
    });
    await expectRefused([
      [() => call(a, 'POST', `/api/singles/dispute/${game}`, { reason: 'again' }), 409, /already reported/],
    ]);
    expect((await call(b, 'POST', `/api/singles/dispute/${game}`, { reason: 'me too' })).statusCode).toBe(201);
    const queue = (await call(admin, 'GET', '/api/admin/disputes'))
      .json()
      .content.filter((d: { gameId: string }) => d.gameId === game);
    expect(queue.map((d: { byId: string }) => d.byId)).toEqual([a.id, b.id]);
    expect(queue[0].game).toMatchObject({ id: game, status: 'ACCEPTED' });
    expect((await call(a, 'GET', `/api/singles/${game}/actions`)).json()).toMatchObject({
      canDispute: false,
      canVoid: false,
      openDispute: { reason: 'Wrong score' },
    });
    expect((await call(admin, 'GET', `/api/singles/${game}/actions`)).json()).toMatchObject({
      canVoid: true,
      canCorrect: true,
      canWithdraw: false,
      openDispute: null,
    });
    expect((await call(admin, 'POST', `/api/singles/void/${game}`, { reason: 'Agreed' })).statusCode).toBe(200);
    expect(
      (await call(admin, 'GET', '/api/admin/disputes'))
        .json()
        .content.filter((d: { gameId: string }) => d.gameId === game),
    ).toEqual([]);
    const actions = (await call(a, 'GET', `/api/singles/${game}/actions`)).json();
    expect(actions).toEqual({
      canWithdraw: false,
      canDispute: false,
      disputeBlockedBy: null,
      canVoid: false,
      canCorrect: false,
      openDispute: null,
    });
    const closed = (await call(undefined, 'GET', `/api/singles/${game}/audit`))
      .json()
      .filter((e: { action: string }) => e.action === 'DISPUTE_CLOSED');
    expect(closed).toHaveLength(2);
    // 14 days after acceptance, no more disputes.
    const old = await acceptedSingles(a, b, { s2: 1 });
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 15 * 86_400_000);
    try {
      await expectRefused([[() => call(a, 'POST', `/api/singles/dispute/${old}`, { reason: 'late' }), 409, /14 days/]]);
      expect((await call(b, 'GET', `/api/singles/${old}/actions`)).json().canDispute).toBe(false);
    } finally {
      ctx.clock.now = new Date();
    }
  });

  it('tells every admin of a dispute as it opens (DISPUTE_OPENED, in the fields the earlier client reads), and the other side; nothing for a refused one', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const admins = [await buildAdmin(ctx), await buildAdmin(ctx)];
    const game = await acceptedSingles(a, b);
    expect((await call(a, 'POST', `/api/singles/dispute/${game}`, { reason: 'Wrong score' })).statusCode).toBe(201);
    await expectRefused([
      [() => call(a, 'POST', `/api/singles/dispute/${game}`, { reason: 'again' }), 409, /already reported/],
    ]);
    for (const admin of admins) {
      const told = (await call(admin, 'GET', '/api/notifications'))
        .json()
        .filter(
          (n: { notificationType: string; gameId: string }) =>
            n.notificationType === 'DISPUTE_OPENED' && n.gameId === game,
        );
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        text: `${a.username} reported a problem with a Singles game: Wrong score`,
        seen: false,
      });
      // The earlier client's bell reads id, notificationType, date (a date string), text and seen; it shows the bell to
      // players only, and players never get this type.
      expect(Object.keys(told[0])).toEqual(expect.arrayContaining(['id', 'notificationType', 'date', 'text', 'seen']));
      expect(Number.isNaN(new Date(told[0].date).getTime())).toBe(false);
      expect((await call(admin, 'PUT', `/api/notifications/seen/${told[0].id}`)).statusCode).toBe(200);
    }
    const toPlayer = async (player: TestUser) =>
      (await call(player, 'GET', '/api/notifications'))
        .json()
        .filter((n: { notificationType: string }) => n.notificationType === 'DISPUTE_OPENED');
    expect(await toPlayer(a)).toEqual([]);
    expect((await toPlayer(b)).map((n: { text: string }) => n.text)).toEqual([
      `${a.username} reported a problem with your Singles game to the admins: Wrong score`,
    ]);
  });

  it('lets team members of a doubles game dispute it, and the poster withdraw through the actions', async () => {
    const [a, b, c, d] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    const [home, away] = [await buildTeam(ctx.app, a, b), await buildTeam(ctx.app, c, d)];
    const id = (await postDoubles(ctx.app, a, doublesBody(home, away))).json().id as string;
    expect((await call(a, 'GET', `/api/doubles/${id}/actions`)).json()).toMatchObject({
      canWithdraw: true,
      canDispute: false,
    });
    expect((await call(c, 'GET', `/api/doubles/${id}/actions`)).json()).toMatchObject({ canWithdraw: false });
    expect((await decideDoubles(ctx.app, c, id, 'accept')).statusCode).toBe(200);
    expect((await call(d, 'POST', `/api/doubles/dispute/${id}`, { reason: 'We lost 11-5' })).statusCode).toBe(201);
  });
});

describe('achievements and events', () => {
  it('takes back an achievement the voided game earned and grants it to the game that now earns it', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const admin = await buildAdmin(ctx);
    const t = Date.UTC(2026, 5, 1);
    const chain: TPostGameEvent[] = [{ gameEvent: 'START', time: t, userId: a.id }];
    for (let i = 0; i < 5; i++) {
      chain.push({ gameEvent: 'SINK', time: t + i * 2 + 1, userId: b.id });
      chain.push({ gameEvent: 'REBUTTAL', time: t + i * 2 + 2, userId: a.id });
    }
    const first = (await postGame(ctx.app, a, 'SINGLES', { ...soloBody(a.id, b.id), gameEvents: chain })).json()
      .id as string;
    expect((await decide(ctx.app, b, 'SINGLES', first, 'accept')).statusCode).toBe(200);
    const second = (
      await postGame(ctx.app, a, 'SINGLES', { ...soloBody(a.id, b.id, { s2: 4 }), gameEvents: chain })
    ).json().id as string;
    expect((await decide(ctx.app, b, 'SINGLES', second, 'accept')).statusCode).toBe(200);
    const held = async () =>
      new Map((await stats(a)).achievements.map((x: { achievement: string; gameId?: string }) => [x.achievement, x]));
    expect((await held()).has('REBUTTALS_IN_A_ROW_5')).toBe(true);
    expect((await call(admin, 'POST', `/api/singles/void/${first}`, { reason: 'test' })).statusCode).toBe(200);
    expect([...(await held()).keys()].sort()).toEqual(['FIRST_WIN', 'PLAY_FIRST_GAME', 'REBUTTALS_IN_A_ROW_5'].sort());
    expect(await diffLeague(ctx.database.db)).toEqual([]);
    expect(
      (
        await call(admin, 'POST', `/api/singles/correct/${second}`, {
          ...soloBody(a.id, b.id, { s1: 4, s2: 11, k1: 6, k2: 14 }),
          reason: 'no chain',
        })
      ).statusCode,
    ).toBe(200);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
    expect([...(await held()).keys()]).toEqual(['PLAY_FIRST_GAME']);
  });
});
