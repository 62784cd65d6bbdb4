import { describe, expect, it } from 'vitest';
import { ZAccessClaims, ZTokens } from '@caps/domain';
import { makeToken } from '../../test/fake-api.ts';
import { decodeAccessToken, parseAccessClaims, parseTokens, TokenDecodeError } from './token.ts';

describe('decodeAccessToken', () => {
  it('reads the claims of a base64url JWT payload', () => {
    const claims = decodeAccessToken(
      makeToken({ sub: 'abc', rol: 'ADMIN', email: 'zoë@example.com', now: 1_000_000_000_000 }),
    );
    expect(claims).toEqual({
      sub: 'abc',
      rol: 'ADMIN',
      email: 'zoë@example.com',
      exp: 1_000_003_600,
      iat: 1_000_000_000,
    });
  });

  it('accepts a token without the email claim', () => {
    expect(decodeAccessToken(makeToken({ email: '' })).email).toBeUndefined();
  });

  it.each(['', 'garbage', 'a.b.c', 'a.!!!.c', `a.${btoa('{"sub":1}')}.c`])('refuses %j', (token) => {
    expect(() => decodeAccessToken(token)).toThrow(TokenDecodeError);
  });
});

describe('hand-written checks agree with the shared schemas', () => {
  const samples: unknown[] = [
    { sub: 'a', rol: 'USER', exp: 1, iat: 0 },
    { sub: 'a', rol: 'ADMIN', email: 'x@y.zz', exp: 1, iat: 0 },
    { sub: 'a', rol: 'GOD', exp: 1, iat: 0 },
    { sub: 1, rol: 'USER', exp: 1, iat: 0 },
    { sub: 'a', rol: 'USER', exp: '1', iat: 0 },
    { sub: 'a', rol: 'USER', exp: 1 },
    { sub: 'a', rol: 'USER', email: 5, exp: 1, iat: 0 },
    null,
    [],
    'text',
  ];
  it.each(samples.map((s) => [JSON.stringify(s), s]))('claims %s', (_label, sample) => {
    expect(parseAccessClaims(sample) !== undefined).toBe(ZAccessClaims.safeParse(sample).success);
  });

  it.each([
    [{ authToken: 'a', refreshToken: 'b' }],
    [{ authToken: 'a' }],
    [{ authToken: 1, refreshToken: 'b' }],
    [null],
  ])('tokens %j', (sample) => {
    expect(parseTokens(sample) !== undefined).toBe(ZTokens.safeParse(sample).success);
  });
});
