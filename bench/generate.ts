/**
 * Seeded data generator: a league of N players with ~10 accepted games each (plus some pending and rejected),
 * two-player teams with doubles games, tournaments of every kind (finished ones and one in progress; and from 64 players
 * on a Swiss and a groups tournament of 64, both in progress), the
 * notifications and acceptance requests of pending (and recent) games, stats, points and achievements exactly as
 * the server would have computed them, and news posts. Every accepted game, tournament results included, is replayed
 * in time order through the real rules, so `npm run admin -- recompute` finds nothing to change.
 * Deterministic: the same seed builds the same league (ids included).
 * Usage: node --import tsx bench/generate.ts --players 1000 [--seed 42] [--data-dir DIR | DATABASE_URL=...]
 */
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import {
  achievementsForSettlement,
  checkDoublesRosters,
  createBracketTournament,
  emptyStats,
  forfeitEntry,
  isEntryPlayable,
  LIMITS,
  recordResult,
  seedTournament,
  setCompetitors,
  settleAcceptedGame,
  type TAcceptanceRequestType,
  type TAcceptedGame,
  type TAchievement,
  type TBracketTournament,
  type TGameSettlement,
  type TGameType,
  type TNotificationType,
  type TPostDoublesGame,
  type TPostSoloGame,
  type TSeedType,
  type TSideOutcome,
  type TSoloGameType,
  type TStats,
  type TTournamentSettings,
  type TTournamentSize,
  type TTournamentType,
} from '@caps/domain';
import { migrateDatabase, openPglite, openPostgres, type Database, type Tx } from '../apps/server/src/db/client.ts';
import { gamePlayers, games, playerStats, posts, teams, tournaments, users } from '../apps/server/src/db/schema.ts';
import {
  ACTIVE_REQUEST,
  doublesGameRecord,
  soloGameRecord,
  storedDoublesBody,
  type GameRecord,
} from '../apps/server/src/features/games/index.ts';
import { playerIdsOf } from '../apps/server/src/features/league/index.ts';
import {
  messageIn,
  notificationMessage,
  playerSide,
  teamSide,
  type TNotificationMessage,
  type TSide,
} from '../apps/server/src/features/notifications/index.ts';
import { avatarHashOf } from '../apps/server/src/features/accounts/index.ts';
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

export type GeneratedLeague = {
  userIds: string[];
  usernames: string[];
  password: string;
  /** Every stored game: singles, easy caps, unranked, doubles and tournament results. */
  games: number;
  /** All teams, the deleted (inactive) ones too. */
  teamIds: string[];
  /** Oldest first; the last one is still in progress. */
  tournamentIds: string[];
  /**
   * The two big tournaments of the last week, both in progress (leagues of 64 players and more): a Swiss of 64 after
   * half its rounds, and groups of 64 with the group stage done and half the playoff's first round played.
   */
  largeTournaments: { swiss: string; groups: string } | null;
  /** The ADMIN account that owns the tournaments and posted their results (same password; not in userIds). */
  adminUsername: string;
};
export type GenerateOptions = { players: number; seed: number; gamesPerPlayer?: number; log?: (line: string) => void };

const TYPES: TSoloGameType[] = ['SINGLES', 'EASY_CAPS', 'UNRANKED'];
const DAY = 86_400_000;
const YEAR = 365 * DAY;
/** Notifications of decided games are generated for the last days of the league only (a server never deletes any). */
const NOTIFICATION_WINDOW = 30 * DAY;
/** Doubles games per team (each game counts for two teams). */
const DOUBLES_PER_TEAM = 10;
/** Minutes between two results of one tournament. */
const TOURNAMENT_GAP = 5 * 60_000;
const TEAM_WORDS = ['Flying', 'Thirsty', 'Golden', 'Silent', 'Lucky', 'Rapid', 'Mighty', 'Sneaky', 'Brave', 'Wild'];
const TEAM_NOUNS = ['Caps', 'Sinkers', 'Rebutters', 'Bottles', 'Lappers', 'Crowns', 'Tables', 'Throwers'];
/** Tournament kinds from the newest backwards: the newest (in progress) is a double elimination. */
const TOURNAMENT_KINDS: TTournamentType[] = ['DOUBLE_ELIMINATION', 'SINGLE_ELIMINATION', 'ROUND_ROBIN'];
/** Game types of tournaments in turn; 7 long, so every kind gets every game type over the years. */
const TOURNAMENT_GAME_TYPES: TGameType[] = [
  'SINGLES',
  'DOUBLES',
  'SINGLES',
  'EASY_CAPS',
  'DOUBLES',
  'SINGLES',
  'UNRANKED',
];
/** The generated tournaments' names by type (a type not named here is named by its code). */
const KIND_NAMES: Partial<Record<TTournamentType, string>> = {
  SINGLE_ELIMINATION: 'Cup',
  DOUBLE_ELIMINATION: 'Double Cup',
  ROUND_ROBIN: 'League',
  SWISS: 'Swiss',
  GROUPS_PLAYOFFS: 'Groups',
};

