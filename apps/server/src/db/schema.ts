/** Drizzle schema: the one description of the database, for PGlite and PostgreSQL alike. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TOURNAMENT_SIZES } from '@caps/domain/brackets/sizes';
import { LANGUAGES } from '@caps/domain/i18n/languages';
import { mapStats, STAT_FIELDS, type TCountStatKey, type TStatKey } from '@caps/domain/stat-fields';
import {
  ACCEPTANCE_REQUEST_TYPES,
  AUDIT_ACTIONS,
  GAME_MODES,
  GAME_STATUSES,
  GAME_TYPES,
  NOTIFICATION_TYPES,
  POST_MESSAGE_KEYS,
  ROLES,
  SEED_TYPES,
  TOURNAMENT_TYPES,
} from '@caps/domain/enums';

// Column builders the tables share. Each returns a fresh builder (drizzle binds a builder to the one table it is in);
// changing one changes every table that uses it, so `npm run db:generate` must still find nothing to migrate.

/** Every time the schema stores is a timestamp with time zone. */
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A random uuid primary key. */
const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written. */
const createdAtColumn = () => timestamptz('created_at').notNull().defaultNow();

/** The account a row belongs to: required, and deleting the account deletes the row. */
const userRef = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The game a row belongs to: required, and deleting the game deletes the row. */
const gameRef = () =>
  uuid('game_id')
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' });

/** A queued send's retry schedule (mail and push queues): attempts so far and when to try next. */
const retryColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
});

/**
 * Accounts. The table is stored with free space on its pages (fillfactor, migration 0007): every acceptance stamps
 * the players' last game, and with room on the page that update stays on it and leaves the indexes alone (the
 * trigram index of names is the expensive one).
 */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    username: text('username').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('USER'),
    avatarHash: text('avatar_hash').notNull(),
    lastSeen: timestamptz('last_seen'),
    lastGame: timestamptz('last_game'),
    /**
     * Moved on by every write of the player's league projection (stats of any type, achievements, last game): a
     * settlement computed from a read of the player checks it is unchanged (features/league/settlement.ts).
     */
    leagueVersion: integer('league_version').notNull().default(0),
    /** The language the player chose ('en' or 'pl'; null until they choose): the app, their emails and pushes speak it. */
    language: text('language', { enum: LANGUAGES }),
    /**
     * What the name looks like (`usernameSkeleton` of @caps/domain): a new or changed name whose skeleton another
     * account has is refused as a look-alike. Null for names from before migration 0018 until the start-up fills it;
     * not unique, since look-alikes registered before then stay (they are listed for admins at start).
     */
    usernameSkeleton: text('username_skeleton'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_username_skeleton_idx').on(t.usernameSkeleton),
    uniqueIndex('users_email_idx').on(t.email),
    index('users_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
  ],
);

/**
 * Sessions: one per sign-in, the family of refresh tokens it hands out (its id is the `sid` claim of access and
 * refresh tokens). `presented` is the newest generation of its tokens presented so far: an older one presented after
 * it revokes the session (a copy is in other hands), an equal or newer one is fine (SERVER-RULES.md §2).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: userRef(),
    presented: integer('presented').notNull().default(0),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Refresh tokens handed out, by the hash of their token id (`jti`): a token's session and generation (how many
 * refreshes away from the sign-in it is). Rows of expired tokens are removed as their session refreshes.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    userId: userRef(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    generation: integer('generation').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const resetTokens = pgTable(
  'reset_tokens',
  {
    id: idColumn(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('reset_tokens_hash_idx').on(t.tokenHash), index('reset_tokens_user_idx').on(t.userId)],
);

export const posts = pgTable(
  'posts',
  {
    id: idColumn(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    signature: text('signature').notNull(),
    date: timestamptz('date').notNull().defaultNow(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** A post the server wrote ('welcome'): shown in the reader's language from this key; null for an admin's own words. */
    messageKey: text('message_key', { enum: POST_MESSAGE_KEYS }),
  },
  (t) => [index('posts_date_idx').on(t.date)],
);

