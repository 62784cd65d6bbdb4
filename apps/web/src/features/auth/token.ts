/** Client-side reading of the access token's claims (no signature check: the server verifies). */
import { ZAccessClaims, type TAccessClaims } from '@caps/domain';

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

/** Decodes the payload of a JWT and checks it has the claims we rely on; throws TokenDecodeError otherwise. */
export function decodeAccessToken(token: string): TAccessClaims {
  const payload = token.split('.')[1];
  if (!payload) throw new TokenDecodeError();
  try {
    return ZAccessClaims.parse(JSON.parse(base64UrlToText(payload)));
  } catch {
    throw new TokenDecodeError();
  }
}

/** Expiry of the claims in epoch milliseconds. */
export function expiryMs(claims: TAccessClaims): number {
  return claims.exp * 1000;
}
