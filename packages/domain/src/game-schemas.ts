/**
 * Body schemas of a posted game (SERVER-RULES §4, sheet §5): they reject malformed bodies (types, ids, bounds) with
 * readable messages; the game rules of game-rules.ts are checked on what they return.
 */
import { z } from 'zod';
import { GAME_EVENT_KINDS, GAME_MODES } from './enums.ts';
import { GAME_RULE_MESSAGES } from './game-rules.ts';
import { LIMITS } from './limits.ts';

/** Upper bound on the posted event list; a long overtime game logs a few hundred events at most. */
export const MAX_GAME_EVENTS = 2000;

const MAX_EPOCH_MS = 8_640_000_000_000_000;
const EVENT_TIME_MESSAGE = 'Event time has to be an ISO date-time or epoch milliseconds';

/** A whole number in [min, max] whose every failure (missing, wrong type, out of range) reads `message`. */
function boundedInt(min: number, max: number, message: string) {
  return z.int({ error: message }).min(min, message).max(max, message);
}

const ZScore = boundedInt(0, LIMITS.maxScoreOvertime, GAME_RULE_MESSAGES.scoreRange);
const ZSoloSinks = boundedInt(0, LIMITS.maxOpponentSinks, GAME_RULE_MESSAGES.soloSinksRange);
const ZDoublesSinks = boundedInt(0, LIMITS.maxDoublesSinks, GAME_RULE_MESSAGES.doublesSinksRange);
const ZRebuttals = boundedInt(0, LIMITS.maxOpponentSinks, `Rebuttals have to be a whole number from 0 to ${LIMITS.maxOpponentSinks}`);
// Ids are lower-cased on parse so they compare equal to the database's uuid text.
const ZPlayerId = z.guid({ error: 'Player id has to be a UUID' }).toLowerCase();
const ZTeamId = z.guid({ error: 'Team id has to be a UUID' }).toLowerCase();
const ZPostGameMode = z.enum(GAME_MODES, { error: 'No such game mode' });

/** When an event happened: an ISO-8601 date-time with offset, or epoch milliseconds (both accepted by the sheet). */
export const ZGameEventTime = z.union(
  [
    z.iso.datetime({ offset: true, error: EVENT_TIME_MESSAGE }).refine((iso) => Number.isFinite(Date.parse(iso)), EVENT_TIME_MESSAGE),
    // Bounded by the largest date JavaScript can represent, so converting it never throws.
    boundedInt(0, MAX_EPOCH_MS, EVENT_TIME_MESSAGE),
  ],
  { error: EVENT_TIME_MESSAGE },
);

/** One logged event of a game; `userId` is null for the opponent's events when the client did not fill it in. */
export const ZPostGameEvent = z.object(
  {
    gameEvent: z.enum(GAME_EVENT_KINDS, { error: 'No such game event' }),
    time: ZGameEventTime,
    userId: z.guid({ error: 'Event user id has to be a UUID' }).toLowerCase().nullish(),
  },
  { error: 'Each game event needs gameEvent and time' },
);
export type TPostGameEvent = z.infer<typeof ZPostGameEvent>;

const ZPostGameEvents = z.array(ZPostGameEvent, { error: 'Game events have to be a list' }).max(MAX_GAME_EVENTS, `A game can log at most ${MAX_GAME_EVENTS} events`).nullish();

/** One player's line of a solo game; `rebuttals` is accepted but ignored (derived from the opponent's sinks). */
export const ZPostSoloPlayerStats = z.object(
  {
    playerId: ZPlayerId,
    score: ZScore,
    sinks: ZSoloSinks.default(0),
    rebuttals: ZRebuttals.nullish(),
  },
  { error: 'Both players need their stats (playerId, score, sinks)' },
);
export type TPostSoloPlayerStats = z.infer<typeof ZPostSoloPlayerStats>;

/** Body of `POST /api/{singles|easy|unranked}` (sheet SoloGameDto). */
export const ZPostSoloGame = z.object({
  gameMode: ZPostGameMode,
  player1Stats: ZPostSoloPlayerStats,
  player2Stats: ZPostSoloPlayerStats,
  gameEvents: ZPostGameEvents,
});
export type TPostSoloGame = z.infer<typeof ZPostSoloGame>;

/** One player's line of a doubles game; a missing score means individual scores were not entered (0). */
export const ZPostDoublesPlayerStats = z.object(
  {
    playerId: ZPlayerId,
    score: ZScore.default(0),
    sinks: ZDoublesSinks.default(0),
    rebuttals: boundedInt(0, LIMITS.maxDoublesSinks, `Rebuttals have to be a whole number from 0 to ${LIMITS.maxDoublesSinks}`).nullish(),
  },
  { error: 'Each player stats entry needs a playerId' },
);
export type TPostDoublesPlayerStats = z.infer<typeof ZPostDoublesPlayerStats>;

const ZTeamPlayers = z.array(ZPlayerId, { error: GAME_RULE_MESSAGES.doublesPlayers }).max(10, GAME_RULE_MESSAGES.doublesPlayers);

/**
 * Body of `POST /api/doubles` (sheet TeamGameDto). Events are read from `gameEventList` (what the clients send) or
 * `gameEvents` (what the earlier server read); use `gameEventsOf`.
 */
export const ZPostDoublesGame = z.object({
  gameMode: ZPostGameMode,
  team1: ZTeamId,
  team2: ZTeamId,
  team1Players: ZTeamPlayers,
  team2Players: ZTeamPlayers,
  team1Score: ZScore,
  team2Score: ZScore,
  playerStatsDtos: z.array(ZPostDoublesPlayerStats, { error: GAME_RULE_MESSAGES.doublesStatsCount }).max(10, GAME_RULE_MESSAGES.doublesStatsCount),
  gameEventList: ZPostGameEvents,
  gameEvents: ZPostGameEvents,
});
export type TPostDoublesGame = z.infer<typeof ZPostDoublesGame>;
