/**
 * Sign-up, sign-in, sessions and their refresh tokens, password reset and change, and the account changes the
 * password confirms (SERVER-RULES.md §2).
 */
import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { z } from 'zod';
import {
  messageText,
  ZEmail,
  ZPassword,
  ZUsername,
  type TChangePassword,
  type TRegister,
  type TRole,
  type TTokens,
  type TUpdatePassword,
  type TUpdateUser,
} from '@caps/domain';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { TAuth } from '../../platform/tokens.ts';
import { hashToken, randomToken } from '../../platform/tokens.ts';
import { Conflict, Forbidden, Invalid, NotFound, Unauthorized } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/mail-queue.ts';
import {
  findSessionUser,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  touchLastSeen,
  updateUserAccount,
  type UserRow,
} from '../accounts/index.ts';
import * as tokensRepo from './auth.repository.ts';
import { emailChangedEmail, passwordChangedEmail, resetEmail, welcomeEmail } from './auth.emails.ts';
import { DeviceCookies } from './auth.devices.ts';

const RESET_TTL_MS = 60 * 60 * 1000;
/** Verified against when the username is unknown, so both failures take the same time. */
const DUMMY_HASH = hash('not-a-real-password-' + crypto.randomUUID());

const hashPassword = (password: string) => hash(password);
const verifyPassword = async (stored: string, password: string) => {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

/**
 * Confirms a token's session is live (not signed out, not revoked by a password change or reset) and its user still
 * exists, and reads the current role (a demoted or deleted user loses access). One indexed query.
 */
export async function checkSession(db: Db, auth: TAuth): Promise<TAuth | undefined> {
  const user = await findSessionUser(db, auth.userId, auth.sessionId);
  if (!user || user.role !== auth.role) return undefined;
  return { userId: user.id, role: user.role, email: user.email ?? undefined, sessionId: auth.sessionId };
}

/** Hands out an access token and a refresh token of `generation` in the session (the refresh token's id is stored hashed). */
async function issueTokens(
  ctx: AppContext,
  tx: Tx,
  user: UserRow,
  sessionId: string,
  generation: number,
): Promise<TTokens> {
  const tokenId = crypto.randomUUID();
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.refreshTokenTtlSec * 1000);
  await tokensRepo.insertRefreshToken(tx, {
    userId: user.id,
    familyId: sessionId,
    tokenHash: hashToken(tokenId),
    generation,
    expiresAt,
  });
  return {
    authToken: await ctx.tokens.signAccess(user, sessionId),
    refreshToken: await ctx.tokens.signRefresh(user.id, tokenId, expiresAt),
  };
}

/** Creates a USER account and sends the welcome email. */
export async function registerUser(ctx: AppContext, input: TRegister): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    if (await findUserByUsername(tx, input.username)) throw new Conflict('USERNAME_TAKEN');
    if (await findUserByEmail(tx, input.email)) throw new Conflict('EMAIL_TAKEN');
    const created = await insertUser(tx, {
      username: input.username,
      email: input.email,
      passwordHash,
      role: 'USER',
      language: input.language ?? null,
    });
    await enqueueMail(tx, welcomeEmail(created, created.email ?? input.email, ctx.config.publicUrl));
    return created;
  });
  ctx.nudgeMail();
  return user;
}

/** Why the admin account to create is refused (the password rules of every account), or undefined when it is fine. */
function adminProblem(input: { username: string; email: string; password: string }): string | undefined {
  const checks: Array<[string, z.ZodType]> = [
    ['username', ZUsername],
    ['email', ZEmail],
    ['password', ZPassword],
  ];
  for (const [field, schema] of checks) {
    const result = schema.safeParse(input[field as keyof typeof input]);
    if (!result.success) return `the admin's ${field}: ${messageText(result.error.issues[0]?.message ?? 'invalid')}`;
  }
  return undefined;
}

/**
 * Creates an ADMIN account (configuration or the admin command; never a public call). Returns false when the name
 * exists; refuses (with the rule it breaks, prefixed "Invalid configuration" so the server prints it and stops) an
 * account that breaks the rules every account obeys, a short password above all.
 */
