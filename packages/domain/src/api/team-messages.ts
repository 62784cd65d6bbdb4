/** Team messages, apart from the team schemas so that pages show them without loading zod. */
import { LIMITS } from '../limits.ts';

/** The exact messages of SPEC.md §5 (the spec's 'Lenght' spelling is kept on purpose) plus the server's own. */
export const TEAM_MESSAGES = {
  twoPlayers: 'Team must consist of two players',
  nameTooShort: `Lenght of ${LIMITS.teamNameMin} required`,
  nameTooLong: `Team name cannot be longer than ${LIMITS.teamNameMax} characters`,
  nameSpaces: 'Team name cannot have leading or trailing spaces',
  mustBeMember: 'You have to be one of the players of the team',
  notMember: 'Only players of this team can change it',
  notFound: 'Team not found',
  deleted: 'This team was deleted',
  created: 'Team created',
  edited: 'Team edited',
  removed: 'Team deleted',
  createFailed: 'Failed to create team',
  editFailed: 'Failed to edit team',
  deleteFailed: 'Failed to delete team',
  loadFailed: 'Failed to load teams',
  chooseOpposingTeam: 'You have to choose an opposing team',
} as const;
