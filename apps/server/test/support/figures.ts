/** Figures the reliability tests report (requests fuzzed, kills survived, …), collected by `npm run reliability`. */
import fs from 'node:fs';

export function recordFigure(name: string, value: number): void {
  const out = process.env.RELIABILITY_OUT;
  if (!out) return;
  fs.appendFileSync(
    out,
    `${JSON.stringify({ name, value, database: process.env.DATABASE_URL ? 'postgres' : 'pglite' })}\n`,
  );
}
