/**
 * Migration 0009 (correcting the record) applies to a league that already has players, teams and accepted games, on
 * PGlite and on PostgreSQL: the games keep their rows, their audit trail starts from what the games row knows, and
 * they can be voided and corrected with the league equal to a recompute afterwards.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { migrateDatabase } from '../src/db/client.ts';
import { useOldDatabases } from './support/old-database.ts';
import { createAdmin } from '../src/features/auth/index.ts';
import { diffLeague, rebuildLeague } from '../src/features/league/index.ts';
import { login, testConfig } from './support/app.ts';

const databases = useOldDatabases();

const A = '00000000-0000-4000-8000-0000000000a1';
const B = '00000000-0000-4000-8000-0000000000b2';
const GAMES = ['00000000-0000-4000-8000-00000000a001', '00000000-0000-4000-8000-00000000a002'];

describe('migration 0009 (correcting the record)', () => {
  it('applies to a league with accepted games, which can then be audited, voided and corrected', async () => {
    const database = await databases.before(9);
    await database.db.execute(
      sql`insert into users (id, username, email, password_hash, avatar_hash) values (${A}, 'old_a', 'a@example.com', 'x', 'y'), (${B}, 'old_b', 'b@example.com', 'x', 'y')`,
    );
    for (const [i, id] of GAMES.entries()) {
      const body = {
        gameMode: 'SUDDEN_DEATH',
        player1Stats: { playerId: A, score: 11, sinks: 13 },
        player2Stats: { playerId: B, score: i * 3, sinks: i * 3 + 2 },
        gameEvents: [],
      };
      await database.db
        .execute(sql`insert into games (id, game_type, game_mode, status, posted_by, time, decided_at, accept_seq, player1_id, player2_id, team1_score, team2_score, winner_id, naked_lap, body)
        values (${id}, 'SINGLES', 'SUDDEN_DEATH', 'ACCEPTED', ${A}, now() - interval '2 days', now() - interval '1 day', nextval('games_accept_seq'), ${A}, ${B}, 11, ${i * 3}, ${A}, ${i === 0}, ${JSON.stringify(body)}::jsonb)`);
      await database.db
        .execute(sql`insert into game_players (game_id, player_id, side, score, sinks, rebuttals, beers_downed, naked_lap, won, game_type, status, time, opponent_id)
        values (${id}, ${A}, 1, 11, 13, 0, 1, false, true, 'SINGLES', 'ACCEPTED', now() - interval '2 days', ${B}),
               (${id}, ${B}, 2, ${i * 3}, ${i * 3 + 2}, 0, 3, ${i === 0}, false, 'SINGLES', 'ACCEPTED', now() - interval '2 days', ${A})`);
    }

    await migrateDatabase(database);
    // The stats the earlier server kept, as its recompute writes them.
    await rebuildLeague(database.db);
    expect(await diffLeague(database.db)).toEqual([]);

    const app = await buildApp({ config: testConfig(), database, logger: false });
    databases.afterAll(() => app.close());
    await app.ready();
    const trail = (await app.inject({ method: 'GET', url: `/api/singles/${GAMES[0]}/audit` })).json();
    expect(trail.map((e: { action: string; byName: string | null }) => [e.action, e.byName])).toEqual([
      ['POSTED', 'old_a'],
      ['ACCEPTED', null],
    ]);
    await createAdmin(database.db, { username: 'mig_admin', email: 'mig@example.com', password: 'admin password' });
    const { authToken } = await login(app, 'mig_admin', 'admin password');
    const headers = { authorization: `Bearer ${authToken}` };
    const voided = await app.inject({
      method: 'POST',
      url: `/api/singles/void/${GAMES[0]}`,
      headers,
      payload: { reason: 'From before the upgrade' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const body = {
      gameMode: 'SUDDEN_DEATH',
      player1Stats: { playerId: A, score: 9, sinks: 10 },
      player2Stats: { playerId: B, score: 11, sinks: 14 },
      gameEvents: [],
      reason: 'B won',
    };
    const corrected = await app.inject({
      method: 'POST',
      url: `/api/singles/correct/${GAMES[1]}`,
      headers,
      payload: body,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await diffLeague(database.db)).toEqual([]);
    const after = (await app.inject({ method: 'GET', url: `/api/singles/${GAMES[1]}/audit` })).json();
    expect(after.map((e: { action: string }) => e.action)).toEqual(['POSTED', 'ACCEPTED', 'CORRECTED']);
  }, 120_000);
});