/** Outgoing mail is queued in the same transaction as the change that caused it, then sent by a job with retries. */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    ...retryColumns(),
    sentAt: timestamptz('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('mail_queue_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** Small key/value store for one-time start-up facts (e.g. the welcome post was seeded). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

// ---------------------------------------------------------------------------------------------------------------
// League: stats, teams, games, acceptance, notifications, achievements
// ---------------------------------------------------------------------------------------------------------------

const countColumn = (name: string, fresh: number) => integer(name).notNull().default(fresh);
const decimalColumn = (name: string, fresh: number) => doublePrecision(name).notNull().default(fresh);
type StatsColumns = {
  [K in TStatKey]: K extends TCountStatKey ? ReturnType<typeof countColumn> : ReturnType<typeof decimalColumn>;
};

/**
 * The stats block of SPEC.md §3, as columns (the leaderboard sorts and filters on them), one per statistic of the
 * domain's table (stat-fields.ts): a count is an integer, a decimal a double; named in snake case, defaulting to the
 * statistic's value before any game.
 */
const statsColumns = (): StatsColumns =>
  mapStats((key) => {
    const name = key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    const fresh = STAT_FIELDS[key].fresh;
    return STAT_FIELDS[key].kind === 'count' ? countColumn(name, fresh) : decimalColumn(name, fresh);
  }) as StatsColumns;

/** One row per player and game type that the player has played (missing = fresh stats). */
export const playerStats = pgTable(
  'player_stats',
  {
    userId: userRef(),
    gameType: text('game_type', { enum: GAME_TYPES }).notNull(),
    ...statsColumns(),
    lastGameAt: timestamptz('last_game_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.gameType] }),
    // Only qualified players (LIMITS.leaderboardMinGames): the leaderboard's page and count read this small index.
    index('player_stats_qualified_idx')
      .on(t.gameType, t.points.desc(), t.gamesWon.desc(), t.userId)
      .where(sql`${t.gamesPlayed} >= 5`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: idColumn(),
    name: text('name').notNull(),
    player1Id: uuid('player1_id')
      .notNull()
      .references(() => users.id),
    player2Id: uuid('player2_id')
      .notNull()
      .references(() => users.id),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    ...statsColumns(),
    /** Moved on by every write of the team's stats; a settlement checks it is as read (like users.league_version). */
    leagueVersion: integer('league_version').notNull().default(0),
  },
  (t) => [
    index('teams_player1_idx').on(t.player1Id),
    index('teams_player2_idx').on(t.player2Id),
    index('teams_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('teams_leaderboard_idx').on(t.points.desc(), t.gamesWon.desc()),
  ],
);

/** Sequence that orders acceptances: recomputation replays accepted games in this order. */
export const acceptSeq = pgSequence('games_accept_seq');

/**
 * Seasons (issue #25): ranges of acceptance numbers. A season holds the games accepted from its `first_seq` up to
 * the next season's; the current one has no `ended_at`. Settlement reads the current row FOR SHARE and starting a
 * season takes it FOR UPDATE, so a game accepted meanwhile lands in exactly one season.
 */
export const seasons = pgTable(
  'seasons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at'),
    firstSeq: bigint('first_seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('seasons_one_current_idx')
      .on(sql`(true)`)
      .where(sql`${t.endedAt} is null`),
  ],
);

/** A player's season ladder of one game type (the all-time one is player_stats). */
export const seasonPlayerStats = pgTable(
  'season_player_stats',
  {
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    userId: userRef(),
    gameType: text('game_type', { enum: GAME_TYPES }).notNull(),
    ...statsColumns(),
    lastGameAt: timestamptz('last_game_at'),
  },
  (t) => [
    primaryKey({ columns: [t.seasonId, t.userId, t.gameType] }),
    // A season's leaderboard page and count: its qualified players by points (LIMITS.leaderboardMinGames).
    index('season_player_stats_board_idx')
      .on(t.seasonId, t.gameType, t.points.desc(), t.gamesWon.desc(), t.userId)
      .where(sql`${t.gamesPlayed} >= 5`),
    // The current season's board without the inactive: its qualified players by last game.
    index('season_player_stats_active_idx')
      .on(t.seasonId, t.gameType, t.lastGameAt)
      .where(sql`${t.gamesPlayed} >= 5`),
    // The current season's provisional section (1 to 4 games, issue #37), listed after the qualified: by points, and
    // by last game for the count without the inactive. A row is in the qualified indexes or in these, never in both.
    index('season_player_stats_provisional_idx')
      .on(t.seasonId, t.gameType, t.points.desc(), t.gamesWon.desc(), t.userId)
      .where(sql`${t.gamesPlayed} >= 1 and ${t.gamesPlayed} < 5`),
    index('season_player_stats_provisional_active_idx')
      .on(t.seasonId, t.gameType, t.lastGameAt)
      .where(sql`${t.gamesPlayed} >= 1 and ${t.gamesPlayed} < 5`),
    index('season_player_stats_user_idx').on(t.userId),
  ],
);

/** A team's season ladder (doubles). */
export const seasonTeamStats = pgTable(
  'season_team_stats',
  {
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    ...statsColumns(),
    lastGameAt: timestamptz('last_game_at'),
  },
  (t) => [
    primaryKey({ columns: [t.seasonId, t.teamId] }),
    index('season_team_stats_board_idx')
      .on(t.seasonId, t.points.desc(), t.gamesWon.desc(), t.teamId)
      .where(sql`${t.gamesPlayed} >= 5`),
    index('season_team_stats_active_idx')
      .on(t.seasonId, t.lastGameAt)
      .where(sql`${t.gamesPlayed} >= 5`),
    index('season_team_stats_provisional_idx')
      .on(t.seasonId, t.points.desc(), t.gamesWon.desc(), t.teamId)
      .where(sql`${t.gamesPlayed} >= 1 and ${t.gamesPlayed} < 5`),
    index('season_team_stats_provisional_active_idx')
      .on(t.seasonId, t.lastGameAt)
      .where(sql`${t.gamesPlayed} >= 1 and ${t.gamesPlayed} < 5`),
    index('season_team_stats_team_idx').on(t.teamId),
  ],
);

export const games = pgTable(
  'games',
  {
    id: idColumn(),
    gameType: text('game_type', { enum: GAME_TYPES }).notNull(),
    gameMode: text('game_mode', { enum: GAME_MODES }).notNull(),
    status: text('status', { enum: GAME_STATUSES }).notNull().default('PENDING'),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    time: timestamptz('time').notNull().defaultNow(),
    decidedAt: timestamptz('decided_at'),
    /**
     * From the games_accept_seq sequence, so unique without an index: only recomputation (rare) sorts by it, and
     * an index would cost every post and acceptance a write.
     */
    acceptSeq: bigint('accept_seq', { mode: 'number' }),
    /** Solo: player ids; doubles: null. */
    player1Id: uuid('player1_id').references(() => users.id),
    player2Id: uuid('player2_id').references(() => users.id),
    team1Id: uuid('team1_id').references(() => teams.id),
    team2Id: uuid('team2_id').references(() => teams.id),
    team1Score: integer('team1_score').notNull(),
    team2Score: integer('team2_score').notNull(),
    /** Winning player (solo) or team (doubles). */
    winnerId: uuid('winner_id').notNull(),
    nakedLap: boolean('naked_lap').notNull(),
    /** The validated posted body: the source of truth that recomputation replays. */
    body: jsonb('body').notNull(),
    tournamentId: uuid('tournament_id'),
    /** A voided game: when, by which admin and why (its status is VOIDED). */
    voidedAt: timestamptz('voided_at'),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
  },
  (t) => [
    index('games_type_status_time_idx').on(t.gameType, t.status, t.time.desc()),
    // Also the auto-accept job's index (status 'PENDING', oldest first).
    index('games_status_time_idx').on(t.status, t.time.desc()),
    // A void or a correction replays the accepted games after the changed one: this finds them without reading the
    // rest (an acceptance, which already rewrites the status indexes, adds one entry here).
    index('games_accepted_seq_idx')
      .on(t.acceptSeq)
      .where(sql`${t.status} = 'ACCEPTED'`),
  ],
);

/**
 * Each player's line of a game (also the per-player doubles rows); points_change is set on acceptance. The table is
 * stored with free space on its pages (fillfactor, migration 0017): a correction far back rewrites the points changes
 * of lines all over history, and with room on the page those updates leave the indexes alone.
 */
export const gamePlayers = pgTable(
  'game_players',
  {
    gameId: gameRef(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => users.id),
    side: integer('side').notNull(),
    teamId: uuid('team_id').references(() => teams.id),
    score: integer('score').notNull(),
    sinks: integer('sinks').notNull(),
    rebuttals: integer('rebuttals').notNull(),
    beersDowned: doublePrecision('beers_downed').notNull(),
    nakedLap: boolean('naked_lap').notNull(),
    won: boolean('won').notNull(),
    pointsChange: doublePrecision('points_change').notNull().default(0),
    /** The change of the season ladder (the game's season's points); points_change is the all-time one. */
    seasonPointsChange: doublePrecision('season_points_change').notNull().default(0),
    /** Copied from the game so a player's history is one index range. */
    gameType: text('game_type', { enum: GAME_TYPES }).notNull(),
    status: text('status', { enum: GAME_STATUSES }).notNull(),
    time: timestamptz('time').notNull(),
    opponentId: uuid('opponent_id'),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.playerId] }),
    index('game_players_history_idx').on(t.playerId, t.status, t.time.desc()),
    index('game_players_type_history_idx').on(t.playerId, t.gameType, t.status, t.time.desc()),
    // Head-to-head: the comparison's totals and the versus history reach only the two players' shared games.
    index('game_players_versus_idx')
      .on(t.playerId, t.opponentId, t.gameType, t.time.desc())
      .where(sql`${t.status} = 'ACCEPTED'`),
    // A replay finds a doubles team's games (to rebuild its stats before the changed game) through its lines.
    index('game_players_team_idx')
      .on(t.teamId)
      .where(sql`${t.teamId} is not null`),
  ],
);

