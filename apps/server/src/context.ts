/**
 * What every feature gets from the app: the database, configuration, platform services, and the ports a feature offers
 * one below it in the order of dependency (built in buildApp and passed in here, never registered as module state).
 */
import type { TBracketTournament, TGameType, TRoundCode } from '@caps/domain';
import type {
  FastifyInstance,
  FastifyBaseLogger,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import type { Database, Db, Tx } from './db/client.ts';
import type { SessionCheck } from './platform/auth-guard.ts';
import type { Later } from './platform/later.ts';
import type { RateCounter } from './platform/rate-counter.ts';
import type { TAuth, TokenService } from './platform/tokens.ts';
import type { PlayerRow } from './features/accounts/index.ts';

export type AppContext = {
  db: Db;
  database: Database;
  config: TConfig;
  tokens: TokenService;
  /** Confirms a token's session is live and its user still exists with that role. */
  checkSession: SessionCheck;
  /** Players by id with what games check and show of them, remembered like sessions (a post reads its two). */
  findPlayers: (ids: readonly string[]) => Promise<Map<string, PlayerRow>>;
  /** Announces a change made outside a write request (a job), so no instance serves older reads. */
  leagueChanged: () => Promise<void>;
  /** Announces a change to accounts or sessions that its request's route does not (a refresh that revoked a session). */
  accountsChanged: () => Promise<void>;
  /** Asks the mail job to run soon (after a transaction that queued mail has committed). */
  nudgeMail: () => void;
  now: () => Date;
  /** Work a request starts after its answer (`platform/later.ts`). */
  later: Later;
  /** Shared counters for rate limits (in the database on PostgreSQL, so all instances agree). */
  rateCounter: RateCounter;
  /** What the games feature needs of a tournament's bracket; the tournaments feature gives it (`tournamentResults`). */
  tournamentResults: TournamentResults;
  /**
   * Tests only: addresses of a local stand-in push service that push endpoints may name (see AppDeps). Never set by
   * configuration: a deployment posts pushes to public https addresses only.
   */
  pushTestAddresses?: readonly string[];
};

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Who decides a pending game: a holder of its request, or the auto-accept job. */
export type Decider = { kind: 'user'; auth: TAuth } | { kind: 'auto-accept' };

/**
 * What voiding, correcting or deciding a tournament result (and the game's actions) needs of its bracket. The
 * tournaments feature makes it (it depends on games, not the other way round), so only that feature reads and writes
 * its table; buildApp passes it to games through the context.
 */
export type TournamentResults = {
  /** The tournament's bracket, its row locked to the end of the transaction (as every change of a bracket locks it); undefined when it was deleted. */
  lockBracket: (tx: Tx, tournamentId: string) => Promise<TBracketTournament | undefined>;
  /** Stores a corrected result's bracket with the list columns derived from it, in the correction's transaction. */
  saveBracket: (tx: Tx, tournamentId: string, bracket: TBracketTournament) => Promise<void>;
  /** Whether the tournament still holds the game as an entry's result (its row exists and an entry names the game). */
  holdsGame: (tx: Tx, tournamentId: string, gameId: string) => Promise<boolean>;
  /** The tournament's name and the round of the entry whose report or result the game is (the acceptance list names them). */
  describeGame: (
    tx: Tx,
    tournamentId: string,
    gameId: string,
  ) => Promise<{ name: string; round: string | null; roundCode: TRoundCode | null } | null>;
  /**
   * Decides a reported result (the other side's answer to it), which moves its bracket too: under the tournament's row
   * lock, calling back games' `decideReportedGame` inside its transaction.
   */
  decideReported: (
    ctx: AppContext,
    decider: Decider,
    gameType: TGameType,
    gameId: string,
    tournamentId: string,
    decision: 'ACCEPTED' | 'REJECTED',
  ) => Promise<void>;
};
