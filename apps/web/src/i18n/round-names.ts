/**
 * Round names in the active language. The domain names rounds in English (SPEC.md §9: 'Quarter finals', 'Lower round
 * 2', 'Round 3', 'Group B · Round 1'), for the server's answers and the bracket's columns alike; the web shows each in
 * the reader's language. A name this does not know is shown as it is.
 */
import { translate } from './i18n.ts';

const NAMED = {
  'Ro 64': 'tournaments.round.ro64',
  'Ro 32': 'tournaments.round.ro32',
  'Ro 16': 'tournaments.round.ro16',
  'Quarter finals': 'tournaments.round.quarterFinals',
  'Semi finals': 'tournaments.round.semiFinals',
  Final: 'tournaments.round.final',
  'Bracket Finals': 'tournaments.round.bracketFinals',
  'Lower Bracket Finals': 'tournaments.round.lowerBracketFinals',
  'Grand Finals': 'tournaments.round.grandFinals',
  'Grand Final reset': 'tournaments.round.grandFinalReset',
  'Upper bracket': 'tournaments.round.upperBracket',
  'Lower bracket': 'tournaments.round.lowerBracket',
  Reset: 'tournaments.round.reset',
} as const;

const isNamed = (name: string): name is keyof typeof NAMED => Object.prototype.hasOwnProperty.call(NAMED, name);

/** `name` (a domain round name) in the active language. */
export function localRoundName(name: string): string {
  if (isNamed(name)) return translate(NAMED[name]);
  const lower = /^Lower round (\d+)$/.exec(name);
  if (lower) return translate('tournaments.round.lower', { n: Number(lower[1]) });
  const round = /^Round (\d+)$/.exec(name);
  if (round) return translate('tournaments.round.n', { n: Number(round[1]) });
  const group = /^Group (\w+) · Round (\d+)$/.exec(name);
  if (group) return translate('tournaments.round.groupRound', { group: group[1] ?? '', n: Number(group[2]) });
  return name;
}
