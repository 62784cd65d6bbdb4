/** The league rulebook and the ten commandments, as message keys so the pages only lay them out (i18n/messages/<language>/rules.ts). */
import { LIMITS } from '@caps/domain/limits';
import type { translate } from '../../i18n/i18n.ts';
import type { rules } from '../../i18n/messages/en/rules.ts';

/** A message of the rulebook. */
type RulesKey = keyof typeof rules;

/** A title of the rulebook (none takes arguments). */
type TitleKey = Extract<RulesKey, `${string}.title`>;

export interface RuleSection {
  title: TitleKey;
  rules: RulesKey[];
}

export const RULE_SECTIONS: RuleSection[] = [
  {
    title: 'rules.need.title',
    rules: ['rules.need.1', 'rules.need.2', 'rules.need.3', 'rules.need.4', 'rules.need.5', 'rules.need.6'],
  },
  { title: 'rules.setup.title', rules: ['rules.setup.1', 'rules.setup.2', 'rules.setup.3', 'rules.setup.4'] },
  {
    title: 'rules.throwing.title',
    rules: ['rules.throwing.1', 'rules.throwing.2', 'rules.throwing.3', 'rules.throwing.4'],
  },
  {
    title: 'rules.rebuttals.title',
    rules: ['rules.rebuttals.1', 'rules.rebuttals.2', 'rules.rebuttals.3', 'rules.rebuttals.4'],
  },
  { title: 'rules.winning.title', rules: ['rules.winning.1', 'rules.winning.2', 'rules.winning.3', 'rules.winning.4'] },
  { title: 'rules.types.title', rules: ['rules.types.1', 'rules.types.2', 'rules.types.3', 'rules.types.4'] },
  {
    title: 'rules.league.title',
    rules: ['rules.league.1', 'rules.league.2', 'rules.league.3', 'rules.league.4', 'rules.league.5'],
  },
];

export const COMMANDMENTS: Extract<RulesKey, `commandments.${number}`>[] = [
  'commandments.1',
  'commandments.2',
  'commandments.3',
  'commandments.4',
  'commandments.5',
  'commandments.6',
  'commandments.7',
  'commandments.8',
  'commandments.9',
  'commandments.10',
];

/** A rule's text: the numbers the league sets (points to win, starting points, Elo's K...) come from the domain's limits. */
export function ruleText(t: typeof translate, key: RulesKey): string {
  switch (key) {
    case 'rules.winning.1':
      return t(key, { points: LIMITS.pointsToWin });
    case 'rules.winning.2':
      return t(key, {
        points: LIMITS.pointsToWin,
        lead: LIMITS.overtimeLead,
        tied: LIMITS.pointsToWin - 1,
        max: LIMITS.maxScoreOvertime,
      });
    case 'rules.league.3':
      // One game moves at most K points (SERVER-RULES §3).
      return t(key, { startingPoints: LIMITS.startingPoints, maxMove: LIMITS.eloK });
    case 'rules.league.4':
      return t(key, { games: LIMITS.leaderboardMinGames });
    default:
      return t(key);
  }
}
