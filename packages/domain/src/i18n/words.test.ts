/**
 * The shared words (`words/<language>.ts`): every code the domain names has its words in every language, with the same
 * placeholders, written so that both the server's plain filling and the web's compiled form read them alike.
 */
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, NOTIFICATION_TITLES, TOURNAMENT_TYPES } from '../enums.ts';
import { GAME_TYPES } from '../game-types.ts';
import { isSeasonAward } from '../achievement-conditions.ts';
import { STAT_FIELDS, STAT_KEYS } from '../stat-fields.ts';
import { FORMAT_SETUPS } from '../brackets/formats/setups.ts';
import { LANGUAGES } from './languages.ts';
import { errorTextIn, wordIn, WORDS, type TWordKey } from './word-text.ts';
import { errorText } from './error-text.ts';
import { ERROR_CODES } from './error-codes.ts';

/** Every key the domain's codes need words for, derived from the codes themselves. */
const NEEDED: TWordKey[] = [
  ...GAME_TYPES.map((type) => `gameType.${type}` as const),
  ...ACHIEVEMENTS.map((kind) => `achievement.${kind}` as const),
  'seasonAward.SEASON_CHAMPION',
  'seasonAward.SEASON_PODIUM',
  ...ACHIEVEMENTS.filter(isSeasonAward).map((kind) => `seasonAward.${kind}` as const),
  'season.generatedName',
  ...STAT_KEYS.filter((key) => STAT_FIELDS[key].profile !== null).map((key) => `stats.${key}` as TWordKey),
  ...NOTIFICATION_TITLES.map((title) => `notification.${title}` as const),
  'notification.TOURNAMENT_MATCH',
  ...TOURNAMENT_TYPES.map((type) => `format.${type}` as const),
  ...TOURNAMENT_TYPES.map((type) => `format.${type}.about` as const),
  ...TOURNAMENT_TYPES.flatMap((type) => FORMAT_SETUPS[type].settings.map((spec) => `setting.${spec.key}` as const)),
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the shared words', () => {
  it('word every code in every language, and nothing else', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(WORDS[language]).sort(), language).toEqual([...new Set(NEEDED)].sort());
      for (const key of NEEDED) expect(WORDS[language][key].trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('give every language the same placeholders, and use no ICU beyond `{name}`', () => {
    for (const key of NEEDED) {
      for (const language of LANGUAGES) {
        const text = WORDS[language][key];
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(WORDS.en[key]));
        expect(text.replace(/\{\w+\}/g, ''), `${language} ${key}`).not.toMatch(/[{}#]|'[{}'#|]/);
      }
    }
  });

  it('fill their placeholders, and differ between the languages where a word is translated', () => {
    expect(wordIn('en', 'seasonAward.SEASON_CHAMPION', { season: 'Season 2' })).toBe('Season champion: Season 2!');
    expect(wordIn('pl', 'seasonAward.SEASON_PODIUM', { season: 'Sezon 2' })).toBe('Podium sezonu: Sezon 2!');
    expect(wordIn('pl', 'gameType.DOUBLES')).toBe('Debel');
    expect(wordIn('en', 'setting.swissRounds')).toBe('Rounds');
    expect(wordIn('pl', 'season.generatedName', { number: 3 })).toBe('Sezon 3');
  });
});

describe('error messages in a language', () => {
  it('are the English `errorText` in English, and the Polish catalogue in Polish', () => {
    for (const code of ERROR_CODES)
      expect(errorTextIn('en', code, { max: 15, field: 'x', min: 1 })).toBe(
        errorText(code, { max: 15, field: 'x', min: 1 }),
      );
    expect(errorTextIn('pl', 'USERNAME_TOO_LONG', { max: 15 })).toBe('Tekst może mieć najwyżej 15 zn.');
  });
});
