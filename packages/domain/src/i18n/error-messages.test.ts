import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WINNER_CHANGE_MESSAGE } from '../brackets/advance.ts';
import { GAME_RULE_MESSAGES } from '../game-rules.ts';
import { LIMITS } from '../limits.ts';
import { TEAM_MESSAGES } from '../api/team-messages.ts';
import { MESSAGES } from '../validation/account-messages.ts';
import { ERROR_CODES, isErrorCode } from './error-codes.ts';
import en from './error-messages/en.ts';
import pl from './error-messages/pl.ts';
import { codedError, errorText, placeholdersOf, refusalOf, type TErrorParams } from './error-text.ts';

const CATALOGUES = { en, pl } as Record<string, Record<string, string>>;
const unique = (names: string[]) => [...new Set(names)].sort();

describe('error codes and their messages', () => {
  it('are UPPER_SNAKE, listed once, and every language has each of them and no other', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    for (const [language, messages] of Object.entries(CATALOGUES)) {
      expect(Object.keys(messages).sort(), language).toEqual([...ERROR_CODES].sort());
      for (const code of ERROR_CODES) expect(messages[code]?.trim(), `${language} ${code}`).toBeTruthy();
    }
  });

  it.each(ERROR_CODES)('%s has the same placeholders in every language', (code) => {
    const names = unique(placeholdersOf(en[code]));
    for (const [language, messages] of Object.entries(CATALOGUES)) expect(unique(placeholdersOf(messages[code] ?? '')), language).toEqual(names);
  });

  it('keeps braces for placeholders and apostrophes literal (ICU MessageFormat reads them as written)', () => {
    for (const [language, messages] of Object.entries(CATALOGUES)) {
      for (const [code, message] of Object.entries(messages)) {
        // Outside placeholders, no brace; an apostrophe never stands before a brace or another apostrophe (ICU quoting).
        expect(message.replace(/\{\w+\}/g, ''), `${language} ${code}`).not.toMatch(/[{}]|'[{}'#|]/);
      }
    }
  });

  it.each(ERROR_CODES)('%s reads back from its English text with its parameters', (code) => {
    const params: TErrorParams = {};
    placeholdersOf(en[code]).forEach((name, i) => (params[name] = name === 'field' || name === 'name' ? `name${i}` : 11 + i));
    const text = errorText(code, params);
    expect(text).not.toMatch(/[{}]/);
    expect(codedError(text)).toEqual(Object.keys(params).length ? { code, params } : { code });
  });

  it('reads the spec and rule texts the domain shows back to their codes', () => {
    expect(codedError(MESSAGES.usernameTooLong)).toEqual({ code: 'USERNAME_TOO_LONG', params: { max: LIMITS.usernameMax } });
    expect(codedError(MESSAGES.passwordShort)?.code).toBe('PASSWORD_TOO_SHORT');
    expect(codedError(TEAM_MESSAGES.nameTooShort)?.code).toBe('TEAM_NAME_TOO_SHORT');
    expect(codedError(WINNER_CHANGE_MESSAGE)?.code).toBe('CORRECTION_CHANGES_WINNER');
    for (const text of Object.values(GAME_RULE_MESSAGES)) expect(codedError(text), text).toBeDefined();
    const errors = [
      MESSAGES.usernameTooShort,
      MESSAGES.usernameSpaces,
      MESSAGES.email,
      MESSAGES.password,
      MESSAGES.passwordsDontMatch,
      MESSAGES.passwordInvalid,
      MESSAGES.loginFailed,
      MESSAGES.registerFailed,
    ];
    for (const text of errors) expect(codedError(text), text).toBeDefined();
    for (const key of ['twoPlayers', 'nameTooLong', 'nameSpaces', 'mustBeMember', 'notMember', 'notFound', 'deleted'] as const) expect(codedError(TEAM_MESSAGES[key]), key).toBeDefined();
  });

  it('prefers the exact text to a template: "Title is required" is not "{field} is required"', () => {
    expect(codedError('Title is required')).toEqual({ code: 'POST_TITLE_REQUIRED' });
    expect(codedError('endpoint is required')).toEqual({ code: 'FIELD_REQUIRED', params: { field: 'endpoint' } });
    expect(codedError('Text cannot be longer than 30 characters.')).toEqual({ code: 'USERNAME_TOO_LONG', params: { max: 30 } });
    expect(codedError('Text cannot be longer than 10000 characters')).toEqual({ code: 'POST_TEXT_TOO_LONG', params: { max: 10000 } });
    expect(codedError('Invalid input: expected string, received number')).toBeUndefined();
    expect(isErrorCode('TEAM_NOT_FOUND')).toBe(true);
    expect(isErrorCode('NO_SUCH_CODE')).toBe(false);
  });

  it('reads a refusal body: its code, else the code of its English text, else nothing', () => {
    expect(refusalOf({ error: 'Team name cannot be longer than 30 characters', code: 'TEAM_NAME_TOO_LONG', params: { max: 30 } })).toEqual({
      code: 'TEAM_NAME_TOO_LONG',
      params: { max: 30 },
    });
    expect(refusalOf({ error: 'Team not found', code: 'TEAM_NOT_FOUND' })).toEqual({ code: 'TEAM_NOT_FOUND' });
    expect(refusalOf({ error: 'Team not found' })).toEqual({ code: 'TEAM_NOT_FOUND' });
    expect(refusalOf({ error: 'Something new', code: 'A_FUTURE_CODE' })).toBeUndefined();
    expect(refusalOf('<html>')).toBeUndefined();
    expect(refusalOf(null)).toBeUndefined();
  });
});

/**
 * Every message literal of the domain's sources (zod messages, refusals, rule failures) is one of the catalogue's
 * English texts, so the server answers its code and a client shows it in its language. A `${…}` in a template literal
 * stands for a parameter.
 */
describe('the domain speaks only catalogue texts', () => {
  const SRC = path.resolve(import.meta.dirname, '..');
  const files = (fs.readdirSync(SRC, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('i18n') && !f.includes('render-endpoint-table'))
    .sort();
  // Lines that word a refusal: a zod message, a rule failure, a bracket refusal, a format's settings check.
  const MESSAGE_LINE = /refuse\(|fail\(|error:|message:|\.(min|max|int|regex|refine)\(|checkSettings|_MESSAGE =/;
  const LITERAL = /(describe\(\s*)?(['"`])((?:\\.|\$\{[^}]*\}|(?!\2)[^\\])*)\2/g;

  const messages: { where: string; text: string }[] = [];
  for (const file of files) {
    const lines = fs.readFileSync(path.join(SRC, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (!MESSAGE_LINE.test(line) && !/^\s*(groupSize|\? `)/.test(line)) return;
      for (const m of line.matchAll(LITERAL)) {
        const [, describe, , body = ''] = m;
        if (describe || !body.includes(' ') || /^\s*(\/\/|\/?\*)/.test(line)) continue;
        messages.push({ where: `${file}:${i + 1}`, text: body.replace(/\$\{[^}]*\}/g, '5').replace(/\\(.)/g, '$1') });
      }
    });
  }

  it('finds the messages', () => {
    expect(messages.length).toBeGreaterThan(80);
  });

  it.each(messages)('$where: "$text"', ({ text }) => {
    expect(codedError(text)).toBeDefined();
  });
});
