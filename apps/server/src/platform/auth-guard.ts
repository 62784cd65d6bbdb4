/** Reads the bearer token on every request and offers guards for routes that need a signed-in user or a role. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TRole } from '@caps/domain';
import { Forbidden, Unauthorized } from './errors.ts';
import type { TAuth, TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null for a visitor (a bad token on a public route is ignored). */
    auth: TAuth | null;
  }
}

/** Looks up whether the token's user still exists with the same role (deleted or demoted users lose access). */
export type SessionCheck = (auth: TAuth) => Promise<TAuth | undefined>;

export function registerAuth(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('auth', null);
  // With `done` rather than async: a visitor's request (no token) then costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header || !/^Bearer /i.test(header)) return done();
    tokens.verifyAccess(header.slice(7).trim()).then((auth) => {
      request.auth = auth ?? null;
      done();
    }, done);
  });
}

/** Guard: any signed-in user whose account still exists with the token's role. */
export function requireAuth(check: SessionCheck) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.auth) throw new Unauthorized();
    const current = await check(request.auth);
    if (!current) {
      request.auth = null;
      throw new Unauthorized('SESSION_ENDED');
    }
    request.auth = current;
  };
}

/** Guard: a signed-in user with one of the roles (401 when signed out, 403 for another role). */
export function requireRole(check: SessionCheck, ...roles: TRole[]) {
  const signedIn = requireAuth(check);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await signedIn(request, reply);
    if (!request.auth || !roles.includes(request.auth.role)) throw new Forbidden();
  };
}
