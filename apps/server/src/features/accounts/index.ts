/**
 * Accounts: the rows of the people who use the league (name, email, role, password hash, last seen) and how they
 * show in answers. The lowest feature: it imports no other; auth, users, teams, games and tournaments read
 * accounts through this file.
 */
export {
  avatarHashOf,
  findPlayersByIds,
  findSessionUser,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  touchLastSeen,
  updateUserAccount,
  type PlayerRow,
  type UserRow,
} from './accounts.repository.ts';
export { toAccountUser, toPublicUser, toUserMinimized } from './accounts.view.ts';
export { lookalikeUsernames } from './accounts.repository.ts';
export { lookalikeLines, reportLookalikeUsernames } from './username-skeletons.ts';
