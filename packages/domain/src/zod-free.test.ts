import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The client imports these modules by subpath (`@caps/domain/<module>`) on the pages' first render, so that zod (about
 * 25 KB gzip and its module evaluation) is loaded only by the forms that validate with it. A runtime import of zod
 * anywhere below them would bring it back onto every page's path.
 */
const ZOD_FREE_MODULES = [
  'enums.ts',
  'game-types.ts',
  'limits.ts',
  'initials.ts',
  'rating.ts',
  'game-rules.ts',
  'stats.ts',
  'stat-fields.ts',
  'live-sides.ts',
  'game-rule-codes.ts',
  'achievements.ts',
  'achievement-conditions.ts',
  'plots.ts',
  'live-game.ts',
  'live-watch.ts',
  'validation/account-messages.ts',
  'validation/date-bounds.ts',
  'api/team-messages.ts',
  'push-texts.ts',
  'i18n/error-codes.ts',
  'i18n/coded-message.ts',
  'i18n/error-text.ts',
  'i18n/error-messages/en.ts',
  'i18n/error-messages/pl.ts',
  'i18n/languages.ts',
  'brackets/entry-types.ts',
  'brackets/formats/registry.ts',
  'brackets/formats/setups.ts',
  'brackets/layout.ts',
  'brackets/layouts.ts',
  'brackets/round-names.ts',
  'brackets/round-robin-circle.ts',
  'brackets/sizes.ts',
];

const SRC = import.meta.dirname;

/** The modules a source file imports at run time: `import type` and `export type` are erased by the build. */
function runtimeImports(file: string): string[] {
  const source = fs.readFileSync(path.join(SRC, file), 'utf8');
  const statements = source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'([^']+)'|^import\s+'([^']+)'/gms);
  return [...statements].map((m) => m[1] ?? m[2] ?? '');
}

/** The chain of runtime imports from `file` to zod, or null when there is none. */
function pathToZod(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const spec of runtimeImports(file)) {
    if (spec === 'zod' || spec.startsWith('zod/')) return [file, spec];
    if (!spec.startsWith('.')) continue;
    const chain = pathToZod(path.posix.join(path.posix.dirname(file), spec), seen);
    if (chain) return [file, ...chain];
  }
  return null;
}

describe('zod-free domain modules', () => {
  it.each(ZOD_FREE_MODULES)('%s loads no zod at run time', (file) => {
    expect(pathToZod(file)).toBeNull();
  });

  it('finds zod behind a re-export', () => {
    expect(pathToZod('brackets/index.ts')?.slice(-2)).toEqual(['brackets/types.ts', 'zod']);
    expect(pathToZod('live-game-schemas.ts')).toEqual(['live-game-schemas.ts', 'zod']);
  });
});