type StatRow = { userId: string; gameType: TGameType; stats: TStats; at: Date };
type GameRow = typeof games.$inferInsert;
type LineRow = typeof gamePlayers.$inferInsert;
type AwardRow = {
  id: string;
  userId: string;
  achievement: TAchievement;
  gameType: TGameType;
  gameId: string;
  dateAchieved: Date;
};
type NoteRow = {
  id: string;
  userId: string;
  type: TNotificationType;
  text: string;
  message: TNotificationMessage;
  seen: boolean;
  date: Date;
  gameId: string | null;
};
type RequestRow = {
  id: string;
  gameId: string;
  userId: string;
  teamId: string | null;
  type: TAcceptanceRequestType;
  timestamp: Date;
};
/** The rows of one transaction. */
type Batch = {
  games: GameRow[];
  lines: LineRow[];
  stats: Map<string, StatRow>;
  awards: AwardRow[];
  notes: NoteRow[];
  requests: RequestRow[];
};
type Status = 'ACCEPTED' | 'PENDING' | 'REJECTED';
type Team = {
  id: string;
  name: string;
  player1Id: string;
  player2Id: string;
  active: boolean;
  createdAt: Date;
  playsUntil: number;
};
type Tournament = {
  id: string;
  name: string;
  gameType: TGameType;
  tournamentType: TTournamentType;
  size: TTournamentSize;
  seedType: TSeedType;
  settings?: TTournamentSettings;
  entrants: string[];
  createdAt: Date;
  /** Results (games or skips) after which the tournament stops, for the one left in progress. */
  target: number;
  results: number;
  bracket: TBracketTournament | null;
  /** The random stream its choices (entries, results, forfeits, ids) draw from. */
  rng: () => number;
};
/** Something that happens at `nextAt` (ms) in the league's timeline, interleaved with the singles games. */
type Source = { nextAt: number; step: (batch: Batch) => void };

const newBatch = (): Batch => ({ games: [], lines: [], stats: new Map(), awards: [], notes: [], requests: [] });
const STAT_KEYS = Object.keys(emptyStats()) as Array<keyof TStats>;
const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

type Column = [name: string, type: string, values: unknown[]];

/** The column names and the typed arrays of `unnest(…)`: one parameter per column, so big batches stay fast. */
function unnestParts(columns: Column[]) {
  const names = sql.raw(columns.map(([n]) => `"${n}"`).join(', '));
  const arrays = sql.join(
    columns.map(([, type, values]) => sql`${sql.param(values)}::${sql.raw(type)}[]`),
    sql`, `,
  );
  return { names, arrays };
}

/**
 * One INSERT … SELECT FROM unnest(arrays) of the rows, a column per `[key, SQL type]` (named as the key in snake case;
 * a jsonb value is sent as its JSON text).
 */
async function insertRows<R>(
  tx: Tx,
  table: string,
  rows: R[],
  columns: Array<[key: keyof R & string, type: string]>,
): Promise<void> {
  if (rows.length === 0) return;
  const { names, arrays } = unnestParts(
    columns.map(([key, type]): Column => [
      snake(key),
      type,
      rows.map((r) => (type === 'jsonb' ? JSON.stringify(r[key]) : (r[key] ?? null))),
    ]),
  );
  await tx.execute(sql`insert into ${sql.raw(`"${table}"`)} (${names}) select * from unnest(${arrays})`);
}

/** One UPDATE … FROM unnest(arrays): sets the columns of the rows whose key matches. */
async function updateColumns(tx: Tx, table: string, key: Column, columns: Column[]): Promise<void> {
  const { names, arrays } = unnestParts([key, ...columns]);
  const sets = sql.raw(columns.map(([n]) => `"${n}" = v."${n}"`).join(', '));
  await tx.execute(
    sql`update ${sql.raw(`"${table}"`)} as t set ${sets} from unnest(${arrays}) as v(${names}) where t.${sql.raw(`"${key[0]}"`)} = v.${sql.raw(`"${key[0]}"`)}`,
  );
}

async function insertInChunks<T>(items: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
}

