/** Which request a pending game's deciders hold: shared by posting, deciding and the bench generator. */
import type { TAcceptanceRequestType, TGameType } from '@caps/domain';

/** The request type of whoever decides a game of each type (the poster's side holds PASSIVE ones). */
export const ACTIVE_REQUEST: Record<TGameType, TAcceptanceRequestType> = {
  SINGLES: 'SINGLE',
  EASY_CAPS: 'EASY',
  UNRANKED: 'UNRANKED',
  DOUBLES: 'MULTIPlE',
};
