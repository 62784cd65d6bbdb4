/**
 * Seeded data generator: a league of N players with ~10 accepted games each (plus some pending and rejected),
 * their stats, points and achievements exactly as the server would have computed them, and news posts.
 * Deterministic: the same seed builds the same league (ids included).
 * Usage: node --import tsx bench/generate.ts --players 1000 [--seed 42] [--data-dir DIR | DATABASE_URL=...]
 */
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import {
  achievementsForSettlement,
  deriveSoloGame,
  emptyStats,
  settleAcceptedGame,
  type TAchievement,
  type TPostSoloGame,
  type TSoloGameType,
  type TStats,
} from '@caps/domain';
import { migrateDatabase, openPglite, openPostgres, type Database, type Tx } from '../apps/server/src/db/client.ts';
import { achievements, gamePlayers, games, playerStats, posts, users } from '../apps/server/src/db/schema.ts';
import { avatarHashOf } from '../apps/server/src/features/users/users.repository.ts';
import { sql } from 'drizzle-orm';

/** A small deterministic PRNG (mulberry32), so a seed always builds the same league. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A version-4-shaped UUID from the seeded generator. */
function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Math.floor(random() * 4) + 8) as number).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export type GeneratedLeague = { userIds: string[]; usernames: string[]; password: string; games: number };
export type GenerateOptions = { players: number; seed: number; gamesPerPlayer?: number; log?: (line: string) => void };

const TYPES: TSoloGameType[] = ['SINGLES', 'EASY_CAPS', 'UNRANKED'];
const DAY = 86_400_000;

/** One INSERT … SELECT FROM unnest(arrays) per chunk: a parameter per column, so big batches stay fast. */
async function insertColumns(tx: Tx, table: string, columns: Array<[name: string, type: string, values: unknown[]]>): Promise<void> {
  const names = sql.raw(columns.map(([n]) => `"${n}"`).join(', '));
  const arrays = sql.join(columns.map(([, type, values]) => sql`${sql.param(values)}::${sql.raw(type)}[]`), sql`, `);
  await tx.execute(sql`insert into ${sql.raw(`"${table}"`)} (${names}) select * from unnest(${arrays})`);
}

async function insertInChunks<T>(items: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
}

