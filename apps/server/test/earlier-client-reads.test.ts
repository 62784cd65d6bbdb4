/**
 * What the earlier client reads (issue 21 items 4 and 5), pinned: a leaderboard row carries its stats under the
 * profile's key of the type, and a bracket entry's game carries the sheet's game fields, for a solo and a doubles
 * tournament, in the tournament answer and in the answers of its changes.
 */
import { describe, expect, it } from 'vitest';
import { ZStats, type TPostDoublesGame, type TTournamentView } from '@caps/domain';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { buildTeam } from './support/doubles.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();

/** The 15 stat fields the earlier client reads: the domain's stats schema names them. */
const STAT_FIELDS = Object.keys(ZStats.shape);
const GAME_FIELDS = [
  'gamePlayerStats',
  'gameType',
  'id',
  'team1DatabaseId',
  'team1Score',
  'team2DatabaseId',
  'team2Score',
  'winner',
  'winnerId',
];
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
      const page = (
        await ctx.app.inject({ method: 'GET', url: `/api/users?gameType=${gameType}&pageSize=10&pageNumber=0` })
      ).json();
      const row = page.content.find((r: { id: string }) => r.id === a.id);
      expect(row, gameType).toBeDefined();
      expect(row[key]).toEqual(row.stats);
      for (const field of STAT_FIELDS) expect(typeof row[key][field], `${key}.${field}`).toBe('number');
      expect(row[key].gamesPlayed).toBe(5);
      for (const other of others) expect(row).not.toHaveProperty(other);
    }
    // UNRANKED has no leaderboard here (SERVER-RULES §8): a clean 400, which the earlier client never asks for.
    const unranked = await ctx.app.inject({
      method: 'GET',
      url: '/api/users?gameType=UNRANKED&pageSize=10&pageNumber=0',
    });
    expect(unranked.statusCode).toBe(400);
    expect(unranked.json()).toEqual({ error: expect.any(String), code: 'UNRANKED_NO_LEADERBOARD' }); // `code` is new beside the `error` they read
  });
});

