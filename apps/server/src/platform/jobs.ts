/**
 * Periodic jobs. Every job claims its rows with a conditional update or SKIP LOCKED, so several server
 * instances may run the same job at once without doing any work twice.
 */
import type { FastifyBaseLogger } from 'fastify';

export type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

export type JobRunner = { nudge: (name: string) => void; stop: () => Promise<void> };

/** Starts the jobs on timers; `nudge` runs one soon (e.g. right after mail is queued). */
export function startJobs(jobs: Job[], log: FastifyBaseLogger): JobRunner {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  const trigger = (job: Job) => {
    if (stopped || running.has(job.name)) return;
    const p = job
      .run()
      .then(() => undefined)
      .catch((err: unknown) => log.warn({ err, job: job.name }, 'job failed'))
      .finally(() => running.delete(job.name));
    running.set(job.name, p);
  };
  for (const job of jobs) timers.push(setInterval(() => trigger(job), job.everyMs).unref());
  return {
    nudge: (name) => {
      const job = jobs.find((j) => j.name === name);
      if (job) setImmediate(() => trigger(job));
    },
    stop: async () => {
      stopped = true;
      timers.forEach(clearInterval);
      await Promise.all(running.values());
    },
  };
}
