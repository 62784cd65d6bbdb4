/**
 * The setup options of every format (plain data, no bracket rules): what the create dialog offers and the server
 * accepts. The web reads this module instead of keeping its own copy.
 */
import type { TSeedType, TTournamentType } from '../../enums.ts';
import words from '../../i18n/words/en.ts';
import { refuse, type TBracketRefusal } from '../errors.ts';
import type { TTournamentSize } from '../sizes.ts';
import { DOUBLE_ELIMINATION_SETUP } from './double-elimination-setup.ts';
import type { TFormatSetup } from './format.ts';
import { GROUPS_PLAYOFFS_SETUP } from './groups-playoffs-setup.ts';
import type { TTournamentSettings } from './settings.ts';
import { ROUND_ROBIN_SETUP } from './round-robin-setup.ts';
import { SINGLE_ELIMINATION_SETUP } from './single-elimination-setup.ts';
import { SWISS_SETUP } from './swiss-setup.ts';

/** Every format's setup, by tournament type (a new type does not compile until it has one here). */
export const FORMAT_SETUPS: { readonly [K in TTournamentType]: TFormatSetup } = {
  SINGLE_ELIMINATION: SINGLE_ELIMINATION_SETUP,
  DOUBLE_ELIMINATION: DOUBLE_ELIMINATION_SETUP,
  ROUND_ROBIN: ROUND_ROBIN_SETUP,
  SWISS: SWISS_SETUP,
  GROUPS_PLAYOFFS: GROUPS_PLAYOFFS_SETUP,
};

/** Most competitors a tournament of this type and size takes. */
export function maxCompetitors(tournamentType: TTournamentType, size: TTournamentSize): number {
  return FORMAT_SETUPS[tournamentType].maxCompetitors(size);
}

/** Refuses a size, seed type or setting the tournament type does not offer, or a setting out of its range; null when valid. */
export function checkTournamentSetup(
  tournamentType: TTournamentType,
  size: TTournamentSize,
  seedType: TSeedType,
  settings: TTournamentSettings = {},
): TBracketRefusal | null {
  const setup = FORMAT_SETUPS[tournamentType];
  if (!setup.sizes.includes(size)) return refuse('invalid', 'SIZE_NOT_AVAILABLE', { size, format: tournamentType });
  if (!setup.seedTypes.includes(seedType))
    return refuse('invalid', 'SEED_TYPE_NOT_AVAILABLE', { seedType, format: tournamentType });
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) continue;
    const spec = setup.settings.find((s) => s.key === key);
    if (!spec) return refuse('invalid', 'SETTING_NOT_AVAILABLE', { key, format: tournamentType });
    // The refusal names the setting as the English answer always did ('Rounds must be from 3 to 63').
    const field = words[`setting.${spec.key}`];
    if (
      spec.kind === 'integer' &&
      (typeof value !== 'number' || !Number.isInteger(value) || value < spec.min || value > spec.max)
    ) {
      return refuse('invalid', 'FIELD_RANGE', { field, min: spec.min, max: spec.max });
    }
    if (spec.kind === 'boolean' && typeof value !== 'boolean') return refuse('invalid', 'FIELD_BOOLEAN', { field });
  }
  const refused = setup.checkSettings?.(settings);
  return refused ? refuse('invalid', refused.code, refused.params) : null;
}

/** The settings a new tournament stores: those given, and every other setting of its format at its default. */
export function settingsWithDefaults(
  tournamentType: TTournamentType,
  given: TTournamentSettings = {},
): TTournamentSettings {
  const settings: TTournamentSettings = {};
  for (const spec of FORMAT_SETUPS[tournamentType].settings) {
    if (spec.kind === 'boolean') settings[spec.key] = given[spec.key] ?? spec.default;
    else {
      const value = given[spec.key] ?? spec.default;
      if (value !== null) settings[spec.key] = value;
    }
  }
  return settings;
}
