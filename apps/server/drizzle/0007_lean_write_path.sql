-- Fewer writes per accepted game. Indexes no query needs any more: player_stats_qualified_idx (0004) serves the
-- leaderboard, games_status_time_idx serves the auto-accept job, and only recomputation orders by accept_seq (its
-- values come from a sequence). Free space on the users pages keeps the last-game stamp of every acceptance a HOT
-- update (no index writes); existing pages gain it as rows move.
DROP INDEX "games_pending_time_idx";--> statement-breakpoint
DROP INDEX "games_accept_seq_idx";--> statement-breakpoint
DROP INDEX "player_stats_leaderboard_idx";--> statement-breakpoint
ALTER TABLE "users" SET (fillfactor = 85);
