/**
 * Names from before migration 0018 get their skeleton at start, and the look-alikes among all names are listed for
 * the admins (issue 37 item 21): they were registered before the rule, so they stay as they are (renaming someone is
 * an admin's decision), but the admins see them in the log at every start and with `npm run admin -- lookalikes`.
 */
import { sql } from 'drizzle-orm';
import { usernameSkeleton } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

const BATCH = 1000;

/** Fills the skeleton of every name that has none; returns how many it filled. */
async function fillUsernameSkeletons(tx: Tx): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(sql`${users.usernameSkeleton} is null`)
      .limit(BATCH);
    if (rows.length === 0) return filled;
    const pairs = JSON.stringify(rows.map((r) => ({ id: r.id, skeleton: usernameSkeleton(r.username) })));
    await tx.execute(sql`
      update ${users} set username_skeleton = v.skeleton
      from json_to_recordset(${pairs}::json) as v(id uuid, skeleton text)
      where ${users.id} = v.id`);
    filled += rows.length;
  }
}

/** The groups of names that look alike (the same skeleton), each oldest first; groups in the order of their first name. */
export async function lookalikeUsernames(tx: Tx): Promise<string[][]> {
  const rows = await tx.execute(sql`
    select array_agg(${users.username} order by ${users.createdAt}, ${users.id}) as names
    from ${users}
    where ${users.usernameSkeleton} is not null
    group by ${users.usernameSkeleton}
    having count(*) > 1
    order by min(${users.createdAt})`);
  return (rows as unknown as { rows: Array<{ names: string[] }> }).rows.map((r) => r.names);
}

/** A name quoted, with every character outside printable ASCII and Latin-1 letters written as \uXXXX, so none hides. */
function shownName(name: string): string {
  return JSON.stringify(name).replace(/[^\x20-\x7e\u00c0-\u024f]/gu, (c) =>
    c
      .split('')
      .map((u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .join(''),
  );
}

/** One line per group of look-alikes: `"pete" ~ "p\u0435te"`. */
export function lookalikeLines(groups: string[][]): string[] {
  return groups.map((names) => names.map(shownName).join(' ~ '));
}

/** The start-up's step: fills the skeletons, then writes one warning per group of look-alikes. */
export async function reportLookalikeUsernames(tx: Tx, warn: (line: string) => void): Promise<void> {
  await fillUsernameSkeletons(tx);
  const groups = await lookalikeUsernames(tx);
  if (groups.length === 0) return;
  warn(`${groups.length} group(s) of usernames look alike (registered before look-alikes were refused; npm run admin -- lookalikes lists them):`);
  for (const line of lookalikeLines(groups)) warn(`  ${line}`);
}