describe('a bracket entry’s game', () => {
  function expectGameShape(game: Record<string, unknown>) {
    expect(Object.keys(game).sort()).toEqual(GAME_FIELDS);
    for (const line of game.gamePlayerStats as Array<Record<string, unknown>>)
      expect(Object.keys(line).sort()).toEqual(LINE_FIELDS);
  }

  it('solo: winner and winnerId are the winning player, no team ids, the scores of player 1 and 2', async () => {
    const admin = await buildAdmin(ctx);
    const ps = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const base = '/api/singles/tournaments';
    const t = (
      await call(admin, 'POST', base, {
        tournamentName: 'Solo reads',
        tournamentType: 'SINGLE_ELIMINATION',
        seedType: 'RANDOM',
        size: 'RO_8',
      })
    ).json();
    expect(
      (
        await call(
          admin,
          'POST',
          `${base}/${t.id}/players`,
          ps.map((p) => p.id),
        )
      ).statusCode,
    ).toBe(200);
    const seeded: TTournamentView = (await call(admin, 'POST', `${base}/${t.id}/seed`)).json();
    const entry = seeded.bracketEntries.find((e) => e.player1 && e.player2 && !e.final)!;
    expect(entry.game).toBeNull();
    const [p1, p2] = [entry.player2!.id, entry.player1!.id]; // the body's player 1 is the entry's second competitor
    const body = {
      gameMode: 'SUDDEN_DEATH',
      gameEvents: [],
      player1Stats: { playerId: p1, score: 4, sinks: 6 },
      player2Stats: { playerId: p2, score: 11, sinks: 13 },
    };
    const posted = await call(admin, 'POST', `${base}/${t.id}/entry/${entry.id}`, body);
    expect(posted.statusCode, posted.body).toBe(200);
    // The answer of a skip (another change of the tournament) carries the played entry's game too.
    const other = (posted.json() as TTournamentView).bracketEntries.find(
      (e) => e.player1 && e.player2 && !e.final && e.id !== entry.id,
    )!;
    const skipped = await call(admin, 'POST', `${base}/${t.id}/entry/${other.id}/skip`, {
      forfeitedId: other.player1!.id,
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
    for (const answer of [
      posted.json(),
      skipped.json(),
      (await ctx.app.inject({ method: 'GET', url: `${base}/${t.id}` })).json(),
    ] as TTournamentView[]) {
      const game = answer.bracketEntries.find((e) => e.id === entry.id)!.game as unknown as Record<string, unknown>;
      expectGameShape(game);
      expect(game).toMatchObject({
        gameType: 'SINGLES',
        winner: p2,
        winnerId: p2,
        team1DatabaseId: null,
        team2DatabaseId: null,
        team1Score: 4,
        team2Score: 11,
      });
      const lines = new Map((game.gamePlayerStats as Array<{ playerId: string }>).map((l) => [l.playerId, l]));
      expect(lines.get(p1)).toMatchObject({
        score: 4,
        sinks: 6,
        nakedLap: false,
        pointsChange: expect.any(Number),
        rebuttals: 2,
        beersDowned: expect.any(Number),
      });
      expect(lines.get(p2)).toMatchObject({ score: 11, sinks: 13 });
      expect((lines.get(p2) as unknown as { pointsChange: number }).pointsChange).toBeGreaterThan(0);
    }
  });

  it('doubles: winner and winnerId are the winning team, team1DatabaseId and team2DatabaseId the teams, the team scores', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b, c, d] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    const [home, away] = [await buildTeam(ctx.app, a, b), await buildTeam(ctx.app, c, d)];
    const base = '/api/doubles/tournaments';
    const t = (
      await call(admin, 'POST', base, {
        tournamentName: 'Pair reads',
        tournamentType: 'SINGLE_ELIMINATION',
        seedType: 'RANDOM',
        size: 'RO_8',
      })
    ).json();
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
    for (const answer of [
      posted.json(),
      (await ctx.app.inject({ method: 'GET', url: `${base}/${t.id}` })).json(),
    ] as TTournamentView[]) {
      const game = answer.bracketEntries.find((e) => e.id === entry.id)!.game as unknown as Record<string, unknown>;
      expectGameShape(game);
      expect(game).toMatchObject({
        gameType: 'DOUBLES',
        winner: away.id,
        winnerId: away.id,
        team1DatabaseId: away.id,
        team2DatabaseId: home.id,
        team1Score: 11,
        team2Score: 7,
      });
      const lines = game.gamePlayerStats as Array<{ playerId: string; score: number; nakedLap: boolean }>;
      expect(lines.map((l) => l.playerId).sort()).toEqual([a.id, b.id, c.id, d.id].sort());
      // A naked lap is the team's (it scored 7 here), not the player's own 0.
      expect(lines.find((l) => l.playerId === b.id)).toMatchObject({ score: 0, nakedLap: false });
    }
  });
});

/**
 * Screen by screen, what the earlier client reads (shared/reference/earlier-client-notes.md §5.3, §5.16, §6 and the
 * call table; its components read exactly these): each read below is one its code makes, with the type it needs
 * (`toFixed` needs a number, `new Date(x).toDateString()` a date, `split('_')` a string, a `find` a match).
 */