export async function createAdmin(
  db: Db,
  input: { username: string; email: string; password: string },
): Promise<boolean> {
  if (await findUserByUsername(db, input.username)) return false;
  const problem = adminProblem(input);
  if (problem) throw new Error(`Invalid configuration: ${problem}`);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      if (await findUserByUsername(tx, input.username)) return false;
      if (await findUserByEmail(tx, input.email)) throw new Conflict('EMAIL_TAKEN');
      await insertUser(tx, { username: input.username, email: input.email, passwordHash, role: 'ADMIN' as TRole });
      return true;
    });
  } catch (err) {
    // Instances started together with the same ADMIN_* settings race: on PostgreSQL another one may commit this very
    // admin between our checks (its email then looks taken) or before our insert (a unique key refuses it). The
    // account is there as configured: it exists, which is no failure.
    if (err instanceof Conflict && (await isThisAdmin(db, input))) return false;
    throw err;
  }
}

/** Whether the account named `username` exists with this email (the admin the configuration asks for). */
async function isThisAdmin(db: Db, input: { username: string; email: string }): Promise<boolean> {
  const user = await findUserByUsername(db, input.username);
  return user !== undefined && user.email === input.email.toLowerCase();
}

/** Checks the password and starts a session; any failure is the same 401 so nothing tells which part was wrong. */
export async function login(
  ctx: AppContext,
  username: string,
  password: string,
): Promise<{ tokens: TTokens; userId: string }> {
  const user = await findUserByUsername(ctx.db, username);
  const ok = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH), password);
  if (!user || !ok) throw new Unauthorized('LOGIN_FAILED');
  const tokens = await ctx.db.transaction(async (tx) => {
    await touchLastSeen(tx, user.id, ctx.now());
    await tokensRepo.pruneSessions(tx, user.id, ctx.now()); // each sign-in tidies the account's dead sessions
    return issueTokens(ctx, tx, user, await tokensRepo.insertSession(tx, user.id), 0);
  });
  return { tokens, userId: user.id };
}

/**
 * The owner's device a sign-in comes from: the account named `username` and the id of its valid device cookie in the
 * Cookie header. Undefined without one (no account is looked up then), for an unknown name or a forged cookie.
 */
export async function knownDevice(
  ctx: AppContext,
  devices: DeviceCookies,
  cookieHeader: string | undefined,
  username: string,
): Promise<{ userId: string; deviceId: string } | undefined> {
  if (!DeviceCookies.present(cookieHeader)) return undefined;
  const user = await findUserByUsername(ctx.db, username);
  const deviceId = user ? devices.deviceOf(cookieHeader, user.id) : undefined;
  return user && deviceId ? { userId: user.id, deviceId } : undefined;
}

/**
 * Answers a refresh token with a new access token and a refresh token one generation newer, in the same session.
 * A token stays good until a newer token of its session has been presented (the earlier client presents its first
 * token for a month; two tabs may present one token at once); an older token presented after that revokes the
 * session, since someone else holds a copy.
 */
export async function refresh(ctx: AppContext, refreshToken: string): Promise<TTokens> {
  const now = ctx.now();
  const rejected = new Unauthorized('REFRESH_TOKEN_INVALID');
  const claims = await ctx.tokens.verifyRefresh(refreshToken);
  if (!claims || claims.expiresAt <= now) throw rejected;
  let revoked = false;
  const result = await ctx.db.transaction(async (tx) => {
    const row = await tokensRepo.findRefreshToken(tx, hashToken(claims.tokenId));
    if (!row || row.userId !== claims.userId || row.expiresAt <= now) return rejected;
    const presented = await tokensRepo.presentGeneration(tx, row.familyId, row.generation);
    if (presented === undefined) {
      revoked = await tokensRepo.revokeSession(tx, row.familyId, now); // an older token after a newer one: assume it was stolen
      return rejected;
    }
    const user = await findUserById(tx, row.userId);
    if (!user) return rejected;
    await touchLastSeen(tx, user.id, now);
    await tokensRepo.deleteExpiredTokens(tx, row.familyId, now);
    return issueTokens(ctx, tx, user, row.familyId, presented + 1);
  });
  if (revoked) await ctx.accountsChanged(); // the session's access tokens stop working on every instance
  if (result instanceof Unauthorized) throw result; // thrown after commit, so the revocation is kept
  return result;
}

