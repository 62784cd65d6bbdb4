/**
 * What the earlier client reads (issue 21 items 4 and 5), pinned: a leaderboard row carries its stats under the
 * profile's key of the type, and a bracket entry's game carries the sheet's game fields, for a solo and a doubles
 * tournament, in the tournament answer and in the answers of its changes.
 */
import { describe, expect, it } from 'vitest';
import type { TPostDoublesGame, TTournamentView } from '@caps/domain';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { buildTeam } from './support/doubles.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();

const STAT_FIELDS = [
  'points',
  'avgRebuttals',
  'totalRebuttals',
  'beersDowned',
  'gamesPlayed',
  'gamesWon',
  'gamesLost',
  'winLossRatio',
  'nakedLaps',
  'pointsMadeLostRatio',
  'totalPointsMade',
  'totalPointsLost',
  'sinksMadeLostRatio',
  'totalSinksMade',
  'totalSinksLost',
];
const GAME_FIELDS = ['gamePlayerStats', 'gameType', 'id', 'team1DatabaseId', 'team1Score', 'team2DatabaseId', 'team2Score', 'winner', 'winnerId'];
const LINE_FIELDS = ['beersDowned', 'nakedLap', 'playerId', 'pointsChange', 'rebuttals', 'score', 'sinks'];

async function call(user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
}

describe('leaderboard rows', () => {
  it('carry the stats under userSinglesStats for SINGLES and userEasyStats for EASY_CAPS, the one key of the type', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    for (const type of ['SINGLES', 'EASY_CAPS'] as const) {
      for (let i = 0; i < 5; i++) {
        const game = (await postGame(ctx.app, a, type, soloBody(a.id, b.id, { s2: i }))).json();
        expect((await decide(ctx.app, b, type, game.id, 'accept')).statusCode).toBe(200);
      }
    }
    for (const [gameType, key, others] of [
      ['SINGLES', 'userSinglesStats', ['userEasyStats', 'userUnrankedStats']],
      ['EASY_CAPS', 'userEasyStats', ['userSinglesStats', 'userUnrankedStats']],
    ] as const) {
      const page = (await ctx.app.inject({ method: 'GET', url: `/api/users?gameType=${gameType}&pageSize=10&pageNumber=0` })).json();
      const row = page.content.find((r: { id: string }) => r.id === a.id);
      expect(row, gameType).toBeDefined();
      expect(row[key]).toEqual(row.stats);
      for (const field of STAT_FIELDS) expect(typeof row[key][field], `${key}.${field}`).toBe('number');
      expect(row[key].gamesPlayed).toBe(5);
      for (const other of others) expect(row).not.toHaveProperty(other);
    }
    // UNRANKED has no leaderboard here (SERVER-RULES §8): a clean 400, which the earlier client never asks for.
    const unranked = await ctx.app.inject({ method: 'GET', url: '/api/users?gameType=UNRANKED&pageSize=10&pageNumber=0' });
    expect(unranked.statusCode).toBe(400);
    expect(unranked.json()).toEqual({ error: expect.any(String) });
  });
});

