import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from './i18n.ts';
import enWords from '@caps/domain/i18n/words/en';
import { en as enAreas, messages as enMessages } from './messages/en/index.ts';
import { messages as plMessages } from './messages/pl/index.ts';

/**
 * The web's own messages of each language, as written. The domain's words and the server's error messages join each
 * catalogue already in their compiled form (`achievement.<KIND>`..., `error.<CODE>`, messages/error-entries.ts);
 * packages/domain/src/i18n tests their texts.
 */
const isDomainKey = (key: string) => key.startsWith('error.') || Object.prototype.hasOwnProperty.call(enWords, key);
const webMessages = (messages: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(messages).flatMap(([key, message]) => (isDomainKey(key) ? [] : [[key, String(message)]])),
  ) as Record<string, string>;
const en = webMessages(enMessages);
const pl = webMessages(plMessages);
const CATALOGUES = { en, pl } as const;

type Compiled = ReturnType<typeof compileMessageOrThrow>;

/** Each ICU argument of a compiled message with its kind ('' for a plain `{name}`, 'plural', 'select', 'number'...). */
function argumentsOf(compiled: Compiled, into = new Map<string, string>()): Map<string, string> {
  if (!Array.isArray(compiled)) return into;
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [name, kind, branches] = token as [string, string?, Record<string, Compiled>?];
    into.set(name, kind ?? '');
    if (branches && typeof branches === 'object')
      for (const branch of Object.values(branches)) argumentsOf(branch as Compiled, into);
  }
  return into;
}

/** The plural categories each branch set of a message uses. */
function pluralCategories(compiled: Compiled, into: string[][] = []): string[][] {
  if (!Array.isArray(compiled)) return into;
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [, kind, branches] = token as [string, string?, Record<string, Compiled>?];
    if (kind === 'plural' && branches) {
      into.push(Object.keys(branches).filter((k) => !/^=?\d+$/.test(k) && k !== 'offset'));
      for (const branch of Object.values(branches)) pluralCategories(branch as Compiled, into);
    }
  }
  return into;
}

describe('message catalogues', () => {
  it('have every key in every language, and no other (the server error codes included)', () => {
    const keys = Object.keys(enMessages).sort();
    expect(Object.keys(plMessages).sort()).toEqual(keys);
    expect(keys).toContain('error.LOGIN_FAILED');
  });

  it('give the server error codes in the compiled form Lingui formats', () => {
    expect(plMessages['error.USERNAME_TOO_LONG']).toEqual(['Tekst może mieć najwyżej ', ['max'], ' zn.']);
    expect(enMessages['error.LOGIN_FAILED']).toEqual(['Invalid username or password']);
  });

  it("give the domain's shared words under their own keys, compiled the same way, and no area words them again", () => {
    expect(enMessages['achievement.PLAY_FIRST_GAME']).toEqual(['Play first game!']);
    expect(plMessages['seasonAward.SEASON_CHAMPION']).toEqual(['Mistrz sezonu: ', ['season'], '!']);
    expect(plMessages['gameType.DOUBLES']).toEqual(['Debel']);
    for (const key of Object.keys(enWords)) expect(Object.keys(enAreas), key).not.toContain(key);
  });

  it('hold only ICU messages that compile (the build compiles them the same way)', () => {
    for (const language of LANGUAGES) {
      for (const [key, message] of Object.entries(CATALOGUES[language])) {
        expect(typeof message, `${language} ${key}`).toBe('string');
        expect(() => compileMessageOrThrow(message), `${language} ${key}`).not.toThrow();
      }
    }
  });

  it('give each message the same arguments in every language (a language may pluralize where English needs not)', () => {
    const namesOf = (message: string) => [...argumentsOf(compileMessageOrThrow(message)).keys()].sort();
    for (const [key, message] of Object.entries(en)) {
      for (const language of LANGUAGES)
        expect(namesOf(CATALOGUES[language][key] ?? ''), `${language} ${key}`).toEqual(namesOf(message));
    }
  });

  it('give every plural each category of its language (Polish: one, few, many, other)', () => {
    for (const language of LANGUAGES) {
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [key, message] of Object.entries(CATALOGUES[language])) {
        for (const categories of pluralCategories(compileMessageOrThrow(message))) {
          expect(categories.sort(), `${language} ${key}`).toEqual([...needed].sort());
        }
      }
    }
  });

  it('keep the Polish default submit label SPEC.md gives, and word the refresh failure in each language', () => {
    expect(pl['session.refreshFailed']).toBe('Nastąpiło wylogowanie');
    expect(en['session.refreshFailed']).toBe('You were signed out: please sign in again');
    expect(pl['form.submit']).toBe('Wyślij');
    expect(en['form.submit']).toBe('Wyślij');
  });
});
