/**
 * Client-side reading of the access token's claims (no signature check: the server verifies).
 * Checked by hand rather than with ZAccessClaims so that zod stays out of the start-up bundle;
 * token.test.ts keeps the two in agreement.
 */
import type { TAccessClaims } from '@caps/domain';

export class TokenDecodeError extends Error {
  constructor() {
    super('Access token could not be decoded');
    this.name = 'TokenDecodeError';
  }
}

function base64UrlToText(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The claims we rely on, or undefined when `value` does not have them (same rules as ZAccessClaims). */
export function parseAccessClaims(value: unknown): TAccessClaims | undefined {
  if (!isRecord(value)) return undefined;
  const { sub, rol, email, exp, iat, language } = value;
  if (typeof sub !== 'string') return undefined;
  if (rol !== 'USER' && rol !== 'ADMIN') return undefined;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return undefined;
  if (typeof iat !== 'number' || !Number.isFinite(iat)) return undefined;
  if (email !== undefined && typeof email !== 'string') return undefined;
  if (language !== undefined && language !== 'en' && language !== 'pl') return undefined;
  return {
    sub,
    rol,
    exp,
    iat,
    ...(email === undefined ? {} : { email }),
    ...(language === undefined ? {} : { language }),
  };
}

/** Decodes the payload of a JWT and checks its claims; throws TokenDecodeError otherwise. */
export function decodeAccessToken(token: string): TAccessClaims {
  const payload = token.split('.')[1];
  if (!payload) throw new TokenDecodeError();
  let claims: TAccessClaims | undefined;
  try {
    claims = parseAccessClaims(JSON.parse(base64UrlToText(payload)));
  } catch {
    claims = undefined;
  }
  if (!claims) throw new TokenDecodeError();
  return claims;
}

/** Expiry of the claims in epoch milliseconds. */
export function expiryMs(claims: TAccessClaims): number {
  return claims.exp * 1000;
}

/** `{authToken, refreshToken}` of a login or refresh answer, or undefined (same rules as ZTokens). */
export function parseTokens(value: unknown): { authToken: string; refreshToken: string } | undefined {
  if (!isRecord(value)) return undefined;
  const { authToken, refreshToken } = value;
  return typeof authToken === 'string' && typeof refreshToken === 'string' ? { authToken, refreshToken } : undefined;
}
