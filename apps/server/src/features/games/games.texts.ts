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
};
