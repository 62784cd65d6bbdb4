/**
 * Body schemas of a posted game (SERVER-RULES §4, sheet §5): they reject malformed bodies (types, ids, bounds) with
 * coded messages (`i18n/coded-message.ts`); the game rules of game-rules.ts are checked on what they return.
 */
import { z } from 'zod';
import { GAME_EVENT_KINDS, GAME_MODES } from './enums.ts';
import { GAME_RULES } from './game-rule-codes.ts';
import { codeMessage } from './i18n/coded-message.ts';
import { LIMITS } from './limits.ts';

/** Upper bound on the posted event list; a long overtime game logs a few hundred events at most. */
export const MAX_GAME_EVENTS = 2000;

const MAX_EPOCH_MS = 8_640_000_000_000_000;
const EVENT_TIME_MESSAGE = codeMessage('EVENT_TIME_INVALID');

/** A whole number in [min, max] whose every failure (missing, wrong type, out of range) reads `message`. */
function boundedInt(min: number, max: number, message: string) {
  return z.int({ error: message }).min(min, message).max(max, message);
}

const ZScore = boundedInt(0, LIMITS.maxScoreOvertime, codeMessage(GAME_RULES.scoreRange));
const ZSoloSinks = boundedInt(0, LIMITS.maxOpponentSinks, codeMessage(GAME_RULES.soloSinksRange));
const ZDoublesSinks = boundedInt(0, LIMITS.maxDoublesSinks, codeMessage(GAME_RULES.doublesSinksRange));
const ZRebuttals = boundedInt(
  0,
  LIMITS.maxOpponentSinks,
  codeMessage('REBUTTALS_RANGE', { max: LIMITS.maxOpponentSinks }),
);
// Ids are lower-cased on parse so they compare equal to the database's uuid text.
const ZPlayerId = z.guid({ error: codeMessage('PLAYER_ID_UUID') }).toLowerCase();
const ZTeamId = z.guid({ error: codeMessage('TEAM_ID_UUID') }).toLowerCase();
const ZPostGameMode = z.enum(GAME_MODES, { error: codeMessage('GAME_MODE_UNKNOWN') });

/** When an event happened: an ISO-8601 date-time with offset, or epoch milliseconds (both accepted by the sheet). */
export const ZGameEventTime = z.union(
  [
    z.iso
      .datetime({ offset: true, error: EVENT_TIME_MESSAGE })
      .refine((iso) => Number.isFinite(Date.parse(iso)), EVENT_TIME_MESSAGE),
    // Bounded by the largest date JavaScript can represent, so converting it never throws.
    boundedInt(0, MAX_EPOCH_MS, EVENT_TIME_MESSAGE),
  ],
  { error: EVENT_TIME_MESSAGE },
);

/** One logged event of a game; `userId` is null for the opponent's events when the client did not fill it in. */
export const ZPostGameEvent = z.object(
  {
    gameEvent: z.enum(GAME_EVENT_KINDS, { error: codeMessage('GAME_EVENT_UNKNOWN') }),
    time: ZGameEventTime,
    userId: z
      .guid({ error: codeMessage('EVENT_USER_ID_UUID') })
      .toLowerCase()
      .nullish(),
  },
  { error: codeMessage('GAME_EVENT_INCOMPLETE') },
);
export type TPostGameEvent = z.infer<typeof ZPostGameEvent>;

const ZPostGameEvents = z
  .array(ZPostGameEvent, { error: codeMessage('GAME_EVENTS_LIST') })
  .max(MAX_GAME_EVENTS, codeMessage('GAME_EVENTS_TOO_MANY', { max: MAX_GAME_EVENTS }))
  .nullish();

/** One player's line of a solo game; `rebuttals` is accepted but ignored (derived from the opponent's sinks). */
export const ZPostSoloPlayerStats = z.object(
  {
    playerId: ZPlayerId,
    score: ZScore,
    sinks: ZSoloSinks.default(0),
    rebuttals: ZRebuttals.nullish(),
  },
  { error: codeMessage('SOLO_STATS_REQUIRED') },
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
    rebuttals: boundedInt(
      0,
      LIMITS.maxDoublesSinks,
      codeMessage('REBUTTALS_RANGE', { max: LIMITS.maxDoublesSinks }),
    ).nullish(),
  },
  { error: codeMessage('DOUBLES_STATS_PLAYER_ID') },
);
export type TPostDoublesPlayerStats = z.infer<typeof ZPostDoublesPlayerStats>;

const ZTeamPlayers = z
  .array(ZPlayerId, { error: codeMessage(GAME_RULES.doublesPlayers) })
  .max(10, codeMessage(GAME_RULES.doublesPlayers));

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
  playerStatsDtos: z
    .array(ZPostDoublesPlayerStats, { error: codeMessage(GAME_RULES.doublesStatsCount) })
    .max(10, codeMessage(GAME_RULES.doublesStatsCount)),
  gameEventList: ZPostGameEvents,
  gameEvents: ZPostGameEvents,
});
export type TPostDoublesGame = z.infer<typeof ZPostDoublesGame>;

/**
 * A post's own field, not part of the game: `confirmRepeat: true` posts it even though the poster has the same game
 * pending from the last 5 minutes (a deliberate rematch with the same result, after the 409 that named the pending
 * one). Without it (earlier clients never send it) that post is refused as a repeat, as before.
 */
const repeatConfirmation = {
  confirmRepeat: z
    .boolean()
    .optional()
    .describe('Post it even when the same game of yours is pending from the last 5 minutes (a deliberate repeat)'),
};

/** Body of `POST /api/{singles|easy|unranked}`: the game, and whether a repeat is meant. */
export const ZPostSoloGameRequest = ZPostSoloGame.extend(repeatConfirmation);
export type TPostSoloGameRequest = z.infer<typeof ZPostSoloGameRequest>;
/** Body of `POST /api/doubles`: the game, and whether a repeat is meant. */
export const ZPostDoublesGameRequest = ZPostDoublesGame.extend(repeatConfirmation);
export type TPostDoublesGameRequest = z.infer<typeof ZPostDoublesGameRequest>;
