/**
 * Every pattern a domain schema checks runs on bounded text only: a length check that stops the others comes first
 * (issue 20 item 1: the email pattern used to run on 256 KiB after its length check had already failed).
 */
import { describe, expect, it } from 'vitest';
import * as domain from '../index.ts';

type Def = {
  type?: string;
  checks?: Array<{ _zod: { def: { check: string; format?: string; abort?: boolean; pattern?: RegExp } } }>;
  [key: string]: unknown;
};
const defOf = (value: unknown): Def | undefined =>
  value && typeof value === 'object' && '_zod' in value ? (value as { _zod: { def: Def } })._zod.def : undefined;

/** Every string schema reachable from `root`, with where it was found. */
function stringSchemas(
  root: unknown,
  where: string,
  seen = new Set<unknown>(),
  found: Array<{ where: string; def: Def }> = [],
) {
  const def = defOf(root);
  if (!def || seen.has(root)) return found;
  seen.add(root);
  if (def.type === 'string') found.push({ where, def });
  const children: Array<[string, unknown]> = [];
  if (def.type === 'object') children.push(...Object.entries((def.shape as Record<string, unknown>) ?? {}));
  for (const key of ['innerType', 'element', 'in', 'out', 'left', 'right', 'keyType', 'valueType'])
    if (def[key]) children.push([key, def[key]]);
  for (const key of ['options', 'items'])
    if (Array.isArray(def[key])) (def[key] as unknown[]).forEach((c, i) => children.push([`${key}[${i}]`, c]));
  for (const [name, child] of children) stringSchemas(child, `${where}.${name}`, seen, found);
  return found;
}

describe('patterns of the domain schemas', () => {
  const strings = Object.entries(domain).flatMap(([name, value]) => stringSchemas(value, name));
  const patterned = strings.filter(({ def }) => def.checks?.some((c) => c._zod.def.format === 'regex'));

  it('are found (the walk reaches the schemas)', () => {
    expect(patterned.map((p) => p.where)).toContain('ZEmail');
  });

  it('each come after a maximum length whose failure stops the checks', () => {
    for (const { where, def } of patterned) {
      const checks = (def.checks ?? []).map((c) => c._zod.def);
      const firstPattern = checks.findIndex((c) => c.format === 'regex');
      const boundedBefore = checks.slice(0, firstPattern).some((c) => c.check === 'max_length' && c.abort === true);
      expect(boundedBefore, `${where}: ${String(checks[firstPattern]?.pattern)}`).toBe(true);
    }
  });
});
