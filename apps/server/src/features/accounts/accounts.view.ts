/** How an account shows in API answers: public to everyone, with its email to its owner. */
import type { TAccountUser, TPublicUser, TUserMinimized } from '@caps/domain';
import type { UserRow } from './accounts.repository.ts';

/** A player as lists, games and typeaheads name them. */
export function toUserMinimized(row: Pick<UserRow, 'id' | 'username' | 'avatarHash' | 'lastSeen'>): TUserMinimized {
  return {
    id: row.id,
    username: row.username,
    avatarHash: row.avatarHash,
    lastSeen: row.lastSeen?.toISOString() ?? null,
  };
}

export function toPublicUser(row: UserRow): TPublicUser {
  return { ...toUserMinimized(row), lastGame: row.lastGame?.toISOString() ?? null, role: row.role };
}

export function toAccountUser(row: UserRow): TAccountUser {
  return { ...toPublicUser(row), email: row.email };
}
