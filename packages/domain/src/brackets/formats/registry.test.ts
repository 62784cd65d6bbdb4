/** The registry holds exactly one format per tournament type, and the setups the web reads are the formats' own. */
import { describe, expect, it } from 'vitest';
import { TOURNAMENT_TYPES } from '../../enums.ts';
import { WORDS } from '../../i18n/word-text.ts';
import { formatOf, TOURNAMENT_FORMATS } from './registry.ts';
import { FORMAT_SETUPS } from './setups.ts';

describe('format registry', () => {
  it('has one format for every tournament type, under its own type', () => {
    expect(Object.keys(TOURNAMENT_FORMATS).sort()).toEqual([...TOURNAMENT_TYPES].sort());
    for (const type of TOURNAMENT_TYPES) expect(formatOf(type).setup.type).toBe(type);
  });

  it('serves the same setups as the formats', () => {
    expect(Object.keys(FORMAT_SETUPS).sort()).toEqual([...TOURNAMENT_TYPES].sort());
    for (const type of TOURNAMENT_TYPES) expect(FORMAT_SETUPS[type]).toBe(formatOf(type).setup);
  });

  it('every setup offers at least one size and one seed type, the dialog offers only accepted sizes, and each is named', () => {
    for (const type of TOURNAMENT_TYPES) {
      const setup = FORMAT_SETUPS[type];
      expect(setup.sizes.length).toBeGreaterThan(0);
      expect(setup.seedTypes.length).toBeGreaterThan(0);
      for (const size of setup.sizeChoices) expect(setup.sizes).toContain(size);
      // Its name and its settings' names are the shared words', in every language.
      for (const words of Object.values(WORDS)) {
        expect(words[`format.${type}`].length).toBeGreaterThan(0);
        expect(words[`format.${type}.about`].length).toBeGreaterThan(0);
        for (const spec of setup.settings) expect(words[`setting.${spec.key}`].length).toBeGreaterThan(0);
      }
    }
  });
});
