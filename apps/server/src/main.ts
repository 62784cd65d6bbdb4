/** Start-up: read config, open and migrate the database, seed, start jobs, listen. */
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { DataDirLockedError } from './db/lock.ts';
import { reportLookalikeUsernames } from './features/accounts/index.ts';
import { createAdmin } from './features/auth/index.ts';
import { seedWelcomePost } from './features/dashboard/index.ts';
import { startJobs } from './platform/jobs.ts';
import { autoAcceptDueGames } from './features/games/index.ts';
import { pushJob } from './features/push/index.ts';
import { deliverDueMail } from './platform/mail/mail-queue.ts';
import { outboxTransport, smtpTransport } from './platform/mail/transport.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await seedWelcomePost(database.db);
  await reportLookalikeUsernames(database.db, (line) => console.warn(line));
  if (config.admin && (await createAdmin(database.db, config.admin)))
    console.log(`Created admin account ${config.admin.username}`);

  let nudge: (name: string) => void = () => undefined;
  const app = await buildApp({ config, database, nudgeMail: () => nudge('mail') });
  const ctx = app.appContext;
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : outboxTransport(path.join(config.dataDir, 'outbox'), config.mailFrom, (line) => app.log.info(line));
  const jobs = startJobs(
    [
      { name: 'mail', everyMs: 10_000, nudgeDelayMs: 100, run: () => deliverDueMail(database.db, transport, 100) },
      { name: 'auto-accept', everyMs: 5 * 60_000, run: () => autoAcceptDueGames(ctx) },
      { name: 'rate-limit-sweep', everyMs: 10 * 60_000, run: () => ctx.rateCounter.sweep() },
      pushJob(ctx),
    ],
    app.log,
  );
  nudge = jobs.nudge;
  // A write of this instance may have queued pushes (a trigger queues them with its notifications).
  app.cache.changes.onChange((change) => {
    if (change.here) nudge('push');
  });
  nudge('mail');
  nudge('auto-accept');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await jobs.stop();
    transport.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Caps League on ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((err: unknown) => {
  if (
    err instanceof DataDirLockedError ||
    (err instanceof Error && err.message.startsWith('Invalid configuration')) ||
    (err instanceof Error && err.message.startsWith('Refusing'))
  ) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
