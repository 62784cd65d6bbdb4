/** The league rulebook and the ten commandments, as message keys so the pages only lay them out (i18n/messages/<language>/rules.ts). */
import type { rules } from '../../i18n/messages/en/rules.ts';

/** A message of the rulebook (none takes arguments). */
type RulesKey = keyof typeof rules;

export interface RuleSection {
  title: RulesKey;
  rules: RulesKey[];
}

export const RULE_SECTIONS: RuleSection[] = [
  { title: 'rules.need.title', rules: ['rules.need.1', 'rules.need.2', 'rules.need.3', 'rules.need.4', 'rules.need.5', 'rules.need.6'] },
  { title: 'rules.setup.title', rules: ['rules.setup.1', 'rules.setup.2', 'rules.setup.3', 'rules.setup.4'] },
  { title: 'rules.throwing.title', rules: ['rules.throwing.1', 'rules.throwing.2', 'rules.throwing.3', 'rules.throwing.4'] },
  { title: 'rules.rebuttals.title', rules: ['rules.rebuttals.1', 'rules.rebuttals.2', 'rules.rebuttals.3', 'rules.rebuttals.4'] },
  { title: 'rules.winning.title', rules: ['rules.winning.1', 'rules.winning.2', 'rules.winning.3', 'rules.winning.4'] },
  { title: 'rules.types.title', rules: ['rules.types.1', 'rules.types.2', 'rules.types.3', 'rules.types.4'] },
  { title: 'rules.league.title', rules: ['rules.league.1', 'rules.league.2', 'rules.league.3', 'rules.league.4', 'rules.league.5'] },
];

export const COMMANDMENTS: RulesKey[] = [
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
