/** What the benchmarks read of the processes they measure (Linux /proc): CPU time and peak memory. */
import fs from 'node:fs';
import pg from 'pg';

/** CPU seconds (user + system) used so far by some processes (Linux; clock ticks of 10 ms). */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {
      // the process ended
    }
  }
  return ticks / 100;
}

/**
 * Whose CPU time a measurement counts: the server process, and the backends of its PostgreSQL database (null: PGlite)
 * on the server `serverUrl` connects to.
 */
export type Measured = { serverPid: number; database: string | null; serverUrl: string };

/**
 * The PostgreSQL backends connected to one database (on a local server; a remote one's CPU is not seen). Only the
 * benchmark's database counts, so other work on the same PostgreSQL server (tests, a second benchmark) is not taken
 * for this benchmark's cost; background processes (WAL writer, checkpointer) are left out for the same reason.
 */
async function postgresPids(measured: Measured): Promise<number[]> {
  if (!measured.database) return [];
  const admin = new pg.Client({ connectionString: measured.serverUrl });
  await admin.connect();
  try {
    return (
      await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [measured.database])
    ).rows.map((r) => r.pid);
  } finally {
    await admin.end();
  }
}

/** Starts counting the CPU time of the server process and of its database's backends; the function returned gives the seconds used since. */
export async function cpuSince(measured: Measured): Promise<() => Promise<{ server: number; db: number }>> {
  const before = await postgresPids(measured);
  const start = new Map(before.map((pid) => [pid, cpuSeconds([pid])]));
  const server = cpuSeconds([measured.serverPid]);
  return async () => {
    const pids = [...new Set([...before, ...(await postgresPids(measured))])];
    // A backend that started meanwhile counts from zero; one that ended meanwhile took its time with it (never negative).
    const db = pids.reduce((sum, pid) => sum + Math.max(0, cpuSeconds([pid]) - (start.get(pid) ?? 0)), 0);
    return { server: cpuSeconds([measured.serverPid]) - server, db };
  };
}

/** A process's peak resident memory so far, in MB (Linux). */
export function peakMb(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}
