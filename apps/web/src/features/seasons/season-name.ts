import { LIMITS } from '@caps/domain/limits';
import { translate } from '../../i18n/i18n.ts';

/** A name the server takes: 1–40 characters once trimmed (the server says so too). */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return translate('seasons.dialog.nameRequired');
  if (trimmed.length > LIMITS.seasonNameMax) return translate('seasons.dialog.nameTooLong', { max: LIMITS.seasonNameMax });
  return null;
}
