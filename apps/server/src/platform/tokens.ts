/** Access tokens (JWT, HS256) and opaque secrets (refresh and reset tokens) stored only as hashes. */
import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ZAccessClaims, type TAccessClaims, type TRole } from '@caps/domain';

export type TAuth = { userId: string; role: TRole; email: string | undefined };

/** At most this many verified tokens are remembered. */
const VERIFIED_TOKENS = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { auth: TAuth; expiresAt: number }>();
  constructor(
    secret: string,
    private readonly ttlSec: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Signs an access token with the claims of SERVER-RULES.md §2. */
  async signAccess(user: { id: string; role: TRole; email: string | null }): Promise<string> {
    const jwt = new SignJWT({ rol: user.role, ...(user.email ? { email: user.email } : {}) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSec}s`);
    return jwt.sign(this.key);
  }

  /**
   * Verifies signature, algorithm and expiry; returns undefined for any bad token. A client sends the same token with
   * every request until it expires, so good tokens are remembered (up to their expiry) instead of verified again.
   */
  async verifyAccess(token: string): Promise<TAuth | undefined> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.auth;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const claims: TAccessClaims = ZAccessClaims.parse(payload);
      const auth = { userId: claims.sub, role: claims.rol, email: claims.email };
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