/** Builds the league in the database; games are replayed in time order through the real rules. */
export async function generateLeague(database: Database, options: GenerateOptions): Promise<GeneratedLeague> {
  const log = options.log ?? (() => undefined);
  const random = seededRandom(options.seed);
  const password = 'bench password';
  const passwordHash = await hash(password);
  const db = database.db;

  const userIds: string[] = [];
  const usernames: string[] = [];
  const userRows = [];
  for (let i = 0; i < options.players; i++) {
    const username = `p${i}_${Math.floor(random() * 36 ** 4).toString(36)}`.slice(0, 15);
    const email = `${username}@bench.test`;
    const id = seededUuid(random);
    userIds.push(id);
    usernames.push(username);
    userRows.push({ id, username, email, passwordHash, role: 'USER' as const, avatarHash: avatarHashOf(email), lastSeen: new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 300) * DAY) });
  }
  await insertInChunks(userRows, 2000, (chunk) => db.insert(users).values(chunk));
  log(`players: ${userIds.length}`);

  const totalGames = Math.round(options.players * (options.gamesPerPlayer ?? 10));
  const start = Date.UTC(2025, 10, 21);
  const stats = new Map<string, TStats>();
  const held = new Map<string, Set<TAchievement>>();
  const lastGame = new Map<string, Date>();
  let seq = 0;
  const chunk = 5000;
  for (let first = 0; first < totalGames; first += chunk) {
    const gameRows: Array<typeof games.$inferInsert> = [];
    const lineRows: Array<typeof gamePlayers.$inferInsert> = [];
    const statRows = new Map<string, { userId: string; gameType: TSoloGameType; stats: TStats }>();
    const awardRows: Array<typeof achievements.$inferInsert> = [];
    for (let g = first; g < Math.min(totalGames, first + chunk); g++) {
      const type = TYPES[random() < 0.45 ? 0 : random() < 0.64 ? 1 : 2] ?? 'SINGLES';
      const p1 = userIds[Math.floor(random() * userIds.length)] ?? '';
      let p2 = userIds[Math.floor(random() * userIds.length)] ?? '';
      if (p2 === p1) p2 = userIds[(userIds.indexOf(p1) + 1) % userIds.length] ?? '';
      const loser = Math.floor(random() * 11);
      const p1Wins = random() < 0.5;
      const s1 = p1Wins ? 11 : loser;
      const s2 = p1Wins ? loser : 11;
      const body: TPostSoloGame = {
        gameMode: 'SUDDEN_DEATH',
        player1Stats: { playerId: p1, score: s1, sinks: s1 + Math.floor(random() * 6) },
        player2Stats: { playerId: p2, score: s2, sinks: s2 + Math.floor(random() * 6) },
        gameEvents: [],
      };
      const derived = deriveSoloGame(type, body);
      const time = new Date(start + Math.floor((g / totalGames) * 365 * DAY));
      const roll = random();
      const status = roll < 0.95 ? 'ACCEPTED' : roll < 0.98 ? 'PENDING' : 'REJECTED';
      const id = seededUuid(random);
      let changes = new Map<string, number>();
      if (status === 'ACCEPTED') {
        const key = (p: string) => `${p}|${type}`;
        const current = new Map([p1, p2].map((p) => [p, stats.get(key(p)) ?? emptyStats()]));
        const settlement = settleAcceptedGame({ gameType: type, body, id }, current);
        changes = new Map(settlement.players.map((p) => [p.playerId, p.pointsChange]));
        for (const p of settlement.players) {
          stats.set(key(p.playerId), p.after);
          statRows.set(key(p.playerId), { userId: p.playerId, gameType: type, stats: p.after });
          lastGame.set(p.playerId, time);
        }
        for (const [userId, kinds] of achievementsForSettlement(settlement, (pid) => held.get(pid) ?? [])) {
          const set = held.get(userId) ?? new Set<TAchievement>();
          for (const achievement of kinds) {
            set.add(achievement);
            awardRows.push({ userId, achievement, gameType: type, gameId: id, dateAchieved: time });
          }
          held.set(userId, set);
        }
      }
      gameRows.push({
        id,
        gameType: type,
        gameMode: 'SUDDEN_DEATH',
        status,
        postedBy: p1,
        time,
        decidedAt: status === 'PENDING' ? null : time,
        acceptSeq: status === 'ACCEPTED' ? ++seq : null,
        player1Id: p1,
        player2Id: p2,
        team1Score: s1,
        team2Score: s2,
        winnerId: derived.winnerId,
        nakedLap: derived.nakedLap,
        body,
      });
      for (const r of derived.rows) {
        lineRows.push({ gameId: id, playerId: r.playerId, side: r.side, score: r.score, sinks: r.sinks, rebuttals: r.rebuttals, beersDowned: r.beersDowned, nakedLap: r.nakedLap, won: r.won, pointsChange: changes.get(r.playerId) ?? 0, gameType: type, status, time, opponentId: r.side === 1 ? p2 : p1 });
      }
    }
    await db.transaction(async (tx) => {
      const col = <K extends keyof (typeof gameRows)[number]>(k: K) => gameRows.map((r) => r[k] ?? null);
      await insertColumns(tx, 'games', [
        ['id', 'uuid', col('id')],
        ['game_type', 'text', col('gameType')],
        ['game_mode', 'text', col('gameMode')],
        ['status', 'text', col('status')],
        ['posted_by', 'uuid', col('postedBy')],
        ['time', 'timestamptz', col('time')],
        ['decided_at', 'timestamptz', col('decidedAt')],
        ['accept_seq', 'bigint', col('acceptSeq')],
        ['player1_id', 'uuid', col('player1Id')],
        ['player2_id', 'uuid', col('player2Id')],
        ['team1_score', 'int', col('team1Score')],
        ['team2_score', 'int', col('team2Score')],
        ['winner_id', 'uuid', col('winnerId')],
        ['naked_lap', 'boolean', col('nakedLap')],
        ['body', 'jsonb', gameRows.map((r) => JSON.stringify(r.body))],
      ]);
      const line = <K extends keyof (typeof lineRows)[number]>(k: K) => lineRows.map((r) => r[k] ?? null);
      await insertColumns(tx, 'game_players', [
        ['game_id', 'uuid', line('gameId')],
        ['player_id', 'uuid', line('playerId')],
        ['side', 'int', line('side')],
        ['score', 'int', line('score')],
        ['sinks', 'int', line('sinks')],
        ['rebuttals', 'int', line('rebuttals')],
        ['beers_downed', 'float8', line('beersDowned')],
        ['naked_lap', 'boolean', line('nakedLap')],
        ['won', 'boolean', line('won')],
        ['points_change', 'float8', line('pointsChange')],
        ['game_type', 'text', line('gameType')],
        ['status', 'text', line('status')],
        ['time', 'timestamptz', line('time')],
        ['opponent_id', 'uuid', line('opponentId')],
      ]);
      await insertInChunks([...statRows.values()], 1000, (c) =>
        tx
          .insert(playerStats)
          .values(c.map((r) => ({ userId: r.userId, gameType: r.gameType, ...r.stats })))
          .onConflictDoUpdate({ target: [playerStats.userId, playerStats.gameType], set: Object.fromEntries(Object.keys(emptyStats()).map((k) => [k, sql.raw(`excluded.${k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`)])) }),
      );
      if (awardRows.length) await insertInChunks(awardRows, 1000, (c) => tx.insert(achievements).values(c));
    });
    if ((first / chunk) % 20 === 0) log(`games: ${Math.min(totalGames, first + chunk)} / ${totalGames}`);
  }
  await db.execute(sql`select setval('games_accept_seq', ${Math.max(seq, 1)})`);
  for (const [userId, at] of lastGame) await db.update(users).set({ lastGame: at }).where(sql`${users.id} = ${userId}`);
  await db.insert(posts).values(
    Array.from({ length: 20 }, (_, i) => ({ title: `League news ${i + 1}`, description: 'Results, tables and the next tournament.', signature: 'Bench', date: new Date(Date.UTC(2026, 0, 1 + i)) })),
  );
  // Fresh GIN entries wait in a pending list until a vacuum; vacuum so the first reads measure the steady state.
  await db.execute(sql`vacuum analyze`);
  return { userIds, usernames, password, games: totalGames };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { players: { type: 'string', default: '1000' }, seed: { type: 'string', default: '42' }, 'data-dir': { type: 'string' } } });
  const url = process.env.DATABASE_URL;
  const database = url ? openPostgres(url) : await openPglite(values['data-dir'] ?? '.tmp/bench-data/pglite');
  await migrateDatabase(database);
  const started = Date.now();
  const league = await generateLeague(database, { players: Number(values.players), seed: Number(values.seed), log: (l) => console.log(l) });
  console.log(`Generated ${league.userIds.length} players and ${league.games} games in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
