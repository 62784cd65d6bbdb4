/**
 * Shapes of correcting the record (issue 24): a reason for withdrawing, voiding, correcting or disputing a game, the
 * correction bodies, a game's audit trail, disputes and what the caller may do with a game.
 */
import { z } from 'zod';
import { codeMessage } from '../i18n/coded-message.ts';
import { ERROR_CODES } from '../i18n/error-codes.ts';
import { ZAuditAction, ZGameMode, ZGameStatus, ZGameType } from '../enum-schemas.ts';
import { ZPostDoublesGame, ZPostSoloGame } from '../game-schemas.ts';
import { LIMITS } from '../limits.ts';
import { ZGameView } from './games.ts';

const REASON_MESSAGE = codeMessage('REASON_LENGTH', { max: LIMITS.reasonMax });

/** Why a game is voided, corrected or disputed: 1–500 characters once trimmed. */
export const ZReason = z
  .string({ error: REASON_MESSAGE })
  .trim()
  .min(1, REASON_MESSAGE)
  .max(LIMITS.reasonMax, REASON_MESSAGE);
export const ZReasonBody = z.object({ reason: ZReason }, { error: REASON_MESSAGE });
export type TReasonBody = z.infer<typeof ZReasonBody>;

/** Body of `POST /api/admin/disputes/{id}/dismiss`: the note its players are told (1–500 characters once trimmed). */
export const ZDismissBody = z.object({ note: ZReason }, { error: REASON_MESSAGE });
export type TDismissBody = z.infer<typeof ZDismissBody>;

/** Body of `POST /api/{singles|easy|unranked}/correct/{gameId}`: the game as it should have been posted, and why. */
export const ZCorrectSoloGame = ZPostSoloGame.extend({ reason: ZReason });
export type TCorrectSoloGame = z.infer<typeof ZCorrectSoloGame>;
/** Body of `POST /api/doubles/correct/{gameId}`. */
export const ZCorrectDoublesGame = ZPostDoublesGame.extend({ reason: ZReason });
export type TCorrectDoublesGame = z.infer<typeof ZCorrectDoublesGame>;

/** One player's line of a game as the audit trail shows it. */
const ZAuditLine = z.object({
  playerId: z.string(),
  score: z.number(),
  sinks: z.number(),
  rebuttals: z.number(),
  beersDowned: z.number(),
  nakedLap: z.boolean(),
});

/** A game's status and result at one moment of its audit trail. */
export const ZAuditState = z.object({
  status: ZGameStatus,
  gameMode: ZGameMode,
  team1Score: z.number(),
  team2Score: z.number(),
  winnerId: z.string(),
  lines: z.array(ZAuditLine),
});
export type TAuditState = z.infer<typeof ZAuditState>;

/**
 * One thing that happened to a game: who (null for the auto-accept job, or a decision older than the audit trail),
 * when, why (void, correction, dispute) and the game before and after (null when it did not change the game).
 */
export const ZAuditEntry = z.object({
  action: ZAuditAction,
  byId: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
  reason: z.string().nullable(),
  before: ZAuditState.nullable(),
  after: ZAuditState.nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** A player's report of a problem with an accepted game. */
export const ZDisputeView = z.object({
  id: z.string(),
  gameId: z.string(),
  gameType: ZGameType,
  byId: z.string(),
  byName: z.string(),
  reason: z.string(),
  at: z.string(),
});
export type TDisputeView = z.infer<typeof ZDisputeView>;

/** An open dispute in the admins' queue, with its game and what the caller may do with it (the server decides). */
export const ZOpenDispute = ZDisputeView.extend({
  game: ZGameView,
  canDismiss: z.boolean().describe('Closing it with a note, without changing the game'),
});
export type TOpenDispute = z.infer<typeof ZOpenDispute>;

/** What the signed-in caller may do with a game now (the client shows these, it never works them out). */
export const ZGameActions = z.object({
  canWithdraw: z.boolean(),
  canDispute: z.boolean(),
  /**
   * Why a player of this accepted game may not report a problem with it now (`DISPUTE_TOO_LATE` after 14 days), so a
   * client can say so instead of hiding the action; null when they may, or when reporting is not theirs to do.
   */
  disputeBlockedBy: z
    .object({ code: z.enum(ERROR_CODES), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() })
    .nullable()
    .describe('A code of @caps/domain/i18n/error-codes with its parameters'),
  canVoid: z.boolean(),
  canCorrect: z.boolean(),
  /** The caller's open dispute of this game, if any. */
  openDispute: ZDisputeView.nullable(),
});
export type TGameActions = z.infer<typeof ZGameActions>;
