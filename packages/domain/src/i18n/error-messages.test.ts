import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '../api/team-messages.ts';
import { refuse } from '../brackets/errors.ts';
import { GAME_RULES, GameRuleError } from '../game-rules.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../validation/account-messages.ts';
import { ERROR_CODES, isErrorCode } from './error-codes.ts';
import en from './error-messages/en.ts';
import pl from './error-messages/pl.ts';
import { codedIssue, codeMessage, errorText, messageText, type TErrorParams } from './error-text.ts';

const CATALOGUES = { en, pl } as Record<string, Record<string, string>>;
const unique = (names: string[]) => [...new Set(names)].sort();

/** The names of a message's parameters, in order of appearance (repeats kept). */
function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1] ?? '');
}

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
    for (const [language, messages] of Object.entries(CATALOGUES))
      expect(unique(placeholdersOf(messages[code] ?? '')), language).toEqual(names);
  });

  it('keeps braces for placeholders and apostrophes literal (ICU MessageFormat reads them as written)', () => {
    for (const [language, messages] of Object.entries(CATALOGUES)) {
      for (const [code, message] of Object.entries(messages)) {
        // Outside placeholders, no brace; an apostrophe never stands before a brace or another apostrophe (ICU quoting).
        expect(message.replace(/\{\w+\}/g, ''), `${language} ${code}`).not.toMatch(/[{}]|'[{}'#|]/);
      }
    }
  });

  it.each(ERROR_CODES)(
    '%s reads back from its coded message with its parameters, and its English fills every placeholder',
    (code) => {
      const params: TErrorParams = {};
      const awkward: TErrorParams = {}; // a text parameter may hold the separator and JSON of its own
      placeholdersOf(en[code]).forEach((name, i) => {
        const isText = name === 'field' || name === 'name';
        params[name] = isText ? `name${i}` : 11 + i;
        awkward[name] = isText ? `name ${i} | {"x": 1}` : 11 + i;
      });
      const coded = Object.keys(awkward).length ? { code, params: awkward } : { code };
      expect(codedIssue(codeMessage(code, awkward))).toEqual(coded);
      expect(codedIssue(codeMessage(coded))).toEqual(coded);
      expect(errorText(code, params)).not.toMatch(/[{}]/);
      expect(messageText(codeMessage(code, params))).toBe(errorText(code, params));
    },
  );

  it('writes the spec and rule texts the domain refuses with, word for word', () => {
    expect(codedIssue(MESSAGES.usernameTooLong)).toEqual({
      code: 'USERNAME_TOO_LONG',
      params: { max: LIMITS.usernameMax },
    });
    expect(messageText(MESSAGES.usernameTooLong)).toBe(`Text cannot be longer than ${LIMITS.usernameMax} characters.`);
    expect(codedIssue(MESSAGES.passwordShort)?.code).toBe('PASSWORD_TOO_SHORT');
    expect(codedIssue(TEAM_MESSAGES.nameTooShort)?.code).toBe('TEAM_NAME_TOO_SHORT');
    expect(messageText(TEAM_MESSAGES.nameTooShort)).toBe(`Lenght of ${LIMITS.teamNameMin} required`);
    expect(refuse('conflict', 'CORRECTION_CHANGES_WINNER')).toEqual({
      kind: 'conflict',
      code: 'CORRECTION_CHANGES_WINNER',
      message: 'This correction changes the winner of a tournament match: reopen the match instead',
    });
    expect(new GameRuleError(GAME_RULES.draw)).toMatchObject({
      code: 'GAME_DRAW',
      message: 'Game cannot end in a draw',
    });
    expect(new GameRuleError(GAME_RULES.overtimeMax).message).toBe(
      `Overtime game cannot go past ${LIMITS.maxScoreOvertime} points`,
    );
    for (const [key, message] of [...Object.entries(MESSAGES), ...Object.entries(TEAM_MESSAGES)])
      expect(codedIssue(message), key).toBeDefined();
    expect(errorText('POST_TITLE_REQUIRED')).toBe('Title is required');
    expect(errorText('FIELD_REQUIRED', { field: 'endpoint' })).toBe('endpoint is required');
    expect(errorText('POST_TEXT_TOO_LONG', { max: 10000 })).toBe('Text cannot be longer than 10000 characters');
  });

  it("reads zod's own wording, and anything else that is no coded message, as no code", () => {
    expect(codedIssue('Invalid input: expected string, received number')).toBeUndefined();
    expect(messageText('Invalid input: expected string, received number')).toBe(
      'Invalid input: expected string, received number',
    );
    expect(codedIssue('NO_SUCH_CODE')).toBeUndefined();
    expect(codedIssue('TEAM_NOT_FOUND|not json')).toBeUndefined();
    expect(codedIssue('TEAM_NOT_FOUND|[1]')).toBeUndefined();
    expect(codedIssue('')).toBeUndefined();
    expect(isErrorCode('TEAM_NOT_FOUND')).toBe(true);
    expect(isErrorCode('NO_SUCH_CODE')).toBe(false);
  });
});

/**
 * The domain's sources word no refusal in English: every zod message, rule failure and bracket refusal names a code
 * (`codeMessage`, `refuse(kind, CODE)`, `GAME_RULES`), whose English the catalogue writes. The typecheck holds the
 * codes to `ERROR_CODES`; this holds the sources to codes.
 */
describe('the domain speaks only codes', () => {
  const SRC = path.resolve(import.meta.dirname, '..');
  const files = (fs.readdirSync(SRC, { recursive: true }) as string[])
    .filter(
      (f) =>
        f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('i18n') && !f.includes('render-endpoint-table'),
    )
    .sort();
  // Lines that word a refusal: a zod message, a rule failure, a bracket refusal, a format's settings check.
  const MESSAGE_LINE =
    /refuse\(|fail\(|error:|message:|\.(min|max|int|regex|refine)\(|checkSettings|_MESSAGE =|codeMessage\(/;
  const LITERAL = /(describe\(\s*)?(['"`])((?:\\.|\$\{[^}]*\}|(?!\2)[^\\])*)\2/g;

  const lines: { where: string; line: string }[] = [];
  const prose: { where: string; text: string }[] = [];
  const codes: { where: string; code: string }[] = [];
  for (const file of files) {
    fs.readFileSync(path.join(SRC, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const where = `${file}:${i + 1}`;
        if (!MESSAGE_LINE.test(line) || /^\s*(\/\/|\/?\*)/.test(line)) return;
        lines.push({ where, line });
        for (const m of line.matchAll(LITERAL)) {
          const [, describe, , body = ''] = m;
          if (!describe && / /.test(body) && /[a-z]/i.test(body)) prose.push({ where, text: body });
        }
        for (const m of line.matchAll(/(?:codeMessage\(|refuse\('[a-z-]+', |code: )'([A-Z0-9_]+)'/g))
          codes.push({ where, code: m[1] ?? '' });
      });
  }

  it('finds the messages', () => {
    expect(lines.length).toBeGreaterThan(80);
    expect(codes.length).toBeGreaterThan(100);
  });

  it('words none of them in English', () => {
    expect(prose).toEqual([]);
  });

  it('names only codes of the catalogue', () => {
    expect(codes.filter(({ code }) => !isErrorCode(code))).toEqual([]);
  });
});
