/**
 * The bench generator (bench/generate.ts) writes rows directly; these checks read them back through the real API and
 * the recomputation, so the generated league is one the server could have built: tournaments, teams, doubles,
 * notifications and acceptance requests render and act like the server's own, and stats equal a replay of history.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GAME_TYPE_PATHS, type TGameType, type TPostDoublesGame, type TPostSoloGame } from '@caps/domain';
import { generateLeague, type GeneratedLeague } from '../../../bench/generate.ts';
import type { Db } from '../src/db/client.ts';
import { diffLeague, rebuildLeague } from '../src/features/league/index.ts';
import { bearer, login, useTestApp } from './support/app.ts';
import { createTestDatabase } from './support/db.ts';

const ctx = useTestApp();
const PLAYERS = 200;
const SEED = 7;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What the generator decides: every generated table except columns a database fills in itself (users.created_at). */
async function generatedDigest(db: Db): Promise<Record<string, string>> {
  const queries: Record<string, string> = {
    users: 'select id, username, email, role, avatar_hash, last_seen, last_game from users',
    teams: 'select * from teams',
    games: 'select * from games',
    game_players: 'select * from game_players',
    player_stats: 'select * from player_stats',
    achievements: 'select * from achievements',
    notifications: 'select * from notifications',
    acceptance_requests: 'select * from acceptance_requests',
    tournaments: 'select * from tournaments',
    posts: "select * from posts where signature = 'Bench'",
  };
  const digest: Record<string, string> = {};
  for (const [name, query] of Object.entries(queries)) {
    const [row] = await rows<{ h: string; n: number }>(
      db,
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h, count(*)::int as n from (${query}) t`,
      ),
    );
    digest[name] = `${row?.n}:${row?.h}`;
  }
  return digest;
}

/** The projection that recomputation rewrites (player_stats.last_game_at is not part of it). */
async function projection(db: Db): Promise<string> {
  const statColumns =
    'points, avg_rebuttals, total_rebuttals, beers_downed, games_played, games_won, games_lost, games_logged_sinks, win_loss_ratio, naked_laps, points_made_lost_ratio, total_points_made, total_points_lost, sinks_made_lost_ratio, total_sinks_made, total_sinks_lost';
  const parts = await Promise.all([
    rows(db, sql.raw(`select user_id, game_type, ${statColumns} from player_stats order by user_id, game_type`)),
    rows(db, sql.raw(`select id, ${statColumns} from teams order by id`)),
    rows(db, sql.raw('select game_id, player_id, points_change from game_players order by game_id, player_id')),
    rows(db, sql.raw('select id, last_game from users order by id')),
    rows(
      db,
      sql.raw(
        'select user_id, achievement, game_type, game_id, date_achieved from achievements order by user_id, achievement',
      ),
    ),
  ]);
  return JSON.stringify(parts);
}

let league: GeneratedLeague;
let digestAfterGeneration: Record<string, string>;

beforeAll(async () => {
  league = await generateLeague(ctx.database, { players: PLAYERS, seed: SEED });
  digestAfterGeneration = await generatedDigest(ctx.database.db);
  // The API acts the day after the generated season.
  ctx.clock.now = new Date(Date.UTC(2026, 10, 23));
}, 120_000);

const usernameOf = (id: string) => league.usernames[league.userIds.indexOf(id)] ?? '';

type TournamentView = {
  id: string;
  gameType: TGameType;
  tournamentType: string;
  seeded: boolean;
  finished: boolean;
  players: Array<{ user: { id: string; username: string } }> | null;
  teams: Array<{ team: { id: string; name: string; playerList: string[] } }> | null;
  winner: unknown;
  competitorTournamentStats: unknown[];
  bracketEntries: Array<{
    id: string;
    coordinate: number;
    final: boolean;
    bye: boolean;
    player1: { id: string } | null;
    player2: { id: string } | null;
    team1: { id: string; playerList: string[] } | null;
    team2: { id: string; playerList: string[] } | null;
    game: { id: string } | null;
    result: unknown;
  }>;
};

describe('bench generator', () => {
  it('returns ids of teams and tournaments in proportion to the players', () => {
    expect(league.userIds).toHaveLength(PLAYERS);
    expect(league.teamIds).toHaveLength(PLAYERS / 10);
    expect(league.tournamentIds).toHaveLength(3);
    expect(league.games).toBeGreaterThan(PLAYERS * 10);
  });

  it('stores tournaments of each kind that GET /api/{type}/tournaments/{id} renders with their entrants', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/tournaments?pageSize=100' });
    expect(list.statusCode, list.body).toBe(200);
    const items = (
      list.json() as Array<{ id: string; gameType: TGameType; tournamentType: string; competitorCount: number }>
    ).filter((t) => league.tournamentIds.includes(t.id));
    expect(items.map((t) => t.id).sort()).toEqual([...league.tournamentIds].sort());
    expect(new Set(items.map((t) => t.tournamentType))).toEqual(
      new Set(['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION', 'ROUND_ROBIN']),
    );

    const views: TournamentView[] = [];
    for (const item of items) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/${GAME_TYPE_PATHS[item.gameType]}/tournaments/${item.id}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const view = res.json() as TournamentView;
      views.push(view);
      const entrants =
        view.gameType === 'DOUBLES'
          ? (view.teams ?? []).map((t) => t.team.id)
          : (view.players ?? []).map((p) => p.user.id);
      expect(entrants.length).toBe(item.competitorCount);
      expect(entrants.length).toBeGreaterThanOrEqual(8);
      expect(entrants.length).toBeLessThanOrEqual(16);
      if (view.gameType === 'DOUBLES') for (const id of entrants) expect(league.teamIds).toContain(id);
      else for (const id of entrants) expect(league.userIds).toContain(id);
      expect(view.seeded).toBe(true);
      expect(view.competitorTournamentStats).toHaveLength(entrants.length);
      expect(view.bracketEntries.length).toBeGreaterThan(0);
      // Every posted result shows its stored game.
      for (const entry of view.bracketEntries) if (entry.result) expect(entry.game).not.toBeNull();
      if (view.finished) expect(view.winner).not.toBeNull();
    }
    const running = views.filter((v) => !v.finished);
    expect(running).toHaveLength(1);
    expect(running[0]?.id).toBe(league.tournamentIds.at(-1));
    expect(running[0]?.bracketEntries.some((e) => e.result !== null)).toBe(true);
  });

  it('stores a Swiss and a groups tournament of 64 in progress, half played, that the API reads and plays on', async () => {
    const large = league.largeTournaments;
    expect(large).not.toBeNull();
    if (!large) return;
    const read = async (id: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/singles/tournaments/${id}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TournamentView & { seedOrder: string[] };
    };
    const swiss = await read(large.swiss);
    expect(swiss).toMatchObject({ tournamentType: 'SWISS', seeded: true, finished: false });
    expect(swiss.players).toHaveLength(64);
    expect(swiss.seedOrder).toHaveLength(64);
    // Six rounds of 32 by default: three played, the fourth half.
    const round = (e: { coordinate: number }) => Math.floor(e.coordinate / 1000);
    expect(swiss.bracketEntries).toHaveLength(4 * 32);
    expect(swiss.bracketEntries.filter((e) => round(e) < 3).every((e) => e.final)).toBe(true);
    expect(swiss.bracketEntries.filter((e) => round(e) === 3 && e.final)).toHaveLength(16);

    const groups = await read(large.groups);
    expect(groups).toMatchObject({ tournamentType: 'GROUPS_PLAYOFFS', seeded: true, finished: false });
    expect(groups.players).toHaveLength(64);
    // 16 groups of 4 (6 games each), all played; a playoff of 32, 8 of its first 16 games played.
    const isGroup = (e: { coordinate: number }) => e.coordinate >= 10_000;
    expect(groups.bracketEntries.filter(isGroup)).toHaveLength(96);
    expect(groups.bracketEntries.filter(isGroup).every((e) => e.final)).toBe(true);
    expect(groups.bracketEntries.filter((e) => !isGroup(e))).toHaveLength(31);
    expect(groups.bracketEntries.filter((e) => !isGroup(e) && e.final)).toHaveLength(8);
    for (const view of [swiss, groups])
      for (const entry of view.bracketEntries) if (entry.result) expect(entry.game).not.toBeNull();

    // The owner plays on: the next Swiss game goes in.
    const entry = swiss.bracketEntries.find((e) => !e.final && e.player1 && e.player2);
    if (!entry?.player1 || !entry.player2) throw new Error('no open entry');
    const admin = await login(ctx.app, league.adminUsername, league.password);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/singles/tournaments/${large.swiss}/entry/${entry.id}`,
      headers: bearer(admin.authToken),
      payload: {
        gameMode: 'SUDDEN_DEATH',
        player1Stats: { playerId: entry.player1.id, score: 11, sinks: 12 },
        player2Stats: { playerId: entry.player2.id, score: 5, sinks: 6 },
        gameEvents: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lets the owning admin enter the next result of the running tournament', async () => {
    const id = league.tournamentIds.at(-1) ?? '';
    const [row] = await rows<{ game_type: TGameType }>(
      ctx.database.db,
      sql`select game_type from tournaments where id = ${id}`,
    );
    const path = `/api/${GAME_TYPE_PATHS[row?.game_type ?? 'SINGLES']}/tournaments/${id}`;
    const view = (await ctx.app.inject({ method: 'GET', url: path })).json() as TournamentView;
    const entry = view.bracketEntries.find(
      (e) => !e.final && !e.result && ((e.player1 && e.player2) || (e.team1 && e.team2)),
    );
    expect(entry).toBeDefined();
    if (!entry) return;
    let body: TPostSoloGame | TPostDoublesGame;
    if (entry.team1 && entry.team2) {
      const [a, b] = entry.team1.playerList;
      const [c, d] = entry.team2.playerList;
      body = {
        gameMode: 'SUDDEN_DEATH',
        team1: entry.team1.id,
        team2: entry.team2.id,
        team1Players: entry.team1.playerList,
        team2Players: entry.team2.playerList,
        team1Score: 11,
        team2Score: 4,
        playerStatsDtos: [
          { playerId: a ?? '', score: 6, sinks: 7 },
          { playerId: b ?? '', score: 5, sinks: 5 },
          { playerId: c ?? '', score: 4, sinks: 6 },
          { playerId: d ?? '', score: 0, sinks: 1 },
        ],
        gameEventList: [],
      };
    } else {
      body = {
        gameMode: 'SUDDEN_DEATH',
        player1Stats: { playerId: entry.player1?.id ?? '', score: 11, sinks: 13 },
        player2Stats: { playerId: entry.player2?.id ?? '', score: 7, sinks: 9 },
        gameEvents: [],
      };
    }
    const admin = await login(ctx.app, league.adminUsername, league.password);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${path}/entry/${entry.id}`,
      headers: bearer(admin.authToken),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('stores teams that the team leaderboard and team pages show, with doubles games', async () => {
    const board = await ctx.app.inject({ method: 'GET', url: '/api/teams?pageSize=100&includeInactive=true' });
    expect(board.statusCode, board.body).toBe(200);
    const page = board.json() as {
      content: Array<{ id: string; players: unknown[]; doublesStats: { gamesPlayed: number } }>;
      totalElements: number;
    };
    const [qualified] = await rows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from teams where active and games_played >= 5`,
    );
    expect(page.totalElements).toBe(qualified?.n);
    expect(page.content.length).toBeGreaterThan(0);
    for (const team of page.content) {
      expect(league.teamIds).toContain(team.id);
      expect(team.players).toHaveLength(2);
      expect(team.doublesStats.gamesPlayed).toBeGreaterThanOrEqual(5);
    }

    const teamId = page.content[0]?.id ?? '';
    const full = await ctx.app.inject({ method: 'GET', url: `/api/teams/name/${teamId}/full` });
    expect(full.statusCode, full.body).toBe(200);
    expect((full.json() as { players: unknown[] }).players).toHaveLength(2);

    // Nobody plays in two active teams.
    const [shared] = await rows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from (select p from (select player1_id as p from teams where active union all select player2_id from teams where active) x group by p having count(*) > 1) y`,
    );
    expect(shared?.n).toBe(0);

    const [game] = await rows<{ id: string }>(
      ctx.database.db,
      sql`select id from games where game_type = 'DOUBLES' and status = 'ACCEPTED' and tournament_id is null order by time desc limit 1`,
    );
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/doubles/${game?.id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect((detail.json() as { team1Details: unknown }).team1Details).not.toBeNull();
  });

  it('notifies the opponent of a pending game, who can then accept it', async () => {
    const [game] = await rows<{
      id: string;
      game_type: Exclude<TGameType, 'DOUBLES'>;
      player1_id: string;
      player2_id: string;
    }>(
      ctx.database.db,
      sql`select id, game_type, player1_id, player2_id from games where status = 'PENDING' and game_type <> 'DOUBLES' order by time desc limit 1`,
    );
    expect(game).toBeDefined();
    if (!game) return;
    const opponent = await login(ctx.app, usernameOf(game.player2_id), league.password);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(opponent.authToken) });
    expect(res.statusCode, res.body).toBe(200);
    const notes = res.json() as Array<{ notificationType: string; text: string; seen: boolean; gameId: string | null }>;
    expect(notes).toContainEqual(
      expect.objectContaining({
        notificationType: 'ACCEPT_REQUEST',
        gameId: game.id,
        seen: false,
        text: `You have a game with ${usernameOf(game.player1_id)} to accept.`,
      }),
    );

    const acceptance = await ctx.app.inject({
      method: 'GET',
      url: '/api/acceptance',
      headers: bearer(opponent.authToken),
    });
    expect(acceptance.statusCode, acceptance.body).toBe(200);
    expect((acceptance.json() as Array<{ game: { id: string } }>).map((a) => a.game.id)).toContain(game.id);
    const accept = await ctx.app.inject({
      method: 'POST',
      url: `/api/${GAME_TYPE_PATHS[game.game_type]}/accept/${game.id}`,
      headers: bearer(opponent.authToken),
    });
    expect(accept.statusCode, accept.body).toBe(200);

    const poster = await login(ctx.app, usernameOf(game.player1_id), league.password);
    const posterNotes = (
      await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(poster.authToken) })
    ).json() as Array<{
      notificationType: string;
      gameId: string | null;
    }>;
    expect(posterNotes).toContainEqual(expect.objectContaining({ notificationType: 'GAME_ACCEPTED', gameId: game.id }));
    // Some read notifications of recent games were generated too.
    const [read] = await rows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from notifications where seen`,
    );
    expect(read?.n).toBeGreaterThan(0);
  });

  it('notifies the other team of a pending doubles game, whose player can accept it', async () => {
    const [game] = await rows<{ id: string; team1_id: string; team2_id: string }>(
      ctx.database.db,
      sql`select id, team1_id, team2_id from games where status = 'PENDING' and game_type = 'DOUBLES' order by time desc limit 1`,
    );
    expect(game).toBeDefined();
    if (!game) return;
    const [team1, team2] = await Promise.all(
      [game.team1_id, game.team2_id].map(
        async (id) =>
          (
            await rows<{ name: string; player1_id: string }>(
              ctx.database.db,
              sql`select name, player1_id from teams where id = ${id}`,
            )
          )[0],
      ),
    );
    const player = await login(ctx.app, usernameOf(team2?.player1_id ?? ''), league.password);
    const notes = (
      await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(player.authToken) })
    ).json() as Array<{ text: string; gameId: string | null }>;
    expect(notes).toContainEqual(
      expect.objectContaining({ gameId: game.id, text: `You have a game with team ${team1?.name} to accept.` }),
    );
    const accept = await ctx.app.inject({
      method: 'POST',
      url: `/api/doubles/accept/${game.id}`,
      headers: bearer(player.authToken),
    });
    expect(accept.statusCode, accept.body).toBe(200);
  });

  it('stores stats, points and achievements equal to a recomputation from the accepted games', async () => {
    expect(await diffLeague(ctx.database.db)).toEqual([]);
    const before = await projection(ctx.database.db);
    await rebuildLeague(ctx.database.db);
    expect(await projection(ctx.database.db)).toBe(before);
  }, 120_000);

  it('builds the same league, ids included, from the same seed', async () => {
    const other = await createTestDatabase();
    try {
      const again = await generateLeague(other, { players: PLAYERS, seed: SEED });
      expect(again).toEqual(league);
      expect(await generatedDigest(other.db)).toEqual(digestAfterGeneration);
    } finally {
      await other.close();
    }
  }, 120_000);
});
