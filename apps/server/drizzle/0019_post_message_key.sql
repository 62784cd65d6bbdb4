ALTER TABLE "posts" ADD COLUMN "message_key" text;--> statement-breakpoint
-- ==== Hand-written
-- The welcome post the server seeded (no author, its English title) is the server's words: the web shows it in the
-- reader's language from its key. Only a post still word for word as seeded: one an admin wrote, or edited, has no
-- key and shows as written.
UPDATE "posts" SET "message_key" = 'welcome'
WHERE "author_id" IS NULL AND "title" = 'Welcome to Caps League' AND "signature" = 'The Caps League team'
  AND "description" = 'This is the home of our league. Sign up, post the games you play, and ask your opponent to accept them: '
    || 'accepted games move your Elo points, fill your stats and charts, and unlock achievements.' || E'\n\n'
    || 'Read the Rules and the 10 Commandments before your first game, form a team for doubles, and watch the '
    || 'tournaments on the big screen. Good luck and keep your cap steady!';
