/**
 * `npm run new:format NAME` (e.g. `ladder`): a new tournament format, LADDER, that starts as a copy of round robin's
 * rules and setup, registered everywhere the build checks a format (the tournament types, the formats' and setups'
 * registries, the web's renderers) with its words in both languages and a test; then write its own rules in its
 * module. Prints the files it created and edited. `--dry-run` lists them only.
 */
import { addImport, insertBefore, type Scaffold } from './scaffold.ts';

const FORMATS = 'packages/domain/src/brackets/formats';

export function newFormat(name: string): Scaffold {
  if (!/^[a-z][a-z0-9]*([-_][a-z0-9]+)*$/.test(name))
    throw new Error(`new:format: NAME is lower case words joined by - or _ (ladder, king-of-the-hill), not ${name}`);
  const file = name.replace(/_/g, '-');
  const TYPE = file.replace(/-/g, '_').toUpperCase();
  const label = file.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
  const word = (lang: 'en' | 'pl') => ({
    path: `packages/domain/src/i18n/words/${lang}.ts`,
    what: `its name and description in ${lang === 'en' ? 'English' : 'Polish'}`,
    edit: (text: string) => {
      const named = insertBefore(text, /^ {2}'format\.GROUPS_PLAYOFFS'/m, `  'format.${TYPE}': '${label}',\n`);
      return insertBefore(
        named,
        /^ {2}'format\.GROUPS_PLAYOFFS\.about'/m,
        `  'format.${TYPE}.about': '${label}: how it is played.',\n`,
      );
    },
  });
  return {
    steps: [
      {
        path: `${FORMATS}/${file}.ts`,
        what: `the format's rules (${TYPE}: a copy of round robin's to change)`,
        create: () =>
          `/** ${label} (scaffolded from round robin: write its own rules here). */\nimport type { TTournamentFormat } from './format.ts';\nimport { ${TYPE}_SETUP } from './${file}-setup.ts';\nimport { ROUND_ROBIN } from './round-robin.ts';\n\nexport const ${TYPE}: TTournamentFormat = { ...ROUND_ROBIN, setup: ${TYPE}_SETUP };\n`,
      },
      {
        path: `${FORMATS}/${file}-setup.ts`,
        what: 'its setup options (sizes, seedings, settings) for the create dialog and the server',
        create: () =>
          `/** ${label}: its setup options (plain data, read by the create dialog). */\nimport type { TFormatSetup } from './format.ts';\nimport { ROUND_ROBIN_SETUP } from './round-robin-setup.ts';\n\nexport const ${TYPE}_SETUP: TFormatSetup = { ...ROUND_ROBIN_SETUP, type: '${TYPE}' };\n`,
      },
      {
        path: `${FORMATS}/${file}.test.ts`,
        what: "the format's test",
        create: () =>
          `import { describe, expect, it } from 'vitest';\nimport { formatOf } from './registry.ts';\n\ndescribe('${label}', () => {\n  it('is registered with its setup', () => {\n    expect(formatOf('${TYPE}').setup.type).toBe('${TYPE}');\n  });\n});\n`,
      },
      {
        path: 'packages/domain/src/enums.ts',
        what: `${TYPE} among the tournament types`,
        edit: (text) => insertBefore(text, '] as const;\nexport type TTournamentType', `, '${TYPE}'`),
      },
      {
        path: `${FORMATS}/registry.ts`,
        what: 'the format by its type',
        edit: (text) =>
          insertBefore(
            addImport(text, `import { ${TYPE} } from './${file}.ts';`),
            /^};/m,
            `  ${TYPE},\n`,
            text.indexOf('export const TOURNAMENT_FORMATS'),
          ),
      },
      {
        path: `${FORMATS}/setups.ts`,
        what: 'its setup by its type',
        edit: (text) =>
          insertBefore(
            addImport(text, `import { ${TYPE}_SETUP } from './${file}-setup.ts';`),
            /^};/m,
            `  ${TYPE}: ${TYPE}_SETUP,\n`,
            text.indexOf('export const FORMAT_SETUPS'),
          ),
      },
      {
        path: 'apps/web/src/features/tournaments/bracket/bracket-renderers.ts',
        what: "how the tournament page draws it (round robin's rounds, to change)",
        edit: (text) =>
          insertBefore(
            text,
            /^};/m,
            `  ${TYPE}: { View: RoundsBracket, width: () => 0, notStarted: 'tournaments.page.notStartedRounds' },\n`,
            text.indexOf('export const BRACKET_RENDERERS'),
          ),
      },
      word('en'),
      word('pl'),
    ],
    then: [
      "write the format's rules in its module (and its setup's sizes and seedings)",
      "npm run typecheck, then the format's test and registry.test.ts",
    ],
  };
}
