/**
 * The scaffolds' engine (`npm run new:format NAME`, `npm run new:endpoint NAME`): a scaffold is a list of steps, each a
 * file it creates or edits; running it applies them under a root (the repository, or a copy in a test) and prints that
 * list, which is the recipe (docs/ARCHITECTURE.md shows each scaffold's list, and a test holds the two equal).
 */
import fs from 'node:fs';
import path from 'node:path';

export type ScaffoldStep = {
  /** The file, from the repository's root. */
  path: string;
  /** What the step does there, for the recipe. */
  what: string;
} & ({ create: () => string } | { edit: (text: string) => string });

/** A scaffold for one name: its steps, and what is left to do by hand once they are applied. */
export type Scaffold = { steps: ScaffoldStep[]; then: string[] };

/** `text` with `insertion` put right before the first `anchor` after `from` (a missing anchor is an error). */
export function insertBefore(text: string, anchor: string | RegExp, insertion: string, from = 0): string {
  const rest = text.slice(from);
  const at = typeof anchor === 'string' ? rest.indexOf(anchor) : rest.search(anchor);
  if (at < 0) throw new Error(`scaffold: no ${String(anchor)} to insert before`);
  return text.slice(0, from + at) + insertion + text.slice(from + at);
}

/** `text` with `line` added after its last import (or at its start). */
export function addImport(text: string, line: string): string {
  const imports = [...text.matchAll(/^import [^;]+;\n/gm)];
  const last = imports.at(-1);
  const at = last ? last.index + last[0].length : 0;
  return text.slice(0, at) + line + '\n' + text.slice(at);
}

/** Applies the steps under `root` (none when `dryRun`) and answers the recipe's lines. */
export function runScaffold(scaffold: Scaffold, root: string, dryRun = false): string[] {
  for (const step of scaffold.steps) {
    const file = path.join(root, step.path);
    if ('create' in step) {
      if (fs.existsSync(file)) throw new Error(`scaffold: ${step.path} exists already`);
    } else if (!fs.existsSync(file)) throw new Error(`scaffold: ${step.path} is missing`);
  }
  // Every edit is worked out before any file is written, so a missing anchor leaves the tree as it was.
  const writes = scaffold.steps.map((step) => ({
    file: path.join(root, step.path),
    text: 'create' in step ? step.create() : step.edit(fs.readFileSync(path.join(root, step.path), 'utf8')),
  }));
  if (!dryRun) {
    for (const { file, text } of writes) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
  }
  return recipe(scaffold);
}

/** The recipe: the files created and edited, then what is left to do by hand. */
export function recipe(scaffold: Scaffold): string[] {
  const created = scaffold.steps.filter((s) => 'create' in s);
  const edited = scaffold.steps.filter((s) => 'edit' in s);
  return [
    `${scaffold.steps.length} files (${created.length} created, ${edited.length} edited):`,
    ...created.map((s) => `- created ${s.path}: ${s.what}`),
    ...edited.map((s) => `- edited ${s.path}: ${s.what}`),
    ...(scaffold.then.length > 0 ? ['Then:', ...scaffold.then.map((line) => `- ${line}`)] : []),
  ];
}

/** The command line of a scaffold: `NAME [--dry-run] [--root DIR]`; prints the recipe. */
export function scaffoldCli(make: (name: string) => Scaffold, usage: string): void {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? path.resolve(args[rootAt + 1] ?? '.') : path.join(import.meta.dirname, '../..');
  const name = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--root');
  if (!name) {
    console.error(usage);
    process.exit(2);
  }
  const lines = runScaffold(make(name), root, dryRun);
  console.log((dryRun ? '(dry run: nothing written)\n' : '') + lines.join('\n'));
}
