/** Sign-up, sign-in, rotating refresh tokens, password reset and change (SERVER-RULES.md §2). */
import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { MESSAGES, type TChangePassword, type TRegister, type TRole, type TTokens, type TUpdatePassword } from '@caps/domain';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { TAuth } from '../../platform/tokens.ts';
import { hashToken, randomToken } from '../../platform/tokens.ts';
import { Conflict, Forbidden, Invalid, Unauthorized } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/mail-queue.ts';
import { findSessionUser, findUserByEmail, findUserById, findUserByUsername, insertUser, touchLastSeen, updateUserAccount, type UserRow } from '../users/users.repository.ts';
import * as tokensRepo from './auth.repository.ts';
import { passwordChangedEmail, resetEmail, welcomeEmail } from './auth.emails.ts';

const RESET_TTL_MS = 60 * 60 * 1000;
/** Verified against when the username is unknown, so both failures take the same time. */
const DUMMY_HASH = hash('not-a-real-password-' + crypto.randomUUID());

export const hashPassword = (password: string) => hash(password);
export const verifyPassword = async (stored: string, password: string) => {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

/** Confirms a token's user still exists and reads the current role (a demoted or deleted user loses access). */
export async function checkSession(db: Db, auth: TAuth): Promise<TAuth | undefined> {
  const user = await findSessionUser(db, auth.userId);
  if (!user || user.role !== auth.role) return undefined;
  return { userId: user.id, role: user.role, email: user.email ?? undefined };
}

async function issueTokens(ctx: AppContext, tx: Tx, user: UserRow, familyId: string = crypto.randomUUID()): Promise<TTokens> {
  const refreshToken = randomToken();
  await tokensRepo.insertRefreshToken(tx, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(ctx.now().getTime() + ctx.config.refreshTokenTtlSec * 1000),
  });
  return { authToken: await ctx.tokens.signAccess(user), refreshToken };
}

/** Creates a USER account and sends the welcome email. */
export async function registerUser(ctx: AppContext, input: TRegister): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    if (await findUserByUsername(tx, input.username)) throw new Conflict('Username not available');
    if (await findUserByEmail(tx, input.email)) throw new Conflict('Email not available');
    const created = await insertUser(tx, { username: input.username, email: input.email, passwordHash, role: 'USER' });
    await enqueueMail(tx, welcomeEmail(created.email ?? input.email, created.username, ctx.config.publicUrl));
    return created;
  });
  ctx.nudgeMail();
  return user;
}

/** Creates an ADMIN account (configuration or the admin command; never a public call). Returns false when the name exists. */
export async function createAdmin(db: Db, input: { username: string; email: string; password: string }): Promise<boolean> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (await findUserByUsername(tx, input.username)) return false;
    if (await findUserByEmail(tx, input.email)) throw new Conflict('Email not available');
    await insertUser(tx, { username: input.username, email: input.email, passwordHash, role: 'ADMIN' as TRole });
    return true;
  });
}

/** Checks the password; any failure is the same 401 so nothing tells which part was wrong. */
export async function login(ctx: AppContext, username: string, password: string): Promise<TTokens> {
  const user = await findUserByUsername(ctx.db, username);
  const ok = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH), password);
  if (!user || !ok) throw new Unauthorized(MESSAGES.loginFailed);
  return ctx.db.transaction(async (tx) => {
    await touchLastSeen(tx, user.id, ctx.now());
    return issueTokens(ctx, tx, user);
  });
}

/** Rotates a refresh token; a reused one revokes its whole family. */
export async function refresh(ctx: AppContext, refreshToken: string): Promise<TTokens> {
  const now = ctx.now();
  const rejected = new Unauthorized('Invalid refresh token');
  const result = await ctx.db.transaction(async (tx) => {
    const row = await tokensRepo.findRefreshToken(tx, hashToken(refreshToken));
    if (!row) return rejected;
    if (row.rotatedAt || row.revokedAt || !(await tokensRepo.claimRefreshToken(tx, row.id, now))) {
      await tokensRepo.revokeFamily(tx, row.familyId, now); // reuse of a rotated token: assume it was stolen
      return rejected;
    }
    if (row.expiresAt <= now) return rejected;
    const user = await findUserById(tx, row.userId);
    if (!user) return rejected;
    await touchLastSeen(tx, user.id, now);
    return issueTokens(ctx, tx, user, row.familyId);
  });
  if (result instanceof Unauthorized) throw result; // thrown after commit, so the family revocation is kept
  return result;
}

/** Revokes the session the refresh token belongs to; unknown tokens are ignored. */
export async function logout(ctx: AppContext, refreshToken: string): Promise<void> {
  const row = await tokensRepo.findRefreshToken(ctx.db, hashToken(refreshToken));
  if (row) await tokensRepo.revokeFamily(ctx.db, row.familyId, ctx.now());
}

/** Emails a single-use reset link when the email is known; the caller answers the same either way. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const queued = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user?.email) return false;
    const code = randomToken();
    const now = ctx.now();
    await tokensRepo.replaceResetToken(tx, { userId: user.id, tokenHash: hashToken(code), expiresAt: new Date(now.getTime() + RESET_TTL_MS) }, now);
    await enqueueMail(tx, resetEmail(user.email, user.username, `${ctx.config.publicUrl}/resetUpdate?code=${encodeURIComponent(code)}`));
    return true;
  });
  if (queued) ctx.nudgeMail();
}

/** Sets a new password from a reset code: single use, one hour, and every session is signed out. */
export async function resetPassword(ctx: AppContext, input: TUpdatePassword): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const token = await tokensRepo.findResetToken(tx, hashToken(input.code));
    if (!token || token.usedAt) throw new Invalid('Reset token invalid');
    if (token.expiresAt <= now) throw new Invalid('Reset token expired');
    if (!(await tokensRepo.consumeResetToken(tx, token.id, now))) throw new Invalid('Reset token invalid');
    await updateUserAccount(tx, token.userId, { passwordHash });
    await tokensRepo.revokeAllOfUser(tx, token.userId, now);
  });
}

/** Changes the caller's password; other sessions end and this device gets fresh tokens. */
export async function changePassword(ctx: AppContext, auth: TAuth, input: TChangePassword): Promise<TTokens> {
  const user = await findUserById(ctx.db, auth.userId);
  if (!user) throw new Unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw new Forbidden(MESSAGES.passwordInvalid);
  const passwordHash = await hashPassword(input.newPassword);
  const tokens = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const updated = await updateUserAccount(tx, user.id, { passwordHash });
    await tokensRepo.revokeAllOfUser(tx, user.id, now);
    if (updated.email) await enqueueMail(tx, passwordChangedEmail(updated.email, updated.username));
    return issueTokens(ctx, tx, updated);
  });
  ctx.nudgeMail();
  return tokens;
}
