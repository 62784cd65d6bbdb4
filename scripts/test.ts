/**
 * `npm test`: the typecheck and lint (scripts/typecheck.ts `--lint`) and the unit and API tests (vitest's projects
 * domain, server, web and web-mocking) at the same time. Both keep the two cores of a small machine busy, but each
 * leaves gaps (a lane waiting for its slowest job, vitest between files): run together they took 162 s against 174 s
 * one after the other (2026-11-29, quiet machine). The endpoint table is written first (scripts/api-table.ts writes
 * it only when it changed), so neither reads it while it is written. Fails when either fails.
 */
import { spawn } from 'node:child_process';

await import('./api-table.ts');

const run = (args: string[]) =>
  new Promise<boolean>((resolve) => {
    spawn(process.execPath, args, { stdio: 'inherit' }).on('close', (code) => resolve(code === 0));
  });

const projects = ['domain', 'server', 'web', 'web-mocking'].flatMap((p) => ['--project', p]);
const results = await Promise.all([
  run(['--import', 'tsx', 'scripts/typecheck.ts', '--lint']),
  run(['node_modules/vitest/vitest.mjs', 'run', ...projects]),
]);
process.exit(results.every(Boolean) ? 0 : 1);
