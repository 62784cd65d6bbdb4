/**
 * Round names in English (SPEC §9), for the answers that carry a name as text besides its code (the reopen preview's
 * `roundName`, the acceptance list's `round`) and for the rules' tests. The web words the codes itself.
 */
import type { TRoundCode } from './match-place.ts';

/** 'Quarter finals', 'Lower round 2', 'Group B · Round 1': the English name of a round code. */
export function roundNameText(round: TRoundCode): string {
  switch (round.code) {
    case 'ROUND_OF':
      return `Ro ${round.n}`;
    case 'QUARTER_FINAL':
      return 'Quarter finals';
    case 'SEMI_FINAL':
      return 'Semi finals';
    case 'FINAL':
      return 'Final';
    case 'UPPER_FINAL':
      return 'Bracket Finals';
    case 'LOWER_ROUND':
      return `Lower round ${round.n}`;
    case 'LOWER_FINAL':
      return 'Lower Bracket Finals';
    case 'GRAND_FINAL':
      return 'Grand Finals';
    case 'GRAND_FINAL_RESET':
      return 'Grand Final reset';
    case 'ROUND':
      return `Round ${round.n}`;
    case 'GROUP_ROUND':
      return `Group ${String.fromCharCode(65 + round.group)} · Round ${round.n}`;
  }
}
