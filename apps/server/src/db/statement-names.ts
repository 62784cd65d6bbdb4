import type pg from 'pg';

/** Distinct statement texts that get a name; beyond it, statements run unnamed (still correct, parsed each time). */
const MAX_NAMES = 500;
// A memo of immutable data (a statement's text and the name given to it), not a cache of the league: nothing makes it stale.
const names = new Map<string, string>();

/** Gives a statement's text a name (once, the same name ever after): the pool's connections run it named. */
export function nameStatement(text: string): void {
  if (!names.has(text) && names.size < MAX_NAMES) names.set(text, `named_${names.size + 1}`);
}

/** A query's configuration with the name its text was given, if any and if it has none of its own. */
function withName(config: unknown): unknown {
  if (typeof config !== 'object' || config === null || !('text' in config) || typeof config.text !== 'string')
    return config;
  if ('name' in config && config.name) return config;
  const name = names.get(config.text);
  return name === undefined ? config : { ...config, name };
}

/**
 * Makes a pooled connection run the statements `nameStatement` named as named statements (node-postgres's prepared
 * statements, `{ name, text }`), which PostgreSQL parses once per connection and, once the plan settles, plans once
 * too. Any other query passes through as it came. For the pool's `connect` event.
 */
export function runNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => query(withName(config), ...rest)) as typeof client.query;
}