/** Writes one batch in a transaction; games first, since lines and acceptance requests reference them. */
async function writeBatch(database: Database, batch: Batch): Promise<void> {
  await database.db.transaction(async (tx) => {
    await insertRows(tx, 'games', batch.games, [
      ['id', 'uuid'],
      ['gameType', 'text'],
      ['gameMode', 'text'],
      ['status', 'text'],
      ['postedBy', 'uuid'],
      ['time', 'timestamptz'],
      ['decidedAt', 'timestamptz'],
      ['acceptSeq', 'bigint'],
      ['player1Id', 'uuid'],
      ['player2Id', 'uuid'],
      ['team1Id', 'uuid'],
      ['team2Id', 'uuid'],
      ['team1Score', 'int'],
      ['team2Score', 'int'],
      ['winnerId', 'uuid'],
      ['nakedLap', 'boolean'],
      ['body', 'jsonb'],
      ['tournamentId', 'uuid'],
    ]);
    await insertRows(tx, 'game_players', batch.lines, [
      ['gameId', 'uuid'],
      ['playerId', 'uuid'],
      ['side', 'int'],
      ['teamId', 'uuid'],
      ['score', 'int'],
      ['sinks', 'int'],
      ['rebuttals', 'int'],
      ['beersDowned', 'float8'],
      ['nakedLap', 'boolean'],
      ['won', 'boolean'],
      ['pointsChange', 'float8'],
      ['gameType', 'text'],
      ['status', 'text'],
      ['time', 'timestamptz'],
      ['opponentId', 'uuid'],
    ]);
    const excluded = Object.fromEntries([...STAT_KEYS, 'lastGameAt'].map((k) => [k, sql.raw(`excluded.${snake(k)}`)]));
    await insertInChunks([...batch.stats.values()], 1000, (c) =>
      tx
        .insert(playerStats)
        .values(c.map((r) => ({ userId: r.userId, gameType: r.gameType, ...r.stats, lastGameAt: r.at })))
        .onConflictDoUpdate({ target: [playerStats.userId, playerStats.gameType], set: excluded }),
    );
    await insertRows(tx, 'achievements', batch.awards, [
      ['id', 'uuid'],
      ['userId', 'uuid'],
      ['achievement', 'text'],
      ['gameType', 'text'],
      ['gameId', 'uuid'],
      ['dateAchieved', 'timestamptz'],
    ]);
    await insertRows(tx, 'notifications', batch.notes, [
      ['id', 'uuid'],
      ['userId', 'uuid'],
      ['type', 'text'],
      ['text', 'text'],
      ['message', 'jsonb'],
      ['seen', 'boolean'],
      ['date', 'timestamptz'],
      ['gameId', 'uuid'],
    ]);
    await insertRows(tx, 'acceptance_requests', batch.requests, [
      ['id', 'uuid'],
      ['gameId', 'uuid'],
      ['userId', 'uuid'],
      ['teamId', 'uuid'],
      ['type', 'text'],
      ['timestamp', 'timestamptz'],
    ]);
  });
}

