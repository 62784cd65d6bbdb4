import { z } from 'zod';
import { codeMessage } from '../../i18n/coded-message.ts';
import { REFRESH_TOKEN_MAX, ZTokens } from '../auth.ts';
import { ZLogin } from '../../validation/account.ts';
import { endpoint } from '../define.ts';
import { ZNoContent } from './shared.ts';

const tags = ['auth'];
const TOKENS_DESCRIPTION =
  'An access token (JWT: sub, rol, email, exp, iat, typ "access", sid = the session) and a refresh token (JWT: sub, exp, iat, jti, typ "refresh"; ' +
  'its payload can be read with a plain base64url decode). A refresh token stays valid until a newer token of its session has been presented; ' +
  'an older one presented after that ends the session.';
const INVALID_REFRESH_TOKEN = codeMessage('REFRESH_TOKEN_INVALID');
const ZRefreshForm = z.object({
  refreshToken: z
    .string({ error: INVALID_REFRESH_TOKEN })
    .min(1, INVALID_REFRESH_TOKEN)
    .max(REFRESH_TOKEN_MAX, INVALID_REFRESH_TOKEN),
});
const ZLogoutBody = z.object({ refreshToken: z.string().max(REFRESH_TOKEN_MAX).optional() }).nullish();

/** Sign-in, refresh and sign-out. Login and refresh take form data (SPEC.md §7); sign-up and passwords are under /api/users. */
export const authEndpoints = {
  'auth.login': endpoint({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    rateLimit: 'auth',
    form: true,
    tags,
    body: ZLogin,
    responses: { 200: ZTokens.describe(TOKENS_DESCRIPTION) },
  }),
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
    description:
      'Ends the session of the refresh token in the body, or else of the bearer token: its refresh and access tokens stop working.',
    body: ZLogoutBody,
    responses: { 204: ZNoContent },
  }),
};