/**
 * What happened to each game, in order (`seq`): posted, decided, withdrawn, disputed, voided, corrected. A game
 * older than this table has no rows for its post and decision; its trail starts from the games row (games feature).
 */
export const gameAudit = pgTable(
  'game_audit',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    gameId: gameRef(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    /** Who did it; null for the auto-accept job (or an account since deleted). */
    byId: uuid('by_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamptz('at').notNull(),
    reason: text('reason'),
    /** The game's status and result before and after (TAuditState), when the action changed them. */
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('game_audit_game_idx').on(t.gameId, t.seq)],
);

/** A player's report of a problem with an accepted game; open until an admin voids or corrects the game. */
export const gameDisputes = pgTable(
  'game_disputes',
  {
    id: idColumn(),
    gameId: gameRef(),
    userId: userRef(),
    reason: text('reason').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    // One open dispute per game and player; a second one meets this index (409).
    uniqueIndex('game_disputes_open_idx')
      .on(t.gameId, t.userId)
      .where(sql`${t.closedAt} is null`),
    index('game_disputes_queue_idx')
      .on(t.createdAt)
      .where(sql`${t.closedAt} is null`),
  ],
);

export const acceptanceRequests = pgTable(
  'acceptance_requests',
  {
    id: idColumn(),
    gameId: gameRef(),
    userId: userRef(),
    teamId: uuid('team_id').references(() => teams.id),
    type: text('type', { enum: ACCEPTANCE_REQUEST_TYPES }).notNull(),
    timestamp: timestamptz('timestamp').notNull().defaultNow(),
  },
  (t) => [index('acceptance_requests_user_idx').on(t.userId), index('acceptance_requests_game_idx').on(t.gameId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: userRef(),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    /** In English, as written (earlier clients and readers of `text`). */
    text: text('text').notNull(),
    /** What it says as data (features/notifications: a message key and its parameters), worded in the reader's language; null: only `text` is known. */
    message: jsonb('message'),
    seen: boolean('seen').notNull().default(false),
    date: timestamptz('date').notNull().defaultNow(),
    gameId: uuid('game_id'),
    /**
     * The push_preferences column whose setting governs this notice's web push, as the server worked it out when it
     * wrote the notice (domain NOTIFICATION_PUSH_PREFERENCE); null: never pushed as a notice. Read by the insert
     * trigger of migration 0021_wire_push_preference only.
     */
    pushPreference: text('push_preference'),
  },
  (t) => [index('notifications_user_date_idx').on(t.userId, t.date.desc())],
);

export const achievements = pgTable(
  'achievements',
  {
    id: idColumn(),
    userId: userRef(),
    achievement: text('achievement').notNull(),
    gameType: text('game_type', { enum: GAME_TYPES }),
    gameId: uuid('game_id'),
    dateAchieved: timestamptz('date_achieved').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('achievements_user_kind_idx').on(t.userId, t.achievement)],
);

// ---------------------------------------------------------------------------------------------------------------
// Tournaments
// ---------------------------------------------------------------------------------------------------------------

/**
 * One row per tournament: the list columns, and the bracket state (competitors and entries, the brackets module's
 * TBracketTournament) as jsonb. Every change locks the row (`FOR UPDATE`), so a result or skip is decided once.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: idColumn(),
    name: text('name').notNull(),
    gameType: text('game_type', { enum: GAME_TYPES }).notNull(),
    tournamentType: text('tournament_type', { enum: TOURNAMENT_TYPES }).notNull(),
    size: text('size', { enum: TOURNAMENT_SIZES }).notNull(),
    seedType: text('seed_type', { enum: SEED_TYPES }).notNull(),
    seeded: boolean('seeded').notNull().default(false),
    finished: boolean('finished').notNull().default(false),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    date: timestamptz('date').notNull().defaultNow(),
    /** Winning user (solo) or team (doubles), once finished. */
    winnerId: uuid('winner_id'),
    /** TBracketTournament: competitor ids in the order added, and the bracket entries. */
    bracket: jsonb('bracket').notNull(),
  },
  (t) => [
    index('tournaments_date_idx').on(t.date.desc(), t.id.desc()),
    // "Open tournaments" (issue 27): only unstarted tournaments whose registration is open (the bracket's flag).
    index('tournaments_open_idx')
      .on(t.date.desc())
      .where(sql`not ${t.seeded} and (${t.bracket}->'registration'->>'open')::boolean`),
  ],
);

