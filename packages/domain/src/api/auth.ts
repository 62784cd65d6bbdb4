/** Session tokens and the user shapes of SPEC.md §3 and §7 Auth/Users. */
import { z } from 'zod';
import { ZLanguage, ZRole } from '../enum-schemas.ts';

export const ZTokens = z.object({ authToken: z.string(), refreshToken: z.string() });
export type TTokens = z.infer<typeof ZTokens>;

/** Claims of the access token (SERVER-RULES.md §2). */
export const ZAccessClaims = z.object({
  sub: z.string(),
  rol: ZRole,
  email: z.string().optional(),
  /** The language the player chose on their account, when they chose one: the client switches to it on sign-in. */
  language: ZLanguage.optional(),
  exp: z.number(),
  iat: z.number(),
});
export type TAccessClaims = z.infer<typeof ZAccessClaims>;

/**
 * What the server requires of an access token beyond the claims clients read: its type (`typ: "access"`, so a refresh
 * token is never taken for one) and its session (`sid`), which the server checks on every request (a signed-out or
 * revoked session's access tokens stop working).
 */
export const ZSessionAccessClaims = ZAccessClaims.extend({ typ: z.literal('access'), sid: z.string() });

/**
 * Claims of the refresh token, a JWT too (SERVER-RULES.md §2): clients may read `exp` from it (the earlier client
 * does, to know whether its user is still signed in). `jti` is stored hashed; `typ: "refresh"` keeps it from being
 * taken for an access token.
 */
export const ZRefreshClaims = z.object({
  sub: z.string(),
  typ: z.literal('refresh'),
  jti: z.string(),
  exp: z.number(),
  iat: z.number(),
});
export type TRefreshClaims = z.infer<typeof ZRefreshClaims>;

/** Longest refresh token accepted by the refresh and logout forms (a JWT of a few hundred characters). */
export const REFRESH_TOKEN_MAX = 2000;

export const ZUserMinimized = z.object({
  id: z.string(),
  username: z.string(),
  avatarHash: z.string(),
  lastSeen: z.string().nullable(),
});
export type TUserMinimized = z.infer<typeof ZUserMinimized>;
