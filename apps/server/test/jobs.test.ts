/** The job runner: a burst of nudges shares one run, and a nudge during a run gets one more run after it. */
import { describe, expect, it } from 'vitest';
import { startJobs } from '../src/platform/jobs.ts';

const silent = { warn: () => undefined } as unknown as Parameters<typeof startJobs>[1];
const until = async (ok: () => boolean) => {
  while (!ok()) await new Promise((r) => setTimeout(r, 5));
};

describe('startJobs', () => {
  it('runs a burst of nudges once, and once more for nudges that came while it ran', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const runner = startJobs(
      [
        {
          name: 'mail',
          everyMs: 3_600_000,
          nudgeDelayMs: 10,
          run: async () => {
            runs++;
            await new Promise<void>((r) => (release = r));
          },
        },
      ],
      silent,
    );
    for (let i = 0; i < 5; i++) runner.nudge('mail');
    await until(() => runs === 1);
    for (let i = 0; i < 5; i++) runner.nudge('mail'); // while the first run is still going
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toBe(1);
    release();
    await until(() => runs === 2);
    release();
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toBe(2);
    await runner.stop();
  });
});
