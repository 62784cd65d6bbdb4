/**
 * `npm run new:format NAME` (e.g. `ladder`): a new tournament format, LADDER, that starts as a copy of round robin's
 * rules and setup (so its drawing too: the setup's `drawing`), registered everywhere the build checks a format (the
 * tournament types, the formats' and setups' registries) with its words in both languages; then write its own rules
 * in its module. Prints the files it created and edited. `--dry-run` lists them only.
 */
import { addImport, insertBefore, type Scaffold, type ScaffoldStep } from './scaffold.ts';

const FORMATS = 'packages/domain/src/brackets/formats';

/** The new format's names: its file, its type and its English label. */
type TNames = { file: string; TYPE: string; label: string };

function namesOf(name: string): TNames {
  if (!/^[a-z][a-z0-9]*([-_][a-z0-9]+)*$/.test(name))
    throw new Error(`new:format: NAME is lower case words joined by - or _ (ladder, king-of-the-hill), not ${name}`);
  const file = name.replace(/_/g, '-');
  const label = file.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return { file, TYPE: file.replace(/-/g, '_').toUpperCase(), label };
}

/** The two modules it creates: its rules and its setup, copies of round robin's. */
function created({ file, TYPE, label }: TNames): ScaffoldStep[] {
  const rules = [
    `/** ${label} (scaffolded from round robin: write its own rules here, with their tests beside them). */`,
    `import type { TTournamentFormat } from './format.ts';`,
    `import { ${TYPE}_SETUP } from './${file}-setup.ts';`,
    `import { ROUND_ROBIN } from './round-robin.ts';`,
    ``,
    `export const ${TYPE}: TTournamentFormat = { ...ROUND_ROBIN, setup: ${TYPE}_SETUP };`,
  ];
  const setup = [
    `/** ${label}: its setup options (plain data, read by the create dialog; \`drawing\`: how the web draws it). */`,
    `import type { TFormatSetup } from './format.ts';`,
    `import { ROUND_ROBIN_SETUP } from './round-robin-setup.ts';`,
    ``,
    `export const ${TYPE}_SETUP: TFormatSetup = { ...ROUND_ROBIN_SETUP, type: '${TYPE}' };`,
  ];
  return [
    {
      path: `${FORMATS}/${file}.ts`,
      what: `the format's rules (${TYPE}: a copy of round robin's to change)`,
      create: () => rules.join('\n') + '\n',
    },
    {
      path: `${FORMATS}/${file}-setup.ts`,
      what: "its setup options (sizes, seedings, settings, drawing) for the create dialog, the server and the web's drawing",
      create: () => setup.join('\n') + '\n',
    },
  ];
}

/** A registry's entry: its import, and its line in the object `table` declares. */
const registered = (text: string, table: string, importLine: string, entry: string) =>
  insertBefore(addImport(text, importLine), /^};/m, `  ${entry},\n`, text.indexOf(`export const ${table}`));

/** The files it edits: the tournament types, both registries, and the words of both languages. */
function edited({ file, TYPE, label }: TNames): ScaffoldStep[] {
  const word = (lang: 'en' | 'pl'): ScaffoldStep => ({
    path: `packages/domain/src/i18n/words/${lang}.ts`,
    what: `its name and description in ${lang === 'en' ? 'English' : 'Polish'}`,
    edit: (text) => {
      const named = insertBefore(text, /^ {2}'format\.GROUPS_PLAYOFFS'/m, `  'format.${TYPE}': '${label}',\n`);
      const about = `  'format.${TYPE}.about': '${label}: how it is played.',\n`;
      return insertBefore(named, /^ {2}'format\.GROUPS_PLAYOFFS\.about'/m, about);
    },
  });
  return [
    {
      path: 'packages/domain/src/enums.ts',
      what: `${TYPE} among the tournament types`,
      edit: (text) => {
        // One name a line (as Prettier lays the list out) or all on one line.
        const end = '] as const;\nexport type TTournamentType';
        const oneALine = text[text.indexOf(end) - 1] === '\n';
        return insertBefore(text, end, oneALine ? `  '${TYPE}',\n` : `, '${TYPE}'`);
      },
    },
    {
      path: `${FORMATS}/registry.ts`,
      what: 'the format by its type',
      edit: (text) => registered(text, 'TOURNAMENT_FORMATS', `import { ${TYPE} } from './${file}.ts';`, TYPE),
    },
    {
      path: `${FORMATS}/setups.ts`,
      what: 'its setup by its type',
      edit: (text) =>
        registered(
          text,
          'FORMAT_SETUPS',
          `import { ${TYPE}_SETUP } from './${file}-setup.ts';`,
          `${TYPE}: ${TYPE}_SETUP`,
        ),
    },
    word('en'),
    word('pl'),
  ];
}

export function newFormat(name: string): Scaffold {
  const names = namesOf(name);
  return {
    steps: [...created(names), ...edited(names)],
    then: [
      "write the format's rules in its module, with property tests beside them, and its setup's sizes, seedings and drawing",
      "npm run typecheck, then registry.test.ts (every format registered, set up and worded) and the format's tests",
    ],
  };
}
