/** `npm run admin -- create <username> <email>`: creates an ADMIN account (password from ADMIN_PASSWORD or a prompt). */
import readline from 'node:readline';
import { messageText, ZEmail, ZPassword, ZUsername } from '@caps/domain';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { lookalikeLines, lookalikeUsernames, reportLookalikeUsernames } from './features/accounts/index.ts';
import { createAdmin } from './features/auth/index.ts';
import { diffLeague, rebuildLeague } from './features/league/index.ts';
import { announceOutsideChange } from './platform/cache/index.ts';

async function promptHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const rl = readline.createInterface({ input: process.stdin });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  process.stdout.write(question);
  return new Promise((resolve) => {
    let value = '';
    process.stdin.setRawMode(true);
    process.stdin.resume();
    process.stdin.setEncoding('utf8');
    const onData = (ch: string) => {
      if (ch === '\r' || ch === '\n' || ch === '\u0004') {
        process.stdin.setRawMode(false);
        process.stdin.pause();
        process.stdin.off('data', onData);
        process.stdout.write('\n');
        resolve(value);
      } else if (ch === '\u0003') {
        process.exit(130);
      } else if (ch === '\u007f') {
        value = value.slice(0, -1);
      } else {
        value += ch;
      }
    };
    process.stdin.on('data', onData);
  });
}

async function main(): Promise<void> {
  const [command, username, email] = process.argv.slice(2);
  if (command === 'recompute') return recompute();
  if (command === 'lookalikes') return lookalikes();
  if (command !== 'create' || !username || !email) {
    console.error('Usage: npm run admin -- create <username> <email>   (password from ADMIN_PASSWORD or a prompt)');
    console.error(
      '       npm run admin -- recompute               (rebuild stats, points and achievements from accepted games)',
    );
    console.error(
      '       npm run admin -- lookalikes              (list usernames that look alike, registered before they were refused)',
    );
    process.exit(2);
  }
  const checks = [ZUsername.safeParse(username), ZEmail.safeParse(email)];
  const password = process.env.ADMIN_PASSWORD || (await promptHidden('Password for the admin: '));
  checks.push(ZPassword.safeParse(password));
  const failed = checks.find((c) => !c.success);
  if (failed && !failed.success) {
    console.error(messageText(failed.error.issues[0]?.message ?? 'Invalid input'));
    process.exit(2);
  }
  const { ADMIN_USERNAME: _u, ADMIN_EMAIL: _e, ADMIN_PASSWORD: _p, ...env } = process.env;
  const database = await openConfiguredDatabase(loadConfig(env));
  try {
    const created = await createAdmin(database.db, { username, email, password });
    if (created) await announceOutsideChange(database, 'accounts');
    console.log(created ? `Admin ${username} created.` : `A user named ${username} already exists; nothing changed.`);
  } finally {
    await database.close();
  }
}

/** Checks the stored projection against a replay of history and rewrites it when they differ. */
async function recompute(): Promise<void> {
  const { ADMIN_USERNAME: _u, ADMIN_EMAIL: _e, ADMIN_PASSWORD: _p, ...env } = process.env;
  const database = await openConfiguredDatabase(loadConfig(env));
  try {
    const diffs = await diffLeague(database.db);
    if (diffs.length === 0) {
      console.log('Stats agree with the accepted games; nothing to do.');
      return;
    }
    console.log(`${diffs.length} differences found, for example:\n${diffs.slice(0, 5).join('\n')}`);
    await rebuildLeague(database.db);
    await announceOutsideChange(database, 'league');
    console.log('Rebuilt stats, points and achievements from the accepted games.');
  } finally {
    await database.close();
  }
}

/** Lists the groups of usernames that look alike (one line each, oldest first, names JSON-quoted so invisible characters show). */
async function lookalikes(): Promise<void> {
  const { ADMIN_USERNAME: _u, ADMIN_EMAIL: _e, ADMIN_PASSWORD: _p, ...env } = process.env;
  const database = await openConfiguredDatabase(loadConfig(env));
  try {
    await reportLookalikeUsernames(database.db, () => undefined); // fills the skeletons of names from before they existed
    const groups = await lookalikeUsernames(database.db);
    console.log(groups.length === 0 ? 'No usernames look alike.' : lookalikeLines(groups).join('\n'));
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