/** Builds the league in the database; games are replayed in time order through the real rules. */
export async function generateLeague(database: Database, options: GenerateOptions): Promise<GeneratedLeague> {
  const log = options.log ?? (() => undefined);
  const random = seededRandom(options.seed);
  // Everything beyond players and singles games draws from a second stream, so those stay what a seed always built.
  const more = seededRandom(options.seed ^ 0x5bd1e995);
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(more() * items.length)];
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
    userRows.push({
      id,
      username,
      email,
      passwordHash,
      role: 'USER' as const,
      avatarHash: avatarHashOf(email),
      lastSeen: new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 300) * DAY),
    });
  }
  const adminUsername = 'bench_admin';
  const adminId = seededUuid(more);
  const adminEmail = `${adminUsername}@bench.test`;
  userRows.push({
    id: adminId,
    username: adminUsername,
    email: adminEmail,
    passwordHash,
    role: 'ADMIN' as const,
    avatarHash: avatarHashOf(adminEmail),
    lastSeen: new Date(Date.UTC(2026, 10, 20)),
  });
  await insertInChunks(userRows, 2000, (chunk) => db.insert(users).values(chunk));
  log(`players: ${userIds.length}`);
  const nameOf = new Map(userIds.map((id, i) => [id, usernames[i] ?? '']));
  const username = (id: string) => nameOf.get(id) ?? '';

  const start = Date.UTC(2025, 10, 21);
  const end = start + YEAR;

  // Teams of two: about one per 10 players, nobody in two teams; a tenth were deleted (inactive) during the season.
  const teamList: Team[] = [];
  const teamCount = Math.floor(options.players / 10);
  const order = [...userIds];
  for (let t = 0; t < teamCount; t++) {
    for (const i of [2 * t, 2 * t + 1]) {
      const j = i + Math.floor(more() * (order.length - i));
      [order[i], order[j]] = [order[j] ?? '', order[i] ?? ''];
    }
    const retired = more() < 0.1;
    const name = `${pick(TEAM_WORDS) ?? 'Team'} ${pick(TEAM_NOUNS) ?? 'Caps'} ${t + 1}`;
    teamList.push({
      id: seededUuid(more),
      name,
      player1Id: order[2 * t] ?? '',
      player2Id: order[2 * t + 1] ?? '',
      active: !retired,
      createdAt: new Date(start - (1 + Math.floor(more() * 60)) * DAY),
      playsUntil: retired ? start + Math.floor((0.2 + 0.6 * more()) * YEAR) : Infinity,
    });
  }
  const teamById = new Map(teamList.map((t) => [t.id, t]));
  const roster = (team: Team) => [team.player1Id, team.player2Id];
  await insertInChunks(teamList, 2000, (chunk) =>
    db.insert(teams).values(
      chunk.map((t) => ({
        id: t.id,
        name: t.name,
        player1Id: t.player1Id,
        player2Id: t.player2Id,
        active: t.active,
        createdBy: t.player1Id,
        createdAt: t.createdAt,
      })),
    ),
  );
  log(`teams: ${teamList.length}`);

  const stats = new Map<string, TStats>();
  const teamStats = new Map<string, TStats>();
  const statKey = (player: string, type: TGameType) => `${player}|${type}`;
  const held = new Map<string, Set<TAchievement>>();
  const lastGame = new Map<string, Date>();
  let seq = 0;
  let gameCount = 0;
  const inWindow = (time: Date) => time.getTime() >= end - NOTIFICATION_WINDOW;
  const note = (
    batch: Batch,
    userId: string,
    type: TNotificationType,
    message: TNotificationMessage,
    gameId: string | null,
    date: Date,
    seen: boolean,
  ) =>
    batch.notes.push({
      id: seededUuid(more),
      userId,
      type,
      text: messageIn(message, 'en'),
      message,
      seen,
      date,
      gameId,
    });

  /** What accepting a game writes (settle.ts settlementWrites and saveAwards): stats, last game, achievements and their notifications. */
  const settle = (game: TAcceptedGame & { id: string }, time: Date, batch: Batch): TGameSettlement => {
    const type = game.gameType;
    const current = new Map(playerIdsOf(game).map((p) => [p, stats.get(statKey(p, type)) ?? emptyStats()]));
    const currentTeams = new Map(
      game.gameType === 'DOUBLES'
        ? [game.body.team1, game.body.team2].map((t) => [t, teamStats.get(t) ?? emptyStats()])
        : [],
    );
    const settlement = settleAcceptedGame(game, current, currentTeams);
    for (const p of settlement.players) {
      stats.set(statKey(p.playerId, type), p.after);
      batch.stats.set(statKey(p.playerId, type), { userId: p.playerId, gameType: type, stats: p.after, at: time });
      lastGame.set(p.playerId, time);
    }
    for (const t of settlement.teams) teamStats.set(t.teamId, t.after);
    for (const [userId, kinds] of achievementsForSettlement(settlement, (pid) => held.get(pid) ?? [])) {
      const set = held.get(userId) ?? new Set<TAchievement>();
      for (const achievement of kinds) {
        set.add(achievement);
        batch.awards.push({
          id: seededUuid(more),
          userId,
          achievement,
          gameType: type,
          gameId: game.id,
          dateAchieved: time,
        });
        if (inWindow(time))
          note(
            batch,
            userId,
            'ACHIEVEMENT_UNLOCKED',
            notificationMessage('achievement', { achievement }),
            game.id,
            time,
            true,
          );
      }
      held.set(userId, set);
    }
    return settlement;
  };

  /**
   * The rows of a game as posting stores them (game-records.ts pendingRows); an accepted game is settled first and takes
   * the next acceptance number.
   */
  const storeGame = (
    batch: Batch,
    record: GameRecord,
    game: TAcceptedGame & { id: string; status: Status; time: Date; postedBy: string; tournamentId: string | null },
  ) => {
    const { id, status, time } = game;
    const settlement = status === 'ACCEPTED' ? settle(game, time, batch) : undefined;
    const changes = new Map(settlement?.players.map((p) => [p.playerId, p.pointsChange]) ?? []);
    batch.games.push({
      ...record.game,
      id,
      status,
      time,
      decidedAt: status === 'PENDING' ? null : time,
      acceptSeq: status === 'ACCEPTED' ? ++seq : null,
      postedBy: game.postedBy,
      tournamentId: game.tournamentId,
    });
    for (const l of record.lines)
      batch.lines.push({ ...l, gameId: id, status, time, pointsChange: changes.get(l.playerId) ?? 0 });
    gameCount++;
  };

  /** Pending game: what posting created (requests, notifications). Recent decided game: those notifications, read, and the decision's. */
  const decisionMessage = (other: TSide, status: Status): TNotificationMessage =>
    status === 'REJECTED'
      ? notificationMessage('rejected', { other })
      : notificationMessage('accepted', { other, automatically: more() < 0.25 });
  const soloNotes = (
    batch: Batch,
    gameId: string,
    type: TSoloGameType,
    poster: string,
    opponent: string,
    time: Date,
    status: Status,
  ) => {
    if (status !== 'PENDING' && !inWindow(time)) return;
    const seen = status !== 'PENDING';
    // As the server does: the poster is not notified of their own post.
    note(
      batch,
      opponent,
      'ACCEPT_REQUEST',
      notificationMessage('toAccept', { other: playerSide(username(poster)) }),
      gameId,
      time,
      seen,
    );
    if (status === 'PENDING') {
      batch.requests.push({
        id: seededUuid(more),
        gameId,
        userId: poster,
        teamId: null,
        type: 'PASSIVE',
        timestamp: time,
      });
      batch.requests.push({
        id: seededUuid(more),
        gameId,
        userId: opponent,
        teamId: null,
        type: ACTIVE_REQUEST[type],
        timestamp: time,
      });
    } else {
      note(
        batch,
        poster,
        status === 'ACCEPTED' ? 'GAME_ACCEPTED' : 'GAME_REJECTED',
        decisionMessage(playerSide(username(opponent)), status),
        gameId,
        time,
        true,
      );
    }
  };
  const doublesNotes = (
    batch: Batch,
    gameId: string,
    poster: string,
    posterTeam: Team,
    otherTeam: Team,
    time: Date,
    status: Status,
  ) => {
    if (status !== 'PENDING' && !inWindow(time)) return;
    const seen = status !== 'PENDING';
    for (const u of roster(posterTeam).filter((u) => u !== poster))
      note(
        batch,
        u,
        'ACCEPT_REQUEST',
        notificationMessage('waiting', { other: teamSide(otherTeam.name) }),
        gameId,
        time,
        seen,
      );
    for (const u of roster(otherTeam))
      note(
        batch,
        u,
        'ACCEPT_REQUEST',
        notificationMessage('toAccept', { other: teamSide(posterTeam.name) }),
        gameId,
        time,
        seen,
      );
    if (status === 'PENDING') {
      for (const u of roster(posterTeam))
        batch.requests.push({
          id: seededUuid(more),
          gameId,
          userId: u,
          teamId: null,
          type: 'PASSIVE',
          timestamp: time,
        });
      for (const u of roster(otherTeam))
        batch.requests.push({
          id: seededUuid(more),
          gameId,
          userId: u,
          teamId: otherTeam.id,
          type: ACTIVE_REQUEST.DOUBLES,
          timestamp: time,
        });
    } else {
      const message = decisionMessage(teamSide(otherTeam.name), status);
      for (const u of roster(posterTeam))
        note(batch, u, status === 'ACCEPTED' ? 'GAME_ACCEPTED' : 'GAME_REJECTED', message, gameId, time, true);
    }
  };

  const statusOf = (roll: number): Status => (roll < 0.95 ? 'ACCEPTED' : roll < 0.98 ? 'PENDING' : 'REJECTED');
  /** Final scores by the game rules: sudden death ends 11–x, overtime at the first 2-point lead from 11. */
  const finalScores = (rng = more): { gameMode: 'SUDDEN_DEATH' | 'OVERTIME'; s1: number; s2: number } => {
    const overtime = rng() < 0.15;
    const loser = overtime ? 10 + Math.floor(rng() * 10) : Math.floor(rng() * 11);
    const winner = overtime ? loser + 2 : LIMITS.pointsToWin;
    return rng() < 0.5
      ? { gameMode: overtime ? 'OVERTIME' : 'SUDDEN_DEATH', s1: winner, s2: loser }
      : { gameMode: overtime ? 'OVERTIME' : 'SUDDEN_DEATH', s1: loser, s2: winner };
  };
  const soloBody = (p1: string, p2: string, rng = more): TPostSoloGame => {
    const { gameMode, s1, s2 } = finalScores(rng);
    return {
      gameMode,
      player1Stats: { playerId: p1, score: s1, sinks: s1 + Math.floor(rng() * 6) },
      player2Stats: { playerId: p2, score: s2, sinks: s2 + Math.floor(rng() * 6) },
      gameEvents: [],
    };
  };
  /** A doubles body as the client posts it: individual scores add up to the team's (or are left at 0), sinks mostly logged. */
  const doublesBody = (team1: Team, team2: Team): TPostDoublesGame => {
    const { gameMode, s1, s2 } = finalScores();
    const individual = more() < 0.9;
    const sinksLogged = more() < 0.9;
    const rows = (team: Team, teamScore: number) => {
      const first = individual ? Math.floor(more() * (teamScore + 1)) : 0;
      const scores = individual ? [first, teamScore - first] : [0, 0];
      return roster(team).map((playerId, i) => {
        const score = scores[i] ?? 0;
        const sinks = sinksLogged
          ? Math.min(LIMITS.maxDoublesSinks, (individual ? score : Math.ceil(teamScore / 2)) + Math.floor(more() * 4))
          : 0;
        return { playerId, score, sinks, rebuttals: Math.floor(more() * (Math.min(sinks, 3) + 1)) };
      });
    };
    return {
      gameMode,
      team1: team1.id,
      team2: team2.id,
      team1Players: roster(team1),
      team2Players: roster(team2),
      team1Score: s1,
      team2Score: s2,
      playerStatsDtos: [...rows(team1, s1), ...rows(team2, s2)],
      gameEventList: [],
    };
  };

  // Doubles games between teams, spread over the season (a deleted team only played before it was deleted).
  const doublesTotal = teamList.length >= 2 ? Math.round((teamList.length * DOUBLES_PER_TEAM) / 2) : 0;
  const doublesAt = (k: number) => start + Math.floor(((k + 0.5) / doublesTotal) * YEAR);
  let doublesDone = 0;
  let doublesPlayed = 0;
  const playDoubles = (at: number, batch: Batch) => {
    const pickTeam = (other?: Team) => {
      for (let tries = 0; tries < 50; tries++) {
        const team = pick(teamList);
        if (team && team !== other && at < team.playsUntil) return team;
      }
      return undefined;
    };
    const team1 = pickTeam();
    const team2 = team1 && pickTeam(team1);
    if (!team1 || !team2) return;
    const stored = storedDoublesBody(doublesBody(team1, team2));
    const record = doublesGameRecord(stored);
    checkDoublesRosters(stored, roster(team1), roster(team2));
    const time = new Date(at);
    const status = statusOf(more());
    const id = seededUuid(more);
    const poster = pick(roster(team1)) ?? team1.player1Id;
    storeGame(batch, record, {
      id,
      gameType: 'DOUBLES',
      body: stored,
      status,
      time,
      postedBy: poster,
      tournamentId: null,
    });
    doublesNotes(batch, id, poster, team1, team2, time, status);
    doublesPlayed++;
  };
  const doublesSource: Source = {
    nextAt: doublesTotal > 0 ? doublesAt(0) : Infinity,
    step: (batch) => {
      playDoubles(doublesAt(doublesDone), batch);
      doublesDone++;
      doublesSource.nextAt = doublesDone < doublesTotal ? doublesAt(doublesDone) : Infinity;
    },
  };

  // Tournaments: about one per 1000 players, at least one of each kind; all finished but the newest.
  const tournamentList: Tournament[] = [];
  const tournamentSources: Source[] = [];
  const activeTeamIds = teamList.filter((t) => t.active).map((t) => t.id);
  const tournamentCount = options.players >= 2 ? Math.max(3, Math.round(options.players / 1000)) : 0;
  /** Ids of a tournament's entries, from its own random stream. */
  const newIdOf = (t: Tournament) => () => seededUuid(t.rng);
  const pointsOf = (gameType: TGameType, ids: string[]): Record<string, number> =>
    gameType === 'DOUBLES'
      ? Object.fromEntries(ids.map((id) => [id, teamStats.get(id)?.points ?? LIMITS.startingPoints]))
      : Object.fromEntries(
          ids.flatMap((id) => {
            // Like findPlayerPoints: only players with a stats row of the type (missing ones count as starting points).
            const row = stats.get(statKey(id, gameType));
            return row ? [[id, row.points] as const] : [];
          }),
        );
  for (let i = 0; i < tournamentCount; i++) {
    const tournamentType =
      TOURNAMENT_KINDS[(tournamentCount - 1 - i) % TOURNAMENT_KINDS.length] ?? 'SINGLE_ELIMINATION';
    let gameType = TOURNAMENT_GAME_TYPES[i % TOURNAMENT_GAME_TYPES.length] ?? 'SINGLES';
    if (gameType === 'DOUBLES' && activeTeamIds.length < 8) gameType = 'SINGLES';
    const pool = gameType === 'DOUBLES' ? activeTeamIds : userIds;
    const wanted = Math.min(pool.length, 8 + Math.floor(more() * 9));
    const entrants = new Set<string>();
    while (entrants.size < wanted) entrants.add(pick(pool) ?? '');
    if (entrants.size < 2) continue;
    const big = entrants.size > 8;
    const inProgress = i === tournamentCount - 1;
    const startAt = inProgress
      ? end - 2 * DAY
      : start + Math.floor(((i + 1) / tournamentCount) * (YEAR - 20 * DAY)) + 18 * 3_600_000;
    const tournament: Tournament = {
      id: seededUuid(more),
      name: `${gameType === 'EASY_CAPS' ? 'Easy Caps' : gameType === 'UNRANKED' ? 'Unranked' : gameType === 'DOUBLES' ? 'Doubles' : 'Singles'} ${KIND_NAMES[tournamentType] ?? tournamentType} ${i + 1}`,
      gameType,
      tournamentType,
      size: tournamentType === 'SINGLE_ELIMINATION' ? (big ? 'RO_16' : 'RO_8') : big ? 'D_RO_16' : 'D_RO_8',
      seedType: tournamentType === 'ROUND_ROBIN' ? 'ROUND_ROBIN_CIRCLE' : more() < 0.5 ? 'RANDOM' : 'ELO',
      entrants: [...entrants],
      createdAt: new Date(startAt - 2 * 3_600_000),
      target: inProgress ? Math.floor(entrants.size / 2) : Infinity,
      results: 0,
      bracket: null,
      rng: more,
    };
    tournamentList.push(tournament);
    const source: Source = { nextAt: startAt, step: (batch) => stepTournament(tournament, source, batch) };
    tournamentSources.push(source);
  }

  // The two big tournaments of the last week (64 singles players each, both in progress), drawing from a stream of
  // their own, so that the rest of the league draws the same random numbers as without them.
  const large = seededRandom(options.seed ^ 0x3c6ef372);
  let largeTournaments: GeneratedLeague['largeTournaments'] = null;
  if (userIds.length >= 64) {
    const bigOne = (tournamentType: 'SWISS' | 'GROUPS_PLAYOFFS', startAt: number, target: number): Tournament => {
      const entrants = new Set<string>();
      while (entrants.size < 64) entrants.add(userIds[Math.floor(large() * userIds.length)] ?? '');
      const tournament: Tournament = {
        id: seededUuid(large),
        name: `Singles ${KIND_NAMES[tournamentType] ?? tournamentType} 64`,
        gameType: 'SINGLES',
        tournamentType,
        size: 'RO_64',
        seedType: 'ELO',
        // The formats' defaults: ⌈log2 64⌉ = 6 Swiss rounds; groups of 4, the top 2 of each into a playoff of 32.
        settings: {},
        entrants: [...entrants],
        createdAt: new Date(startAt - 2 * 3_600_000),
        target,
        results: 0,
        bracket: null,
        rng: large,
      };
      tournamentList.push(tournament);
      const source: Source = { nextAt: startAt, step: (batch) => stepTournament(tournament, source, batch) };
      tournamentSources.push(source);
      return tournament;
    };
    // Swiss: three of six rounds and half the fourth (32 games a round); groups: 16 groups of 4 play 6 games each,
    // then 8 of the playoff's 16 first games.
    const swiss = bigOne('SWISS', end - 6 * DAY, 3 * 32 + 16);
    const groups = bigOne('GROUPS_PLAYOFFS', end - 4 * DAY, 16 * 6 + 8);
    largeTournaments = { swiss: swiss.id, groups: groups.id };
  }

  /** One step of a tournament, as the admin does it through the API: seed it, then enter one result or skip at a time. */
  function stepTournament(t: Tournament, source: Source, batch: Batch): void {
    if (!t.bracket) {
      // createTournament, setTournamentPlayers, seedTournamentNow (ELO reads the current points of the game type).
      const created = setCompetitors(
        createBracketTournament(
          { tournamentType: t.tournamentType, size: t.size, seedType: t.seedType, settings: t.settings },
          newIdOf(t),
        ),
        t.entrants,
      );
      const points = t.seedType === 'ELO' ? { points: pointsOf(t.gameType, created.competitorIds) } : {};
      t.bracket = seedTournament(created, { random: (max) => Math.floor(t.rng() * max), newId: newIdOf(t), ...points });
      source.nextAt += TOURNAMENT_GAP;
      return;
    }
    const playable =
      t.bracket.finished || t.results >= t.target ? undefined : t.bracket.entries.filter(isEntryPlayable);
    const entry = playable?.[Math.floor(t.rng() * playable.length)];
    if (!entry || entry.competitor1Id === null || entry.competitor2Id === null) {
      source.nextAt = Infinity;
      return;
    }
    const [c1, c2] = [entry.competitor1Id, entry.competitor2Id];
    if (t.rng() < 0.04) {
      t.bracket = forfeitEntry(t.bracket, entry.id, t.rng() < 0.5 ? c1 : c2, newIdOf(t));
    } else {
      // tournaments.results.ts: the game is stored ACCEPTED with the tournament's id, settled, and recorded on the entry.
      const time = new Date(source.nextAt);
      const id = seededUuid(t.rng);
      const stored = { id, status: 'ACCEPTED', time, postedBy: adminId, tournamentId: t.id } as const;
      const side = (competitorId: string, row: { score: number; sinks: number }): TSideOutcome => ({
        competitorId,
        points: row.score,
        sinks: row.sinks,
      });
      if (t.gameType === 'DOUBLES') {
        const team1 = teamById.get(c1);
        const team2 = teamById.get(c2);
        if (!team1 || !team2) throw new Error(`unknown team in tournament ${t.id}`);
        const body = storedDoublesBody(doublesBody(team1, team2));
        const doubles = doublesGameRecord(body);
        checkDoublesRosters(body, roster(team1), roster(team2));
        const [r1, r2] = doubles.derived.teamRows;
        t.bracket = recordResult(
          t.bracket,
          entry.id,
          { gameId: id, winnerId: doubles.derived.winnerTeamId, sides: [side(r1.teamId, r1), side(r2.teamId, r2)] },
          newIdOf(t),
        );
        storeGame(batch, doubles, { ...stored, gameType: 'DOUBLES', body });
      } else {
        const body = soloBody(c1, c2, t.rng);
        const solo = soloGameRecord(t.gameType, body);
        const [r1, r2] = solo.derived.rows;
        t.bracket = recordResult(
          t.bracket,
          entry.id,
          { gameId: id, winnerId: solo.derived.winnerId, sides: [side(r1.playerId, r1), side(r2.playerId, r2)] },
          newIdOf(t),
        );
        storeGame(batch, solo, { ...stored, gameType: t.gameType, body });
      }
    }
    t.results++;
    source.nextAt += TOURNAMENT_GAP;
  }

  const sources: Source[] = [doublesSource, ...tournamentSources];
  /** Runs every doubles game and tournament step due by `limit`, earliest first. */
  const runUntil = (limit: number, batch: Batch) => {
    for (;;) {
      let next: Source | undefined;
      for (const s of sources)
        if (Number.isFinite(s.nextAt) && s.nextAt <= limit && (!next || s.nextAt < next.nextAt)) next = s;
      if (!next) return;
      next.step(batch);
    }
  };

  const totalGames = Math.round(options.players * (options.gamesPerPlayer ?? 10));
  const chunk = 5000;
  for (let first = 0; first < totalGames; first += chunk) {
    const batch = newBatch();
    // Sources that are done (doubles all played, tournaments finished) need no more looks.
    for (let i = sources.length - 1; i >= 0; i--) if (!Number.isFinite(sources[i]?.nextAt)) sources.splice(i, 1);
    for (let g = first; g < Math.min(totalGames, first + chunk); g++) {
      const at = start + Math.floor((g / totalGames) * YEAR);
      runUntil(at, batch);
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
      const time = new Date(at);
      const status = statusOf(random());
      const id = seededUuid(random);
      storeGame(batch, soloGameRecord(type, body), {
        id,
        gameType: type,
        body,
        status,
        time,
        postedBy: p1,
        tournamentId: null,
      });
      soloNotes(batch, id, type, p1, p2, time, status);
    }
    await writeBatch(database, batch);
    if ((first / chunk) % 20 === 0) log(`games: ${Math.min(totalGames, first + chunk)} / ${totalGames}`);
  }
  // Doubles games and tournament results after the last singles game.
  const tail = newBatch();
  runUntil(Infinity, tail);
  await writeBatch(database, tail);
  log(`doubles games: ${doublesPlayed}`);

  await db.transaction(async (tx) => {
    await tx.execute(sql`select setval('games_accept_seq', ${Math.max(seq, 1)})`);
    const teamRows = [...teamStats];
    await insertInChunks(teamRows, 5000, (c) =>
      updateColumns(
        tx,
        'teams',
        ['id', 'uuid', c.map(([id]) => id)],
        STAT_KEYS.map((k): [string, string, unknown[]] => [snake(k), 'float8', c.map(([, s]) => s[k])]),
      ),
    );
    const last = [...lastGame];
    await insertInChunks(last, 10_000, (c) =>
      updateColumns(
        tx,
        'users',
        ['id', 'uuid', c.map(([id]) => id)],
        [['last_game', 'timestamptz', c.map(([, at]) => at)]],
      ),
    );
    const played = tournamentList.filter((t) => t.bracket !== null);
    await insertInChunks(played, 100, (c) =>
      tx.insert(tournaments).values(
        c.map((t) => {
          const bracket = t.bracket as TBracketTournament;
          return {
            id: t.id,
            name: t.name,
            gameType: t.gameType,
            tournamentType: t.tournamentType,
            size: t.size,
            seedType: t.seedType,
            seeded: bracket.seeded,
            finished: bracket.finished,
            ownerId: adminId,
            date: t.createdAt,
            winnerId: bracket.winnerId,
            bracket,
          };
        }),
      ),
    );
    await copySeasonLedger(tx);
    await tx.insert(posts).values(
      Array.from({ length: 20 }, (_, i) => ({
        id: seededUuid(more),
        title: `League news ${i + 1}`,
        description: 'Results, tables and the next tournament.',
        signature: 'Bench',
        date: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
  });
  const largeIds = new Set(largeTournaments ? [largeTournaments.swiss, largeTournaments.groups] : []);
  const tournamentIds = tournamentList.filter((t) => t.bracket !== null && !largeIds.has(t.id)).map((t) => t.id);
  log(`tournaments: ${tournamentIds.length}${largeTournaments ? ' and the two of 64 (Swiss, groups)' : ''}`);
  // Fresh GIN entries wait in a pending list until a vacuum; vacuum so the first reads measure the steady state.
  await db.execute(sql`vacuum analyze`);
  return {
    userIds,
    usernames,
    password,
    games: gameCount,
    teamIds: teamList.map((t) => t.id),
    tournamentIds,
    largeTournaments,
    adminUsername,
  };
}

/**
 * The whole generated history is the first season (migration 0013's "Season 1", from acceptance number 0): its ledger
 * is the all-time one, copied as that migration copies an existing league's (issue #25).
 */
async function copySeasonLedger(tx: Tx): Promise<void> {
  const stats = STAT_KEYS.map((k) => `"${snake(k)}"`).join(', ');
  const first = sql.raw('(select min(id) from seasons)');
  await tx.execute(sql`insert into season_player_stats (season_id, user_id, game_type, ${sql.raw(stats)}, last_game_at)
    select ${first}, user_id, game_type, ${sql.raw(stats)}, last_game_at from player_stats where games_played > 0`);
  await tx.execute(sql`insert into season_team_stats (season_id, team_id, ${sql.raw(stats)}, last_game_at)
    select ${first}, t.id, ${sql.raw(
      stats
        .split(', ')
        .map((c) => `t.${c}`)
        .join(', '),
    )},
      l.last_game_at
    from teams t join (
      -- Each team's last accepted game in one pass over the games (a lookup per team would scan them once a team).
      select team_id, max(at) as last_game_at from (
        select team1_id as team_id, coalesce(decided_at, time) as at from games where status = 'ACCEPTED' and team1_id is not null
        union all
        select team2_id, coalesce(decided_at, time) from games where status = 'ACCEPTED' and team2_id is not null) s
      group by team_id) l on l.team_id = t.id
    where t.games_played > 0`);
  await tx.execute(sql`update game_players set season_points_change = points_change where points_change <> 0`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      players: { type: 'string', default: '1000' },
      seed: { type: 'string', default: '42' },
      'data-dir': { type: 'string' },
    },
  });
  const url = process.env.DATABASE_URL;
  const database = url ? openPostgres(url) : await openPglite(values['data-dir'] ?? '.tmp/bench-data/pglite');
  await migrateDatabase(database);
  const started = Date.now();
  const league = await generateLeague(database, {
    players: Number(values.players),
    seed: Number(values.seed),
    log: (l) => console.log(l),
  });
  console.log(
    `Generated ${league.userIds.length} players, ${league.teamIds.length} teams, ${league.tournamentIds.length} tournaments and ${league.games} games in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