describe('a bracket entry’s game', () => {
  function expectGameShape(game: Record<string, unknown>) {
    expect(Object.keys(game).sort()).toEqual(GAME_FIELDS);
    for (const line of game.gamePlayerStats as Array<Record<string, unknown>>) expect(Object.keys(line).sort()).toEqual(LINE_FIELDS);
  }

  it('solo: winner and winnerId are the winning player, no team ids, the scores of player 1 and 2', async () => {
    const admin = await buildAdmin(ctx);
    const ps = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const base = '/api/singles/tournaments';
    const t = (await call(admin, 'POST', base, { tournamentName: 'Solo reads', tournamentType: 'SINGLE_ELIMINATION', seedType: 'RANDOM', size: 'RO_8' })).json();
    expect((await call(admin, 'POST', `${base}/${t.id}/players`, ps.map((p) => p.id))).statusCode).toBe(200);
    const seeded: TTournamentView = (await call(admin, 'POST', `${base}/${t.id}/seed`)).json();
    const entry = seeded.bracketEntries.find((e) => e.player1 && e.player2 && !e.final)!;
    expect(entry.game).toBeNull();
    const [p1, p2] = [entry.player2!.id, entry.player1!.id]; // the body's player 1 is the entry's second competitor
    const body = { gameMode: 'SUDDEN_DEATH', gameEvents: [], player1Stats: { playerId: p1, score: 4, sinks: 6 }, player2Stats: { playerId: p2, score: 11, sinks: 13 } };
    const posted = await call(admin, 'POST', `${base}/${t.id}/entry/${entry.id}`, body);
    expect(posted.statusCode, posted.body).toBe(200);
    // The answer of a skip (another change of the tournament) carries the played entry's game too.
    const other = (posted.json() as TTournamentView).bracketEntries.find((e) => e.player1 && e.player2 && !e.final && e.id !== entry.id)!;
    const skipped = await call(admin, 'POST', `${base}/${t.id}/entry/${other.id}/skip`, { forfeitedId: other.player1!.id });
    expect(skipped.statusCode, skipped.body).toBe(200);
    for (const answer of [posted.json(), skipped.json(), (await ctx.app.inject({ method: 'GET', url: `${base}/${t.id}` })).json()] as TTournamentView[]) {
      const game = answer.bracketEntries.find((e) => e.id === entry.id)!.game as unknown as Record<string, unknown>;
      expectGameShape(game);
      expect(game).toMatchObject({ gameType: 'SINGLES', winner: p2, winnerId: p2, team1DatabaseId: null, team2DatabaseId: null, team1Score: 4, team2Score: 11 });
      const lines = new Map((game.gamePlayerStats as Array<{ playerId: string }>).map((l) => [l.playerId, l]));
      expect(lines.get(p1)).toMatchObject({ score: 4, sinks: 6, nakedLap: false, pointsChange: expect.any(Number), rebuttals: 2, beersDowned: expect.any(Number) });
      expect(lines.get(p2)).toMatchObject({ score: 11, sinks: 13 });
      expect((lines.get(p2) as unknown as { pointsChange: number }).pointsChange).toBeGreaterThan(0);
    }
  });

  it('doubles: winner and winnerId are the winning team, team1DatabaseId and team2DatabaseId the teams, the team scores', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b, c, d] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const [home, away] = [await buildTeam(ctx.app, a, b), await buildTeam(ctx.app, c, d)];
    const base = '/api/doubles/tournaments';
    const t = (await call(admin, 'POST', base, { tournamentName: 'Pair reads', tournamentType: 'SINGLE_ELIMINATION', seedType: 'RANDOM', size: 'RO_8' })).json();
    expect((await call(admin, 'POST', `${base}/${t.id}/players`, [home.id, away.id])).statusCode).toBe(200);
    const seeded: TTournamentView = (await call(admin, 'POST', `${base}/${t.id}/seed`)).json();
    const entry = seeded.bracketEntries.find((e) => e.team1 && e.team2 && !e.final)!;
    const body: TPostDoublesGame = {
      gameMode: 'SUDDEN_DEATH',
      team1: away.id,
      team2: home.id,
      team1Players: [c.id, d.id],
      team2Players: [a.id, b.id],
      team1Score: 11,
      team2Score: 7,
      playerStatsDtos: [
        { playerId: c.id, score: 6, sinks: 8 },
        { playerId: d.id, score: 5, sinks: 5 },
        { playerId: a.id, score: 7, sinks: 9 },
        { playerId: b.id, score: 0, sinks: 1 },
      ],
      gameEventList: [],
    };
    const posted = await call(admin, 'POST', `${base}/${t.id}/entry/${entry.id}`, body);
    expect(posted.statusCode, posted.body).toBe(200);
    for (const answer of [posted.json(), (await ctx.app.inject({ method: 'GET', url: `${base}/${t.id}` })).json()] as TTournamentView[]) {
      const game = answer.bracketEntries.find((e) => e.id === entry.id)!.game as unknown as Record<string, unknown>;
      expectGameShape(game);
      expect(game).toMatchObject({ gameType: 'DOUBLES', winner: away.id, winnerId: away.id, team1DatabaseId: away.id, team2DatabaseId: home.id, team1Score: 11, team2Score: 7 });
      const lines = game.gamePlayerStats as Array<{ playerId: string; score: number; nakedLap: boolean }>;
      expect(lines.map((l) => l.playerId).sort()).toEqual([a.id, b.id, c.id, d.id].sort());
      // A naked lap is the team's (it scored 7 here), not the player's own 0.
      expect(lines.find((l) => l.playerId === b.id)).toMatchObject({ score: 0, nakedLap: false });
    }
  });
});
