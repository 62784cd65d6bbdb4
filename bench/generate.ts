/**
 * Seeded data generator: builds a league of N players (and news posts) in a database, deterministically.
 * Usage: node --import tsx bench/generate.ts --players 1000 [--seed 42] [--data-dir DIR | DATABASE_URL=...]
 * Later capabilities extend `generateLeague` with games, teams and tournaments.
 */
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../apps/server/src/db/client.ts';
import { posts, users } from '../apps/server/src/db/schema.ts';
import { avatarHashOf } from '../apps/server/src/features/users/users.repository.ts';

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

export type GeneratedLeague = { userIds: string[]; password: string; usernames: string[] };

/** Inserts players in batches; every player shares one password so load tests can sign in. */
export async function generateLeague(database: Database, options: { players: number; seed: number }): Promise<GeneratedLeague> {
  const random = seededRandom(options.seed);
  const password = 'bench password';
  const passwordHash = await hash(password);
  const userIds: string[] = [];
  const usernames: string[] = [];
  const batch = 1000;
  for (let start = 0; start < options.players; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(options.players, start + batch); i++) {
      const username = `p${i}_${Math.floor(random() * 36 ** 4).toString(36)}`.slice(0, 15);
      const email = `${username}@bench.test`;
      const lastSeen = new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 300) * 86_400_000);
      rows.push({ username, email, passwordHash, role: 'USER' as const, avatarHash: avatarHashOf(email), lastSeen });
    }
    const inserted = await database.db.insert(users).values(rows).returning({ id: users.id, username: users.username });
    for (const r of inserted) {
      userIds.push(r.id);
      usernames.push(r.username);
    }
  }
  await database.db.insert(posts).values(
    Array.from({ length: 20 }, (_, i) => ({ title: `League news ${i + 1}`, description: 'Results, tables and the next tournament.', signature: 'Bench', date: new Date(Date.UTC(2026, 0, 1 + i)) })),
  );
  return { userIds, password, usernames };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { players: { type: 'string', default: '1000' }, seed: { type: 'string', default: '42' }, 'data-dir': { type: 'string' } } });
  const players = Number(values.players);
  const url = process.env.DATABASE_URL;
  const database = url ? openPostgres(url) : await openPglite(values['data-dir'] ?? '.tmp/bench-data/pglite');
  await migrateDatabase(database);
  const started = Date.now();
  const league = await generateLeague(database, { players, seed: Number(values.seed) });
  console.log(`Generated ${league.userIds.length} players in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
