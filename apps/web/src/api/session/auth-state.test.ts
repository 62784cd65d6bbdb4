import { describe, expect, it } from 'vitest';
import type { TAccessClaims } from '@caps/domain';
import { authReducer, hasRole, signedOutState, type AuthState } from './auth-state.ts';

const claims: TAccessClaims = {
  sub: 'u1',
  rol: 'USER',
  email: 'mike@example.com',
  exp: 2_000_000_000,
  iat: 1_999_999_000,
};
const signedIn: AuthState = authReducer(signedOutState, {
  type: 'LOGIN_SUCCESS',
  accessToken: 'a1',
  refreshToken: 'r1',
  claims,
  username: 'mike',
});

describe('authReducer', () => {
  it('LOGIN_SUCCESS signs in with the tokens and the claims', () => {
    expect(signedIn).toEqual({
      userId: 'u1',
      roles: 'USER',
      accessToken: 'a1',
      refreshToken: 'r1',
      expirationTime: 2_000_000_000_000,
      isAuthenticated: true,
      error: null,
      email: 'mike@example.com',
      username: 'mike',
    });
  });

  it('LOGIN_ATTEMPT clears the session but keeps the last error', () => {
    const failed = authReducer(signedOutState, { type: 'LOGIN_FAILED', error: 'Invalid username or password' });
    expect(authReducer(failed, { type: 'LOGIN_ATTEMPT' })).toEqual({
      ...signedOutState,
      error: 'Invalid username or password',
    });
    expect(authReducer(signedIn, { type: 'LOGIN_ATTEMPT' })).toEqual(signedOutState);
  });

  it('LOGIN_FAILED signs out and sets the error', () => {
    expect(authReducer(signedIn, { type: 'LOGIN_FAILED', error: 'nope' })).toEqual({
      ...signedOutState,
      error: 'nope',
    });
  });

  it('REFRESH_ATTEMPT changes nothing', () => {
    expect(authReducer(signedIn, { type: 'REFRESH_ATTEMPT' })).toBe(signedIn);
  });

  it('REFRESH_SUCCESS replaces both tokens and the expiry, keeping the user data', () => {
    const next = authReducer(signedIn, {
      type: 'REFRESH_SUCCESS',
      accessToken: 'a2',
      refreshToken: 'r2',
      claims: { ...claims, exp: 2_000_000_900 },
    });
    expect(next).toMatchObject({
      accessToken: 'a2',
      refreshToken: 'r2',
      expirationTime: 2_000_000_900_000,
      username: 'mike',
      isAuthenticated: true,
    });
  });

  it('REFRESH_SUCCESS after a logout does not sign the user back in', () => {
    expect(
      authReducer(signedOutState, { type: 'REFRESH_SUCCESS', accessToken: 'a2', refreshToken: 'r2', claims }),
    ).toBe(signedOutState);
  });

  it('REFRESH_FAILED and LOGOUT clear everything', () => {
    expect(authReducer(signedIn, { type: 'REFRESH_FAILED', error: 'Nastąpiło wylogowanie' })).toEqual({
      ...signedOutState,
      error: 'Nastąpiło wylogowanie',
    });
    expect(authReducer(signedIn, { type: 'LOGOUT' })).toEqual(signedOutState);
  });

  it('UPDATE_DATA stores the email and the username', () => {
    expect(authReducer(signedIn, { type: 'UPDATE_DATA', email: 'new@example.com', username: 'Mike2' })).toMatchObject({
      email: 'new@example.com',
      username: 'Mike2',
      accessToken: 'a1',
    });
    expect(authReducer(signedIn, { type: 'UPDATE_DATA', username: 'x' }).email).toBe('mike@example.com');
  });
});

describe('hasRole', () => {
  it('is true when the single role equals one of the given roles', () => {
    expect(hasRole(signedIn, 'USER')).toBe(true);
    expect(hasRole(signedIn, 'ADMIN')).toBe(false);
    expect(hasRole(signedIn, 'ADMIN', 'USER')).toBe(true);
    expect(hasRole(signedOutState, 'USER')).toBe(false);
  });
});
