import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZSaveTeam } from '../api/teams.ts';
import { EMAIL_PATTERN, ZEmail, ZRegister, ZUpdateUser, ZUsername } from './account.ts';
import { errorText, messageText } from '../i18n/error-text.ts';
import { MESSAGES } from './account-messages.ts';

/** The largest JSON body the server accepts (apps/server/src/app.ts bodyLimit). */
const BODY_LIMIT = 256 * 1024;
/** The attack of issue 20 item 1, as long as a body can carry it: every dot is a candidate for the domain's dot. */
const dotsAttack = (n: number) => `a@${'.'.repeat(n)} `;

// The pattern before issue 20: the same language, but it backtracks quadratically (one second per 30k characters).
const PREVIOUS_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

describe('email validation', () => {
  it('accepts and refuses the same addresses as the previous pattern', () => {
    for (const ok of ['a@b.cc', 'john.doe@mail.example.com', 'x@.b.cc', 'a@b..cc', 'a@-.--', 'ü@ö.de'])
      expect(EMAIL_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['a@b.c', 'a@.cc', 'a@b', '@b.cc', 'a b@c.dd', 'a@b@c.dd', 'a@bcc.', 'a@b.c ', ''])
      expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
    // Short strings over the characters that matter: the old pattern is quick on them and decides the same.
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '.', '@', ' ', '\t'), maxLength: 12 });
    fc.assert(
      fc.property(text, (s) => EMAIL_PATTERN.test(s) === PREVIOUS_PATTERN.test(s)),
      { numRuns: 5000 },
    );
  });

  it('decides an attack as long as the body limit at once (the previous pattern took about a minute)', () => {
    expect(EMAIL_PATTERN.test(dotsAttack(BODY_LIMIT))).toBe(false);
    expect(EMAIL_PATTERN.test(`${'a'.repeat(BODY_LIMIT)}@`)).toBe(false);
    expect(EMAIL_PATTERN.test(`a@${'a.'.repeat(BODY_LIMIT / 2)} `)).toBe(false);
    expect(EMAIL_PATTERN.test(`a@${'a'.repeat(BODY_LIMIT)}.b`)).toBe(false);
  });

  it('stops at the length check: an oversized value gets one issue and the pattern never runs', () => {
    const result = ZEmail.safeParse(dotsAttack(BODY_LIMIT));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.code)).toEqual(['too_big']);
  });
});

describe('schemas with huge inputs', () => {
  const huge = 'x'.repeat(BODY_LIMIT);
  it('refuse every oversized text field with the length message alone', () => {
    const register = ZRegister.safeParse({
      username: ` ${huge}`,
      email: dotsAttack(BODY_LIMIT),
      password: huge,
      repeatPassword: huge,
    });
    expect(register.success).toBe(false);
    expect(register.error?.issues.map((i) => `${i.path.join('.')}:${i.code}`)).toEqual([
      'username:too_big',
      'email:too_big',
      'password:too_big',
    ]);
    const update = ZUpdateUser.safeParse({ username: huge, email: dotsAttack(BODY_LIMIT), password: huge });
    expect(update.error?.issues.map((i) => `${i.path.join('.')}:${i.code}`)).toEqual([
      'username:too_big',
      'email:too_big',
      'password:too_big',
    ]);
    expect(ZUsername.safeParse(` ${huge} `).error?.issues).toHaveLength(1);
    expect(
      ZSaveTeam.safeParse({ name: ` ${huge} `, players: [] }).error?.issues.map((i) => `${i.path.join('.')}:${i.code}`),
    ).toEqual(['name:too_big', 'players:custom']);
  });
});

describe('the account language', () => {
  it('changes alone without the password; a username or email still needs it', () => {
    expect(ZUpdateUser.safeParse({ language: 'pl' }).success).toBe(true);
    expect(ZUpdateUser.safeParse({ language: 'en', password: 'secret' }).success).toBe(true);
    const rename = ZUpdateUser.safeParse({ username: 'someone', language: 'pl' });
    expect(rename.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', MESSAGES.passwordShort],
    ]);
  });

  it('is en or pl, refused with the coded message otherwise', () => {
    for (const language of ['de', 'PL', '', null, 1]) {
      const parsed = ZUpdateUser.safeParse({ language });
      expect(messageText(parsed.error?.issues[0]?.message ?? ''), String(language)).toBe(errorText('LANGUAGE_UNKNOWN'));
    }
    const register = {
      username: 'someone',
      email: 'some@one.org',
      password: 'correct horse',
      repeatPassword: 'correct horse',
    };
    expect(ZRegister.safeParse({ ...register, language: 'pl' }).data?.language).toBe('pl');
    expect(ZRegister.safeParse(register).success).toBe(true);
  });
});
