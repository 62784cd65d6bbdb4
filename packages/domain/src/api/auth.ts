/** Session tokens and the user shapes of SPEC.md §3 and §7 Auth/Users. */
import { z } from 'zod';
import { ZRole } from '../enum-schemas.ts';

export const ZTokens = z.object({ authToken: z.string(), refreshToken: z.string() });
export type TTokens = z.infer<typeof ZTokens>;

/** Claims of the access token (SERVER-RULES.md §2). */
export const ZAccessClaims = z.object({
  sub: z.string(),
  rol: ZRole,
  email: z.string().optional(),
  exp: z.number(),
  iat: z.number(),
});
export type TAccessClaims = z.infer<typeof ZAccessClaims>;

export const ZUserMinimized = z.object({
  id: z.string(),
  username: z.string(),
  avatarHash: z.string(),
  lastSeen: z.string().nullable(),
});
export type TUserMinimized = z.infer<typeof ZUserMinimized>;
