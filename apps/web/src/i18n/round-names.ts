/**
 * Round names in the active language, from the codes the server sends with every entry (SPEC.md §9: 'Quarter
 * finals', 'Lower round 2', 'Round 3', 'Group B · Round 1'; see @caps/domain brackets/match-place.ts).
 */
import type { TRoundCode } from '@caps/domain';
import { groupLetter } from '@caps/domain/brackets/formats/groups-playoffs';
import { translate } from './i18n.ts';

/** The rounds named by their players: the sizes a bracket's first row can have before the quarter finals. */
const ROUND_OF = { 16: 'tournaments.round.ro16', 32: 'tournaments.round.ro32', 64: 'tournaments.round.ro64' } as const;

const isRoundOf = (n: number): n is keyof typeof ROUND_OF => Object.prototype.hasOwnProperty.call(ROUND_OF, n);

/** `round` (a round's code) in the active language. */
export function roundWords(round: TRoundCode): string {
  switch (round.code) {
    case 'ROUND_OF':
      return isRoundOf(round.n) ? translate(ROUND_OF[round.n]) : translate('tournaments.round.n', { n: round.n });
    case 'QUARTER_FINAL':
      return translate('tournaments.round.quarterFinals');
    case 'SEMI_FINAL':
      return translate('tournaments.round.semiFinals');
    case 'FINAL':
      return translate('tournaments.round.final');
    case 'UPPER_FINAL':
      return translate('tournaments.round.bracketFinals');
    case 'LOWER_ROUND':
      return translate('tournaments.round.lower', { n: round.n });
    case 'LOWER_FINAL':
      return translate('tournaments.round.lowerBracketFinals');
    case 'GRAND_FINAL':
      return translate('tournaments.round.grandFinals');
    case 'GRAND_FINAL_RESET':
      return translate('tournaments.round.grandFinalReset');
    case 'ROUND':
      return translate('tournaments.round.n', { n: round.n });
    case 'GROUP_ROUND':
      return translate('tournaments.round.groupRound', { group: groupLetter(round.group), n: round.n });
  }
}
