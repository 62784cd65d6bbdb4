/** Team messages as coded messages (`i18n/coded-message.ts`), apart from the team schemas so that pages show them without loading zod. */
import { codeMessage } from '../i18n/coded-message.ts';
import { LIMITS } from '../limits.ts';

/** The messages of SPEC.md §5 (their English keeps the spec's 'Lenght' spelling on purpose). */
export const TEAM_MESSAGES = {
  twoPlayers: codeMessage('TEAM_TWO_PLAYERS'),
  nameTooShort: codeMessage('TEAM_NAME_TOO_SHORT', { min: LIMITS.teamNameMin }),
  nameTooLong: codeMessage('TEAM_NAME_TOO_LONG', { max: LIMITS.teamNameMax }),
  nameSpaces: codeMessage('TEAM_NAME_SPACES'),
  playerId: codeMessage('PLAYER_ID_UUID'),
} as const;