/** Rate-limit counters shared by every server instance on one PostgreSQL (fixed windows). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamptz('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

// ---------------------------------------------------------------------------------------------------------------
// Live events (features/events): what open screens are told, kept a few minutes for reconnecting clients
// ---------------------------------------------------------------------------------------------------------------

/**
 * What changed, one row per event, written by triggers on the tables whose changes screens show (migration
 * 0010_live_events: notifications, acceptance requests, games, teams, tournaments, news) and by features that send
 * their own (live games). `user_id` null is a public event (ids and game types only); otherwise only that user hears
 * it. The id orders events for every instance and is the stream's event id. Rows older than a few minutes are
 * deleted (features/events), so it stays small.
 */
export const liveEvents = pgTable('live_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamptz('at').notNull().defaultNow(),
  userId: uuid('user_id'),
  type: text('type').notNull(),
  data: jsonb('data').notNull().default({}),
});

/** Single-use, short-lived tickets that open a signed-in event stream (an EventSource cannot send a bearer token). */
export const eventTickets = pgTable(
  'event_tickets',
  {
    /** The sha-256 of the ticket (the ticket itself is never stored). */
    hash: text('hash').primaryKey(),
    userId: userRef(),
    sessionId: uuid('session_id').notNull(),
    role: text('role').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('event_tickets_expires_idx').on(t.expiresAt)],
);

