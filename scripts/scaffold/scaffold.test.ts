/**
 * The scaffolds run into a temporary copy of the files they edit: they create and edit exactly the files of their
 * recipe, a dry run writes nothing, and docs/ARCHITECTURE.md shows each recipe as the scaffold prints it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newEndpoint } from './new-endpoint.ts';
import { newFormat } from './new-format.ts';
import { recipe, runScaffold, type Scaffold } from './scaffold.ts';

const ROOT = path.join(import.meta.dirname, '../..');
/** Each scaffold, and how its files name the new thing (the endpoint's matrix names its route). */
const SCAFFOLDS: Array<[command: string, scaffold: Scaffold, name: RegExp]> = [
  ['new:format', newFormat('ladder'), /LADDER/],
  ['new:endpoint', newEndpoint('teams.archive'), /teams\.archive|\/api\/teams\/archive/],
];
const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A temporary root holding copies of the files the scaffold edits. */
function copyOfEdited(scaffold: Scaffold): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caps-scaffold-'));
  temps.push(dir);
  for (const step of scaffold.steps.filter((s) => 'edit' in s)) {
    fs.mkdirSync(path.dirname(path.join(dir, step.path)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, step.path), path.join(dir, step.path));
  }
  return dir;
}

describe.each(SCAFFOLDS)('npm run %s', (command, scaffold, name) => {
  it('creates and edits the files of its recipe, each naming the new thing', () => {
    const dir = copyOfEdited(scaffold);
    expect(runScaffold(scaffold, dir)).toEqual(recipe(scaffold));
    for (const step of scaffold.steps) {
      const text = fs.readFileSync(path.join(dir, step.path), 'utf8');
      expect(text, step.path).toMatch(name);
      if ('edit' in step) expect(text, step.path).not.toBe(fs.readFileSync(path.join(ROOT, step.path), 'utf8'));
    }
  });

  it('writes nothing on a dry run, and refuses to run twice', () => {
    const dir = copyOfEdited(scaffold);
    const before = scaffold.steps.map(
      (s) => fs.existsSync(path.join(dir, s.path)) && fs.readFileSync(path.join(dir, s.path), 'utf8'),
    );
    runScaffold(scaffold, dir, true);
    expect(
      scaffold.steps.map(
        (s) => fs.existsSync(path.join(dir, s.path)) && fs.readFileSync(path.join(dir, s.path), 'utf8'),
      ),
    ).toEqual(before);
    runScaffold(scaffold, dir);
    expect(() => runScaffold(scaffold, dir)).toThrow(/exists already/);
  });

  it('is the recipe docs/ARCHITECTURE.md shows', () => {
    const docs = fs.readFileSync(path.join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
    const shown = new RegExp(`<!-- ${command} -->\\n+\`\`\`text\\n([\\s\\S]*?)\\n\`\`\`\\n+<!-- /${command} -->`).exec(
      docs,
    )?.[1];
    expect(shown, `the ${command} block of docs/ARCHITECTURE.md`).toBe(recipe(scaffold).join('\n'));
  });
});
