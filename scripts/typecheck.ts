/**
 * `npm run typecheck`: writes the generated endpoint table (scripts/api-table.ts) from the declarations, then checks
 * every TypeScript project of the repository, two at a time (one per core of a small machine), each remembering what
 * it checked in node_modules/.cache/tsc so a second run re-checks only what changed.
 *
 * With `--lint` (what `npm test` runs) the same two lanes also run the checks of `npm run lint` (ESLint,
 * dependency-cruiser, Prettier): each of those uses one core, so run after one another they would leave the other
 * core idle for half a minute.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

await import('./api-table.ts');

type Job = { name: string; args: string[] };

const tsc = (project: string): Job => ({
  name: `typecheck: ${project}`,
  args: [
    'node_modules/typescript/bin/tsc',
    '-p',
    project,
    '--pretty',
    String(Boolean(process.stdout.isTTY)),
    '--incremental',
    '--tsBuildInfoFile',
    `node_modules/.cache/tsc/${project.replace(/[/.]/g, '-')}.tsbuildinfo`,
  ],
});

// The same commands as `npm run lint` in package.json.
const LINT: Job[] = [
  {
    name: 'lint: prettier',
    args: ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.'],
  },
  {
    name: 'lint: eslint',
    args: ['node_modules/eslint/bin/eslint.js', '.', '--cache', '--cache-location', 'node_modules/.cache/eslint/'],
  },
  {
    name: 'lint: dependency-cruiser',
    args: [
      'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
      'apps',
      'packages',
      'bench',
      'e2e',
      '--config',
      '.dependency-cruiser.mjs',
    ],
  },
];

// The slowest first, so the two lanes finish together.
const JOBS: Job[] = [
  ...['apps/web', 'apps/server', 'tsconfig.tools.json', 'packages/domain'].map(tsc),
  ...(process.argv.includes('--lint') ? LINT : []),
];
const LANES = Math.max(1, Math.min(2, os.availableParallelism()));

function run(job: Job): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, job.args);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

const queue = [...JOBS];
let failed = false;
await Promise.all(
  Array.from({ length: LANES }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const result = await run(job);
      // Printed whole, so two jobs' errors never interleave.
      if (result.output) process.stdout.write(result.output);
      if (!result.ok) {
        failed = true;
        console.error(`\n${job.name} failed`);
      }
    }
  }),
);
process.exit(failed ? 1 : 0);