// ---------------------------------------------------------------------------------------------------------------
// Web push (features/push): devices that receive notifications, what each player wants, and the send queue
// ---------------------------------------------------------------------------------------------------------------

/** One browser (a device) that receives web push for a user; the push service answering 404/410 deletes it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: userRef(),
    /** The push service's URL for this browser (unique: a browser signed in as another user moves to them). */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), which the payload is encrypted for. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** What a player wants pushed, by kind; no row means everything. */
export const pushPreferences = pgTable('push_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  acceptRequest: boolean('accept_request').notNull().default(true),
  decided: boolean('decided').notNull().default(true),
  achievement: boolean('achievement').notNull().default(true),
  tournamentMatch: boolean('tournament_match').notNull().default(true),
  corrections: boolean('corrections').notNull().default(true),
});

/**
 * Pushes to send, one per device: a trigger queues one for each new notification of a player with devices whose
 * preferences want its kind (migration 0011_web_push); the push job sends them with retries (features/push).
 */
export const pushQueue = pgTable(
  'push_queue',
  {
    id: idColumn(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** A notification type, or TOURNAMENT_MATCH. */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    /** The notification's message (as `notifications.message`), worded in the player's language when sent. */
    message: jsonb('message'),
    gameId: uuid('game_id'),
    gameType: text('game_type'),
    /** Where a tap leads when no game says it (a tournament's page). */
    url: text('url'),
    ...retryColumns(),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('push_queue_due_idx').on(t.nextAttemptAt)],
);

/** Tournaments that changed since the push job last looked for matches that became ready (a trigger adds them). */
export const pushTournamentChecks = pgTable('push_tournament_checks', {
  id: idColumn(),
  tournamentId: uuid('tournament_id').notNull(),
});

/** Tournament matches whose players were told they are ready (each once: the pair in that entry). */
export const pushTournamentReady = pgTable(
  'push_tournament_ready',
  {
    tournamentId: uuid('tournament_id').notNull(),
    coordinate: integer('coordinate').notNull(),
    competitor1Id: uuid('competitor1_id').notNull(),
    competitor2Id: uuid('competitor2_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.coordinate, t.competitor1Id, t.competitor2Id] })],
);

// ---------------------------------------------------------------------------------------------------------------
// Live games anyone can watch (features/live-games)
// ---------------------------------------------------------------------------------------------------------------

/** A live game its scorer shares: the event log as the phone last sent it (each event with its side), and its end. */
export const liveGames = pgTable(
  'live_games',
  {
    id: idColumn(),
    ownerId: userRef('owner_id'),
    gameMode: text('game_mode', { enum: GAME_MODES }).notNull(),
    /** TWatchEvent[] (packages/domain/src/live-watch.ts). */
    events: jsonb('events').notNull().default([]),
    /** The newest batch applied (the phone's sequence number). */
    seq: integer('seq').notNull().default(0),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    endedAt: timestamptz('ended_at'),
    postedGameId: uuid('posted_game_id'),
    postedGameType: text('posted_game_type'),
  },
  (t) => [index('live_games_updated_idx').on(t.updatedAt.desc())],
);
