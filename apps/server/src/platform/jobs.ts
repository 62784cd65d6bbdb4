/**
 * Periodic jobs. Every job claims its rows with a conditional update or SKIP LOCKED, so several server
 * instances may run the same job at once without doing any work twice.
 */
import type { FastifyBaseLogger } from 'fastify';

/** `nudgeDelayMs`: a nudge runs the job after this long, so a burst of nudges (mail queued by many posts) shares one run. */
export type Job = { name: string; everyMs: number; nudgeDelayMs?: number; run: () => Promise<unknown> };

export type JobRunner = { nudge: (name: string) => void; stop: () => Promise<void> };

/**
 * Starts the jobs on timers; `nudge` runs one soon (e.g. right after mail is queued). A nudge that comes while the
 * job runs gets one more run after it, so nothing nudged waits for the next period.
 */
export function startJobs(jobs: Job[], log: FastifyBaseLogger): JobRunner {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  const pending = new Set<string>();
  let stopped = false;
  const trigger = (job: Job) => {
    if (stopped) return;
    if (running.has(job.name)) {
      again.add(job.name);
      return;
    }
    const p = job
      .run()
      .then(() => undefined)
      .catch((err: unknown) => log.warn({ err, job: job.name }, 'job failed'))
      .finally(() => {
        running.delete(job.name);
        if (again.delete(job.name)) trigger(job);
      });
    running.set(job.name, p);
  };
  for (const job of jobs) timers.push(setInterval(() => trigger(job), job.everyMs).unref());
  return {
    nudge: (name) => {
      const job = jobs.find((j) => j.name === name);
      if (!job || pending.has(name)) return;
      pending.add(name);
      const run = () => {
        pending.delete(name);
        trigger(job);
      };
      if (job.nudgeDelayMs) setTimeout(run, job.nudgeDelayMs);
      else setImmediate(run);
    },
    stop: async () => {
      stopped = true;
      timers.forEach(clearInterval);
      await Promise.all(running.values());
    },
  };
}
