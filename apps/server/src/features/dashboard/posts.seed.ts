import type { Db } from '../../db/client.ts';
import { claimWelcomePost, insertPost } from './posts.repository.ts';

/** The welcome post in English, as stored (the web's catalogues word it in each language: `dashboard.welcome.*`). */
export const WELCOME_POST = {
  title: 'Welcome to Caps League',
  signature: 'The Caps League team',
  description:
    'This is the home of our league. Sign up, post the games you play, and ask your opponent to accept them: ' +
    'accepted games move your Elo points, fill your stats and charts, and unlock achievements.\n\n' +
    'Read the Rules and the 10 Commandments before your first game, form a team for doubles, and watch the ' +
    'tournaments on the big screen. Good luck and keep your cap steady!',
};

/**
 * Seeds the welcome post once per database (recorded in `meta`, so deleting it keeps it deleted). It is stored in
 * English (earlier clients show it as it is) with its key, so the web shows it in the reader's language.
 */
export async function seedWelcomePost(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await claimWelcomePost(tx))) return;
    await insertPost(tx, { authorId: null, messageKey: 'welcome', ...WELCOME_POST });
  });
}