describe('the earlier client’s screens', () => {
  const HOVER_FIELDS = ['points', 'avgRebuttals', 'gamesPlayed', 'gamesWon', 'gamesLost', 'winLossRatio', 'nakedLaps'];
  const STATS_KEY = {
    SINGLES: 'userSinglesStats',
    EASY_CAPS: 'userEasyStats',
    UNRANKED: 'userUnrankedStats',
    DOUBLES: 'userDoublesStats',
  } as const;
  const PATH_OF = { SINGLES: 'singles', EASY_CAPS: 'easy', UNRANKED: 'unranked', DOUBLES: 'doubles' } as const;
  type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the client reads untyped JSON

  const get = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as Json;
  };
  const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(new Date(value).getTime());

  /** PlayerCard (leaderboard row, or `/users/{id}/full` when a name's tooltip opens): avatar, name, seven stats. */
  function expectPlayerCardReads(player: Json, gameType: keyof typeof STATS_KEY) {
    expect(typeof player.avatarHash).toBe('string');
    expect(typeof player.username).toBe('string');
    const stats = player[STATS_KEY[gameType]] as Json;
    expect(stats, `${STATS_KEY[gameType]} of ${player.username}`).toBeTypeOf('object');
    for (const field of HOVER_FIELDS) expect(typeof stats[field], `${STATS_KEY[gameType]}.${field}`).toBe('number');
  }

  /** TeamCard (a team's tooltip: `/teams/name/{id}/full`): two avatars, the name, seven stats. */
  async function expectTeamCardReads(teamId: string) {
    const card = await get(`/api/teams/name/${teamId}/full`);
    expect(typeof card.players[0].avatarHash).toBe('string');
    expect(typeof card.players[1].avatarHash).toBe('string');
    expect(typeof card.teamWithStats.name).toBe('string');
    for (const field of HOVER_FIELDS)
      expect(typeof card.teamWithStats.doublesStats[field], `doublesStats.${field}`).toBe('number');
  }

  it('Singles and Easy Caps leaderboards: every row field and its hover card', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    for (const type of ['SINGLES', 'EASY_CAPS'] as const) {
      for (let i = 0; i < 5; i++) {
        const game = (await postGame(ctx.app, a, type, soloBody(a.id, b.id, { s2: i }))).json();
        expect((await decide(ctx.app, b, type, game.id, 'accept')).statusCode).toBe(200);
      }
    }
    for (const type of ['SINGLES', 'EASY_CAPS'] as const) {
      // usePlayersListFetch: content and totalPages of the page
      const page = await get(`/api/users?pageSize=10&pageNumber=0&gameType=${type}`);
      expect(typeof page.totalPages).toBe('number');
      expect(Array.isArray(page.content)).toBe(true);
      const rows = page.content as Json[];
      expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
      for (const row of rows) {
        // a row: avatar, "n. username" linking to /players/{id}, points with 2 decimals, last seen, last game
        expect(typeof row.id).toBe('string');
        expect(typeof row.username).toBe('string');
        expect(typeof row.avatarHash).toBe('string');
        expect(typeof row[STATS_KEY[type]].points.toFixed(2)).toBe('string');
        for (const key of ['lastSeen', 'lastGame']) expect(row[key] === null || isDate(row[key]), key).toBe(true);
        // the hover card is drawn from the row itself
        expectPlayerCardReads(row, type);
        // and, where a name's tooltip fetches it, from the full user
        expectPlayerCardReads(await get(`/api/users/${row.id}/full`), type);
      }
    }
  });

  /**
   * The tournament page (and, with `stream`, the stream overlay, which polls the same answer and draws the ladder
   * without the doubles flag): the info card, the competitors card, the ladder of the tournament's type with every
   * entry box, the winner label, and the round-robin results table.
   */
  function expectTournamentPageReads(t: Json, stream = false) {
    const teams = t.gameType === 'DOUBLES' && !stream;
    // info card
    expect(typeof t.tournamentName).toBe('string');
    expect(isDate(t.date)).toBe(true);
    expect(Object.keys(PATH_OF)).toContain(t.gameType);
    expect(['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION', 'ROUND_ROBIN']).toContain(t.tournamentType);
    expect(typeof t.seedType).toBe('string');
    expect(typeof t.seeded).toBe('boolean');
    expect(typeof t.finished).toBe('boolean');
    expect(typeof t.owner).toBe('string'); // isOwner(): owner === userId
    expect(typeof t.size).toBe('string'); // size.split('_') for the player count and the competitors' maximum
    // competitors: teams[].team for doubles, players[].user otherwise; `players ? players.length : teams.length`
    const competitors: Json[] =
      t.gameType === 'DOUBLES' ? t.teams.map((x: Json) => x.team) : t.players.map((x: Json) => x.user);
    if (t.gameType === 'DOUBLES') expect(t.players ?? null).toBeNull();
    const count = t.players ? t.players.length : t.teams.length;
    expect(count).toBe(competitors.length);
    for (const c of competitors) {
      expect(typeof c.id).toBe('string');
      if (t.gameType === 'DOUBLES') {
        expect(typeof c.name).toBe('string');
        expect(c.playerList).toHaveLength(2); // the result dialog builds team1Players/team2Players from it
      } else expect(typeof c.username).toBe('string');
    }
    if (!t.seeded) return competitors;
    // the ladder of the type
    const entries = t.bracketEntries as Json[];
    expect(entries.length).toBeGreaterThan(0);
    if (t.tournamentType === 'ROUND_ROBIN') {
      const rounds = count % 2 === 0 ? count - 1 : count;
      for (const e of entries) expect(Math.floor(e.coordinate / 1000)).toBeLessThan(rounds);
      if (!stream) {
        // results table: one row per stats entry, its competitor found by id
        for (const s of t.competitorTournamentStats as Json[]) {
          const who = competitors.find((c) => c.id === s.competitorId);
          expect(who, `stats of ${s.competitorId}`).toBeDefined();
          for (const field of ['wins', 'losses', 'points', 'pointsLost', 'sinks', 'sinksLost'])
            expect(typeof s[field]).toBe('number');
        }
      }
    } else {
      const segment = t.tournamentType === 'DOUBLE_ELIMINATION' ? 2 : 1;
      const pattern = t.tournamentType === 'DOUBLE_ELIMINATION' ? /^D_RO_\d+$/ : /^RO_\d+$/;
      for (const e of entries) {
        expect(e.bracketEntryType).toMatch(pattern);
        expect(Number.isNaN(parseInt(e.bracketEntryType.split('_')[segment], 10))).toBe(false);
      }
      expect(entries.map((e) => e.bracketEntryType)).toContain(t.size); // lowestRound
      // the winner label: winner.team.name or winner.user.username, else TBD
      if (t.winner) expect(typeof (teams ? t.winner.team.name : t.winner.user.username)).toBe('string');
    }
    // every entry box
    for (const e of entries) {
      expect(typeof e.id).toBe('string');
      expect(typeof e.coordinate).toBe('number');
      expect(typeof e.bye).toBe('boolean');
      expect(typeof e.forfeited).toBe('boolean');
      expect(e.forfeitedId === null || typeof e.forfeitedId === 'string').toBe(true);
      const sides = [teams ? e.team1 : e.player1, teams ? e.team2 : e.player2] as Array<Json | null>;
      for (const side of sides) {
        if (!side) continue;
        expect(typeof side.id).toBe('string');
        expect(typeof (teams ? side.name : side.username)).toBe('string');
        if (!e.game) continue;
        // the side's score, and the loser's row dimmed by comparing with winner (solo) / winnerId (doubles)
        if (teams) {
          const score = e.game.team1DatabaseId === side.id ? e.game.team1Score : e.game.team2Score;
          expect(typeof score).toBe('number');
          expect(typeof e.game.winnerId).toBe('string');
        } else {
          const line = (e.game.gamePlayerStats as Json[]).find((o) => o.playerId === side.id);
          expect(line, `entry ${e.coordinate}: the game has no line of ${side.username}`).toBeDefined();
          expect(typeof line?.score).toBe('number');
          expect(typeof e.game.winner).toBe('string');
        }
      }
      if (e.game) {
        // the "i" button links to /{path of game.gameType}/{game.id}
        expect(Object.keys(PATH_OF)).toContain(e.game.gameType);
        expect(typeof e.game.id).toBe('string');
        const ids = sides.filter(Boolean).map((s) => s?.id);
        if (ids.length === 2) expect(ids).toContain(teams ? e.game.winnerId : e.game.winner);
      }
    }
    return competitors;
  }

  /** Everything a tournament page does with an answer: draw it, open each competitor's tooltip, follow each game link. */
  async function expectTournamentScreens(t: Json) {
    const competitors = expectTournamentPageReads(t);
    expectTournamentPageReads(t, true);
    for (const c of competitors) {
      if (t.gameType === 'DOUBLES') await expectTeamCardReads(c.id);
      else expectPlayerCardReads(await get(`/api/users/${c.id}/full`), t.gameType);
    }
    for (const e of t.bracketEntries as Json[]) {
      if (!e.game) continue;
      const detail = await get(`/api/${PATH_OF[e.game.gameType as keyof typeof PATH_OF]}/${e.game.id}`);
      expect(detail.id).toBe(e.game.id);
    }
  }

  /** The result dialogs' bodies: the solo form with sinks left at 0; the doubles form with players' points and sinks at 0, opponents first. */
  function dialogBody(t: Json, entry: Json) {
    if (t.gameType !== 'DOUBLES') {
      return {
        gameMode: 'SUDDEN_DEATH',
        player1Stats: { playerId: entry.player1.id, score: 11, sinks: 0 },
        player2Stats: { playerId: entry.player2.id, score: 5, sinks: 0 },
        gameEvents: [],
      };
    }
    const zeros = (ids: string[]) => ids.map((playerId) => ({ playerId, score: 0, sinks: 0 }));
    return {
      gameMode: 'SUDDEN_DEATH',
      team1Score: 11,
      team2Score: 4,
      team1: entry.team1.id,
      team2: entry.team2.id,
      team1Players: entry.team1.playerList,
      team2Players: entry.team2.playerList,
      playerStatsDtos: [...zeros(entry.team2.playerList), ...zeros(entry.team1.playerList)],
      gameEventList: [],
    };
  }

  const open = (t: Json, doubles: boolean) =>
    (t.bracketEntries as Json[]).find(
      (e) => (doubles ? e.team1 && e.team2 : e.player1 && e.player2) && !e.game && !e.forfeited,
    );

  it.each([
    ['single elimination', 'singles', 'SINGLE_ELIMINATION', 'RO_8', 'RANDOM'],
    ['double elimination', 'easy', 'DOUBLE_ELIMINATION', 'D_RO_8', 'RANDOM'],
    ['round robin', 'unranked', 'ROUND_ROBIN', 'D_RO_8', 'ROUND_ROBIN_CIRCLE'],
    ['doubles', 'doubles', 'SINGLE_ELIMINATION', 'RO_8', 'RANDOM'],
  ] as const)(
    'a %s tournament page and its stream view, after a result and a skip, from every answer',
    async (_kind, path, tournamentType, size, seedType) => {
      const admin = await buildAdmin(ctx);
      const doubles = path === 'doubles';
      const players = await Promise.all(Array.from({ length: doubles ? 10 : 5 }, () => buildUser(ctx.app)));
      const ids = doubles
        ? (await Promise.all([0, 2, 4, 6, 8].map((i) => buildTeam(ctx.app, players[i]!, players[i + 1]!)))).map(
            (x) => x.id,
          )
        : players.map((p) => p.id);
      const base = `/api/${path}/tournaments`;
      const created = await call(admin, 'POST', base, {
        tournamentName: `${path} page`,
        tournamentType,
        seedType,
        size,
      });
      expect(created.statusCode).toBe(201);
      const t = created.json();
      expectTournamentPageReads(t);
      expect(t.owner).toBe(admin.id); // isOwner() compares it with the token's sub: the owner's actions show
      const withPlayers = await call(admin, 'POST', `${base}/${t.id}/players`, ids);
      expect(withPlayers.statusCode).toBe(200);
      expectTournamentPageReads(withPlayers.json());
      // "Seed players and start" posts null: axios sends it as an empty urlencoded body
      const seeded = await ctx.app.inject({
        method: 'POST',
        url: `${base}/${t.id}/seed`,
        headers: { ...bearer(admin.token), 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(seeded.statusCode, seeded.body).toBe(200);
      await expectTournamentScreens(seeded.json());
      const entry = open(seeded.json(), doubles)!;
      const result = await call(admin, 'POST', `${base}/${t.id}/entry/${entry.id}`, dialogBody(t, entry));
      expect(result.statusCode, result.body).toBe(200);
      expect((result.json().bracketEntries as Json[]).find((e) => e.id === entry.id)?.game).not.toBeNull();
      await expectTournamentScreens(result.json());
      const other = open(result.json(), doubles)!;
      const skipped = await call(admin, 'POST', `${base}/${t.id}/entry/${other.id}/skip`, {
        forfeitedId: (doubles ? other.team1 : other.player1).id,
      });
      expect(skipped.statusCode, skipped.body).toBe(200);
      await expectTournamentScreens(skipped.json());
      // the stream view polls GET
      await expectTournamentScreens(await get(`${base}/${t.id}`));
      // the tournaments list: a plain array of the list's fields
      const list = await get('/api/tournaments?pageSize=10&pageNumber=0');
      expect(Array.isArray(list)).toBe(true);
      const row = (list as unknown as Json[]).find((x) => x.id === t.id)!;
      for (const field of ['tournamentName', 'gameType', 'tournamentType', 'seedType', 'size'])
        expect(typeof row[field]).toBe('string');
      for (const field of ['seeded', 'finished']) expect(typeof row[field]).toBe('boolean');
      expect(isDate(row.date)).toBe(true);
    },
  );

  it('a finished tournament names its winner as the page reads it: winner.user.username, or winner.team.name in doubles', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b, c, d] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    const solo = (
      await call(admin, 'POST', '/api/singles/tournaments', {
        tournamentName: 'Final only',
        tournamentType: 'SINGLE_ELIMINATION',
        seedType: 'RANDOM',
        size: 'RO_8',
      })
    ).json();
    await call(admin, 'POST', `/api/singles/tournaments/${solo.id}/players`, [a.id, b.id]);
    let t = (await call(admin, 'POST', `/api/singles/tournaments/${solo.id}/seed`)).json() as Json;
    for (let entry = open(t, false); entry && !t.finished; entry = open(t, false)) {
      t = (
        await call(admin, 'POST', `/api/singles/tournaments/${solo.id}/entry/${entry.id}`, dialogBody(t, entry))
      ).json();
    }
    expect(t.finished).toBe(true);
    expect(typeof t.winner.user.username).toBe('string');
    await expectTournamentScreens(t);
    const [home, away] = [await buildTeam(ctx.app, a, b), await buildTeam(ctx.app, c, d)];
    const pair = (
      await call(admin, 'POST', '/api/doubles/tournaments', {
        tournamentName: 'Pair final',
        tournamentType: 'ROUND_ROBIN',
        seedType: 'ROUND_ROBIN_CIRCLE',
        size: 'D_RO_8',
      })
    ).json();
    await call(admin, 'POST', `/api/doubles/tournaments/${pair.id}/players`, [home.id, away.id]);
    t = (await call(admin, 'POST', `/api/doubles/tournaments/${pair.id}/seed`)).json();
    const entry = open(t, true)!;
    t = (
      await call(admin, 'POST', `/api/doubles/tournaments/${pair.id}/entry/${entry.id}`, dialogBody(t, entry))
    ).json();
    expect(t.finished).toBe(true);
    expect(typeof t.winner.team.name).toBe('string');
    await expectTournamentScreens(t);
  });
});
