/** Reading users and editing one's own account. */
import { MESSAGES, type TAccountUser, type TPublicUser, type TUpdateUser } from '@caps/domain';
import type { AppContext } from '../../context.ts';
import type { TAuth } from '../../platform/tokens.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/mail-queue.ts';
import { verifyPassword } from '../auth/auth.service.ts';
import { emailChangedEmail } from '../auth/auth.emails.ts';
import { findUserById, updateUserAccount, type UserRow } from './users.repository.ts';

export function toPublicUser(row: UserRow): TPublicUser {
  return {
    id: row.id,
    username: row.username,
    avatarHash: row.avatarHash,
    lastSeen: row.lastSeen?.toISOString() ?? null,
    lastGame: row.lastGame?.toISOString() ?? null,
    role: row.role,
  };
}

export function toAccountUser(row: UserRow): TAccountUser {
  return { ...toPublicUser(row), email: row.email };
}

export async function getUser(ctx: AppContext, id: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw new NotFound('User not found');
  return user;
}

/** Changes the caller's own username and/or email after checking the password. */
export async function updateAccount(ctx: AppContext, auth: TAuth, id: string, input: TUpdateUser): Promise<UserRow> {
  if (auth.userId !== id) throw new Forbidden('You can only edit your own account');
  const user = await getUser(ctx, id);
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new Forbidden(MESSAGES.passwordInvalid);
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateUserAccount(tx, id, { username: input.username, email: input.email, lastSeen: ctx.now() });
    if (user.email && row.email !== user.email) await enqueueMail(tx, emailChangedEmail(user.email, row.username, row.email ?? ''));
    return row;
  });
  ctx.nudgeMail();
  return updated;
}
