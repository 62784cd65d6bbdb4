import { LIMITS } from '@caps/domain/limits';
import { generatedSeasonNumber } from '@caps/domain/season-names';
import { translate } from '../../i18n/i18n.ts';

/**
 * A season's name as shown: the server's generated "Season <n>" in the reader's language ("Sezon 1"), a name an admin
 * chose as typed (domain `season-names.ts`).
 */
export function seasonName(name: string): string {
  const number = generatedSeasonNumber(name);
  return number === null ? name : translate('season.generatedName', { number });
}

/** A name the server takes: 1–40 characters once trimmed (the server says so too). */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return translate('seasons.dialog.nameRequired');
  if (trimmed.length > LIMITS.seasonNameMax)
    return translate('seasons.dialog.nameTooLong', { max: LIMITS.seasonNameMax });
  return null;
}
