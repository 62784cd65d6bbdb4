/**
 * Access and refresh tokens (JWT, HS256, one key) and opaque secrets (reset codes) stored only as hashes. The two
 * token kinds carry a type claim, so neither is ever accepted as the other.
 */
import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ZRefreshClaims, ZSessionAccessClaims, type TRole } from '@caps/domain';

/** A verified caller: the account, its role and email as the token says, and the session (sign-in) it belongs to. */
export type TAuth = { userId: string; role: TRole; email: string | undefined; sessionId: string };

/** A verified refresh token: its account, token id and expiry. */
export type TRefresh = { userId: string; tokenId: string; expiresAt: Date };

/** At most this many verified tokens are remembered. */
const VERIFIED_TOKENS = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Not one of the caches of platform/cache: a token's signature and claims never change, so this is a bounded memo
   * of a pure check that no change of the league can make stale. Whether the token's session is still live is
   * checked after it, through the accounts cache, which changes to accounts empty.
   */
  private readonly verified = new Map<string, { auth: TAuth; expiresAt: number }>();
  constructor(
    secret: string,
    private readonly ttlSec: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Signs an access token with the claims of SERVER-RULES.md §2, its type and its session. */
  async signAccess(
    user: { id: string; role: TRole; email: string | null; language?: string | null },
    sessionId: string,
  ): Promise<string> {
    const jwt = new SignJWT({
      typ: 'access',
      sid: sessionId,
      rol: user.role,
      ...(user.email ? { email: user.email } : {}),
      ...(user.language ? { language: user.language } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSec}s`);
    return jwt.sign(this.key);
  }

  /** Signs a refresh token: `sub`, `exp` (at `expiresAt`), the token id `jti` and `typ: "refresh"`. */
  async signRefresh(userId: string, tokenId: string, expiresAt: Date): Promise<string> {
    return new SignJWT({ typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setJti(tokenId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /**
   * Checks a refresh token's signature, algorithm and type; undefined for anything else (an access token included).
   * Expiry is left to the caller, which knows the app's clock.
   */
  async verifyRefresh(token: string): Promise<TRefresh | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: new Date(0) });
      const claims = ZRefreshClaims.parse(payload);
      return { userId: claims.sub, tokenId: claims.jti, expiresAt: new Date(claims.exp * 1000) };
    } catch {
      return undefined;
    }
  }

  /**
   * Verifies signature, algorithm, expiry and type; returns undefined for any bad token (a refresh token included).
   * A client sends the same token with every request until it expires, so good tokens are remembered (up to their
   * expiry) instead of verified again.
   */
  async verifyAccess(token: string): Promise<TAuth | undefined> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.auth;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const claims = ZSessionAccessClaims.parse(payload);
      const auth = { userId: claims.sub, role: claims.rol, email: claims.email, sessionId: claims.sid };
      if (this.verified.size >= VERIFIED_TOKENS) this.verified.clear();
      this.verified.set(token, { auth, expiresAt: (payload.exp ?? 0) * 1000 });
      return auth;
    } catch {
      return undefined;
    }
  }
}

/** A random URL-safe secret. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Secrets are looked up by their SHA-256, so a database leak does not leak usable tokens. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
