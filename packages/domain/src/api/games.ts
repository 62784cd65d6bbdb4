/** Game shapes the API returns (SPEC.md §3 Game, the sheet §1.9) and the acceptance, notification and stake shapes. */
import { z } from 'zod';
import {
  ZAcceptanceRequestType,
  ZGameEventKind,
  ZGameMode,
  ZGameStatus,
  ZGameType,
  ZNotificationTitle,
  ZNotificationType,
} from '../enum-schemas.ts';
import { ZRoundCode } from '../brackets/types.ts';
import { ZUserMinimized } from './auth.ts';

export const ZGamePlayerStatsView = z.object({
  id: z.string(),
  playerId: z.string(),
  score: z.number(),
  sinks: z.number(),
  rebuttals: z.number(),
  beersDowned: z.number(),
  pointsChange: z.number(),
  nakedLap: z.boolean(),
});
export type TGamePlayerStatsView = z.infer<typeof ZGamePlayerStatsView>;

export const ZGameEventView = z.object({ gameEvent: ZGameEventKind, time: z.string(), userId: z.string().nullable() });
export type TGameEventView = z.infer<typeof ZGameEventView>;

const ZTeamSnapshot = z.object({ playerList: z.array(z.string()) });

/** One game as lists and the detail screen show it; doubles add the team fields. */
export const ZGameView = z.object({
  id: z.string(),
  gameType: ZGameType,
  gameMode: ZGameMode,
  status: ZGameStatus,
  accepted: z.boolean(),
  time: z.string(),
  nakedLap: z.boolean(),
  winner: z.string(),
  winnerId: z.string(),
  player1: z.string().nullable(),
  player2: z.string().nullable(),
  team1Name: z.string().nullable(),
  team2Name: z.string().nullable(),
  team1Score: z.number(),
  team2Score: z.number(),
  team1: ZTeamSnapshot.nullable(),
  team2: ZTeamSnapshot.nullable(),
  team1DatabaseId: z.string().nullable(),
  team2DatabaseId: z.string().nullable(),
  allPlayers: z.array(z.string()),
  /** Every player of the game with name and avatar, so a client needs no extra calls. */
  players: z.array(ZUserMinimized),
  gamePlayerStats: z.array(ZGamePlayerStatsView),
  gameEventList: z.array(ZGameEventView),
  tournamentId: z.string().nullable(),
  /** Only on a voided game: why, when and by whom (null when that admin's account is gone). */
  voidReason: z.string().optional(),
  voidedAt: z.string().optional(),
  voidedById: z.string().nullable().optional(),
  voidedByName: z.string().nullable().optional(),
});
export type TGameView = z.infer<typeof ZGameView>;

export const ZAcceptanceRequestView = z.object({
  id: z.string(),
  acceptanceRequestType: ZAcceptanceRequestType,
  acceptingUser: z.string(),
  acceptingTeam: z.string().nullable(),
  gameToAccept: z.string(),
  gameType: ZGameType,
  timestamp: z.string(),
});
export type TAcceptanceRequestView = z.infer<typeof ZAcceptanceRequestView>;

/**
 * A reported tournament result to confirm: which tournament and round (issue 37), the round as English text and as its
 * code (the reader's language words the code); absent or null for any other game.
 */
const ZAcceptanceTournament = z.object({
  id: z.string(),
  name: z.string(),
  round: z.string().nullable(),
  roundCode: ZRoundCode.nullable(),
});
export const ZAcceptanceItem = z.object({
  acceptanceRequest: ZAcceptanceRequestView,
  game: ZGameView,
  tournament: ZAcceptanceTournament.nullable().optional(),
});
export type TAcceptanceItem = z.infer<typeof ZAcceptanceItem>;

export const ZNotificationView = z.object({
  id: z.string(),
  notificationType: ZNotificationType,
  title: ZNotificationTitle.describe(
    "Which title to show: the type's, or a closer one (GAME_VOIDED among GAME_CORRECTED, DISPUTE_DISMISSED among DISPUTE_OPENED)",
  ),
  text: z.string(),
  userId: z.string(),
  seen: z.boolean(),
  date: z.string(),
  gameId: z.string().nullable(),
});
export type TNotificationView = z.infer<typeof ZNotificationView>;

const ZStakeSide = z.object({ p1: z.number(), p2: z.number() });
/** `GET /api/{type}/stake`: the points each side gains or loses for each outcome, and the Elo win probability. */
export const ZStakeView = z.object({
  player1Win: ZStakeSide,
  player2Win: ZStakeSide,
  player1WinProbability: z.number(),
});
export type TStakeView = z.infer<typeof ZStakeView>;
