/**
 * `npm run typecheck`: writes the generated endpoint table (scripts/api-table.ts) from the declarations, then checks
 * every TypeScript project of the repository, two at a time (one per core of a small machine), each remembering what
 * it checked in node_modules/.cache/tsc so a second run re-checks only what changed.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

await import('./api-table.ts');

// The slowest first, so the two lanes finish together.
const PROJECTS = ['apps/web', 'tsconfig.tools.json', 'apps/server', 'packages/domain'];
const LANES = Math.max(1, Math.min(2, os.availableParallelism()));

function check(project: string): Promise<{ project: string; ok: boolean; output: string }> {
  const cache = `node_modules/.cache/tsc/${project.replace(/[/.]/g, '-')}.tsbuildinfo`;
  return new Promise((resolve) => {
    const tsc = spawn(process.execPath, [
      'node_modules/typescript/bin/tsc',
      '-p',
      project,
      '--pretty',
      String(Boolean(process.stdout.isTTY)),
      '--incremental',
      '--tsBuildInfoFile',
      cache,
    ]);
    let output = '';
    tsc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    tsc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    tsc.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const queue = [...PROJECTS];
let failed = false;
await Promise.all(
  Array.from({ length: LANES }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const result = await check(project);
      // Printed whole, so two projects' errors never interleave.
      if (result.output) process.stdout.write(result.output);
      if (!result.ok) {
        failed = true;
        console.error(`\ntypecheck: ${result.project} failed`);
      }
    }
  }),
);
process.exit(failed ? 1 : 0);