/** Ends the session of the refresh token, or else of the access token; unknown tokens are ignored. */
export async function logout(ctx: AppContext, refreshToken: string | undefined, auth: TAuth | null): Promise<void> {
  const claims = refreshToken ? await ctx.tokens.verifyRefresh(refreshToken) : undefined;
  const row = claims ? await tokensRepo.findRefreshToken(ctx.db, hashToken(claims.tokenId)) : undefined;
  const sessionId = row?.familyId ?? auth?.sessionId;
  if (sessionId) await tokensRepo.revokeSession(ctx.db, sessionId, ctx.now());
}

/**
 * Emails a single-use reset link when the email is known. The caller answers the same either way, and at once: the
 * look-up, the token and the mail happen after the answer, so its time does not tell whether the email has an account.
 */
export function requestPasswordReset(ctx: AppContext, email: string): void {
  ctx.later.run('password reset', () => sendPasswordReset(ctx, email));
}

async function sendPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const queued = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user?.email) return false;
    const code = randomToken();
    const now = ctx.now();
    await tokensRepo.replaceResetToken(
      tx,
      { userId: user.id, tokenHash: hashToken(code), expiresAt: new Date(now.getTime() + RESET_TTL_MS) },
      now,
    );
    await enqueueMail(
      tx,
      resetEmail(user, user.email, `${ctx.config.publicUrl}/resetUpdate?code=${encodeURIComponent(code)}`),
    );
    return true;
  });
  if (queued) ctx.nudgeMail();
}

/** Sets a new password from a reset code: single use, one hour, and every session is signed out. Returns the account. */
export async function resetPassword(ctx: AppContext, input: TUpdatePassword): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const token = await tokensRepo.findResetToken(tx, hashToken(input.code));
    if (!token || token.usedAt) throw new Invalid('RESET_TOKEN_INVALID');
    if (token.expiresAt <= now) throw new Invalid('RESET_TOKEN_EXPIRED');
    if (!(await tokensRepo.consumeResetToken(tx, token.id, now))) throw new Invalid('RESET_TOKEN_INVALID');
    const user = await updateUserAccount(tx, token.userId, { passwordHash });
    await tokensRepo.revokeSessionsOfUser(tx, token.userId, now);
    return user;
  });
}

/**
 * Changes the caller's password. Every other session ends; the caller's goes on (its refresh token keeps working, as
 * the earlier client, which ignores the answer, needs) and the answer adds fresh tokens of it for clients that store them.
 */
export async function changePassword(ctx: AppContext, auth: TAuth, input: TChangePassword): Promise<TTokens> {
  const user = await findUserById(ctx.db, auth.userId);
  if (!user) throw new Unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw new Forbidden('PASSWORD_INVALID');
  const passwordHash = await hashPassword(input.newPassword);
  const tokens = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const presented = await tokensRepo.presentedGeneration(tx, auth.sessionId);
    if (presented === undefined) throw new Unauthorized('SESSION_ENDED');
    const updated = await updateUserAccount(tx, user.id, { passwordHash });
    await tokensRepo.revokeSessionsOfUser(tx, user.id, now, auth.sessionId);
    if (updated.email) await enqueueMail(tx, passwordChangedEmail(updated, updated.email));
    return issueTokens(ctx, tx, updated, auth.sessionId, presented + 1);
  });
  ctx.nudgeMail();
  return tokens;
}

/**
 * Changes the caller's own username and/or email after checking the password (when one is sent: the schema asks for it
 * with a username or email), and the language, which needs none.
 */
export async function updateAccount(ctx: AppContext, auth: TAuth, id: string, input: TUpdateUser): Promise<UserRow> {
  if (auth.userId !== id) throw new Forbidden('OWN_ACCOUNT_ONLY');
  const user = await findUserById(ctx.db, id);
  if (!user) throw new NotFound('USER_NOT_FOUND');
  if (input.password !== undefined && !(await verifyPassword(user.passwordHash, input.password)))
    throw new Forbidden('PASSWORD_INVALID');
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateUserAccount(tx, id, {
      username: input.username,
      email: input.email,
      language: input.language,
      lastSeen: ctx.now(),
    });
    if (user.email && row.email !== user.email) await enqueueMail(tx, emailChangedEmail(row, user.email));
    return row;
  });
  ctx.nudgeMail();
  return updated;
}
