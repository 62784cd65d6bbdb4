/**
 * Names from before migration 0018 get their skeleton at start, and the look-alikes among all names are listed for
 * the admins (issue 37 item 21): they were registered before the rule, so they stay as they are (renaming someone is
 * an admin's decision), but the admins see them in the log at every start and with `npm run admin -- lookalikes`.
 */
import type { Tx } from '../../db/client.ts';
import { fillUsernameSkeletons, lookalikeUsernames } from './accounts.repository.ts';

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
  warn(
    `${groups.length} group(s) of usernames look alike (registered before look-alikes were refused; npm run admin -- lookalikes lists them):`,
  );
  for (const line of lookalikeLines(groups)) warn(`  ${line}`);
}
