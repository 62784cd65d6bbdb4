// @vitest-environment node
/**
 * A feature's index.ts (its public face, see .dependency-cruiser.mjs) only re-exports: the build counts on it
 * (vite.config.ts marks these files free of side effects, so that an import through one binds to the module that
 * defines the name and a feature's other exports stay out of the importer's chunks).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = path.resolve(import.meta.dirname, '../features');
const indexes = fs
  .readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(FEATURES, entry.name, 'index.ts')))
  .map((entry) => entry.name);

/** The statements of a file without its comments, one a line. */
function statements(file: string): string[] {
  const code = fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  return code
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

describe("the features' index files", () => {
  it('exist for the features that others use', () => {
    expect(indexes).toEqual(expect.arrayContaining(['auth', 'live-game', 'notifications', 'teams', 'users']));
  });

  it.each(indexes)('%s/index.ts only re-exports names of its own modules', (feature) => {
    for (const statement of statements(path.join(FEATURES, feature, 'index.ts'))) {
      expect(statement).toMatch(/^export (type )?\{ [\w, ]+ \} from '\.\/[\w./-]+\.tsx?'$/);
    }
  });
});
