/** What a pending game's players are told, and which request its deciders hold: shared by posting, deciding and the bench generator. */
import type { TAcceptanceRequestType, TGameType } from '@caps/domain';

/** The request type of whoever decides a game of each type (the poster's side holds PASSIVE ones). */
export const ACTIVE_REQUEST: Record<TGameType, TAcceptanceRequestType> = { SINGLES: 'SINGLE', EASY_CAPS: 'EASY', UNRANKED: 'UNRANKED', DOUBLES: 'MULTIPlE' };

/** `other` is a player's name or `team <name>`. */
export const GAME_TEXTS = {
  waiting: (other: string) => `Your game with ${other} is waiting to be accepted.`,
  toAccept: (other: string) => `You have a game with ${other} to accept.`,
  accepted: (other: string, automatically: boolean) => `Game with ${other} was accepted${automatically ? ' automatically' : ''}.`,
  rejected: (other: string) => `Game with ${other} was rejected.`,
  withdrawn: (poster: string) => `${poster} withdrew this game: there is nothing to accept.`,
  /** To a player of a voided or corrected game. */
  changedByAdmin: (other: string, change: 'voided' | 'corrected', reason: string, moves: string[]) =>
    `Your game with ${other} was ${change} by an admin: ${reason}${moves.length ? ` (${moves.join(', ')})` : ''}`,
  /** To every player whose points moved with it; `moves` as `pointsMoved` words them. */
  pointsChanged: (change: 'voided' | 'corrected', moves: string[]) => `A game was ${change}: ${moves.join(', ')}.`,
  pointsMoved: (typeLabel: string, delta: string) => `your ${typeLabel} points changed by ${delta}`,
  /** To every admin when a player reports a problem with an accepted game. */
  disputeOpened: (reporter: string, typeLabel: string, reason: string) => `${reporter} reported a problem with a ${typeLabel} game: ${reason}`,
};
