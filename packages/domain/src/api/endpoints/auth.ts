import { z } from 'zod';
import { REFRESH_TOKEN_MAX, ZTokens } from '../auth.ts';
import { ZAccountUser } from '../users.ts';
import { ZChangePassword, ZLogin, ZRegister, ZResetRequest, ZUpdatePassword } from '../../validation/account.ts';
import { endpoint } from '../define.ts';
import { ZMessage, ZNoContent } from './shared.ts';

const tags = ['auth'];
const TOKENS_DESCRIPTION =
  'An access token (JWT: sub, rol, email, exp, iat, typ "access", sid = the session) and a refresh token (JWT: sub, exp, iat, jti, typ "refresh"; ' +
  'its payload can be read with a plain base64url decode). A refresh token stays valid until a newer token of its session has been presented; ' +
  'an older one presented after that ends the session.';
const ZRefreshForm = z.object({ refreshToken: z.string({ error: 'Invalid refresh token' }).min(1, 'Invalid refresh token').max(REFRESH_TOKEN_MAX, 'Invalid refresh token') });
const ZLogoutBody = z.object({ refreshToken: z.string().max(REFRESH_TOKEN_MAX).optional() }).nullish();

/** Sign-up, sign-in, refresh, sign-out and passwords. Login and refresh take form data (SPEC.md §7). */
export const authEndpoints = {
  'auth.login': endpoint({ method: 'POST', path: '/api/login', access: 'public', rateLimit: 'auth', form: true, tags, body: ZLogin, responses: { 200: ZTokens.describe(TOKENS_DESCRIPTION) } }),
  'auth.refresh': endpoint({
    method: 'POST',
    path: '/api/refresh',
    access: 'public',
    rateLimit: 'auth',
    form: true,
    tags,
    description:
      'Answers a refresh token with a new access token and a refresh token one generation newer, in the same session. The token presented stays valid until a newer one is presented, so a client that keeps its first refresh token keeps working, and two refreshes of one token at once both succeed.',
    body: ZRefreshForm,
    responses: { 200: ZTokens.describe(TOKENS_DESCRIPTION) },
  }),
  'auth.logout': endpoint({
    method: 'POST',
    path: '/api/logout',
    access: 'public',
    changesAccounts: true, // the session's access tokens stop working, on every instance
    tags,
    description: 'Ends the session of the refresh token in the body, or else of the bearer token: its refresh and access tokens stop working.',
    body: ZLogoutBody,
    responses: { 204: ZNoContent },
  }),
  'auth.register': endpoint({ method: 'POST', path: '/api/users', access: 'public', rateLimit: 'auth', tags, body: ZRegister, responses: { 201: ZAccountUser } }),
  'auth.resetPassword': endpoint({ method: 'POST', path: '/api/users/resetPassword', access: 'public', rateLimit: 'auth', tags, query: ZResetRequest, responses: { 200: ZMessage } }),
  'auth.updatePassword': endpoint({
    method: 'POST',
    path: '/api/users/updatePassword',
    access: 'public',
    rateLimit: 'auth',
    changesAccounts: true,
    tags,
    description: 'Sets a new password from a reset code; every session of the account ends.',
    body: ZUpdatePassword,
    responses: { 200: ZMessage },
  }),
  'auth.changePassword': endpoint({
    method: 'POST',
    path: '/api/users/changePassword',
    access: 'signedIn',
    changesAccounts: true, // the other sessions' access tokens stop working, on every instance
    tags,
    description:
      "Changes the caller's password (the old one confirms it). Every other session of the account ends; the caller's goes on, its refresh token keeps working, and the answer holds fresh tokens of it.",
    body: ZChangePassword,
    responses: { 200: ZTokens.describe("Fresh tokens of the caller's session, which goes on; a client may also keep the tokens it has.") },
  }),
};
